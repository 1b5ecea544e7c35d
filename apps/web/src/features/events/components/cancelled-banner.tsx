/** Issue 14: a cancelled event's page still answers, and says so before anything else. */
export function CancelledBanner() {
  return (
    <section
      aria-labelledby="cancelled-banner-title"
      className="mb-6 rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-red-900"
    >
      <h2 id="cancelled-banner-title" className="text-lg font-bold">
        This event was cancelled
      </h2>
      <p className="mt-1 text-sm">
        Tickets are no longer on sale. Ticket holders were told by the organizer, and paid tickets are
        refunded.
      </p>
    </section>
  );
}
