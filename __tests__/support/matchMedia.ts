/** A window.matchMedia for jsdom (which has none): `matches(query)` decides each media query. */
export function fakeMatchMedia(matches: (query: string) => boolean = () => false): typeof window.matchMedia {
  return (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}
