import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads at its first render (render it inside a Suspense), keeping its props
 * type, generic ones included, which `lazy` alone loses.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component type, its props kept by T
export function lazyComponent<T extends ComponentType<any>>(load: () => Promise<T>): T {
  return lazy(() => load().then((component) => ({ default: component }))) as unknown as T;
}
