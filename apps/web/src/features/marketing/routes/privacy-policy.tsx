import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { PageHeader } from '../components/page-header';
import { SupportEmailLink } from '../components/support-email-link';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-xl font-bold text-slate-950">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

export default function PrivacyPolicyRoute() {
  return (
    <>
      <PageHeader eyebrow="Privacy and Terms" title="Privacy policy">
        <p>
          This policy explains what personal data this Tiketi site collects, why, how long it is kept and what
          you can ask us to do with it. Last updated 1 March 2026.
        </p>
      </PageHeader>

      <div className="container-page max-w-3xl space-y-10 py-12 sm:py-16">
        <Section id="who" title="Who is responsible">
          <p>
            Tiketi is open-source software that anyone can run. The organization operating this site is the
            controller of the personal data described here. Each event organizer also receives the booking
            details of their own attendees and is responsible for how they use them.
          </p>
        </Section>

        <Section id="collected" title="What we collect">
          <ul className="list-disc space-y-2 pl-5">
            <li>
              <strong>When you book tickets:</strong> your full name, email address and phone number, the
              event, the ticket types and quantities you chose, the amount paid and the time of the booking.
              We use them to issue your e-tickets, send your confirmation and let the organizer admit you at
              the door.
            </li>
            <li>
              <strong>When you sign in as an attendee:</strong> the name and email address your identity
              provider shares with us, so your tickets are kept together in one account.
            </li>
            <li>
              <strong>When you host events:</strong> your name, phone number and email address, your
              organization's name, display name and contact details, and the events and ticket types you
              create. Your password is stored only as a one-way hash.
            </li>
            <li>
              <strong>When you contact us or join the mailing list:</strong> the details and message you send,
              or the email address you subscribe with.
            </li>
            <li>
              <strong>Technical data:</strong> server logs with IP address, browser type and the pages
              requested, kept to keep the service secure and working.
            </li>
          </ul>
        </Section>

        <Section id="payments" title="Payments">
          <p>
            Card payments are handled by our card payment provider. Your card number, expiry date and security
            code are entered in the provider's secure form and go directly to them; they never pass through or
            get stored on our servers. We receive only the payment's status, amount and a reference so we can
            confirm your booking and handle refunds.
          </p>
        </Section>

        <Section id="storage" title="Cookies and local storage">
          <p>
            We do not use advertising or tracking cookies. The site keeps a small amount of data in your
            browser's local storage to work: your sign-in session token, whether you are signed in as an
            attendee or a host, and the booking you are in the middle of. Signing out removes the session from
            this browser and ends it on our servers. Our card payment provider may set its own cookies on its
            payment form to prevent fraud.
          </p>
        </Section>

        <Section id="sharing" title="Who we share it with">
          <p>
            We share booking details with the organizer of the event you booked, payment details with our card
            payment provider, and emails with our email delivery service. We do not sell personal data, and we
            do not share it with advertisers.
          </p>
        </Section>

        <Section id="retention" title="How long we keep it">
          <ul className="list-disc space-y-2 pl-5">
            <li>
              Bookings and payment records: as long as the law requires for accounting, usually seven years.
            </li>
            <li>Host and attendee accounts: until you ask us to close the account.</li>
            <li>Contact messages: up to two years after the conversation ends.</li>
            <li>Mailing list: until you unsubscribe.</li>
            <li>Server logs: up to 90 days.</li>
          </ul>
        </Section>

        <Section id="rights" title="Your rights">
          <p>
            You can ask for a copy of your personal data, ask us to correct it, or ask us to delete it where
            we are not required to keep it. You can also object to how we use it or ask us to limit it, and
            you may complain to your local data protection authority.
          </p>
        </Section>

        <Section id="terms" title="Terms of use">
          <p>
            Hosts agree to use Tiketi for respectful, inclusive and lawful events that meet our acceptable use
            policy, and are responsible for the events they publish and for honouring the tickets they sell.
            Buyers' questions about an event go to its organizer; refunds follow the organizer's policy.
          </p>
        </Section>

        <Section id="contact" title="Contact">
          <p>
            For any privacy question or request, write to <SupportEmailLink /> or use our{' '}
            <Link to={paths.talkToUs} className="font-semibold text-brand-700 underline">
              contact form
            </Link>
            . We answer within 30 days.
          </p>
        </Section>
      </div>
    </>
  );
}
