import { useSyncExternalStore } from 'react';

const reducedMotion = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

const prefersReducedMotion = (): boolean => window.matchMedia(reducedMotion).matches;

/**
 * Whether the user asked the system for less motion; both apps then turn Ant Design's animations off.
 * Tests ask for it too, so nothing waits on an animation that a busy machine plays slowly.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion);
}
