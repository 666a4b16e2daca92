import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider, type PortalSession } from '../session/SessionContext';
import { PortalConfig } from './PortalConfig';

/** Everything a portal screen expects around it: server state, the session, theme and locale. */
export function PortalProviders({ session, children }: { session?: PortalSession; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider initial={session}>
        <PortalConfig>{children}</PortalConfig>
      </SessionProvider>
    </QueryClientProvider>
  );
}
