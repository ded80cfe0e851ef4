/**
 * The guest's emails as they leave the server, read back with a real parser (mailparser):
 * multipart/alternative with an HTML and a text part that say the same, CRLF on the wire, the
 * reference in subject and body, dates in words, the hotel's address, phones and map link.
 */
import fs from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { sampleBooking } from '../../server/cli/previewEmails';
import type { BookingsTable } from '../../server/db/schema';
import { Mailer } from '../../server/notify/email';
import { guestCancelEmail, guestDecisionEmail, guestEmail } from '../../server/guestEmail/messages';
import { stayEvent } from '../../server/guestEmail/stayEvent';
import { rfc5545Problems } from './support/ics';
import { removeDir, tempDir } from './support/store';

const ID = '3f2b8c1e-5d4a-4e7b-9c6f-0a1b2c3d4e5f';

/** The preview's sample request (a group of two twin rooms, a Russian guest), with this test's changes. */
function booking(overrides: Partial<BookingsTable> = {}): BookingsTable {
  return sampleBooking('ru', {
    guest_name: 'Ivan <Petrov> & Co',
    decided_by_id: '1',
    decided_by_name: 'Dilnoza',
    decline_reason: null,
    ...overrides,
  });
}

const DATES = {
  uz: ['2027-yil 9-yanvar, shanba', '2027-yil 11-yanvar, dushanba'],
  ru: ['суббота, 9 января 2027', 'понедельник, 11 января 2027'],
  en: ['Saturday, 9 January 2027', 'Monday, 11 January 2027'],
} as const;
const KINDS = [
  ['received', (lang: string) => guestEmail(booking({ lang, status: 'received' }))],
  ['confirmed', (lang: string) => guestDecisionEmail(booking({ lang, status: 'confirmed' }))],
  ['declined', (lang: string) => guestDecisionEmail(booking({ lang, status: 'declined', decline_reason: 'full' }))],
  ['cancelled', (lang: string) => guestCancelEmail(booking({ lang, status: 'cancelled', ics_sequence: 1 }))],
] as const;

/** The HTML's visible text: tags gone, entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*<\/head>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('guest emails on the wire', () => {
  let dir: string;
  let mailer: Mailer;
  beforeAll(() => {
    dir = tempDir('guest-emails');
    mailer = new Mailer({ smtpUrl: null, hotelEmail: 'booking@gulshan-hotel.example', dataDir: dir });
  });
  afterAll(() => {
    mailer.close();
    removeDir(dir);
  });

  describe.each(['uz', 'ru', 'en'] as const)('in %s', (lang) => {
    it.each(KINDS)(
      '%s: multipart/alternative, CRLF, the same content in both parts, dates in words',
      async (kind, build) => {
        const content = build(lang);
        await mailer.send({ ...content, to: 'ivan@example.ru', fileName: `${kind}-${lang}` });
        const raw = fs.readFileSync(path.join(dir, 'outbox', `${kind}-${lang}.eml`));
        // Every line ends in CRLF, as on the wire.
        expect(raw.includes(Buffer.from('\n')) && !/(^|[^\r])\n/.test(raw.toString('latin1'))).toBe(true);
        expect(raw.toString('latin1')).toMatch(/Content-Type: multipart\/alternative/i);

        const mail = await simpleParser(raw);
        expect(mail.subject).toContain('GH-7K3Q9M');
        const text = mail.text ?? '';
        const html = typeof mail.html === 'string' ? mail.html : '';
        expect(text.length).toBeGreaterThan(200);
        expect(html).toMatch(new RegExp(`<html lang="${lang}" dir="ltr">`));
        expect(html).toContain('<meta name="color-scheme" content="light dark">');
        expect(html).toContain('<meta name="supported-color-schemes" content="light dark">');
        expect(html).not.toMatch(/<script|<img|src=/i);

        // Both parts say the same: every line of the text is in the HTML's visible text.
        const seen = visibleText(html);
        const pieces = text
          .split('\n')
          .map((l) =>
            l
              .replace(/^• /, '')
              .replace(/ <https?:[^>]+>$/, '')
              .trim(),
          )
          .filter(Boolean)
          // A fact is "label: value" in the text and two cells in the HTML.
          .flatMap((l) =>
            /^[^:]{1,40}: /.test(l) ? [l.slice(0, l.indexOf(': ')), l.slice(l.indexOf(': ') + 2)] : [l],
          );
        for (const piece of pieces) expect(seen).toContain(piece.replace(/\s+/g, ' '));
        for (const part of [text, seen]) {
          expect(part).toContain('GH-7K3Q9M');
          for (const date of DATES[lang]) expect(part).toContain(date);
          expect(part).not.toMatch(/\d{4}-\d\d-\d\d/);
          expect(part).not.toContain(ID);
          expect(part).toContain('+998 69 000 00 01');
          expect(part).toContain("so'm");
          expect(part).toContain('Ivan <Petrov> & Co');
        }
        expect(html).toContain('href="https://www.openstreetmap.org/?mlat=40.9983&amp;mlon=71.6726');
        expect(text).toContain(`${lang === 'uz' ? '' : `/${lang}`}/my-requests`);
      },
    );
  });

  it('carries the confirmed stay as a text/calendar PUBLISH event: all-day, the address, check-in time, a stable UID', async () => {
    const content = guestDecisionEmail(booking({ lang: 'ru', status: 'confirmed' }));
    await mailer.send({ ...content, to: 'ivan@example.ru', fileName: 'calendar-ru' });
    const raw = fs.readFileSync(path.join(dir, 'outbox', 'calendar-ru.eml'));
    expect(raw.toString('latin1')).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    const mail = await simpleParser(raw);
    const part = mail.attachments.find((a) => a.contentType === 'text/calendar');
    expect(part).toBeDefined();
    expect(rfc5545Problems(part!.content)).toEqual([]);
    const calendar = new ICAL.Component(ICAL.parse(part!.content.toString('utf8')));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect([event.startDate.isDate, event.startDate.toString(), event.endDate.toString()]).toEqual([
      true,
      '2027-01-09',
      '2027-01-11',
    ]);
    // The address as the guest's language writes it.
    expect(event.location).toBe('Gulshan Hotel, ул. Навои, 1, Наманган, 160100');
    expect(event.description).toContain('Заезд с 12:00');
    expect(event.description).toContain('GH-7K3Q9M');
    expect(event.uid).toBe(`stay-${ID}@gulshan-hotel.example`);
    expect(event.sequence).toBe(0);
  });

  it('cancels the same event: METHOD:CANCEL, the same UID, a higher SEQUENCE', () => {
    const published = stayEvent(booking({ status: 'confirmed' }), 'PUBLISH');
    const cancelled = stayEvent(booking({ status: 'cancelled', ics_sequence: 1 }), 'CANCEL');
    const read = (text: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(rfc5545Problems(Buffer.from(cancelled.content))).toEqual([]);
    expect(cancelled.content).toContain('METHOD:CANCEL\r\n');
    expect(cancelled.content).toContain('STATUS:CANCELLED\r\n');
    expect(read(cancelled.content).uid).toBe(read(published.content).uid);
    expect(read(cancelled.content).sequence).toBeGreaterThan(read(published.content).sequence);
  });

  describe('the owner’s cancellation policy', () => {
    const free = { kind: 'free', before: 3, unit: 'days' } as const;
    const early = new Date('2026-12-01T08:00:00Z');
    const LINES = {
      uz: [
        'Bronni 2027-yil 6-yanvar, 00:00 gacha (Toshkent vaqti bilan) bepul bekor qilish mumkin.',
        'Bu bronni bepul bekor qilish imkoni yoʻq.',
        'Bu bronni bepul bekor qilish muddati allaqachon oʻtgan.',
      ],
      ru: [
        'Бесплатная отмена — до 6 января 2027, 00:00 (по ташкентскому времени).',
        'Бесплатная отмена для этого бронирования не предусмотрена.',
        'Срок бесплатной отмены этого бронирования уже прошёл.',
      ],
      en: [
        'Free cancellation until 6 January 2027, 00:00 (Tashkent time).',
        'This booking cannot be cancelled free of charge.',
        'The free cancellation period for this booking has already passed.',
      ],
    } as const;

    /** The text and the HTML's visible text of an email as it leaves the server. */
    async function sent(content: ReturnType<typeof guestEmail>, name: string): Promise<string[]> {
      await mailer.send({ ...content, to: 'ivan@example.ru', fileName: name });
      const mail = await simpleParser(fs.readFileSync(path.join(dir, 'outbox', `${name}.eml`)));
      return [mail.text ?? '', visibleText(typeof mail.html === 'string' ? mail.html : '')];
    }

    it.each(['uz', 'ru', 'en'] as const)(
      'in %s: the received and confirmed emails date it for the stay; none set, they are as before',
      async (lang) => {
        const received = booking({ lang, status: 'received' });
        const confirmed = booking({ lang, status: 'confirmed' });
        const [freeLine, noneLine, passedLine] = LINES[lang];
        for (const part of await sent(guestEmail(received, false, free, early), `policy-received-${lang}`))
          expect(part.replace(/\s+/g, ' ')).toContain(freeLine);
        for (const part of await sent(guestDecisionEmail(confirmed, undefined, free, early), `policy-ok-${lang}`))
          expect(part.replace(/\s+/g, ' ')).toContain(freeLine);
        const [none] = await sent(guestEmail(received, false, { kind: 'none' }, early), `policy-none-${lang}`);
        expect(none).toContain(noneLine);
        // Confirmed after the deadline: free cancellation is over.
        const late = new Date('2027-01-07T08:00:00Z');
        const [passed] = await sent(guestDecisionEmail(confirmed, undefined, free, late), `policy-late-${lang}`);
        expect(passed).toContain(passedLine);
        expect(passed).not.toContain(freeLine);
        // No policy set: exactly today's emails.
        expect(guestEmail(received, false, null, early)).toEqual(guestEmail(received));
        expect(guestDecisionEmail(confirmed, undefined, null, early).text).toBe(guestDecisionEmail(confirmed).text);
        for (const line of LINES[lang]) expect(guestEmail(received).text).not.toContain(line);
      },
    );
  });
});
