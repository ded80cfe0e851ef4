import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from './language/LanguageProvider';
import { splitLanguagePrefix, withLanguagePrefix } from './language/languages';

/** Delay between navigating home from another page and scrolling to the section (spec section 2). */
export const SECTION_NAV_DELAY_MS = 50;
/** Gap kept between the fixed header and a section scrolled to. */
export const SECTION_SCROLL_GAP_PX = 8;
/** How long to keep looking for a section while the home page's chunk is still loading. */
const SECTION_WAIT_MS = 5000;

/** Whether the path carries a two-letter language segment (/ru/rooms, /EN). */
export function hasLanguagePrefix(pathname: string): boolean {
  return splitLanguagePrefix(pathname) !== null;
}

/** The path without its language segment: /ru/rooms → /rooms, /en → /. */
export function stripLanguagePrefix(pathname: string): string {
  return splitLanguagePrefix(pathname)?.rest ?? (pathname || '/');
}

/** Whether the location is the home page, with or without a language segment. */
export function isHomePath(pathname: string): boolean {
  return stripLanguagePrefix(pathname).replace(/\/+$/, '') === '';
}

/**
 * Builds in-site paths that keep the language segment the visitor arrived with, so a visitor
 * on /ru/… stays on /ru/… pages.
 */
export function useLocalizedPath(): (path: string) => string {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  const prefixed = hasLanguagePrefix(pathname);
  return useCallback((path: string) => (prefixed ? withLanguagePrefix(path, language) : path), [prefixed, language]);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** How long a section scrolled to is kept in place while the page above it still settles. */
const SECTION_HOLD_MS = 3000;
/** What a guest does to take the scroll over: the section is no longer held then. */
const TAKE_OVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** The section held now, to be let go when another is scrolled to. */
let releaseHeld: (() => void) | undefined;

/** Where the window must be scrolled to show `section` below the fixed header. */
function sectionTop(section: HTMLElement): number {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  const offset = (header?.offsetHeight ?? 0) + SECTION_SCROLL_GAP_PX;
  return Math.max(0, section.getBoundingClientRect().top + window.scrollY - offset);
}

/**
 * Keeps `section` where it was scrolled to while the page above it settles: on a slow phone the
 * home page's lazy parts and photos may still change their heights after the scroll, which left
 * the section 88 px off (seen on a busy 2-core machine). Each change of the page's size scrolls
 * to it again, until the guest scrolls, taps or types, or SECTION_HOLD_MS has passed.
 */
function holdSection(section: HTMLElement, behavior: ScrollBehavior): void {
  releaseHeld?.();
  if (typeof ResizeObserver !== 'function') return;
  let target = sectionTop(section);
  const observer = new ResizeObserver(() => {
    const top = sectionTop(section);
    if (Math.abs(top - target) < 1) return;
    target = top;
    window.scrollTo({ top, behavior });
  });
  const release = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of TAKE_OVER_EVENTS) window.removeEventListener(type, release, true);
    if (releaseHeld === release) releaseHeld = undefined;
  };
  const timer = window.setTimeout(release, SECTION_HOLD_MS);
  for (const type of TAKE_OVER_EVENTS) window.addEventListener(type, release, { capture: true, passive: true });
  observer.observe(document.body);
  releaseHeld = release;
}

/**
 * Scrolls to a home section, leaving the header's height plus 8 px above it, keeps it there while
 * the page above it settles, and moves keyboard focus there. Returns false when the section is not
 * on the page.
 */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  // Sections drawn only near the screen (data-deferred-render) are drawn now: the measure below,
  // and the scroll, must see their real heights.
  document.documentElement.setAttribute('data-full-layout', '');
  const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
  window.scrollTo({ top: sectionTop(section), behavior });
  holdSection(section, behavior);
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
  return true;
}

/**
 * Scrolls to the section once it exists (the home page may still be loading). A page that has
 * just appeared gets two frames to settle its layout before the section is measured.
 */
export function scrollWhenPresent(id: string, waited = 0): void {
  if (document.getElementById(id)) {
    if (waited === 0) scrollToSection(id);
    else requestAnimationFrame(() => requestAnimationFrame(() => scrollToSection(id)));
    return;
  }
  if (waited >= SECTION_WAIT_MS) return;
  window.setTimeout(() => scrollWhenPresent(id, waited + SECTION_NAV_DELAY_MS), SECTION_NAV_DELAY_MS);
}

/** Header and footer section links: scroll on the home page, else go home and scroll after 50 ms. */
export function useSectionNavigation(): (id: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const localized = useLocalizedPath();
  const onHome = isHomePath(pathname);
  return useCallback(
    (id: string) => {
      if (onHome) {
        // The home page's chunk may still be arriving: then scroll as soon as the section exists.
        if (!scrollToSection(id)) scrollWhenPresent(id);
        window.history.replaceState(window.history.state, '', `#${id}`);
        return;
      }
      // Not awaited: the scroll below waits for the section itself.
      void navigate(`${localized('/')}#${id}`);
      window.setTimeout(() => scrollWhenPresent(id), SECTION_NAV_DELAY_MS);
    },
    [onHome, navigate, localized],
  );
}

/** Whether the page has been scrolled past the threshold (the header's translucent state). */
export const SCROLLED_THRESHOLD_PX = 4;
