import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { PageHeader } from '../components/page-header';

const VALUES = [
  {
    title: 'Self-service first',
    text: 'Organizers should not need a sales call or a contract to sell their first ticket. Everything is done from the browser, at any hour.',
  },
  {
    title: 'Fair to buyers',
    text: 'Prices are shown up front, guests can book without creating an account, and e-tickets arrive straight after payment.',
  },
  {
    title: 'Open and self-hostable',
    text: 'Tiketi is open-source software. A community, venue or company can run its own copy on its own servers and keep its own data.',
  },
];

export default function AboutRoute() {
  return (
    <>
      <PageHeader eyebrow="About Us" title="Tickets for live experiences, everywhere">
        <p>
          Tiketi is a global self-service ticketing platform. We help people who run events publish them, sell
          tickets and welcome their guests, and we help everyone else find something worth going to.
        </p>
      </PageHeader>

      <div className="container-page grid gap-12 py-12 sm:py-16 lg:grid-cols-[1fr_1fr]">
        <section aria-labelledby="mission-title">
          <h2 id="mission-title" className="text-2xl font-bold text-slate-950">
            Why we built Tiketi
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
            <p>
              Small and growing events deserve the same tools as the big ones. Too often, a meetup, a theatre
              night or a workshop is still run from a spreadsheet, a payment link and a list of names at the
              door.
            </p>
            <p>
              Tiketi puts the whole journey in one place: an event page with dates, location and ticket types;
              secure card checkout; e-tickets with QR codes; and a dashboard that shows how sales are going.
            </p>
          </div>
        </section>

        <section aria-labelledby="how-title">
          <h2 id="how-title" className="text-2xl font-bold text-slate-950">
            How it works
          </h2>
          <ol className="mt-4 space-y-4">
            {[
              ['Create your host account', 'Register your organization and verify your email address.'],
              ['Set up your event', 'Add the details and a picture, then create one or more ticket types.'],
              ['Publish and share', 'Your event appears in Upcoming Events and has its own page to share.'],
              ['Welcome your guests', 'Buyers receive e-tickets; you see every booking as it happens.'],
            ].map(([title, text], index) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold text-slate-950">{title}</p>
                  <p className="text-slate-700">{text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section aria-labelledby="values-title" className="border-t border-slate-200 bg-white py-12 sm:py-16">
        <div className="container-page">
          <h2 id="values-title" className="text-2xl font-bold text-slate-950">
            What we stand for
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {VALUES.map((value) => (
              <li key={value.title} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
                <h3 className="text-lg font-bold text-slate-950">{value.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{value.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink to={paths.organizer.register}>Host an Event</ButtonLink>
            <ButtonLink to={paths.talkToUs} variant="outline">
              Talk to an event expert
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
