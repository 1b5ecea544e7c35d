import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '@/app/router';
import { i18n } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { type SessionState, sessionStore } from '@/lib/session';

/** Where the router is, rendered so a test can assert on navigation by text. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders the app's real route table at `path` (a memory router, a fresh QueryClient), after
 * putting `session` in the session store as a visitor's browser would hold it.
 */
export function renderRoute(path: string, session: Partial<SessionState> = {}) {
  sessionStore.update(session);
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, user, queryClient };
}
