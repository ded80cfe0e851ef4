import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { scrollWhenPresent } from './navigation';

/** Where the scroll positions of this tab's history entries are kept across a reload. */
const STORAGE_KEY = 'scroll-positions';
/** How long a position to return to waits for a page tall enough to hold it (its chunk, its photos). */
const RESTORE_WAIT_MS = 2000;

function readStored(): Map<string, number> {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    return new Map(raw ? (JSON.parse(raw) as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

/**
 * The entry's key: the router's own, or, for the entry the visit began on (which has none until
 * the router writes one: "default"), its address.
 */
function entryKey(key: string, pathname: string, search: string): string {
  return key === 'default' ? `default:${pathname}${search}` : key;
}

/** Whether this document was loaded by a reload or Back/Forward (not by a link or a typed address). */
function documentRestored(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** Scrolls to `y` as soon as the page is tall enough, or as far as it goes once the wait is over. */
function restoreTo(y: number, done: () => void): () => void {
  const started = performance.now();
  let frame = 0;
  const step = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    if (reachable || performance.now() - started > RESTORE_WAIT_MS) {
      window.scrollTo(0, y);
      done();
      return;
    }
    frame = requestAnimationFrame(step);
  };
  step();
  return () => cancelAnimationFrame(frame);
}

/**
 * Scroll like a site, on the plain BrowserRouter (react-router's ScrollRestoration needs a data
 * router): a link to another page opens it at the top, Back and Forward return to where the guest
 * was on that entry (also after a reload), and an address with a section (`/#rooms`) scrolls to
 * the section below the fixed header. A change of the query alone (filters, pages of a list) or a
 * replaced address (the language) keeps the position.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const key = entryKey(location.key, location.pathname, location.search);
  const currentKey = useRef(key);
  const restoring = useRef(false);
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    positions.current ??= readStored();
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const record = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (!restoring.current) positions.current?.set(currentKey.current, window.scrollY);
      });
    };
    const store = () => {
      const entries = [...(positions.current ?? new Map<string, number>())].slice(-50);
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
      } catch {
        // Storage full or off: positions are still kept for this visit.
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', store);
      cancelAnimationFrame(frame);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readStored();
    const first = lastPath.current === null;
    const samePath = lastPath.current === location.pathname;
    lastPath.current = location.pathname;
    currentKey.current = key;
    const section = decodeURIComponent(location.hash.slice(1));
    if (navigationType === NavigationType.Pop) {
      // The first entry of a fresh load is a new visit: a position kept for its address is not for it.
      const saved = first && !documentRestored() ? undefined : positions.current.get(key);
      if (saved !== undefined) {
        restoring.current = true;
        const cancel = restoreTo(saved, () => {
          restoring.current = false;
        });
        return () => {
          cancel();
          restoring.current = false;
        };
      }
      // A first visit to a section's address (or a reload without a known position).
      if (section && first) scrollWhenPresent(section);
      return;
    }
    if (section) scrollWhenPresent(section);
    else if (navigationType === NavigationType.Push && !samePath) window.scrollTo(0, 0);
  }, [key, location.pathname, location.hash, navigationType]);
}
