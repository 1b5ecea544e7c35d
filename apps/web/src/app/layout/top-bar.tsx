import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button, ButtonLink, buttonClasses } from '@/components/ui/button';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { LanguagePicker } from '@/components/ui/language-picker';
import { Logo } from '@/components/ui/logo';
import { logout } from '@/features/accounts/api/logout';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { paths } from '@/lib/paths';
import { hasToken } from '@/lib/session';
import { useSession } from '@/lib/use-session';

const PAGES = [
  { to: paths.aboutUs, key: 'nav.aboutUs' },
  { to: paths.talkToUs, key: 'nav.contact' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-full px-3 py-2 text-sm font-semibold transition-colors',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-950',
  );

/** Spec 2.2: visitors get Login, Register and Host; a session gets My Tickets or My Account, and Logout. */
function AccountActions({ isStacked = false }: { isStacked?: boolean }) {
  const t = useT();
  const isSignedIn = useSession(hasToken);
  const accountType = useSession((s) => s.accountType);
  const layout = isStacked ? 'flex flex-col gap-2' : 'flex items-center gap-2';

  if (isSignedIn) {
    return (
      <div className={layout}>
        {accountType === 'user' ? (
          <ButtonLink to={paths.myTickets} size="sm">
            {t('nav.myTickets')}
          </ButtonLink>
        ) : (
          <ButtonLink to={paths.organizer.dashboard} size="sm">
            {t('nav.myAccount')}
          </ButtonLink>
        )}
        <Button variant="ghost" size="sm" onClick={logout}>
          {t('nav.logout')}
        </Button>
      </div>
    );
  }
  return (
    <div className={layout}>
      <Link to={paths.signIn} className={buttonClasses('ghost', 'sm')}>
        {t('nav.login')}
      </Link>
      <Link to={paths.signUp} className={buttonClasses('outline', 'sm')}>
        {t('nav.register')}
      </Link>
      <ButtonLink to={paths.organizer.register} size="sm">
        {t('nav.host')}
      </ButtonLink>
    </div>
  );
}

export function TopBar() {
  const t = useT();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // A navigation closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every pathname change on purpose
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isMenuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
          {PAGES.map((page) => (
            <NavLink key={page.to} to={page.to} className={navLinkClass}>
              {t(page.key)}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <LanguagePicker />
          <div className="hidden md:block">
            <AccountActions />
          </div>
        </div>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 md:hidden"
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {isMenuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          <span className="sr-only">{isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>
      </div>
      <div id="mobile-menu" hidden={!isMenuOpen} className="border-t border-slate-200 bg-white md:hidden">
        <nav aria-label={t('nav.mainMenu')} className="container-page flex flex-col gap-1 py-4">
          {PAGES.map((page) => (
            <NavLink key={page.to} to={page.to} className={navLinkClass}>
              {t(page.key)}
            </NavLink>
          ))}
          <div className="mt-3 border-t border-slate-200 pt-4">
            <AccountActions isStacked />
          </div>
        </nav>
      </div>
    </header>
  );
}
