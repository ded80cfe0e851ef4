/**
 * Staff are told, not flooded: the staff chat gets at most 20 messages (sends
 * and edits) in any minute; beyond what fits, new requests are summarised, grouped by phone
 * number, network address and room; a request on its own still gets its own message with
 * Confirm/Decline, and every request can be decided from `npm run bookings`. The real app on a
 * socket with a fake Bot API on 127.0.0.1 (getUpdates held like Telegram's), its "minute"
 * shortened to 3 s so a flood plays out within a test; the summary's text on its own.
 */
import { runDecision } from '../../server/cli/decide';
import type { BookingsTable } from '../../server/db/schema';
import { TelegramPacer } from '../../server/notify/pacer';
import { staffSummary } from '../../server/staffChat/summary';
import type { SummaryEntry } from '../../server/staffChat/summary';
import { startFakeBotApi } from '../../scripts/fakes/telegramBotApi';
import type { FakeBotApi } from '../../scripts/fakes/telegramBotApi';
import {
  BOOK,
  configFrom,
  foreignGuestBooking,
  injectApp,
  injectClient,
  startApp,
  validBooking,
  waitFor,
} from './support/app';
import type { RunningApp } from './support/app';
import { bookingRow } from './support/store';
import { BookingHooks } from '../../server/bookings/hooks';
import { bookingSubjects } from '../../server/bookings/read';
import { registerStaffMessages } from '../../server/staffChat/kinds';
import { MessageKinds } from '../../server/notify/kinds';
import type { OutboxRow } from '../../server/notify/delivery';
import {
  busiest,
  CHAT_MINUTE_MS,
  FAST_CHAT_OUTBOX,
  FAST_UPDATES,
  sent,
  startFakeTelegram,
  tooManyRequests,
} from './support/telegram';

jest.setTimeout(60_000);

const CHAT = -100200300;
const MINUTE_MS = CHAT_MINUTE_MS;
const OUTBOX = FAST_CHAT_OUTBOX;
const UPDATES = FAST_UPDATES;

describe('the staff chat during a flood', () => {
  let bot: FakeBotApi;
  let server: RunningApp;

  beforeEach(async () => {
    bot = await startFakeBotApi();
    server = await startApp(
      { TELEGRAM_BOT_TOKEN: '123456:test-token', TELEGRAM_CHAT_ID: String(CHAT), TELEGRAM_API_BASE: bot.url },
      { outbox: OUTBOX, telegramUpdates: UPDATES },
    );
  });
  afterEach(async () => {
    await server.close();
    await bot.close();
  });

  const chatCalls = () => [...bot.of('sendMessage'), ...bot.of('editMessageText')];
  const sentTexts = () => bot.of('sendMessage').map((c) => String(c.body.text));
  const telegramRows = () =>
    server.app.store
      .selectFrom('outbox')
      .select(['booking_id', 'kind', 'status', 'detail'])
      .where('channel', '=', 'telegram')
      .execute();

  it('six addresses flooding and a guest: at most 20 messages a minute, everyone told, the guest’s request with its buttons', async () => {
    const flood: string[] = [];
    let guestId = '';
    let guestReference = '';
    for (let round = 0; round < 20; round += 1) {
      for (let n = 0; n < 6; n += 1) {
        const answer = await injectClient(server.app, `203.0.113.${n + 1}`).post(
          BOOK,
          validBooking({
            phone: `+99890123450${n}`,
            guestName: `Flood Bot ${String.fromCharCode(65 + n)}`,
            email: null,
          }),
        );
        expect(answer.status).toBe(201);
        flood.push(answer.body.id);
      }
      if (round === 10) {
        const guest = await injectClient(server.app, '198.51.100.7').post(BOOK, foreignGuestBooking());
        expect(guest.status).toBe(201);
        guestId = guest.body.id;
        guestReference = guest.body.reference;
      }
    }
    const all = [...flood, guestId];

    // Every request is told: its own message, or a line of a summary.
    const rows = await waitFor(
      async () => {
        const found = await telegramRows();
        return found.filter((r) => r.kind === 'staff' && r.status === 'sent').length === all.length ? found : undefined;
      },
      20_000,
      'every request in the chat',
    );
    // Each request once: its own message, or counted in a summary's title (a group's line shows a few ids and the count).
    const summaries = sentTexts().filter((text) => text.includes('ta yangi bron soʻrovi'));
    expect(summaries.length).toBeGreaterThan(0);
    const counted = summaries.reduce((sum, text) => sum + Number(/Bir vaqtda (\d+) ta yangi/.exec(text)?.[1]), 0);
    const alone = rows.filter((r) => r.kind === 'staff' && (r.detail ?? '').startsWith('telegram message'));
    expect(counted + alone.length).toBe(all.length);
    expect(sentTexts().some((text) => text.includes(guestReference))).toBe(true);
    expect(summaries.join('\n')).toContain('Bitta telefon raqamidan bir nechta soʻrov:');
    expect(summaries.join('\n')).toContain('+998901234500: ');

    // The guest's request, on its own, follows with its own message and buttons; the flood's do not.
    const own = await waitFor(
      () => bot.of('sendMessage').find((c) => String(c.body.text).includes(guestReference) && c.body.reply_markup),
      10_000,
      'the guest’s own message',
    );
    expect(own.body.reply_markup.inline_keyboard[0].map((b: { callback_data: string }) => b.callback_data)).toEqual([
      `confirm:${guestId}`,
      `decline:${guestId}`,
    ]);
    const summarised = rows.filter((r) => r.kind === 'staff' && (r.detail ?? '').startsWith('in the summary'));
    expect(summarised.length).toBeGreaterThan(flood.length / 2);
    const followUps = (await telegramRows()).filter((r) => r.kind === 'staff_followup');
    expect(followUps.map((r) => r.booking_id)).toEqual([guestId]);

    // Staff act: a press on the guest's message confirms it; a flood request is declined by its short id.
    const messageId = 100 + bot.of('sendMessage').indexOf(own) + 1;
    bot.press({ data: `confirm:${guestId}`, chatId: CHAT, fromId: 501, messageId });
    await waitFor(
      async () =>
        (await server.app.store.selectFrom('bookings').select('status').where('id', '=', guestId).executeTakeFirst())
          ?.status === 'confirmed',
      10_000,
      'the guest confirmed',
    );
    expect(await runDecision(server.app.store, ['decline', flood[50]!.slice(0, 8)])).toContain('declined');
    await waitFor(
      async () =>
        (await telegramRows()).some((r) => r.booking_id === guestId && r.kind === 'staff_edit' && r.status === 'sent'),
      10_000,
      'the guest’s message edited',
    );

    // Never more than 20 messages in any minute, sends and edits alike.
    expect(
      busiest(
        chatCalls().map((c) => c.at),
        MINUTE_MS,
      ),
    ).toBeLessThanOrEqual(20);
  });

  it('erasing a request a summary told edits that summary: still listed by reference, without its name and phone', async () => {
    for (let i = 0; i < 25; i += 1)
      expect((await injectClient(server.app, '203.0.113.1').post(BOOK, validBooking({ email: null }))).status).toBe(
        201,
      );
    const guest = await injectClient(server.app, '198.51.100.7').post(BOOK, foreignGuestBooking({ email: null }));
    expect(guest.status).toBe(201);
    const { id, reference, statusToken } = guest.body as { id: string; reference: string; statusToken: string };
    const told = await waitFor(
      async () =>
        (await server.app.store.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst())
          ?.summary_message_id,
      15_000,
      'the guest told in a summary',
    );
    const summary = bot.of('sendMessage').find((c) => String(c.body.text).includes(reference))!;
    expect(String(summary.body.text)).toContain('Anna Schmidt, +4915123456789');

    // The guest cancels, then deletes their data: the summary is edited.
    expect(
      (await injectClient(server.app, '198.51.100.7').post(`/api/bookings/${id}/cancel`, { token: statusToken }))
        .status,
    ).toBe(200);
    expect(
      (await injectClient(server.app, '198.51.100.7').post(`/api/bookings/${id}/erase`, { token: statusToken })).status,
    ).toBe(200);
    const edit = await waitFor(
      () => bot.of('editMessageText').find((c) => String(c.body.message_id) === told),
      15_000,
      'the summary edited',
    );
    const text = String(edit.body.text);
    expect(text).toContain(reference);
    for (const secret of ['Anna', 'Schmidt', '4915123456789']) expect(text).not.toContain(secret);
    // The rest of the summary is as it was: the flood's phone group is still there.
    expect(text).toContain('+998901234567');
  });

  it('a flood cancelled one by one never reaches the chat as notices: only requests with a message of their own get one', async () => {
    const booked: Array<{ id: string; statusToken: string }> = [];
    for (let i = 0; i < 30; i += 1)
      booked.push((await injectClient(server.app, '203.0.113.1').post(BOOK, validBooking({ email: null }))).body);
    await waitFor(
      async () => (await telegramRows()).filter((r) => r.kind === 'staff' && r.status === 'sent').length === 30,
      10_000,
      'all told',
    );
    // From a few addresses: cancellations have their own limit per client (20 a minute).
    for (const [i, { id, statusToken }] of booked.entries())
      expect(
        (
          await injectClient(server.app, `198.51.100.${i % 3}`).post(`/api/bookings/${id}/cancel`, {
            token: statusToken,
          })
        ).status,
      ).toBe(200);
    const cancels = await waitFor(
      async () => {
        const rows = (await telegramRows()).filter((r) => r.kind === 'cancel');
        return rows.length === 30 && rows.every((r) => r.status !== 'pending') ? rows : undefined;
      },
      10_000,
      'every cancellation handled',
    );
    const withMessage = await server.app.store
      .selectFrom('bookings')
      .select('id')
      .where('staff_message_id', 'is not', null)
      .execute();
    expect(withMessage.length).toBeLessThan(30);
    expect(
      cancels
        .filter((r) => r.status === 'sent')
        .map((r) => r.booking_id)
        .sort(),
    ).toEqual(withMessage.map((b) => b.id).sort());
    expect(
      cancels.filter((r) => r.status === 'skipped').every((r) => r.detail === 'no staff message to reply under'),
    ).toBe(true);
    expect(
      busiest(
        chatCalls().map((c) => c.at),
        MINUTE_MS,
      ),
    ).toBeLessThanOrEqual(20);
  });

  it('a follow-up whose phone number has flooded since its summary stays a summary line; a lone guest’s goes', async () => {
    // The follow-up as the outbox sends it, beside the running server's own worker.
    const kinds = new MessageKinds();
    const store = server.app.store;
    registerStaffMessages(kinds, {
      subjects: bookingSubjects(store),
      hooks: new BookingHooks(),
      config: configFrom(server.env),
      db: store,
    });
    const followUp = kinds.get('staff_followup')!.telegram!;
    const send = async (id: string) => {
      const booking = await store.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const row = { id: `followup-${id}`, booking_id: id, channel: 'telegram', kind: 'staff_followup' } as OutboxRow;
      return followUp(row, booking, new AbortController().signal);
    };
    const post = (address: string, phone: string) =>
      injectClient(server.app, address).post(BOOK, validBooking({ phone, email: null }));
    // Its first request, summarised while the number had made only that one…
    const early = (await post('203.0.113.40', '+998901112233')).body.id as string;
    // …then the same number floods from other addresses before the follow-up's turn.
    for (let n = 0; n < 4; n += 1) expect((await post(`203.0.113.${41 + n}`, '+998901112233')).status).toBe(201);
    expect(await send(early)).toEqual({ kind: 'skipped', detail: 'its phone number has flooded since its summary' });
    const lone = (await post('198.51.100.9', '+998907778899')).body.id as string;
    expect((await send(lone)).kind).toBe('sent');
  });

  it('a few requests at once still go one by one, each with its buttons', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push(
        (await server.post(BOOK, validBooking({ guestName: `Guest ${String.fromCharCode(65 + i)}` }))).body.reference,
      );
    await waitFor(
      async () => (await telegramRows()).filter((r) => r.status === 'sent').length === 5,
      10_000,
      'five messages',
    );
    const sends = bot.of('sendMessage');
    expect(sends).toHaveLength(5);
    for (const id of ids)
      expect(sends.filter((c) => String(c.body.text).includes(id) && c.body.reply_markup)).toHaveLength(1);
  });
});

describe('a summary Telegram refuses for a while', () => {
  it('is retried after retry_after, its requests told once, none lost', async () => {
    let refused = 0;
    const telegram = await startFakeTelegram((call) =>
      call.text.includes('at once') && refused++ === 0 ? tooManyRequests(1) : sent(7),
    );
    const server = await injectApp({ ...telegram.env, STAFF_LANG: 'en' }, { outbox: OUTBOX });
    try {
      for (let i = 0; i < 40; i += 1) expect((await server.post(BOOK, validBooking({ email: null }))).status).toBe(201);
      const rows = await waitFor(
        async () => {
          const found = await server.app.store
            .selectFrom('outbox')
            .select(['status', 'attempts', 'detail'])
            .where('kind', '=', 'staff')
            .where('channel', '=', 'telegram')
            .execute();
          return found.length === 40 && found.every((r) => r.status === 'sent') ? found : undefined;
        },
        20_000,
        'every request told',
      );
      const summaries = telegram.calls.filter((c) => c.text.includes('at once'));
      expect(summaries[0]!.status).toBe(429);
      expect(summaries.filter((c) => c.status === 200).length).toBeGreaterThan(0);
      // The retry came no earlier than retry_after.
      expect(summaries[1]!.at - summaries[0]!.at).toBeGreaterThanOrEqual(1000);
      const counted = summaries
        .filter((c) => c.status === 200)
        .reduce((sum, c) => sum + Number(/(\d+) new booking/.exec(c.text)?.[1]), 0);
      expect(counted + rows.filter((r) => (r.detail ?? '').startsWith('telegram message')).length).toBe(40);
    } finally {
      await server.close();
      await telegram.close();
    }
  });
});

describe('the pace of a chat', () => {
  it('holds a chat to its messages a window, each counted from when it ended', () => {
    let now = 0;
    const pacer = new TelegramPacer(10, 3, 1000, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(pacer.waitFor('c')).toBe(0);
      pacer.begin('c');
      expect(pacer.waitFor('c')).toBe(Infinity);
      pacer.end('c');
      now += 10;
    }
    expect(pacer.used('c')).toBe(3);
    expect(pacer.room('c')).toBe(0);
    // The first ended at 0: the window has room again at 1000.
    expect(pacer.waitFor('c')).toBe(970);
    now = 1000;
    expect(pacer.waitFor('c')).toBe(0);
    expect(pacer.room('c')).toBe(1);
  });

  it('counts a slow message from its end: Telegram may have received it only then', () => {
    let now = 0;
    const pacer = new TelegramPacer(0, 1, 1000, () => now);
    pacer.begin('c');
    // On its way, it counts already.
    now = 200;
    expect(pacer.room('c')).toBe(0);
    now = 400;
    pacer.end('c');
    // Started at 0 but ended at 400: the next may start at 1400, not 1000.
    now = 1000;
    expect(pacer.waitFor('c')).toBe(400);
    now = 1400;
    expect(pacer.waitFor('c')).toBe(0);
  });
});

describe('the summary’s text', () => {
  const booking = (i: number, overrides: Partial<BookingsTable> = {}): BookingsTable => ({
    ...bookingRow(`0000000${i % 10}-${String(i).padStart(4, '0')}-4000-8000-000000000000`, {
      guest_name: `Guest ${i}`,
      phone: `+99890${String(1000000 + i)}`,
      room_id: (i % 6) + 1,
    }),
    status_token_hash: null,
    decided_at: null,
    decided_by_id: null,
    decided_by_name: null,
    decline_reason: null,
    cancelled_at: null,
    staff_chat_id: null,
    staff_message_id: null,
    client_address: `198.51.100.${i}`,
    ...overrides,
  });

  it('lists requests on their own first, then groups by phone and by address, escaping every guest value', () => {
    const entries: SummaryEntry[] = [
      { booking: booking(1, { guest_name: '<b>Anna</b> & co' }), flood: null },
      ...[2, 3, 4, 5].map((i) => ({
        booking: booking(i, { phone: '+998900000001', guest_name: 'Flood' }),
        flood: { by: 'phone' as const, key: '+998900000001' },
      })),
      ...[6, 7].map((i) => ({
        booking: booking(i, { client_address: '203.0.113.9' }),
        flood: { by: 'address' as const, key: '203.0.113.9' },
      })),
    ];
    const text = staffSummary(entries, 'en');
    expect(text.split('\n').slice(0, 2)).toEqual([
      '<b>📋 7 new booking requests at once</b>',
      'Requests are arriving too fast to send one by one, so here is a summary.',
    ]);
    expect(text).toContain('&lt;b&gt;Anna&lt;/b&gt; &amp; co');
    expect(text).not.toContain('<b>Anna');
    expect(text.indexOf('On their own (1)')).toBeLessThan(text.indexOf('Several requests from one phone number:'));
    const ref = (i: number) => `<code>${entries[i - 1]!.booking.reference}</code>`;
    expect(text).toContain(`• +998900000001: 4 requests (Flood) — ${ref(2)}, ${ref(3)}, ${ref(4)}, ${ref(5)}\n`);
    expect(text).toContain(`• 2 requests, 2 phone numbers — ${ref(6)}, ${ref(7)}`);
    expect(text).not.toContain('203.0.113.9');
    expect(text.split('\n').pop()).toBe(
      'The full list, confirm and decline: in the staff console (/staff). For a sign-in link, send /login to the bot in a private chat.',
    );
    expect(staffSummary(entries, 'ru')).toContain('7 новых запросов на бронирование сразу');
    expect(staffSummary(entries, 'uz')).toContain('Bir vaqtda 7 ta yangi bron soʻrovi');
  });

  it('names no guest and no phone number with STAFF_MESSAGE_DETAIL=minimal, nor for a request whose data was erased', () => {
    const entries: SummaryEntry[] = [
      { booking: booking(1, { guest_name: 'Anna Schmidt', phone: '+4915123456789' }), flood: null },
      {
        booking: booking(8, { guest_name: '', phone: '', erased_at: '2026-11-29T10:00:00.000Z' }),
        flood: null,
      },
      ...[2, 3, 4, 5].map((i) => ({
        booking: booking(i, { phone: '+998900000001', guest_name: 'Flood' }),
        flood: { by: 'phone' as const, key: '+998900000001' },
      })),
    ];
    const ref = (i: number) => `<code>${entries[i]!.booking.reference}</code>`;
    for (const lang of ['uz', 'ru', 'en'] as const) {
      const text = staffSummary(entries, lang, 'minimal');
      for (const secret of ['Anna', 'Schmidt', '4915123456789', 'Flood', '998900000001'])
        expect(text).not.toContain(secret);
      // Every request is still there by its reference, the flood still grouped.
      for (let i = 0; i < entries.length; i += 1) expect(text).toContain(ref(i));
      expect(text).toContain(`${ref(2)}, ${ref(3)}, ${ref(4)}, ${ref(5)}`);
    }
    // With full detail, the erased request alone shows neither (its name and phone are empty now).
    const full = staffSummary(entries, 'en');
    expect(full).toContain('Anna Schmidt, +4915123456789, ');
    expect(full).toContain(`• ${ref(1)} Standard`);
  });

  it('fits one Telegram message however many requests, counting the rest by room', () => {
    const entries: SummaryEntry[] = Array.from({ length: 200 }, (_, i) => ({
      booking: booking(i, { guest_name: `${'Very long name '.repeat(6)}${i}` }),
      flood: null,
    }));
    for (const lang of ['uz', 'ru', 'en'] as const) {
      const text = staffSummary(entries, lang);
      expect(text.length).toBeLessThanOrEqual(4096);
      expect(text).toContain(
        lang === 'en'
          ? 'More requests on their own, by room:'
          : lang === 'ru'
            ? 'Остальные одиночные запросы по типам номеров:'
            : 'Yana yakka soʻrovlar, xona turlari boʻyicha:',
      );
    }
    const many: SummaryEntry[] = Array.from({ length: 200 }, (_, i) => ({
      booking: booking(i),
      flood: { by: 'phone', key: `+9989000${String(i).padStart(5, '0')}` },
    }));
    const text = staffSummary(many, 'en');
    expect(text.length).toBeLessThanOrEqual(4096);
    expect(text).toMatch(/… \d+ more\n\nThe full list/);
  });
});
