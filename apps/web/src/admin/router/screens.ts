import type { ComponentType } from 'react';
import { lazyPage } from '../../shared/lazyPage';
import { pageLoader, type PageLoader } from '../../shared/pageLoader';
import type { ScreenCatalogue } from './buildRoutes';

type ScreenModule = { default: ComponentType };

/**
 * Screens are found by the component name the server's menu uses: component `system/user/index`
 * (or `system/user`) is the default export of `pages/system/user/index.tsx`.
 */
const screenModules = import.meta.glob<ScreenModule>('../pages/**/index.tsx');

/** Areas of the back office (design.md §3); their screens show a section overview until they are built. */
const backOfficeAreas = ['system', 'monitor', 'tool', 'freight'];

const moduleKey = (component: string) => `../pages/${component.replace(/\/index$/, '')}/index.tsx`;

export const screenCatalogue: ScreenCatalogue = {
  hasScreen: (component) => moduleKey(component) in screenModules,
  isKnown: (component) => backOfficeAreas.includes(component.split('/')[0]!) && component.includes('/'),
};

const loaders = new Map<string, PageLoader<ScreenModule>>();
const screens = new Map<string, ComponentType>();

const screenLoader = (component: string) => {
  const key = moduleKey(component);
  let loader = loaders.get(key);
  if (!loader) {
    loader = pageLoader(screenModules[key]!);
    loaders.set(key, loader);
  }
  return loader;
};

/** The code-split screen for a component name that `screenCatalogue.hasScreen` accepted. */
export function screenComponent(component: string): ComponentType {
  let screen = screens.get(component);
  if (!screen) {
    screen = lazyPage(screenLoader(component));
    screens.set(component, screen);
  }
  return screen;
}

/** Starts fetching the screen named `component`, if there is one. */
export function preloadScreen(component: string): void {
  if (screenCatalogue.hasScreen(component)) void screenLoader(component)().catch(() => {});
}
