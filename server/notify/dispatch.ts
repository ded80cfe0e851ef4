/**
 * What one outbox row sends, by channel and kind; built from the booking as it is at delivery
 * time, so a message that waited shows the current state.
 */
import type { Lang } from '../../src/domain/booking';
import type { Config } from '../config';
import type { BookingsTable, OutboxTable } from '../db/schema';
import { keyboardFor } from '../telegram/keyboards';
import type { DeliveryResult } from './delivery';
import type { Mailer } from './email';
import { guestDecisionEmail, guestEmail, shortId, staffCancelEmail, staffEmail, staffTelegramText } from './messages';
import type { EmailContent } from './messages';
import { STAFF_TEXTS } from './staffTexts';
import { editTelegram, sendTelegram } from './telegram';

type Row = Pick<OutboxTable, 'channel' | 'kind' | 'recipient'>;

export type DispatchConfig = Pick<Config, 'telegram' | 'staffLang'>;

function staffMessage(booking: BookingsTable, staffLang: Lang) {
  return { html: staffTelegramText(booking, staffLang), keyboard: keyboardFor(booking, STAFF_TEXTS[staffLang]) };
}

async function deliverTelegram(row: Row, booking: BookingsTable, config: DispatchConfig, signal: AbortSignal): Promise<DeliveryResult> {
  const staffMessageId = booking.staff_message_id === null ? null : Number(booking.staff_message_id);
  switch (row.kind) {
    case 'staff':
      return sendTelegram(config.telegram, staffMessage(booking, config.staffLang), signal);
    case 'staff_edit':
      // Not sent yet (or Telegram was off then): when it goes, it shows the current state anyway.
      if (staffMessageId === null || booking.staff_chat_id === null) return { kind: 'skipped', detail: 'no staff message to edit' };
      return editTelegram(config.telegram, booking.staff_chat_id, staffMessageId, staffMessage(booking, config.staffLang), signal);
    case 'cancel':
      return sendTelegram(config.telegram, STAFF_TEXTS[config.staffLang].cancelNotice(shortId(booking.id)), signal, staffMessageId ?? undefined);
    default:
      return { kind: 'skipped', detail: `no Telegram message for ${row.kind}` };
  }
}

function emailContent(row: Row, booking: BookingsTable, staffLang: Lang): EmailContent | string {
  switch (row.kind) {
    case 'staff':
      return staffEmail(booking, staffLang);
    case 'guest':
      return guestEmail(booking);
    case 'decision':
      // Cancelled before the answer went out: the guest already knows it is off.
      return booking.status === 'confirmed' || booking.status === 'declined' ? guestDecisionEmail(booking) : `request ${booking.status} before the answer was sent`;
    case 'cancel':
      return staffCancelEmail(booking, staffLang);
    default:
      return `no email for ${row.kind}`;
  }
}

/** Delivers one row; the outbox records the result. */
export async function dispatch(row: Row, booking: BookingsTable, config: DispatchConfig, mailer: Mailer, signal: AbortSignal): Promise<DeliveryResult> {
  if (row.channel === 'telegram') return deliverTelegram(row, booking, config, signal);
  // Rows queued before HOTEL_EMAIL had a default carry no recipient.
  if (!row.recipient) return { kind: 'skipped', detail: 'no recipient' };
  const content = emailContent(row, booking, config.staffLang);
  if (typeof content === 'string') return { kind: 'skipped', detail: content };
  return mailer.send({ ...content, to: row.recipient, fileName: `${booking.id}-${row.kind}` }, signal);
}
