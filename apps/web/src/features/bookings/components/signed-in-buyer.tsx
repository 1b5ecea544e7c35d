import { useCatalog } from '@/lib/i18n/i18n';
import { YourDetailsSection } from './your-details-section';

interface SignedInBuyerProps {
  name: string;
  msisdn: string;
  /** 'Not you?': sign this account out here, so another person can book with their own details. */
  onNotYou: () => void;
}

/** A signed-in attendee books with their account's details (spec 7): shown, not asked for. */
export function SignedInBuyer({ name, msisdn, onNotYou }: SignedInBuyerProps) {
  const t = useCatalog('buyer');
  return (
    <YourDetailsSection note={t('details.signedInNote')} onNotYou={onNotYou}>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-700">{t('details.name')}</dt>
        <dd className="break-words text-slate-950">{name || t('details.yourAccount')}</dd>
        {msisdn && (
          <>
            <dt className="font-semibold text-slate-700">{t('details.phone')}</dt>
            <dd className="break-words text-slate-950">{msisdn}</dd>
          </>
        )}
      </dl>
    </YourDetailsSection>
  );
}
