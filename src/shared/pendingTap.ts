/**
 * A "Book now" tap made before the app was live. The app loader (APP_LOADER_SCRIPT in
 * langBoot.ts) notes it on window, marks the button busy and starts the app at once; the app
 * then takes it over once. Keep the names in step with the loader.
 */
export interface PendingTap {
  /** The button's data-book-room: the room to book. */
  room: string;
  /** The button the loader marked busy (aria-busy). */
  button: Element;
  /** The click itself: React may dispatch the same click again if it came during hydration. */
  event: Event;
}

declare global {
  interface Window {
    __bookTap?: PendingTap;
  }
}

/** What a "Book now" button carries so the loader can tell which room a tap was for. */
export const BOOK_ROOM_ATTRIBUTE = 'data-book-room';

// Clicks already acted on: a click that both the loader noted and React dispatches opens once.
const taken = new WeakSet<Event>();

/** The pending tap, handed out once (later calls get nothing). */
export function takePendingTap(): PendingTap | undefined {
  if (typeof window === 'undefined') return undefined;
  const tap = window.__bookTap;
  if (!tap) return undefined;
  delete window.__bookTap;
  taken.add(tap.event);
  return tap;
}

/**
 * Whether the app should act on a click of a "Book now" button: not when that click is a tap the
 * app has already taken over. A noted tap that React dispatches first is taken here, so it is
 * not taken over again.
 */
export function claimClick(event: Event): boolean {
  if (taken.has(event)) return false;
  if (typeof window !== 'undefined' && window.__bookTap?.event === event) takePendingTap();
  return true;
}
