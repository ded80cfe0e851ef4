/** What one delivery attempt came to. */
export type DeliveryResult =
  | { kind: 'sent'; detail: string }
  /** The channel is not configured (or the message has no recipient): recorded, never "sent". */
  | { kind: 'skipped'; detail: string }
  /** A temporary failure; retryAfterMs overrides the back-off (Telegram's retry_after). */
  | { kind: 'retry'; error: string; retryAfterMs?: number };
