import i18n from 'i18next';
import { getToken, removeToken, setToken } from '../../shared/request/token';
import { buildRoutes } from '../router/buildRoutes';
import { constantRoutes } from '../router/constantRoutes';
import { routeStore } from '../router/routeStore';
import { screenCatalogue } from '../router/screens';
import { setServerTimeZone } from '../serverTimeZone';
import { createStore } from '../store';
import { sessionApi, type AdminUser } from './api';

export interface SessionState {
  token?: string;
  user?: AdminUser;
  /** Empty until the session is loaded; a person without roles gets `ROLE_DEFAULT`. */
  roles: string[];
  permissions: string[];
  passwordExpired?: boolean;
  /** The password must be replaced because it is too old (not because it was given). */
  passwordAged?: boolean;
}

export const defaultRole = 'ROLE_DEFAULT';

export const sessionStore = createStore<SessionState>({ token: getToken(), roles: [], permissions: [] });

export function signIn(token: string): void {
  setToken(token);
  sessionStore.set({ token });
}

/** Fetches the menu tree (titles come in the current language) and rebuilds menus and pages. */
export async function reloadMenus(): Promise<void> {
  const reply = await sessionApi.routers();
  routeStore.set(buildRoutes([...constantRoutes(i18n.t), ...reply.data], screenCatalogue));
}

let loading: Promise<void> | undefined;

/** Loads who is signed in and what they may open; concurrent callers share one load. */
export function loadSession(): Promise<void> {
  loading ??= Promise.all([sessionApi.info(), reloadMenus()])
    .then(([info]) => {
      setServerTimeZone(info.timeZone);
      sessionStore.set({
        user: info.user,
        roles: info.roles.length > 0 ? info.roles : [defaultRole],
        permissions: info.permissions,
        passwordExpired: info.isPasswordExpired === true,
        passwordAged: info.isPasswordAged === true,
      });
    })
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

export function clearSession(): void {
  removeToken();
  sessionStore.set({ token: undefined, user: undefined, roles: [], permissions: [] });
  routeStore.set({ menus: [], pages: [] });
}

/** Ends the session on the server, then forgets it here whatever the server answered. */
export async function signOut(): Promise<void> {
  try {
    await sessionApi.logout();
  } finally {
    clearSession();
  }
}
