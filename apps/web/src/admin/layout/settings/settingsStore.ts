import { createStore } from '../../store';

export type SideTheme = 'theme-dark' | 'theme-light';

export interface LayoutSettings {
  theme: string;
  sideTheme: SideTheme;
  topNav: boolean;
  tagsView: boolean;
  /** Open tabs survive a reload (RuoYi's switch; off as there). */
  tagsViewPersist: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
}

/** Back-office.md §3 Settings. */
export const defaultSettings: LayoutSettings = {
  theme: '#409EFF',
  sideTheme: 'theme-dark',
  topNav: false,
  tagsView: true,
  tagsViewPersist: false,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: false,
};

export const settingsStorageKey = 'layout-setting';

/** Reads saved settings, keeping only known keys with values of the right type. */
export function storedSettings(raw: string | null): Partial<LayoutSettings> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const saved = parsed as Record<string, unknown>;
  const result: Partial<Record<keyof LayoutSettings, unknown>> = {};
  for (const key of Object.keys(defaultSettings) as (keyof LayoutSettings)[]) {
    if (typeof saved[key] === typeof defaultSettings[key]) result[key] = saved[key];
  }
  if (result.sideTheme !== 'theme-dark' && result.sideTheme !== 'theme-light') delete result.sideTheme;
  return result as Partial<LayoutSettings>;
}

export interface SettingsState extends LayoutSettings {
  /** Whether the settings drawer is open. */
  showSettings: boolean;
}

export const settingsStore = createStore<SettingsState>({
  ...defaultSettings,
  ...storedSettings(localStorage.getItem(settingsStorageKey)),
  showSettings: false,
});

export function changeSetting<K extends keyof SettingsState>(key: K, value: SettingsState[K]): void {
  settingsStore.set({ [key]: value } as Pick<SettingsState, K>);
}

export function saveSettings(): void {
  const { showSettings: _open, ...settings } = settingsStore.get();
  localStorage.setItem(settingsStorageKey, JSON.stringify(settings));
}

export function clearSavedSettings(): void {
  localStorage.removeItem(settingsStorageKey);
}
