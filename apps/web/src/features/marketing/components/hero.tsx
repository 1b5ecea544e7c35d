import { ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';

export function Hero() {
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      <div
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-600),transparent_60%),radial-gradient(ellipse_at_bottom_left,#9d174d,transparent_55%)] opacity-80"
        aria-hidden="true"
      />
      <div className="container-page grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.15fr_1fr] lg:py-28">
        <div>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-brand-100 ring-1 ring-white/20">
            Self-service ticketing for live experiences
          </p>
          <h1 className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Host unforgettable events. Sell tickets in minutes.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100">
            Publish your event, sell tickets online with secure card payments and welcome guests with QR
            e-tickets. Looking for something to do? Browse what is on near you and book in a few taps.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={paths.organizer.register} variant="secondary" size="lg">
              Get Started
              <ArrowRightIcon className="size-5" />
            </ButtonLink>
            <a
              href="#upcoming-events"
              className="inline-flex min-h-12 items-center justify-center rounded-full px-7 text-base font-semibold text-white ring-1 ring-white/40 hover:bg-white/10"
            >
              Browse events
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
  return (
    <div className="relative mx-auto hidden w-full max-w-sm sm:block" aria-hidden="true">
      <div className="absolute -inset-6 rotate-6 rounded-[2rem] bg-accent-500/30 blur-2xl" />
      <div className="relative rotate-3 rounded-3xl bg-white p-6 text-slate-900 shadow-2xl">
        <div className="flex items-center justify-between">
          <span className="text-xs font-bold tracking-widest text-brand-700 uppercase">Admit one</span>
          <span className="rounded-full bg-green-100 px-2.5 py-1 text-xs font-bold text-green-800">Paid</span>
        </div>
        <p className="mt-4 text-2xl font-extrabold">Summer Sounds Festival</p>
        <p className="mt-1 text-sm text-slate-600">Saturday 6:00pm · Uhuru Gardens</p>
        <div className="my-5 border-t-2 border-dashed border-slate-200" />
        <div className="flex items-end justify-between">
          <div>
            <p className="text-xs text-slate-500">Ticket</p>
            <p className="font-bold">VIP · Admits 2</p>
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
