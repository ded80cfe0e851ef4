/**
 * The staff's emails to HOTEL_EMAIL, in STAFF_LANG: their lines are the Telegram message's
 * (message.ts), so the chat and the inbox say the same.
 */
import type { Lang } from '../../src/domain/booking';
import { stayDate } from '../bookings';
import type { DepositView } from '../bookings';
import type { BookingsTable } from '../db';
import type { EmailContent } from '../notify';
import { staffLines, staffStateLine } from './message';
import { STAFF_TEXTS } from './texts';

/** The staff email to HOTEL_EMAIL about a request, with its deposit when the hotel takes one. */
export function staffEmail(booking: BookingsTable, staffLang: Lang, deposit?: DepositView): EmailContent {
  const t = STAFF_TEXTS[staffLang];
  return {
    subject: t.email.subject(
      booking.reference,
      stayDate(booking.checkin, t.locale),
      stayDate(booking.checkout, t.locale),
    ),
    text: [
      ...t.email.intro,
      '',
      ...staffLines(booking, staffLang, deposit).map(([label, value]) => `${label}: ${value}`),
      '',
      t.email.outro,
    ].join('\n'),
  };
}

/** The staff email telling that the guest cancelled (a paid deposit's line says a refund is due). */
export function staffCancelEmail(booking: BookingsTable, staffLang: Lang, deposit?: DepositView): EmailContent {
  const t = STAFF_TEXTS[staffLang];
  return {
    subject: t.email.cancelSubject(booking.reference),
    text: [
      t.email.cancelIntro,
      ...(booking.cancelled_late === 1 ? [t.cancelLate.replace(/<[^>]+>/g, '')] : []),
      '',
      ...staffLines(booking, staffLang, deposit).map(([label, value]) => `${label}: ${value}`),
      '',
      staffStateLine(booking, t),
    ].join('\n'),
  };
}
