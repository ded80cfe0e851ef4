/**
 * The stay's guards and the undo (issue 48, point 4) through the real app, on SQLite and on
 * PostgreSQL when DATABASE_URL is set. The server's clock is injected (BuildOptions.clock) and
 * moved: a check-in before the arrival day asks for `early` (409 not_arrival_day, the date named
 * in the staff member's language) and is recorded as an early check-in; none once the check-out
 * day has come; a no-show only from the arrival day. Check-in, no-show, check-out and decline are
 * undone within 24 hours of their line of history (then 409 undo_expired), an undo is recorded
 * and not undone itself (409 nothing_to_undo), a no-show or check-out undone into nights sold
 * meanwhile is refused (409 sold_out), and a decline undone tells the guest nothing, nor the same
 * decline twice, while a later decision's email goes as usual (a real SMTP server counts them).
 */
import { injectApp, validBooking, waitFor } from './support/app';
import type { TestApp } from './support/app';
import { decodeMail, startSmtp } from './support/smtp';
import type { SmtpFixture } from './support/smtp';
import { BACKENDS } from './support/store';
import type { Backend } from './support/store';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { invite } from '../../server/staffConsole/accounts';
import { startFakeBotApi } from '../../scripts/fakes/telegramBotApi';

jest.setTimeout(60_000);

const ORIGIN = 'https://hotel.example';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type History = { actor: string; action: string; detail: string | null; at: string }[];

describe.each(BACKENDS)('stay guards and undo on $name', (backend: Backend) => {
  let server: TestApp;
  /** How far the server's clock is ahead of the real one. */
  let ahead = 0;

  async function open(env: Record<string, string> = {}): Promise<void> {
    server = await injectApp({ SITE_ORIGIN: ORIGIN, ...env }, { backend, clock: () => new Date(Date.now() + ahead) });
  }

  beforeEach(() => {
    ahead = 0;
  });
  afterEach(async () => {
    await server.close();
  });

  const headers = (cookie: string): Record<string, string> => ({ origin: ORIGIN, cookie });

  async function signIn(name: string, lang: 'uz' | 'ru' | 'en' = 'en'): Promise<string> {
    const { token } = await invite(server.app.transact, { name, role: 'reception', lang });
    const answer = await server.post('/api/staff/sign-in/link', { token }, { origin: ORIGIN });
    expect(answer.status).toBe(200);
    return answer.headers['set-cookie']!.split(';')[0]!;
  }

  /** A confirmed stay of room 1 from `checkin` for two nights (a site request, confirmed by staff). */
  async function confirmedStay(cookie: string, checkin: string): Promise<string> {
    const made = await server.post('/api/bot/booking', validBooking({ checkin, checkout: addDays(checkin, 2) }));
    expect(made.status).toBe(201);
    const id = made.body.id as string;
    expect((await server.post(`/api/staff/bookings/${id}/confirm`, {}, headers(cookie))).status).toBe(200);
    return id;
  }

  /** A phone booking of room 4 (two units in all), confirmed at once: it takes its units. */
  async function phoneBooking(cookie: string, checkin: string, units: number): Promise<{ status: number; id: string }> {
    const answer = await server.post(
      '/api/staff/bookings',
      {
        roomId: 4,
        units,
        checkin,
        checkout: addDays(checkin, 2),
        guests: units,
        guestName: 'Shahzoda Yusupova',
        phone: '+998901112233',
        lang: 'uz',
        source: 'phone',
      },
      headers(cookie),
    );
    return { status: answer.status, id: answer.body.id as string };
  }

  const post = (cookie: string, id: string, action: string, body: unknown = {}) =>
    server.post(`/api/staff/bookings/${id}/${action}`, body, headers(cookie));

  const lines = (history: History) => history.map((h) => [h.actor, h.action]);

  it('checks in from the arrival day: earlier only when asked (an early check-in), never on the check-out day; a no-show from the arrival day', async () => {
    await open();
    const en = await signIn('Dilnoza');
    const ru = await signIn('Bekzod', 'ru');
    const uz = await signIn('Sardor', 'uz');
    const checkin = addDays(todayInHotel(), 10);
    const id = await confirmedStay(en, checkin);
    const arrival = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const date = arrival.format(new Date(`${checkin}T00:00:00Z`));

    const refused = await post(en, id, 'check-in');
    expect([refused.status, refused.body.error]).toEqual([
      409,
      {
        code: 'not_arrival_day',
        message: `The guest arrives on ${date}. To check them in earlier, confirm an early check-in.`,
      },
    ]);
    const inRussian = await post(ru, id, 'check-in', { early: false });
    expect(inRussian.body.error.code).toBe('not_arrival_day');
    expect(inRussian.body.error.message).toMatch(/^Гость приезжает \d+ [а-я]+ \d{4}\. Чтобы заселить раньше/);
    expect((await post(uz, id, 'no-show')).body.error.message).toMatch(
      /^Mehmon \d{4}-yil \d+-[a-zʻ]+ kuni keladi: kelmaganini shu kundan boshlab belgilash mumkin\.$/,
    );
    // No force for a no-show.
    expect((await post(en, id, 'no-show', { early: true })).body.error.code).toBe('not_arrival_day');

    const early = await post(en, id, 'check-in', { early: true });
    expect(early.status).toBe(200);
    expect(early.body.booking.status).toBe('checked_in');
    expect(lines(early.body.booking.history).at(-1)).toEqual(['Dilnoza', 'checked_in_early']);

    // On the arrival day (the server's clock ten days on) a check-in needs no question and a no-show is allowed.
    ahead = 10 * DAY;
    const onTime = await confirmedStay(en, checkin);
    const checked = await post(en, onTime, 'check-in');
    expect(checked.status).toBe(200);
    expect(lines(checked.body.booking.history).at(-1)).toEqual(['Dilnoza', 'checked_in']);
    const missed = await confirmedStay(en, checkin);
    expect((await post(en, missed, 'no-show')).body.booking.status).toBe('no_show');

    // On the check-out day the stay is over: no check-in, even an "early" one; a no-show still.
    ahead = 12 * DAY;
    const over = await confirmedStay(en, checkin);
    for (const body of [{}, { early: true }]) {
      const late = await post(en, over, 'check-in', body);
      expect([late.status, late.body.error.code]).toEqual([409, 'stay_over']);
    }
    expect((await post(ru, over, 'check-in')).body.error.message).toMatch(
      /^Проживание закончилось \d+ [а-я]+ \d{4} \(день выезда\): заселить гостя уже нельзя\.$/,
    );
    expect((await post(en, over, 'no-show')).body.booking.status).toBe('no_show');
    // A status that does not allow the step says so first.
    expect((await post(en, id, 'check-in', { early: true })).body.error.code).toBe('invalid_transition');
  });

  it('undoes a check-in, a no-show, a check-out and a decline, each recorded; an undo is not undone; notes do not count', async () => {
    await open();
    const cookie = await signIn('Dilnoza');
    const today = todayInHotel();
    const stay = await confirmedStay(cookie, today);

    const checkedIn = await post(cookie, stay, 'check-in');
    const at = checkedIn.body.booking.history.at(-1).at as string;
    expect(checkedIn.body.booking.undo).toEqual({
      action: 'checked_in',
      until: new Date(Date.parse(at) + DAY).toISOString(),
    });
    expect((await post(cookie, stay, 'notes', { text: 'Room 12, key given' })).status).toBe(201);
    const back = await post(cookie, stay, 'undo');
    expect(back.status).toBe(200);
    expect(back.body.booking.status).toBe('confirmed');
    expect(back.body.booking.undo).toBeNull();
    expect(lines(back.body.booking.history).slice(-3)).toEqual([
      ['Dilnoza', 'checked_in'],
      ['Dilnoza', 'note'],
      ['Dilnoza', 'check_in_undone'],
    ]);
    const again = await post(cookie, stay, 'undo');
    expect([again.status, again.body.error]).toEqual([
      409,
      { code: 'nothing_to_undo', message: 'There is nothing to undo: the last action cannot be undone.' },
    ]);

    // Two presses at once: one undoes, the other finds nothing left to undo.
    await post(cookie, stay, 'check-in');
    const both = await Promise.all([post(cookie, stay, 'undo'), post(cookie, stay, 'undo')]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(both.find((answer) => answer.status === 409)!.body.error.code).toBe('nothing_to_undo');

    // The stay goes on as before: in, out, and the check-out undone (the guest stays on).
    await post(cookie, stay, 'check-in');
    const out = await post(cookie, stay, 'check-out');
    expect(out.body.booking.undo).toEqual(expect.objectContaining({ action: 'checked_out' }));
    const stillIn = await post(cookie, stay, 'undo');
    expect(stillIn.body.booking.status).toBe('checked_in');
    expect(lines(stillIn.body.booking.history).at(-1)).toEqual(['Dilnoza', 'check_out_undone']);

    const missed = await confirmedStay(cookie, today);
    expect((await post(cookie, missed, 'no-show')).body.booking.undo.action).toBe('no_show');
    const came = await post(cookie, missed, 'undo');
    expect(came.body.booking.status).toBe('confirmed');
    expect(lines(came.body.booking.history).at(-1)).toEqual(['Dilnoza', 'no_show_undone']);

    const request = await server.post('/api/bot/booking', validBooking());
    const declined = await post(cookie, request.body.id, 'decline', {
      reason: 'message',
      message: 'Closed that week.',
    });
    expect(declined.body.booking).toEqual(
      expect.objectContaining({ declineReason: 'message', undo: expect.objectContaining({ action: 'declined' }) }),
    );
    const reopened = await post(cookie, request.body.id, 'undo');
    expect(reopened.body.booking).toEqual(
      expect.objectContaining({ status: 'received', declineReason: null, undo: null }),
    );
    expect(lines(reopened.body.booking.history).slice(-2)).toEqual([
      ['Dilnoza', 'declined'],
      ['Dilnoza', 'decline_undone'],
    ]);
    const row = await server.app.store
      .selectFrom('bookings')
      .select(['decided_at', 'decided_by_name', 'decline_reason', 'decline_message'])
      .where('id', '=', request.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ decided_at: null, decided_by_name: null, decline_reason: null, decline_message: null });
    // Decided again as a new request.
    expect((await post(cookie, request.body.id, 'confirm')).body.booking.status).toBe('confirmed');

    // A confirmation is not undone.
    expect((await post(cookie, request.body.id, 'undo')).body.error.code).toBe('nothing_to_undo');
  });

  it('undoes for 24 hours of the server’s clock from the action, then answers undo_expired in the staff member’s words', async () => {
    await open();
    const cookie = await signIn('Dilnoza', 'ru');
    const stay = await confirmedStay(cookie, todayInHotel());
    await post(cookie, stay, 'check-in');
    ahead = DAY - 60_000;
    const page = await server.get(`/api/staff/bookings/${stay}`, headers(cookie));
    expect(page.body.booking.undo).toEqual(expect.objectContaining({ action: 'checked_in' }));
    ahead = DAY + 1000;
    expect((await server.get(`/api/staff/bookings/${stay}`, headers(cookie))).body.booking.undo).toBeNull();
    const late = await post(cookie, stay, 'undo');
    expect([late.status, late.body.error]).toEqual([
      409,
      { code: 'undo_expired', message: 'Прошло больше 24 часов: это действие уже нельзя отменить.' },
    ]);
    expect((await server.get(`/api/staff/bookings/${stay}`, headers(cookie))).body.booking.status).toBe('checked_in');
  });

  it('does not undo a no-show or a check-out into nights sold meanwhile (409 sold_out), and does once they are free', async () => {
    await open();
    const cookie = await signIn('Dilnoza');
    const today = todayInHotel();
    const missed = await phoneBooking(cookie, today, 1);
    expect(missed.status).toBe(201);
    expect((await post(cookie, missed.id, 'no-show')).status).toBe(200);
    // Its unit was free again: both of the kind's units are sold for the same nights.
    const group = await phoneBooking(cookie, today, 2);
    expect(group.status).toBe(201);
    const refused = await post(cookie, missed.id, 'undo');
    expect([refused.status, refused.body.error.code]).toEqual([409, 'sold_out']);
    const page = await server.get(`/api/staff/bookings/${missed.id}`, headers(cookie));
    expect(page.body.booking.status).toBe('no_show');
    expect(page.body.booking.undo).toEqual(expect.objectContaining({ action: 'no_show' }));

    await post(cookie, group.id, 'cancel');
    const left = await phoneBooking(cookie, addDays(today, 1), 1);
    expect(left.status).toBe(201);
    expect((await post(cookie, missed.id, 'undo')).body.booking.status).toBe('confirmed');

    // A guest checked in, out early; the kind's last unit sold; the check-out is not undone.
    await post(cookie, missed.id, 'check-in');
    await post(cookie, missed.id, 'check-out');
    const last = await phoneBooking(cookie, addDays(today, 1), 1);
    expect(last.status).toBe(201);
    expect((await post(cookie, missed.id, 'undo')).body.error.code).toBe('sold_out');
    await post(cookie, last.id, 'cancel');
    expect((await post(cookie, missed.id, 'undo')).body.booking.status).toBe('checked_in');
  });

  it('a decline undone edits the staff Telegram message back to Confirm and Decline, with no new message', async () => {
    const bot = await startFakeBotApi();
    try {
      await open({
        TELEGRAM_BOT_TOKEN: '123456:test-token',
        TELEGRAM_CHAT_ID: '-100200300',
        TELEGRAM_API_BASE: bot.url,
      });
      const cookie = await signIn('Dilnoza');
      const { id, reference } = (await server.post('/api/bot/booking', validBooking())).body as {
        id: string;
        reference: string;
      };
      await waitFor(() => bot.of('sendMessage').find((c) => String(c.body.text).includes(reference)), 10_000, 'told');
      await waitFor(
        async () =>
          (
            await server.app.store
              .selectFrom('bookings')
              .select('staff_message_id')
              .where('id', '=', id)
              .executeTakeFirst()
          )?.staff_message_id,
        5_000,
        'message id stored',
      );
      const buttons = (call: { body: { reply_markup?: { inline_keyboard: unknown[][] } } }) =>
        call.body.reply_markup?.inline_keyboard.flat().length ?? 0;
      await post(cookie, id, 'decline', { reason: 'full' });
      await waitFor(() => bot.of('editMessageText').find((c) => buttons(c) === 0), 10_000, 'edited without buttons');
      const sends = bot.of('sendMessage').length;
      await post(cookie, id, 'undo');
      const edit = await waitFor(
        () => bot.of('editMessageText').find((c) => buttons(c) === 2),
        10_000,
        'edited with Confirm and Decline',
      );
      expect(JSON.stringify(edit.body.reply_markup)).toContain(id);
      // Edited, not sent again: the staff chat gets no second message about the request.
      expect(bot.of('sendMessage')).toHaveLength(sends);
    } finally {
      await bot.close();
    }
  });

  describe('with a mail server', () => {
    let smtp: SmtpFixture;
    /** Addresses the mail server refuses (550) while listed. */
    const refused: string[] = [];
    beforeEach(async () => {
      refused.length = 0;
      smtp = await startSmtp({ refuse: refused });
    });
    afterEach(async () => {
      await smtp.close();
    });

    /** The decision emails the guest of `reference` has received, by subject. */
    const decisions = (reference: string) =>
      smtp.messages
        .map((m) => decodeMail(m.raw).subject)
        .filter((subject) => subject.includes(reference) && /About your booking|is confirmed/.test(subject));
    const decisionRow = (id: string) =>
      server.app.store
        .selectFrom('outbox')
        .select(['status', 'attempts'])
        .where('booking_id', '=', id)
        .where('kind', '=', 'decision')
        .execute();

    it('a decline undone tells the guest nothing, a decline again not twice, and a later confirmation goes as usual', async () => {
      await open({ SMTP_URL: smtp.url });
      const cookie = await signIn('Dilnoza');
      const { id, reference } = (await server.post('/api/bot/booking', validBooking())).body as {
        id: string;
        reference: string;
      };
      await post(cookie, id, 'decline', { reason: 'full' });
      await waitFor(() => decisions(reference).length === 1, 10_000, 'the decline email');
      const mails = smtp.messages.length;

      expect((await post(cookie, id, 'undo')).body.booking.status).toBe('received');
      // The undo queues nothing for the guest: the decision's one row stays as it went.
      expect(await decisionRow(id)).toEqual([{ status: 'sent', attempts: expect.any(Number) }]);
      const rows = await server.app.store
        .selectFrom('outbox')
        .select(['kind', 'status'])
        .where('booking_id', '=', id)
        .where('status', '=', 'pending')
        .execute();
      expect(rows.filter((row) => row.kind !== 'staff_edit')).toEqual([]);

      // Declined again: the guest heard it already.
      await post(cookie, id, 'decline', { reason: 'full' });
      expect(await decisionRow(id)).toEqual([{ status: 'sent', attempts: expect.any(Number) }]);
      // Undone again, then confirmed: the confirmation goes, once.
      await post(cookie, id, 'undo');
      expect((await post(cookie, id, 'confirm')).body.booking.status).toBe('confirmed');
      await waitFor(() => decisions(reference).length === 2, 10_000, 'the confirmation email');
      expect(decisions(reference)).toEqual([
        `About your booking request (${reference})`,
        `Your booking is confirmed (${reference})`,
      ]);
      // Beside the two decisions, only the confirmation's own mail (a reminder is due the day before, not now).
      await waitFor(async () => (await decisionRow(id))[0]?.status === 'sent', 10_000, 'the row sent');
      expect(smtp.messages.length).toBe(mails + 1);
    });

    it('a decline undone before its email went is not sent; declined again, the guest gets it once', async () => {
      await open({ SMTP_URL: smtp.url });
      const cookie = await signIn('Dilnoza');
      const { id, reference } = (await server.post('/api/bot/booking', validBooking())).body as {
        id: string;
        reference: string;
      };
      await waitFor(() => smtp.messages.some((m) => decodeMail(m.raw).subject.includes(reference)), 10_000, 'received');
      // The guest's mailbox refuses for a while: the decline's email does not go.
      refused.push('aziz@example.org');
      await post(cookie, id, 'decline', { reason: 'full' });
      await waitFor(async () => (await decisionRow(id))[0]?.attempts, 10_000, 'a first attempt');
      await post(cookie, id, 'undo');
      refused.length = 0;
      // Whether it had failed for good or still waits for its next attempt, it is not sent now.
      const after = await waitFor(async () => {
        const [row] = await decisionRow(id);
        return row && row.status !== 'pending' && row;
      });
      expect(after.status).not.toBe('sent');
      expect(decisions(reference)).toEqual([]);
      await post(cookie, id, 'decline', { reason: 'full' });
      await waitFor(async () => (await decisionRow(id))[0]?.status === 'sent', 10_000, 'the decline sent');
      expect(decisions(reference)).toEqual([`About your booking request (${reference})`]);
    });
  });
});
