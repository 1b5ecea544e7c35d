import { ButtonLink } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import { paths } from '@/lib/paths';

export function MakeYourOwnEvent() {
  const t = useT();
  return (
    <section aria-labelledby="make-event-title" className="py-8 sm:py-12">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 to-brand-600 px-6 py-12 text-white sm:px-12 sm:py-16">
          <div
            className="absolute -top-20 -right-16 size-72 rounded-full bg-accent-500/30 blur-3xl"
            aria-hidden="true"
          />
          <div className="relative max-w-2xl">
            <h2 id="make-event-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              {t('makeYourOwn.title')}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">{t('makeYourOwn.text')}</p>
            <ButtonLink to={paths.organizer.createEvent(1)} variant="light" size="lg" className="mt-8">
              {t('makeYourOwn.create')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
