import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const resets = new Set<() => void>();

/**
 * React.lazy keeps a failed import forever; a route made here can be re-imported after a
 * chunk failure (webpack retries a chunk whose earlier load failed).
 */
export function lazyRoute<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let Lazy: LazyExoticComponent<ComponentType<P>> = lazy(load);
  resets.add(() => {
    Lazy = lazy(load);
  });
  function LazyRoute(props: P) {
    return <Lazy {...props} />;
  }
  return LazyRoute;
}

/** Forget failed imports so the next render loads the chunks again. */
export function resetLazyRoutes(): void {
  resets.forEach((reset) => reset());
}
