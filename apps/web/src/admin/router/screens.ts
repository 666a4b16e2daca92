import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
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

const loaded = new Map<string, LazyExoticComponent<ComponentType>>();

/** The code-split screen for a component name that `screenCatalogue.hasScreen` accepted. */
export function screenComponent(component: string): LazyExoticComponent<ComponentType> {
  let screen = loaded.get(component);
  if (!screen) {
    const load = screenModules[moduleKey(component)]!;
    screen = lazy(load);
    loaded.set(component, screen);
  }
  return screen;
}
