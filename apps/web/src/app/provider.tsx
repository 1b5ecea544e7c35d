import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { i18n } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { SESSION_SCOPES } from '@/lib/query-scopes';
import { bookingTokenOf, sessionStore } from '@/lib/session';

/**
 * Data that belongs to whoever is signed in lives under the session scopes of its query keys; a
 * new or ended session drops it, so the next person never sees the last one's organisation or team.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  useEffect(() => {
    let token = bookingTokenOf(sessionStore.get());
    return sessionStore.subscribe(() => {
      const next = bookingTokenOf(sessionStore.get());
      if (next === token) return;
      token = next;
      for (const queryKey of SESSION_SCOPES) queryClient.removeQueries({ queryKey });
    });
  }, [queryClient]);

  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}
