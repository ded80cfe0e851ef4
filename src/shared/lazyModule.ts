/**
 * Code that is not a component but loads on demand (the phone rules, the booking and
 * availability calls): fetched once, on the first load(); a failed fetch is tried again on the
 * next (webpack retries a chunk whose earlier load failed). loaded() gives the module once its
 * code has run, so a caller that finds it there goes on in the same task.
 */
export interface LazyModule<M> {
  load: () => Promise<M>;
  /** The module once it has loaded, else null. */
  loaded: () => M | null;
  /** Calls `listener` each time the module has loaded; returns the unsubscribe. */
  onLoaded: (listener: () => void) => () => void;
}

export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let module: M | null = null;
  let loading: Promise<M> | null = null;
  const listeners = new Set<() => void>();
  return {
    load: () => {
      loading ??= importModule().then(
        (loadedModule) => {
          module = loadedModule;
          for (const listener of listeners) listener();
          return loadedModule;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
    onLoaded: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
