import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '../session/SessionContext';
import type { PortalUser } from '../session/userInfo';
import type { StartupNotice } from './GatewayFeedback';
import { PortalConfig } from './PortalConfig';

interface PortalProvidersProps {
  /** The signed-in user's record when it is known already (tests); otherwise the route guard loads it. */
  initialUser?: PortalUser;
  notice?: StartupNotice;
  children: ReactNode;
}

/** Everything a portal screen expects around it: server state, the session, theme and locale. */
export function PortalProviders({ initialUser, notice, children }: PortalProvidersProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <PortalConfig notice={notice}>
        <SessionProvider initialUser={initialUser}>{children}</SessionProvider>
      </PortalConfig>
    </QueryClientProvider>
  );
}
