import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { SITE } from '@/config/site';
import { NewsletterForm } from '@/features/marketing/components/newsletter-form';
import { paths } from '@/lib/paths';
import { SOCIAL_PATHS } from './social-icons';

const QUICK_LINKS = [
  { to: paths.aboutUs, label: 'About Us' },
  { to: paths.blog, label: 'Blogs' },
  { to: paths.organizer.register, label: 'Host an Event' },
  { to: paths.privacyPolicy, label: 'Privacy and Terms' },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_0.8fr_1fr_1.6fr]">
        <div>
          <Logo isLight />
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            Tiketi is a global self-service ticketing platform for live experiences. Organizers publish events
            and sell tickets in minutes; everyone else finds something worth going to.
          </p>
        </div>

        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">Socials</h2>
          <ul className="mt-4 flex gap-3">
            {SITE.socials.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-11 items-center justify-center rounded-full bg-slate-800 text-white hover:bg-brand-700"
                >
                  <svg className="size-5" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                    <path d={SOCIAL_PATHS[social.name]} />
                  </svg>
                  <span className="sr-only">Tiketi on {social.name} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-bold tracking-wide text-white uppercase">
            Quick links
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">Mailing list</h2>
          <p className="mt-4 mb-3 text-sm">New events and organizer tips, about once a month.</p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="container-page py-6 text-sm text-slate-400">© {year} Tiketi. All rights reserved.</p>
      </div>
    </footer>
  );
}
