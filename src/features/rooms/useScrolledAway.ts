import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has scrolled away above the top of the screen, watched only while the media
 * query matches (a phone's width); false elsewhere and where IntersectionObserver is missing.
 */
export function useScrolledAway(ref: RefObject<Element | null>, query: string): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(query);
    let observer: IntersectionObserver | null = null;
    const watch = () => {
      observer?.disconnect();
      observer = null;
      if (!media.matches) {
        setAway(false);
        return;
      }
      observer = new IntersectionObserver(([entry]) => {
        if (entry) setAway(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
      });
      observer.observe(element);
    };
    watch();
    media.addEventListener?.('change', watch);
    return () => {
      media.removeEventListener?.('change', watch);
      observer?.disconnect();
    };
  }, [ref, query]);
  return away;
}
