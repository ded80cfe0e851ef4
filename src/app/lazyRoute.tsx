import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const resets = new Set<() => void>();

export type LazyRouteComponent<P extends object> = ComponentType<P> & {
  /** Loads the page's chunk now; once it resolves the page renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * A page loaded on demand. React.lazy keeps a failed import forever; a route made here can be
 * re-imported after a chunk failure (webpack retries a chunk whose earlier load failed). A page
 * preloaded before hydration renders at once, so hydration never meets a pending chunk and the
 * prerendered page is live from the start.
 */
export function lazyRoute<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyRouteComponent<P> {
  let Lazy: LazyExoticComponent<ComponentType<P>> = lazy(load);
  let Loaded: ComponentType<P> | null = null;
  resets.add(() => {
    Lazy = lazy(load);
  });
  function LazyRoute(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  LazyRoute.preload = async () => {
    Loaded = (await load()).default;
  };
  return LazyRoute;
}

/** Forget failed imports so the next render loads the chunks again. */
export function resetLazyRoutes(): void {
  resets.forEach((reset) => reset());
}
