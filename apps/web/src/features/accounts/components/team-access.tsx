import { lazy, Suspense, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PlusIcon, UsersIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { paths } from '@/lib/paths';
import { useOrganizationSelf } from '../api/get-organization-self';
import { useTeam } from '../api/get-team';
import { OWNER_ONLY } from '../lib/owner-only';
import { splitTeam } from '../lib/split-team';
import { RefundRightsSetting } from './refund-rights-setting';
import { TeamTable } from './team-table';
import { TeammateActions } from './teammate-actions';
import { WebhooksLink } from './webhooks-link';

// Issue 19: the owner's API keys, in a chunk of their own.
const ApiKeysSection = lazy(() => import('./api-keys-section'));

type TeamTab = 'teammates' | 'invites';

const EMPTY_TEXT: Record<TeamTab, string> = {
  teammates: 'Nobody has signed in yet.',
  invites: 'No pending invites. Invite a teammate to help run your events.',
};

/**
 * Spec 2.11 Team Access: sub-tabs Teammates (count) and Invites (count), and an Invite Teammate
 * button for the owner only, the one the server lets invite (ADR-007).
 */
function TeamList() {
  const team = useTeam();
  const role = useOrganizationSelf().data?.role;
  const [tab, setTab] = useState<TeamTab>('teammates');

  if (team.isPending) {
    return (
      <div className="space-y-3" role="status">
        <span className="sr-only">Loading your team</span>
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (team.isError) {
    return (
      <Alert type="error">
        <p>{team.error.message}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          isBusy={team.isFetching}
          busyLabel="Retrying..."
          onClick={() => team.refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }

  const lists = splitTeam(team.data);
  const shown = lists[tab];
  const tabs = [
    { id: 'teammates' as const, label: `Teammates (${lists.teammates.length})` },
    { id: 'invites' as const, label: `Invites (${lists.invites.length})` },
  ];

  return (
    <div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <Tabs label="Team" idPrefix="team" tabs={tabs} selected={tab} onSelect={setTab} variant="pill" />
        {role === 'owner' && (
          <ButtonLink to={paths.organizer.invite} className="self-start sm:self-auto">
            <PlusIcon className="size-5" />
            Invite Teammate
          </ButtonLink>
        )}
        {role === 'member' && <p className="text-sm text-slate-600">{OWNER_ONLY}</p>}
      </div>
      <div
        {...tabPanelProps('team', tab)}
        className="mt-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {shown.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center">
            <UsersIcon className="size-8 text-slate-400" />
            <p className="mt-3 text-sm text-slate-600">{EMPTY_TEXT[tab]}</p>
          </div>
        ) : (
          <TeamTable
            caption={tab === 'teammates' ? 'Teammates' : 'Pending invites'}
            people={shown}
            hasLastLogin={tab === 'teammates'}
            actions={role === 'owner' ? (person) => <TeammateActions person={person} /> : undefined}
          />
        )}
      </div>
    </div>
  );
}

/** The team, and below it (whatever became of the list) whether teammates may refund and cancel. */
export function TeamAccess() {
  return (
    <div>
      <TeamList />
      <RefundRightsSetting />
      <WebhooksLink />
      <Suspense fallback={null}>
        <ApiKeysSection />
      </Suspense>
    </div>
  );
}
