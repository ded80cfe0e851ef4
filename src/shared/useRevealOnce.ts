import { useEffect, useState, type RefObject } from 'react';
import { prefersReducedMotion } from './useReducedMotion';

/**
 * 'shown' once the element has been `threshold` visible, and for good after that. Content starts
 * shown (so prerendered pages read fine without JavaScript); on mount, an element still below
 * the fold is hidden until it scrolls in. Under reduced motion nothing is ever hidden.
 */
export function useRevealOnce(ref: RefObject<Element | null>, threshold: number): 'shown' | 'waiting' {
  const [state, setState] = useState<'shown' | 'waiting'>('shown');
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setState('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return state;
}
