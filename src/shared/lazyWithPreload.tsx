import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const resets = new Set<() => void>();

export type LazyWithPreload<P extends object> = ComponentType<P> & {
  /** Fetches the code now (a pointer or focus coming near, a page about to hydrate). */
  preload: () => Promise<void>;
  /** The component once its code has run, else null. */
  loaded: () => ComponentType<P> | null;
};

/**
 * A component whose code loads on demand (a route's page, the booking dialog, the date picker,
 * the lightbox, a modal): the site's one way to split code. Once the code has run it renders
 * directly, in the same render, with no Suspense fallback (React.lazy's first render always
 * waits, and React may hold a reveal back for up to 300 ms); so a page preloaded before hydration
 * is live at once. React.lazy keeps a failed import forever; resetLazyComponents() lets the
 * next render import it again (webpack retries a chunk whose earlier load failed).
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyWithPreload<P> {
  let Loaded: ComponentType<P> | null = null;
  // Set before React.lazy sees the module: the render after the wait already takes the direct path.
  const loadAndKeep = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  let Lazy: LazyExoticComponent<ComponentType<P>> = lazy(loadAndKeep);
  resets.add(() => {
    Lazy = lazy(loadAndKeep);
  });
  function LazyComponent(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  LazyComponent.preload = async () => {
    await loadAndKeep();
  };
  LazyComponent.loaded = () => Loaded;
  return LazyComponent;
}

/** Forget failed imports so the next render loads the chunks again. */
export function resetLazyComponents(): void {
  resets.forEach((reset) => reset());
}
