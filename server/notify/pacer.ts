/**
 * Telegram's limits, kept by the outbox worker: one message at a time per chat, the next one no
 * sooner than `intervalMs` after the previous one finished (Telegram allows about one a second per
 * chat and answers 429 beyond that), and after a 429 the whole channel waits its retry_after.
 * Counting from the end of the previous request means the gap Telegram sees is never shorter.
 */
export class TelegramPacer {
  private readonly chats = new Map<string, { busy: boolean; readyAt: number }>();
  private pausedUntil = 0;

  constructor(
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `chat` may get its next message; Infinity while one is on its way. */
  waitFor(chat: string): number {
    const state = this.chats.get(chat);
    if (state?.busy) return Infinity;
    const now = this.now();
    return Math.max(0, (state?.readyAt ?? 0) - now, this.pausedUntil - now);
  }

  /** A message to `chat` is on its way. */
  begin(chat: string): void {
    this.chats.set(chat, { busy: true, readyAt: Infinity });
  }

  /** That message is done, whatever came of it; `pauseMs` (a 429's retry_after) holds every chat. */
  end(chat: string, pauseMs?: number): void {
    const now = this.now();
    this.chats.set(chat, { busy: false, readyAt: now + this.intervalMs });
    if (pauseMs) this.pausedUntil = Math.max(this.pausedUntil, now + pauseMs);
  }
}
