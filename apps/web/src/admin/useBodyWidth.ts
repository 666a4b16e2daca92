import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

export const bodyWidth = (): number => document.body.getBoundingClientRect().width;

/** The width of the page body, following window resizes. */
export function useBodyWidth(): number {
  return useSyncExternalStore(subscribe, bodyWidth);
}
