import '@testing-library/jest-dom';

// jsdom lacks these browser APIs; tests that care replace them with their own.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
if (!('IntersectionObserver' in window)) {
  class NoopIntersectionObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { writable: true, configurable: true, value: NoopIntersectionObserver });
}

afterEach(() => {
  window.localStorage.clear();
});
