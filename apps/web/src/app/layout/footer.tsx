import { Link } from 'react-router';
import { LanguagePicker } from '@/components/ui/language-picker';
import { Logo } from '@/components/ui/logo';
import { SITE } from '@/config/site';
import { NewsletterForm } from '@/features/marketing/components/newsletter-form';
import { useT } from '@/lib/i18n/i18n';
import { paths } from '@/lib/paths';
import { SOCIAL_PATHS } from './social-icons';

const QUICK_LINKS = [
  { to: paths.aboutUs, key: 'footer.aboutUs' },
  { to: paths.blog, key: 'footer.blogs' },
  { to: paths.organizer.register, key: 'footer.hostAnEvent' },
  { to: paths.privacyPolicy, key: 'footer.privacy' },
] as const;

export function Footer() {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_0.8fr_1fr_1.6fr]">
        <div>
          <Logo isLight />
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{t('footer.about')}</p>
        </div>

        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">{t('footer.socials')}</h2>
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
                  <span className="sr-only">{t('footer.socialLink', { name: social.name })}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-bold tracking-wide text-white uppercase">
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">{t('footer.mailingList')}</h2>
          <p className="mt-4 mb-3 text-sm">{t('footer.mailingListBlurb')}</p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-wrap items-center justify-between gap-4 py-6">
          <p className="text-sm text-slate-400">{t('footer.copyright', { year })}</p>
          <LanguagePicker isDark />
        </div>
      </div>
    </footer>
  );
}
