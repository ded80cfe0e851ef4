/**
 * What one outbox row sends: its kind's registered handler (kinds.ts) builds it from the subject
 * as it is at delivery time, so a message that waited shows the current state; email goes through
 * the Mailer to the row's recipient, Telegram (and a `gateway` row's call) through the kind's own delivery.
 */
import type { DeliveryResult, OutboxRow } from './delivery';
import type { Mailer } from './email';
import type { MessageKind } from './kinds';

/** Delivers one row of `handler`'s kind about `subject`; the outbox records the result. */
export async function dispatch<S>(
  row: OutboxRow,
  subject: S,
  handler: MessageKind<S> | undefined,
  mailer: Mailer,
  signal: AbortSignal,
): Promise<DeliveryResult> {
  if (row.channel === 'telegram') {
    return handler?.telegram
      ? handler.telegram(row, subject, signal)
      : { kind: 'skipped', detail: `no Telegram message for ${row.kind}` };
  }
  if (row.channel === 'gateway') {
    return handler?.gateway
      ? handler.gateway(row, subject, signal)
      : { kind: 'skipped', detail: `no gateway call for ${row.kind}` };
  }
  // Rows queued before HOTEL_EMAIL had a default carry no recipient.
  if (!row.recipient) return { kind: 'skipped', detail: 'no recipient' };
  const content = handler?.email ? await handler.email(row, subject) : `no email for ${row.kind}`;
  if (typeof content === 'string') return { kind: 'skipped', detail: content };
  return mailer.send({ ...content, to: row.recipient, fileName: `${row.booking_id}-${row.kind}` }, signal);
}
