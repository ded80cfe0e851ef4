/**
 * A calendar file as RFC 5545 wants it on the wire (section 3.1): every line ends in CRLF, the
 * last included, and no line is longer than 75 octets. ical.js folds by 75 octets plus the
 * leading space of a continuation line (76) and ends without CRLF, so its output is unfolded
 * and folded again here: a continuation line is the space and at most 74 octets, and a fold
 * never falls inside a UTF-8 character (Cyrillic takes two octets, emoji four).
 */
import type ICAL from 'ical.js';

const LIMIT = 75;

function octets(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/** One content line folded: the first part up to 75 octets, each continuation a space and up to 74. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const width = octets(char.codePointAt(0) ?? 0);
    const room = parts.length === 0 ? LIMIT : LIMIT - 1;
    if (size + width > room) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += width;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The component (a VCALENDAR) as the text of an .ics file: folded, CRLF after every line. */
export function icsText(calendar: ICAL.Component): string {
  const unfolded = calendar.toString().replace(/\r?\n[ \t]/g, '');
  return `${unfolded.split(/\r?\n/).map(foldLine).join('\r\n')}\r\n`;
}
