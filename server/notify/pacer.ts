/**
 * Telegram's limits and the staff's, kept by the outbox worker: one message at a time per chat,
 * the next one no sooner than `intervalMs` after the previous one finished (Telegram allows about
 * one a second per chat and answers 429 beyond that), at most `perWindow` messages (sent or
 * edited) to a chat in any `windowMs` (the staff chat's 20 a minute: Telegram's own limit for a
 * group, and what people can read), and after a 429 the whole channel waits its retry_after.
 * Counting from the end of the previous request means the gap Telegram sees is never shorter. A
 * message counts in the window from its start while it is on its way, then from its end (failed
 * or not): Telegram counts it on arrival, somewhere between the two, so timed from the end the
 * window Telegram sees is never shorter either (timed from the start, a first message slow to
 * arrive and later ones quick made 21 arrivals in one minute).
 */
export class TelegramPacer {
  private readonly chats = new Map<string, { busy: boolean; readyAt: number; started: number[] }>();
  private pausedUntil = 0;

  constructor(
    private readonly intervalMs: number,
    private readonly perWindow: number = Infinity,
    private readonly windowMs: number = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  private state(chat: string): { busy: boolean; readyAt: number; started: number[] } {
    let state = this.chats.get(chat);
    if (!state) {
      state = { busy: false, readyAt: 0, started: [] };
      this.chats.set(chat, state);
    }
    const cutoff = this.now() - this.windowMs;
    while (state.started.length > 0 && state.started[0]! <= cutoff) state.started.shift();
    return state;
  }

  /** Milliseconds until `chat` may get its next message; Infinity while one is on its way. */
  waitFor(chat: string): number {
    const state = this.state(chat);
    if (state.busy) return Infinity;
    const now = this.now();
    const windowFull =
      state.started.length >= this.perWindow
        ? state.started[state.started.length - this.perWindow]! + this.windowMs - now
        : 0;
    return Math.max(0, state.readyAt - now, this.pausedUntil - now, windowFull);
  }

  /** Messages to `chat` started in the current window. */
  used(chat: string): number {
    return this.state(chat).started.length;
  }

  /** Messages `chat` may still get in the current window. */
  room(chat: string): number {
    return Math.max(0, this.perWindow - this.used(chat));
  }

  /** A message to `chat` is on its way. */
  begin(chat: string): void {
    const state = this.state(chat);
    state.busy = true;
    state.readyAt = Infinity;
    state.started.push(this.now());
  }

  /** That message is done, whatever came of it; `pauseMs` (a 429's retry_after) holds every chat. */
  end(chat: string, pauseMs?: number): void {
    const now = this.now();
    const state = this.state(chat);
    // One message at a time per chat: the last one counted is this one, now timed from its end.
    if (state.busy && state.started.length > 0) state.started[state.started.length - 1] = now;
    state.busy = false;
    state.readyAt = now + this.intervalMs;
    if (pauseMs) this.pausedUntil = Math.max(this.pausedUntil, now + pauseMs);
  }
}
