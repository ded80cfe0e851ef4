/**
 * A "Book now" tap made before the app was live, as the app loader (APP_LOADER_SCRIPT in
 * langBoot.ts) notes it on window: the loader marks the button busy, keeps the click from the
 * page's handlers and starts the app at once. The store takes the note over once, as the app
 * starts (src/features/booking/pendingTap.ts); nothing else reads it. Names in step with the loader.
 */
export interface PendingTap {
  /** The button's data-book-room: the room to book. */
  room: string;
  /** The button the loader marked busy (aria-busy). */
  button: Element;
}

declare global {
  interface Window {
    __bookTap?: PendingTap;
  }
}

/** What a "Book now" button carries so the loader can tell which room a tap was for. */
export const BOOK_ROOM_ATTRIBUTE = 'data-book-room';
