import { ScreenHeader } from '@/components/ui/screen-header';
import { TeamAccess } from '../components/team-access';

/** Route my_team (spec 2.1): the Team Access view of settings on its own page. */
export default function TeamRoute() {
  return (
    <div className="space-y-6">
      <ScreenHeader title="Team Access" intro="Teammates who have signed in, and invites still pending." />
      <section className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8">
        <TeamAccess />
      </section>
    </div>
  );
}
