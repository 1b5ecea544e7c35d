import { ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';
import { paths } from '@/lib/paths';

export function Hero() {
  const t = useT();
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      <div
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-600),transparent_60%),radial-gradient(ellipse_at_bottom_left,#9d174d,transparent_55%)] opacity-80"
        aria-hidden="true"
      />
      <div className="container-page grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.15fr_1fr] lg:py-28">
        <div>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-brand-100 ring-1 ring-white/20">
            {t('hero.eyebrow')}
          </p>
          <h1 className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('hero.title')}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100">{t('hero.text')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={paths.organizer.register} variant="secondary" size="lg">
              {t('hero.getStarted')}
              <ArrowRightIcon className="size-5" />
            </ButtonLink>
            <a
              href="#upcoming-events"
              className="inline-flex min-h-12 items-center justify-center rounded-full px-7 text-base font-semibold text-white ring-1 ring-white/40 hover:bg-white/10"
            >
              {t('hero.browse')}
            </a>
          </div>
        </div>
        <HeroTicket />
      </div>
    </section>
  );
}

/** A decorative ticket stub, drawn with CSS so the hero costs no image download. */
function HeroTicket() {
  const t = useT();
  return (
    <div className="relative mx-auto hidden w-full max-w-sm sm:block" aria-hidden="true">
      <div className="absolute -inset-6 rotate-6 rounded-[2rem] bg-accent-500/30 blur-2xl" />
      <div className="relative rotate-3 rounded-3xl bg-white p-6 text-slate-900 shadow-2xl">
        <div className="flex items-center justify-between">
          <span className="text-xs font-bold tracking-widest text-brand-700 uppercase">
            {t('hero.admitOne')}
          </span>
          <span className="rounded-full bg-green-100 px-2.5 py-1 text-xs font-bold text-green-800">
            {t('hero.paid')}
          </span>
        </div>
        <p className="mt-4 text-2xl font-extrabold">{t('hero.sampleEvent')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('hero.sampleWhen')}</p>
        <div className="my-5 border-t-2 border-dashed border-slate-200" />
        <div className="flex items-end justify-between">
          <div>
            <p className="text-xs text-slate-500">{t('hero.ticket')}</p>
            <p className="font-bold">{t('hero.sampleTicket')}</p>
          </div>
          <div className="grid size-20 grid-cols-5 gap-0.5 rounded-lg bg-slate-100 p-2">
            {Array.from({ length: 25 }, (_, i) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative pattern
                key={i}
                className={(i * 7 + (i % 3)) % 3 === 0 ? 'bg-slate-100' : 'bg-slate-900'}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
