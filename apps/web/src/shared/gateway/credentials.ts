import { readCookie, removeCookie, writeCookie } from '../request/cookies';

/** What a portal visitor signs gateway calls with: anonymous ones, or a signed-in customer's or staff member's. */
export interface GatewayCredentials {
  token: string;
  apiSecret: string;
  /** The user code, or the anonymous id of a visitor. */
  usercode: string;
  isAnonymous: boolean;
}

/** The bearer token lives in a cookie that ends with the browser session; the rest in localStorage. */
export const tokenCookie = 'Portal-Token';
const storageKey = 'portal.credentials';

type Listener = (credentials: GatewayCredentials | undefined) => void;
const listeners = new Set<Listener>();

function readStored(): Omit<GatewayCredentials, 'token'> | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Partial<GatewayCredentials> | null;
    if (typeof value?.apiSecret !== 'string' || typeof value.usercode !== 'string' || typeof value.isAnonymous !== 'boolean') return undefined;
    return { apiSecret: value.apiSecret, usercode: value.usercode, isAnonymous: value.isAnonymous };
  } catch {
    return undefined;
  }
}

/** The credentials in force, or undefined when the token cookie or the stored secret is missing. */
export function readCredentials(): GatewayCredentials | undefined {
  const token = readCookie(tokenCookie);
  const stored = readStored();
  return token && stored ? { token, ...stored } : undefined;
}

function notify(credentials: GatewayCredentials | undefined) {
  for (const listener of listeners) listener(credentials);
}

export function saveCredentials(credentials: GatewayCredentials): void {
  const { token, apiSecret, usercode, isAnonymous } = credentials;
  writeCookie(tokenCookie, token);
  localStorage.setItem(storageKey, JSON.stringify({ apiSecret, usercode, isAnonymous }));
  notify({ token, apiSecret, usercode, isAnonymous });
}

export function clearCredentials(): void {
  removeCookie(tokenCookie);
  localStorage.removeItem(storageKey);
  notify(undefined);
}

/** True when the credentials in force are still these (same token): a late reply must not undo a newer sign-in. */
export function stillCurrent(credentials: GatewayCredentials): boolean {
  return readCredentials()?.token === credentials.token;
}

/**
 * Calls `listener` whenever the credentials change: in this tab (save, clear) or in another tab of the
 * portal (the storage event). Returns the function that stops listening.
 */
export function onCredentialsChange(listener: Listener): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) listener(readCredentials());
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}
