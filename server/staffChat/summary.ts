/**
 * The staff chat's summary of many new requests at once (notify/staffChat.ts decides when), in
 * STAFF_LANG, HTML parse mode with every guest value escaped: the requests on their own first,
 * one line each (the likely real guests; each follows in its own message with the buttons), then
 * the requests sharing a phone number or a network address with many others, one line per group,
 * and, when there are more on their own than fit, the rest counted by room kind. Each request
 * shows its reference (GH-…), the one `npm run bookings` lists and takes. The whole fits one message.
 */
import type { Lang } from '../../src/domain/booking';
import { roomName } from '../../src/domain/roomNames';
import { stayDate, escapeHtml } from '../bookings';
import type { BookingsTable } from '../db';
import type { StaffMessageDetail } from './message';
import { STAFF_TEXTS } from './texts';
import type { StaffTexts } from './texts';

/** One request of a summary, and the group it floods in (null: on its own). */
export interface SummaryEntry {
  booking: BookingsTable;
  flood: { by: 'phone' | 'address'; key: string } | null;
}

/** Telegram takes 4096 characters a message; this leaves room for the title and the last line. */
const MAX_CHARACTERS = 3600;
/** Of which the lines of requests on their own may take at most this much; the rest are counted by room kind. */
const SINGLES_CHARACTERS = 1800;
/** Ids shown on a group's line. */
const IDS_PER_LINE = 8;
/** A guest's name as a summary line shows it. */
const NAME_CHARACTERS = 40;

/** A line of the summary and how many requests it accounts for. */
interface Line {
  text: string;
  covers: number;
}

function idList(bookings: readonly BookingsTable[], t: StaffTexts): string {
  const shown = bookings.slice(0, IDS_PER_LINE).map((b) => `<code>${b.reference}</code>`);
  if (bookings.length > IDS_PER_LINE) shown.push(t.summary.more(bookings.length - IDS_PER_LINE));
  return shown.join(', ');
}

function nameOf(booking: BookingsTable): string {
  const name = [...booking.guest_name];
  return escapeHtml(
    name.length > NAME_CHARACTERS ? `${name.slice(0, NAME_CHARACTERS - 1).join('')}…` : booking.guest_name,
  );
}

/** Whether a request's name and phone stay out of the chat: STAFF_MESSAGE_DETAIL=minimal, or its data erased. */
function guestHidden(booking: BookingsTable, detail: StaffMessageDetail): boolean {
  return detail === 'minimal' || booking.erased_at != null;
}

function singleLine(booking: BookingsTable, staffLang: Lang, detail: StaffMessageDetail): Line {
  const room = roomName(booking.room_id, staffLang);
  const { locale } = STAFF_TEXTS[staffLang];
  const guest = guestHidden(booking, detail) ? '' : `${nameOf(booking)}, ${escapeHtml(booking.phone)}, `;
  return {
    text: `• <code>${booking.reference}</code> ${guest}${escapeHtml(room)}, ${stayDate(booking.checkin, locale)} → ${stayDate(booking.checkout, locale)}`,
    covers: 1,
  };
}

/** Groups `items` by `keyOf`, largest group first (ties: first seen first). */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return [...groups.entries()].sort((a, b) => b[1].length - a[1].length);
}

/**
 * The summary's HTML for `entries` (oldest first), in `staffLang`. With `detail` minimal no name
 * or phone number is in it (the flood groups by phone are still grouped, but not named).
 */
export function staffSummary(
  entries: readonly SummaryEntry[],
  staffLang: Lang,
  detail: StaffMessageDetail = 'full',
): string {
  const t = STAFF_TEXTS[staffLang];
  const heading = (text: string) => `<b>${escapeHtml(text)}</b>`;
  const singles = entries.filter((e) => e.flood === null).map((e) => e.booking);
  // Requests on their own, one a line while they take at most SINGLES_CHARACTERS; the rest by room.
  const singleLines: Line[] = [];
  let singlesLength = 0;
  for (const booking of singles) {
    const line = singleLine(booking, staffLang, detail);
    if (singlesLength + line.text.length + 1 > SINGLES_CHARACTERS) break;
    singleLines.push(line);
    singlesLength += line.text.length + 1;
  }
  const unlisted = singles.slice(singleLines.length);
  const sections: Array<{ heading: string; lines: Line[] }> = [];
  if (singles.length > 0) sections.push({ heading: heading(t.summary.singles(singles.length)), lines: singleLines });
  if (unlisted.length > 0) {
    const rooms = groupBy(unlisted, (b) => String(b.room_id));
    sections.push({
      heading: heading(t.summary.byRoom),
      lines: rooms.map(([, group]) => ({
        text: `• ${escapeHtml(roomName(group[0]!.room_id, staffLang))}: ${t.summary.requests(group.length)} — ${idList(group, t)}`,
        covers: group.length,
      })),
    });
  }
  const byPhone = groupBy(
    entries.filter((e) => e.flood?.by === 'phone'),
    (e) => e.flood!.key,
  );
  if (byPhone.length > 0) {
    sections.push({
      heading: heading(t.summary.byPhone),
      lines: byPhone.map(([phone, group]) => ({
        text: guestHidden(group[0]!.booking, detail)
          ? `• ${t.summary.requests(group.length)} — ${idList(
              group.map((e) => e.booking),
              t,
            )}`
          : `• ${escapeHtml(phone)}: ${t.summary.requests(group.length)} (${nameOf(group[0]!.booking)}) — ${idList(
              group.map((e) => e.booking),
              t,
            )}`,
        covers: group.length,
      })),
    });
  }
  const byAddress = groupBy(
    entries.filter((e) => e.flood?.by === 'address'),
    (e) => e.flood!.key,
  );
  if (byAddress.length > 0) {
    sections.push({
      heading: heading(t.summary.byAddress),
      lines: byAddress.map(([, group]) => {
        const phones = new Set(group.map((e) => e.booking.phone)).size;
        return {
          text: `• ${t.summary.requests(group.length)}, ${t.summary.phones(phones)} — ${idList(
            group.map((e) => e.booking),
            t,
          )}`,
          covers: group.length,
        };
      }),
    });
  }

  const head = [heading(t.summary.title(entries.length)), escapeHtml(t.summary.intro)];
  const tail = ['', escapeHtml(t.summary.outro)];
  // Whatever does not fit is counted on a last line: every request is in the message, by id or by number.
  const moreLine = (n: number) => `… ${t.summary.more(n)}`;
  const body: string[] = [];
  let length = [...head, ...tail].join('\n').length + moreLine(entries.length).length + 1;
  let covered = 0;
  for (const section of sections) {
    if (length + section.heading.length + 2 > MAX_CHARACTERS) break;
    body.push('', section.heading);
    length += section.heading.length + 2;
    for (const line of section.lines) {
      if (length + line.text.length + 1 > MAX_CHARACTERS) {
        body.push(moreLine(entries.length - covered));
        return [...head, ...body, ...tail].join('\n');
      }
      body.push(line.text);
      length += line.text.length + 1;
      covered += line.covers;
    }
  }
  if (covered < entries.length) body.push(moreLine(entries.length - covered));
  return [...head, ...body, ...tail].join('\n');
}
