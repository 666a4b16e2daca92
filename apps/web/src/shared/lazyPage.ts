import { createElement, lazy, type ComponentType } from 'react';
import type { PageLoader } from './pageLoader';

/**
 * A page whose code loads when it is first shown, or sooner through its loader. Once the code is there it is drawn
 * at once: `lazy` alone suspends on its first render even when the code has arrived, and React then draws the frame
 * with the fallback and reveals the page only a moment later (reveals are throttled by 300 ms), which delays a first
 * page's largest paint and moves what is below it.
 */
export function lazyPage(loader: PageLoader<{ default: ComponentType }>): ComponentType {
  const Suspended = lazy(loader);
  return function Page() {
    return createElement(loader.loaded?.default ?? Suspended);
  };
}
