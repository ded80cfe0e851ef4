/**
 * The staff console's search (GET /api/staff/bookings?q=) on a real store (SQLite, and
 * PostgreSQL when DATABASE_URL is set): a name as people type it — another apostrophe, the other
 * script, without its diacritics, the surname first, a part of each word — a phone number in any
 * format, a reference; the folded key written with the row, filled for rows stored before it, and
 * emptied when the guest's data is erased.
 */
import { injectApp } from './support/app';
import type { TestApp } from './support/app';
import { BACKENDS } from './support/store';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { fillSearchKeys } from '../../server/bookings/repository';
import { invite } from '../../server/staffConsole/accounts';

jest.setTimeout(120_000);

const ORIGIN = 'https://hotel.example';

/** The guests of the test, each on nights of their own (a staff booking takes its room). */
const GUESTS = [
  { guestName: 'Oʻgʻiloy Toʻxtayeva', phone: '+998901234567' },
  { guestName: 'Иван Петров', phone: '+79161234500' },
  { guestName: 'Hans Müller', phone: '+4930901820' },
  { guestName: 'Shahzoda Yusupova', phone: '+998935550011' },
  { guestName: 'Юсупова Шахзода', phone: '+998935550022' },
  { guestName: 'Жасур Хасанов', phone: '+998977770033' },
  { guestName: 'Семён Щукин', phone: '+79035550044' },
  { guestName: 'Ғайрат Қодиров', phone: '+998915550055' },
  { guestName: 'Nikolay Tsoy', phone: '+998945550066' },
] as const;

type Name = (typeof GUESTS)[number]['guestName'];

describe.each(BACKENDS)('the staff search on $name', (backend) => {
  let server: TestApp;
  let cookie: Record<string, string>;
  const references = new Map<Name, string>();
  const ids = new Map<Name, string>();

  beforeAll(async () => {
    server = await injectApp({ SITE_ORIGIN: ORIGIN }, { backend });
    const { token } = await invite(server.app.transact, { name: 'Reception', role: 'reception', lang: 'en' });
    const answer = await server.post('/api/staff/sign-in/link', { token }, { origin: ORIGIN });
    cookie = { origin: ORIGIN, cookie: answer.headers['set-cookie']!.split(';')[0]! };
    const start = addDays(todayInHotel(), 5);
    for (const [i, guest] of GUESTS.entries()) {
      const checkin = addDays(start, i * 3);
      const made = await server.post(
        '/api/staff/bookings',
        { roomId: 6, checkin, checkout: addDays(checkin, 2), guests: 1, lang: 'en', source: 'phone', ...guest },
        cookie,
      );
      expect(made.status).toBe(201);
      references.set(guest.guestName, made.body.reference as string);
      ids.set(guest.guestName, made.body.id as string);
    }
  });
  afterAll(async () => {
    await server.close();
  });

  async function found(q: string): Promise<string[]> {
    const answer = await server.get(`/api/staff/bookings?q=${encodeURIComponent(q)}`, cookie);
    expect(answer.status).toBe(200);
    return (answer.body.bookings as { guestName: string }[]).map((b) => b.guestName).sort();
  }

  it.each([
    // The four misses.
    ["O'g'iloy", ['Oʻgʻiloy Toʻxtayeva']],
    ['Petrov', ['Иван Петров']],
    ['Muller', ['Hans Müller']],
    ['Yusupova Shahzoda', ['Shahzoda Yusupova', 'Юсупова Шахзода']],
    // Every apostrophe form, and none.
    ['O‘g‘iloy', ['Oʻgʻiloy Toʻxtayeva']],
    ['O’g’iloy', ['Oʻgʻiloy Toʻxtayeva']],
    ['O`g`iloy', ['Oʻgʻiloy Toʻxtayeva']],
    ['Ogiloy', ['Oʻgʻiloy Toʻxtayeva']],
    ["to'xtayeva", ['Oʻgʻiloy Toʻxtayeva']],
    // Latin ↔ Cyrillic, both ways, Uzbek and Russian letters.
    ['Ўғилой', ['Oʻgʻiloy Toʻxtayeva']],
    ['Оғилой', ['Oʻgʻiloy Toʻxtayeva']],
    ['Тўхтаева', ['Oʻgʻiloy Toʻxtayeva']],
    ['петров иван', ['Иван Петров']],
    ['Ivan', ['Иван Петров']],
    ['Юсупова', ['Shahzoda Yusupova', 'Юсупова Шахзода']],
    ['Шахзода', ['Shahzoda Yusupova', 'Юсупова Шахзода']],
    ['Shakhzoda', ['Shahzoda Yusupova', 'Юсупова Шахзода']],
    ['Jasur', ['Жасур Хасанов']],
    ['Zhasur', ['Жасур Хасанов']],
    ['Xasanov', ['Жасур Хасанов']],
    ['Khasanov', ['Жасур Хасанов']],
    ['Hasanov', ['Жасур Хасанов']],
    ['Semyon', ['Семён Щукин']],
    ['Shchukin', ['Семён Щукин']],
    ['Gʻayrat Qodirov', ['Ғайрат Қодиров']],
    ['Gayrat Kodirov', ['Ғайрат Қодиров']],
    ['Николай Цой', ['Nikolay Tsoy']],
    ['Nikolai', ['Nikolay Tsoy']],
    // Diacritics, any case.
    ['Mueller', ['Hans Müller']],
    ['MÜLLER', ['Hans Müller']],
    // Any order, words begun.
    ['Yusup Shah', ['Shahzoda Yusupova', 'Юсупова Шахзода']],
    ['muller hans', ['Hans Müller']],
    // Every word must match: one name, not two.
    ['Ivan Müller', []],
    ['Petrova', []],
    ['nobody', []],
    // Phone numbers in any format, on their digits.
    ['90 123', ['Oʻgʻiloy Toʻxtayeva']],
    ['+998 (90) 123-45', ['Oʻgʻiloy Toʻxtayeva']],
    ['1234567', ['Oʻgʻiloy Toʻxtayeva']],
    ['+7 916 123', ['Иван Петров']],
    ['5550', ['Nikolay Tsoy', 'Shahzoda Yusupova', 'Семён Щукин', 'Юсупова Шахзода', 'Ғайрат Қодиров']],
  ] as const)('%s finds %j', async (q, names) => {
    expect(await found(q)).toEqual([...names].sort());
  });

  it('finds a reference in any case, with or without its GH- and hyphen, and a part of it', async () => {
    const reference = references.get('Hans Müller')!;
    const code = reference.slice(3);
    for (const q of [reference, reference.toLowerCase(), `gh${code.toLowerCase()}`, code.slice(0, 4).toLowerCase()])
      expect([q, await found(q)]).toEqual([q, expect.arrayContaining(['Hans Müller'])]);
  });

  it('fills the key of rows stored before it (migration 0019) and empties it when the guest’s data is erased', async () => {
    // A row as an older server left it: no key; the server's start fills it (app.ts).
    await server.app.store.updateTable('bookings').set({ search_key: null }).execute();
    expect(await found('Petrov')).toEqual([]);
    expect(await fillSearchKeys(server.app.store, 4)).toBe(GUESTS.length);
    expect(await found('Petrov')).toEqual(['Иван Петров']);
    expect(await fillSearchKeys(server.app.store)).toBe(0);

    const id = ids.get('Семён Щукин')!;
    expect((await server.post(`/api/staff/bookings/${id}/cancel`, {}, cookie)).status).toBe(200);
    expect((await server.post(`/api/staff/bookings/${id}/erase`, {}, cookie)).status).toBe(200);
    const row = await server.app.store
      .selectFrom('bookings')
      .select(['guest_name', 'search_key'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ guest_name: '', search_key: '' });
    expect(await found('Щукин')).toEqual([]);
    expect(await found('Semyon')).toEqual([]);
  });
});
