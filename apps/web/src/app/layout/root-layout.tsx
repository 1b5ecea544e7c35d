import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { PageErrorBoundary } from '../routes/page-error-boundary';
import { ScrollToTop } from '../scroll-to-top';
import { Footer } from './footer';
import { TopBar } from './top-bar';

function PageFallback() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status">
      <Spinner className="size-8 text-brand-700" />
      <span className="sr-only">Loading page</span>
    </div>
  );
}

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
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
