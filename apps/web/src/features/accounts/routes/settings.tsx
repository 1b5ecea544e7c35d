import { useSearchParams } from 'react-router';
import { ScreenHeader } from '@/components/ui/screen-header';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { OrganizationDetails } from '../components/organization-details';
import { OrganizationZoneSetting } from '../components/organization-zone-setting';
import { SalesDefaults } from '../components/sales-defaults';
import { TeamAccess } from '../components/team-access';
import { TwoFactorSettings } from '../components/two-factor-settings';

type SettingsTab = 'details' | 'team' | 'security';

const TABS = [
  { id: 'details', label: 'Details' },
  { id: 'team', label: 'Team Access' },
  { id: 'security', label: 'Security' },
] as const;

/**
 * The Details tab: the organisation's fields, then the fees and taxes (issue 15) and the time zone
 * (issue 16) its new events start with.
 */
function DetailsPanel() {
  return (
    <>
      <OrganizationDetails />
      <SalesDefaults />
      <OrganizationZoneSetting />
    </>
  );
}

const PANELS = { details: DetailsPanel, team: TeamAccess, security: TwoFactorSettings };

/**
 * Route my_settings (spec 2.11): Details and Team Access, and Security for two-factor sign-in
 * (ADR-015); the tab lives in the URL (?tab=team).
 */
export default function SettingsRoute() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: SettingsTab = requested === 'team' || requested === 'security' ? requested : 'details';
  const Panel = PANELS[tab];

  const select = (next: SettingsTab) =>
    setParams(next === 'details' ? {} : { tab: next }, { replace: true, preventScrollReset: true });

  return (
    <div className="space-y-6">
      <ScreenHeader title="Settings" intro="Your organisation and who can help you run it." />
      <section className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8">
        <Tabs label="Settings" idPrefix="settings" tabs={TABS} selected={tab} onSelect={select} />
        <div {...tabPanelProps('settings', tab)} className="pt-6 focus:outline-none">
          <Panel />
        </div>
      </section>
    </div>
  );
}
