import { useSyncExternalStore } from 'react';

/** A small observable state holder for app-wide UI state (session, menus, layout, tabs). */
export interface Store<T> {
  get(): T;
  set(change: Partial<T> | ((state: T) => Partial<T>)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(change) {
      state = { ...state, ...(typeof change === 'function' ? change(state) : change) };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads part of a store and re-renders when that part changes; the selector must return stored values. */
export function useStore<T, S>(store: Store<T>, select: (state: T) => S): S {
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}
