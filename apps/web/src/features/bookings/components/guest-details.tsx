import type { BookingDraft } from '@tiketi/contract/bookings';
import { TextField } from '@/components/ui/text-field';
import { useCatalog } from '@/lib/i18n/i18n';
import { YourDetailsSection } from './your-details-section';

export type DetailKey = 'full_name' | 'email_address' | 'msisdn';

interface GuestDetailsProps {
  details: BookingDraft['details'];
  onChange: (key: DetailKey, value: string) => void;
  /** The booking is made: the seats are held under these details, which can no longer change. */
  isLocked: boolean;
  /** 'Not you?': forget these details (and a booking held under them) for the next person. */
  onNotYou: () => void;
}

/** Spec 2.5: a visitor gives Full Name, Email Address and Phone No. (no format checks, spec 5). */
export function GuestDetails({ details, onChange, isLocked, onNotYou }: GuestDetailsProps) {
  const t = useCatalog('buyer');
  const hasAny = details.full_name !== '' || details.email_address !== '' || details.msisdn !== '';
  return (
    <YourDetailsSection
      note={isLocked ? t('details.bookedUnder') : t('details.weSend')}
      onNotYou={hasAny || isLocked ? onNotYou : undefined}
    >
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('details.fullName')}
          autoComplete="name"
          required
          readOnly={isLocked}
          containerClassName="sm:col-span-2"
          className="read-only:bg-slate-50"
          value={details.full_name}
          onChange={(event) => onChange('full_name', event.target.value)}
        />
        <TextField
          label={t('details.email')}
          type="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          required
          readOnly={isLocked}
          className="read-only:bg-slate-50"
          value={details.email_address}
          onChange={(event) => onChange('email_address', event.target.value)}
        />
        <TextField
          label={t('details.phone')}
          type="tel"
          autoComplete="tel"
          required
          readOnly={isLocked}
          className="read-only:bg-slate-50"
          value={details.msisdn}
          onChange={(event) => onChange('msisdn', event.target.value)}
        />
      </div>
    </YourDetailsSection>
  );
}
