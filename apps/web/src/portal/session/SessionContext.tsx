import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callGateway, ensureCredentials } from '../../shared/gateway/client';
import { clearCredentials, onCredentialsChange, readCredentials, type GatewayCredentials } from '../../shared/gateway/credentials';
import { changeLanguage } from '../../shared/i18n';
import type { ExchangeRates } from './exchangeRates';
import { fetchExchangeRates } from './firstCalls';
import { forgetIdToken } from './signOn';
import { languageOfUser, normaliseUser, type PortalUser } from './userInfo';

/**
 * The visitor's session (portal.md §3, §4). Anonymous by default, with anonymous gateway credentials fetched on
 * first load; signed in once credentials with isAnonymous false are kept; the user's record (roles,
 * permissions, yhUser fields) arrives through yhLogin when the route guard asks for it.
 */
export interface SessionValue {
  credentials?: GatewayCredentials;
  /** The signed-in bearer token; undefined for anonymous visitors (their credentials are no sign-in). */
  token?: string;
  signedIn: boolean;
  isAnonymous: boolean;
  /** The anonymous visitor's id while anonymous. */
  anonymousId?: string;
  user?: PortalUser;
  userName?: string;
  roles: string[];
  /** A staff account signed in on the portal: it sees purchase prices and sends no inquiries (the back office does that). */
  isStaff: boolean;
  /** A signed-in customer, who may send inquiries and decide quotes. */
  mayInquire: boolean;
  permissions: string[];
  /** The signed-in user's record has arrived. */
  rolesLoaded: boolean;
  exchangeRates: ExchangeRates;
  /** Fetches the user's record (yhLogin) and applies their language; concurrent callers share one call. */
  loadUser: () => Promise<PortalUser>;
  /** Refreshes the record (refreshUserInfo) without touching the interface language. */
  refreshUser: () => Promise<void>;
  /** Forgets the credentials here; the visitor is anonymous again. */
  signOutLocally: () => void;
}

const SessionContext = createContext<SessionValue | undefined>(undefined);

const exchangeRatesMs = 30 * 60 * 1000;

const isSignedIn = (credentials: GatewayCredentials | undefined) => credentials !== undefined && !credentials.isAnonymous;

export function SessionProvider({ initialUser, children }: { initialUser?: PortalUser; children: ReactNode }) {
  const [credentials, setCredentials] = useState(readCredentials);
  const [user, setUser] = useState(() => (initialUser && isSignedIn(readCredentials()) ? normaliseUser(initialUser) : undefined));
  const loading = useRef<Promise<PortalUser> | undefined>(undefined);

  useEffect(
    () =>
      onCredentialsChange((next) => {
        setCredentials(next);
        // A different person (or nobody) now: their record must be loaded anew.
        setUser((current) => (current && isSignedIn(next) && next?.usercode === current.usercode ? current : undefined));
        if (!isSignedIn(next)) forgetIdToken();
      }),
    [],
  );

  // Anonymous visitors need credentials for every rate call: obtain them on first load and after a session ends.
  // The entry may have obtained them already, between this render and this effect: then they are taken as they are.
  useEffect(() => {
    if (!credentials) ensureCredentials().then((current) => setCredentials((shown) => shown ?? current), () => {});
  }, [credentials]);

  const rates = useQuery({
    queryKey: ['portal', 'exchangeRates'],
    queryFn: fetchExchangeRates,
    enabled: credentials !== undefined,
    staleTime: exchangeRatesMs,
    retry: false,
  });

  const loadUser = useCallback(() => {
    loading.current ??= callGateway<{ userInfo: PortalUser }>('yhLogin')
      .then(async ({ userInfo }) => {
        const loaded = normaliseUser(userInfo);
        // A reply that arrives after a sign-out must not sign anybody in again.
        if (isSignedIn(readCredentials())) {
          await changeLanguage(languageOfUser(loaded));
          setUser(loaded);
        }
        return loaded;
      })
      .finally(() => {
        loading.current = undefined;
      });
    return loading.current;
  }, []);

  const refreshUser = useCallback(async () => {
    const { userInfo } = await callGateway<{ userInfo: PortalUser }>('refreshUserInfo', undefined, { silent: true });
    if (isSignedIn(readCredentials())) setUser(normaliseUser(userInfo));
  }, []);

  const signOutLocally = useCallback(() => {
    clearCredentials();
    forgetIdToken();
  }, []);

  const exchangeRates = rates.data;
  const value = useMemo<SessionValue>(() => {
    const signedIn = isSignedIn(credentials);
    const current = signedIn ? user : undefined;
    return {
      credentials,
      token: signedIn ? credentials?.token : undefined,
      signedIn,
      isAnonymous: !signedIn,
      anonymousId: credentials?.isAnonymous ? credentials.usercode : undefined,
      user: current,
      userName: current ? current.name || current.usercode : undefined,
      roles: current?.roles ?? [],
      isStaff: current?.roles.includes('staff') ?? false,
      mayInquire: signedIn && !(current?.roles.includes('staff') ?? false),
      permissions: current?.permissions ?? [],
      rolesLoaded: current !== undefined,
      exchangeRates: exchangeRates ?? {},
      loadUser,
      refreshUser,
      signOutLocally,
    };
  }, [credentials, user, exchangeRates, loadUser, refreshUser, signOutLocally]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
