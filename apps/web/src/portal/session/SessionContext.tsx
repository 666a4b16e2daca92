import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ExchangeRates } from './exchangeRates';
import { readPortalToken, removePortalToken } from './token';

/** What the portal knows about the visitor; the identity flow fills it after sign-on. */
export interface PortalSession {
  token?: string;
  userName?: string;
  exchangeRates: ExchangeRates;
}

interface SessionValue extends PortalSession {
  isAnonymous: boolean;
  signOut: () => void;
}

const SessionContext = createContext<SessionValue | undefined>(undefined);

export function SessionProvider({ initial, children }: { initial?: PortalSession; children: ReactNode }) {
  const [session, setSession] = useState<PortalSession>(() => initial ?? { token: readPortalToken(), exchangeRates: {} });
  const signOut = useCallback(() => {
    removePortalToken();
    setSession({ exchangeRates: {} });
  }, []);
  const value = useMemo(() => ({ ...session, isAnonymous: !session.token, signOut }), [session, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
