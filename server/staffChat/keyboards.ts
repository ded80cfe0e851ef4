/**
 * The staff message's buttons and what a press says. callback_data is `confirm:<id>`,
 * `decline:<id>` (which first offers the reasons), `decline:<id>:full|other` and `back:<id>`;
 * a booking id is a UUID, so the longest is 50 bytes, within Telegram's 64.
 */
import { InlineKeyboard } from 'grammy';
import type { BookingsTable, DeclineReason } from '../db';
import type { StaffTexts } from './texts';

export type Press =
  | { action: 'confirm'; bookingId: string }
  | { action: 'decline'; bookingId: string; reason?: DeclineReason }
  | { action: 'back'; bookingId: string };

const PRESS = /^(confirm|decline|back):([0-9a-f-]{36})(?::(full|other))?$/;

/** The press that `data` names, or null for anything else. */
export function parsePress(data: string): Press | null {
  const match = PRESS.exec(data);
  if (!match) return null;
  const [, action, bookingId, reason] = match as unknown as [
    string,
    Press['action'],
    string,
    DeclineReason | undefined,
  ];
  if (action === 'decline') return { action, bookingId, ...(reason ? { reason } : {}) };
  return reason ? null : { action, bookingId };
}

/** Confirm and Decline, under a request that awaits an answer. */
export function decisionKeyboard(bookingId: string, t: StaffTexts): InlineKeyboard {
  return new InlineKeyboard()
    .text(t.buttons.confirm, `confirm:${bookingId}`)
    .text(t.buttons.decline, `decline:${bookingId}`);
}

/** The reasons to decline, and the way back. */
export function reasonKeyboard(bookingId: string, t: StaffTexts): InlineKeyboard {
  return new InlineKeyboard()
    .text(t.buttons.full, `decline:${bookingId}:full`)
    .text(t.buttons.other, `decline:${bookingId}:other`)
    .row()
    .text(t.buttons.back, `back:${bookingId}`);
}

/** The buttons a staff message carries in the booking's state: none once it is decided. */
export function keyboardFor(booking: Pick<BookingsTable, 'id' | 'status'>, t: StaffTexts): InlineKeyboard | undefined {
  return booking.status === 'received' ? decisionKeyboard(booking.id, t) : undefined;
}
