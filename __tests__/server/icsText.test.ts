/** Every calendar file the server writes is RFC 5545 on the wire: CRLF, 75-octet folds, whole characters, escaped text. */
import ICAL from 'ical.js';
import { stayCalendar } from '../../server/availability/calendar';
import { foldLine, icsText } from '../../server/availability/icsText';
import { rfc5545Problems } from './support/ics';

function calendarWith(summary: string, description: string): ICAL.Component {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Test//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  const component = new ICAL.Component('vevent');
  const event = new ICAL.Event(component);
  event.uid = 'a@example.org';
  event.startDate = ICAL.Time.fromDateString('2027-01-09');
  event.endDate = ICAL.Time.fromDateString('2027-01-11');
  event.summary = summary;
  event.description = description;
  component.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date('2026-11-25T00:00:00Z'), true));
  calendar.addSubcomponent(component);
  return calendar;
}

describe('calendar files (RFC 5545)', () => {
  it('folds at 75 octets, a continuation at a space and 74, never inside a character', () => {
    const cyrillic = 'Заезд с 12:00, выезд до 12:00; адрес: Наманган, улица Навои, дом 1. '.repeat(4);
    const folded = foldLine(`DESCRIPTION:${cyrillic}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${cyrillic}`);
    // Four-octet characters are kept whole too.
    const emoji = foldLine(`SUMMARY:${'🏨'.repeat(40)}`);
    expect(rfc5545Problems(Buffer.from(`${emoji}\r\n`))).toEqual([]);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('writes CRLF after every line, the last included, escapes text and reads back the same', () => {
    const summary = 'Бронь, номер 2; «Стандарт»\\ двухместный';
    const description = `Заезд с 12:00.\nВыезд до 12:00, адрес; Наманган. ${'Длинный текст '.repeat(10)}`;
    const text = icsText(calendarWith(summary, description));
    expect(rfc5545Problems(Buffer.from(text, 'utf8'))).toEqual([]);
    expect(text.replace(/\r\n /g, '')).toContain('SUMMARY:Бронь\\, номер 2\\; «Стандарт»\\\\ двухместный');
    expect(text.replace(/\r\n /g, '')).toContain('DESCRIPTION:Заезд с 12:00.\\nВыезд до 12:00\\, адрес\\; Наманган.');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect([event.summary, event.description]).toEqual([summary, description]);
  });

  it('writes the availability export byte-wise valid, empty or with stays', () => {
    const empty = stayCalendar(1, [], new Date('2026-11-25T00:00:00Z'));
    const full = stayCalendar(4, [
      { id: 'a', checkin: '2027-01-09', checkout: '2027-01-11', units: 2 },
      { id: 'b', checkin: '2027-02-01', checkout: '2027-02-02' },
    ]);
    for (const text of [empty, full]) {
      expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(rfc5545Problems(Buffer.from(text, 'utf8'))).toEqual([]);
    }
    expect(new ICAL.Component(ICAL.parse(full)).getAllSubcomponents('vevent')).toHaveLength(3);
  });
});
