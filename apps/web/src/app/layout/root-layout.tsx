import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n';
import { PageErrorBoundary } from '../routes/page-error-boundary';
import { ScrollToTop } from '../scroll-to-top';
import { Footer } from './footer';
import { LanguageFromAddress } from './language-from-address';
import { TopBar } from './top-bar';

function PageFallback() {
  const t = useT();
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status">
      <Spinner className="size-8 text-brand-700" />
      <span className="sr-only">{t('layout.loadingPage')}</span>
    </div>
  );
}

export function RootLayout() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('layout.skipToContent')}
      </a>
      <LanguageFromAddress />
      <ScrollToTop />
      <TopBar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
