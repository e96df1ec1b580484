import { useEffect, useState } from 'react';

export interface Store<T> {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
  use(): T;
}

/** A tiny observable value for client state that lives outside React (alerts, notifications, flags). */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const store: Store<T> = {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (prev: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // A hook by contract: call it only from components.
    use: () => useStoreValue(store),
  };
  return store;
}

/**
 * A store's value as component state. Not useSyncExternalStore on purpose: these values (the loading
 * flag, the install button, notifications) change while React renders a page in the background, in
 * slices, and useSyncExternalStore answers such a change by rendering the whole page again in one
 * blocking task. As state, a change only re-renders its readers, possibly a frame later.
 */
function useStoreValue<T>(store: Pick<Store<T>, 'get' | 'subscribe'>): T {
  const [value, setValue] = useState(store.get);
  useEffect(() => {
    const update = () => setValue(() => store.get());
    // A change between the first render and this subscription (`value` is that render's).
    if (!Object.is(store.get(), value)) update();
    return store.subscribe(update);
    // Once per store: later renders' values are not what the check is about.
  }, [store]);
  return value;
}
