import { useSyncExternalStore } from 'react';

/** The portal's mobile breakpoint (portal.md: mobile while the body's width minus one is below 992). */
export const cardLayoutQuery = '(max-width: 992px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(cardLayoutQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

const narrow = (): boolean => window.matchMedia(cardLayoutQuery).matches;

/**
 * Whether lists show their rows as cards: a table squeezed onto a phone needs a sideways scroll. A media query
 * (not the resize event) so that a test decides the answer by stubbing `window.matchMedia`.
 */
export function useCardLayout(): boolean {
  return useSyncExternalStore(subscribe, narrow);
}
