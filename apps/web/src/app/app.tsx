import { Suspense, useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { registerNavigate } from '@/lib/navigation';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** Lets the API client's forced logout navigate through the router, without a full page load. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((to, options) => {
      void navigate(to, options);
    });
  }, [navigate]);
  return null;
}

/** A catalog (ADR-029) asked for outside a page's own loading state holds the app back until it arrives. */
export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <NavigationBridge />
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </AppProvider>
  );
}
