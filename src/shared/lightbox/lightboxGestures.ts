import { SWIPE_THRESHOLD_PX } from '../swipe';

/** A vertical pull fades the photo out over this many px; released at or past it, the lightbox closes. */
export const PULL_CLOSE_RANGE_PX = 60;
/** Movement below this is a tap (a click on the photo), not a drag. */
export const TAP_SLOP_PX = 6;

export type DragAxis = 'x' | 'y' | null;
export type GestureOutcome = 'next' | 'previous' | 'close' | 'none';

/** Which way a drag goes: the larger of the two movements wins; null while it is still a tap. */
export function dragAxis(dx: number, dy: number): DragAxis {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < TAP_SLOP_PX) return null;
  return Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y';
}

/** Opacity of the photo pulled dy px up or down: 1 at rest, 0 at the end of the range. */
export function pullOpacity(dy: number): number {
  return Math.max(0, 1 - Math.min(Math.abs(dy), PULL_CLOSE_RANGE_PX) / PULL_CLOSE_RANGE_PX);
}

/**
 * What a released drag does: a swipe left shows the next photo and a swipe right the previous
 * one (from 30 px); a pull up or down of 60 px or more closes; anything less springs back.
 */
export function gestureOutcome(dx: number, dy: number): GestureOutcome {
  const axis = dragAxis(dx, dy);
  if (axis === 'x') {
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX) return 'none';
    return dx < 0 ? 'next' : 'previous';
  }
  if (axis === 'y') return Math.abs(dy) >= PULL_CLOSE_RANGE_PX ? 'close' : 'none';
  return 'none';
}

/** Indexes of the photos before and after `index`, wrapping around (for preloading). */
export function neighbourIndexes(index: number, total: number): number[] {
  if (total <= 1) return [];
  const previous = (index - 1 + total) % total;
  const next = (index + 1) % total;
  return previous === next ? [next] : [previous, next];
}
