import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export function MakeYourOwnEvent() {
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
              Make your own Event
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">
              A workshop, a concert, a conference or a community meetup: set it up yourself, choose your
              ticket types and prices, and start selling today. Free events are welcome too.
            </p>
            <ButtonLink to={paths.organizer.createEvent(1)} variant="light" size="lg" className="mt-8">
              Create Event
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
