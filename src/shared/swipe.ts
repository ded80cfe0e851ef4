import { useRef, type PointerEvent } from 'react';

/** A horizontal drag of at least this many px is a swipe (spec section 9). */
export const SWIPE_THRESHOLD_PX = 30;

/** -1 (towards the previous), 1 (the next) or 0 for a drag too short or more vertical than horizontal. */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Pointer handlers that call onSwipe(1) for a left swipe and onSwipe(-1) for a right one. */
export function useSwipe(onSwipe: (direction: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
      if (direction !== 0) onSwipe(direction);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
