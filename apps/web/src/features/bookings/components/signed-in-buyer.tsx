interface SignedInBuyerProps {
  name: string;
  msisdn: string;
  /** 'Not you?': sign this account out here, so another person can book with their own details. */
  onNotYou: () => void;
}

/** A signed-in attendee books with their account's details (spec 7): shown, not asked for. */
export function SignedInBuyer({ name, msisdn, onNotYou }: SignedInBuyerProps) {
  return (
    <section
      aria-labelledby="your-details-title"
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="your-details-title" className="text-lg font-bold text-slate-950">
          Your details
        </h2>
        <button
          type="button"
          onClick={onNotYou}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Not you?
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        You are signed in. We send your e-tickets and receipt to your account's email address.
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-700">Name</dt>
        <dd className="break-words text-slate-950">{name || 'Your account'}</dd>
        {msisdn && (
          <>
            <dt className="font-semibold text-slate-700">Phone No.</dt>
            <dd className="break-words text-slate-950">{msisdn}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
