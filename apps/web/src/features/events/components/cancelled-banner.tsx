import { useCatalog } from '@/lib/i18n/i18n';

/** Issue 14: a cancelled event's page still answers, and says so before anything else. */
export function CancelledBanner() {
  const t = useCatalog('events');
  return (
    <section
      aria-labelledby="cancelled-banner-title"
      className="mb-6 rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-red-900"
    >
      <h2 id="cancelled-banner-title" className="text-lg font-bold">
        {t('event.cancelledBanner')}
      </h2>
      <p className="mt-1 text-sm">{t('event.cancelledBannerText')}</p>
    </section>
  );
}
