import { readCookie, writeCookie } from '../../shared/request/cookies';
import { createStore } from '../store';

export type Device = 'desktop' | 'mobile';
export const sizes = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof sizes)[number];

export interface AppState {
  sidebar: { opened: boolean; withoutAnimation: boolean; hide: boolean };
  device: Device;
  size: Size;
}

const sidebarCookie = 'sidebarStatus';
const sizeCookie = 'size';
/** Back-office.md §4: mobile when the body width minus 1 is below 992 px. */
export const mobileBreakpoint = 992;

const storedSize = readCookie(sizeCookie);

export const appStore = createStore<AppState>({
  sidebar: { opened: readCookie(sidebarCookie) !== '0', withoutAnimation: false, hide: false },
  device: 'desktop',
  size: sizes.find((s) => s === storedSize) ?? 'medium',
});

export const isMobileWidth = (bodyWidth: number): boolean => bodyWidth - 1 < mobileBreakpoint;

/** Flips the sidebar open or closed and remembers it; ignored while the sidebar is hidden. */
export function toggleSidebar(): void {
  const { sidebar } = appStore.get();
  if (sidebar.hide) return;
  writeCookie(sidebarCookie, sidebar.opened ? '0' : '1');
  appStore.set({ sidebar: { ...sidebar, opened: !sidebar.opened, withoutAnimation: false } });
}

export function closeSidebar(withoutAnimation: boolean): void {
  writeCookie(sidebarCookie, '0');
  appStore.set((s) => ({ sidebar: { ...s.sidebar, opened: false, withoutAnimation } }));
}

export function setSidebarHidden(hide: boolean): void {
  if (appStore.get().sidebar.hide !== hide) appStore.set((s) => ({ sidebar: { ...s.sidebar, hide } }));
}

export function setDevice(device: Device): void {
  if (appStore.get().device !== device) appStore.set({ device });
}

export function setSize(size: Size): void {
  writeCookie(sizeCookie, size);
  appStore.set({ size });
}
