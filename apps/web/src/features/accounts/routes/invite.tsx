import { inviteTeammateInput } from '@tiketi/contract/accounts';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { type AlertMessage, FormAlert } from '@/components/ui/form-alert';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { ScreenHeader } from '@/components/ui/screen-header';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/lib/paths';
import { useOrganizationSelf } from '../api/get-organization-self';
import { useInviteTeammate } from '../api/invite-teammate';
import { OWNER_ONLY } from '../lib/owner-only';
import { validateForm } from '../lib/validate-form';

const EMPTY_FORM = { first_name: '', last_name: '', email_address: '', msisdn: '' };
type InviteForm = typeof EMPTY_FORM;

/**
 * Route my_team_invite (spec 2.11): the teammate gets an email with a code to set their password.
 * Only the owner may invite (ADR-007), so a teammate is told so instead of given the form.
 */
export default function InviteRoute() {
  const self = useOrganizationSelf();
  if (self.isPending) {
    return (
      <div className="space-y-4" role="status">
        <span className="sr-only">Loading</span>
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-64 w-full max-w-3xl" />
      </div>
    );
  }
  // An error here leaves the decision to the server, which answers the invite itself.
  return self.data?.role === 'member' ? <OwnerOnly /> : <InviteForm />;
}

function BackToTeam() {
  return (
    <ButtonLink to={paths.organizer.team} variant="ghost" size="sm" className="-ml-3">
      <ArrowLeftIcon className="size-4" />
      Back to Team Access
    </ButtonLink>
  );
}

function OwnerOnly() {
  return (
    <div className="space-y-6">
      <BackToTeam />
      <ScreenHeader title="Invite Teammate" />
      <Alert type="warning" className="max-w-3xl">
        <p>{OWNER_ONLY} Ask your organisation's owner to send the invitation.</p>
      </Alert>
    </div>
  );
}

function InviteForm() {
  const invite = useInviteTeammate();
  const [form, setForm] = useState<InviteForm>(EMPTY_FORM);
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  const field = (name: keyof InviteForm) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invite.isPending) return;
    const check = validateForm(inviteTeammateInput, form);
    if (!check.isValid) {
      setAlert({ type: 'error', text: check.message });
      return;
    }
    setAlert(null);
    invite.mutate(check.data, {
      onSuccess: (text) => {
        setAlert({ type: 'success', text: text || `Invitation sent to ${check.data.email_address}` });
        setForm(EMPTY_FORM);
      },
      onError: (error) => setAlert({ type: 'error', text: error.message }),
    });
  };

  return (
    <div className="space-y-6">
      <BackToTeam />
      <ScreenHeader
        title="Invite Teammate"
        intro="We email them a code to set their password; they then sign in to help manage your events."
      />
      <form
        onSubmit={submit}
        noValidate
        aria-label="Invite teammate"
        className="max-w-3xl rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8"
      >
        <FormAlert alert={alert} className="mb-5" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First Name" autoComplete="off" required {...field('first_name')} />
          <TextField label="Last Name" autoComplete="off" required {...field('last_name')} />
          <TextField label="Email" type="email" autoComplete="off" required {...field('email_address')} />
          <TextField
            label="Phone No"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="+254 7XX XXX XXX"
            required
            {...field('msisdn')}
          />
        </div>
        <Button
          type="submit"
          size="lg"
          className="mt-7 w-full sm:w-auto"
          isBusy={invite.isPending}
          busyLabel="Inviting..."
        >
          Send Invite
        </Button>
      </form>
    </div>
  );
}
