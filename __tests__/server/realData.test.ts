/**
 * Only real data reaches the store and the staff, through the real app:
 * a nationality that is no country of the site's list is a 400, names that show nothing or hold
 * what no name holds are 400s, and what is stored is NFC, with the staff reading the country's
 * name from its code. SQLite, a fake Telegram on 127.0.0.1, the app called in-process.
 */
import { BOOK, injectApp, validBooking, waitFor } from './support/app';
import type { TestApp } from './support/app';
import { startFakeTelegram } from './support/telegram';
import type { TelegramFixture } from './support/telegram';

let telegram: TelegramFixture;
let server: TestApp;

beforeAll(async () => {
  telegram = await startFakeTelegram();
  server = await injectApp(telegram.env);
});
afterAll(async () => {
  await server.close();
  await telegram.close();
});

/** Posts the booking as raw JSON text, so escapes such as a lone \ud800 arrive as written. */
const postRaw = (json: string) => server.post(BOOK, json);

describe('nationality', () => {
  it.each([
    ['free text with a link', 'Pay deposit: https://evil.example/p'],
    ['a made-up country', 'Narnia'],
    ['a code not on the list', 'QQ'],
  ])('refuses %s with 400 invalid_nationality', async (_what, nationality) => {
    const answer = await server.post(BOOK, validBooking({ nationality }));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual(expect.objectContaining({ code: 'invalid_nationality', field: 'nationality' }));
  });

  it('takes a code or a name in any case, and the staff read the country’s name in STAFF_LANG from its code', async () => {
    for (const nationality of ['de', 'GERMANY', 'германия', 'Germaniya']) {
      const answer = await server.post(
        BOOK,
        validBooking({
          nationality,
          totalPrice: 2 * 470_000,
          guestName: `Anna ${nationality === 'de' ? 'Code' : 'Name'}`,
        }),
      );
      expect([nationality, answer.status]).toEqual([nationality, 201]);
      const row = await server.app.store
        .selectFrom('bookings')
        .select(['nationality', 'nationality_code'])
        .where('id', '=', answer.body.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ nationality, nationality_code: 'DE' });
    }
    const message = await waitFor(
      () => telegram.calls.find((c) => c.text.includes('GERMANY') || c.text.includes('Germaniya (DE)')),
      10_000,
      'a staff message',
    );
    expect(message.text).toContain('Fuqaroligi: Germaniya (DE)');
    expect(message.text).not.toContain('GERMANY');
  });
});

describe('names', () => {
  it.each([
    ['Hangul fillers only', '"\\u3164 \\u115f"'],
    ['combining marks only', '"\\u0301\\u0302"'],
    ['a run of five combining marks', '"Anq\\u0301\\u0302\\u0303\\u0304\\u0305"'],
    ['a zero-width space', '"Ann\\u200ba Lee"'],
    ['a lone surrogate', '"Anna \\ud800Lee"'],
    ['a tag character', '"Anna \\udb40\\udc41Lee"'],
  ])('refuses a name of %s with a 400 on guestName, storing nothing', async (_what, json) => {
    const before = await server.app.store.selectFrom('bookings').select('id').execute();
    const body = JSON.stringify(validBooking()).replace('"Aziz Karimov"', json);
    const answer = await postRaw(body);
    expect(answer.status).toBe(400);
    expect(['invalid_name', 'invalid_characters']).toContain(answer.body.error.code);
    expect(answer.body.error.field).toBe('guestName');
    expect(await server.app.store.selectFrom('bookings').select('id').execute()).toHaveLength(before.length);
  });

  it('stores a name written with separate accents in NFC', async () => {
    const answer = await server.post(BOOK, validBooking({ guestName: 'Jose\u0301 Nun\u0303ez' }));
    expect(answer.status).toBe(201);
    const row = await server.app.store
      .selectFrom('bookings')
      .select('guest_name')
      .where('id', '=', answer.body.id)
      .executeTakeFirstOrThrow();
    expect(row.guest_name).toBe('Jos\u00e9 Nu\u00f1ez');
    expect(row.guest_name).toBe(row.guest_name.normalize('NFC'));
  });
});
