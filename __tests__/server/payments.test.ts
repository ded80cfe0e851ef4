/**
 * The gateways' side of the deposit, over a listening server and the fake Payme and Click
 * (scripts/fakes/), on SQLite and, with DATABASE_URL, PostgreSQL: every state transition, error
 * code and repeated call, every call recorded, and the notices queued with the change.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BOOK, startApp, waitFor } from './support/app';
import type { RunningApp } from './support/app';
import { BACKENDS } from './support/store';
import { sent, startFakeTelegram } from './support/telegram';
import { validBooking } from './support/app';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { simpleParser } from 'mailparser';
import { setPolicy } from '../../server/terms/store';
import { decide } from '../../server/bookings/decide';
import { STAFF_TEXTS } from '../../server/staffChat/texts';
import { callsOf, paymentsOf, refusalCounts } from '../../server/payments/repository';
import { paymeClient, startFakePayme } from '../../scripts/fakes/payme';
import type { PaymeClient } from '../../scripts/fakes/payme';
import { clickClient, clickTime, clickTransId, startFakeClick } from '../../scripts/fakes/click';
import type { ClickClient } from '../../scripts/fakes/click';
import { SERVICE_ID, gatewayEnv } from './support/gateways';

const PAYME_KEY = 'test-payme-key-0123';
const CLICK_KEY = 'test-click-secret-0123';
const GATEWAYS = gatewayEnv({ payme: PAYME_KEY, click: CLICK_KEY });
/** Room 1 for two nights at 400 000 so'm a night: the first night is the deposit. */
const DEPOSIT = 400_000;
const TIYIN = DEPOSIT * 100;

interface Made {
  id: string;
  reference: string;
  statusToken: string;
}

describe.each(BACKENDS)('deposit gateways on $name', (backend) => {
  let server: RunningApp;
  let payme: PaymeClient;
  let click: ClickClient;
  let day = 20;

  beforeAll(async () => {
    server = await startApp(GATEWAYS, { backend });
    payme = paymeClient(`${server.url}/api/payments/payme`, PAYME_KEY);
    click = clickClient(server.url, SERVICE_ID, CLICK_KEY);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A new request on its own nights, confirmed by the staff unless `confirm` is false. */
  async function booking(confirm = true): Promise<Made> {
    day += 3;
    const checkin = addDays(todayInHotel(), day);
    const made = await server.post(BOOK, validBooking({ checkin, checkout: addDays(checkin, 2) }));
    expect(made.status).toBe(201);
    if (confirm)
      expect(
        (await decide(server.app.transact, made.body.id, { action: 'confirm' }, { id: '1', name: 'Staff' })).kind,
      ).toBe('decided');
    return made.body as Made;
  }
  const payments = (id: string) => paymentsOf(server.app.store, id);
  const outboxKinds = async (id: string) =>
    (await server.app.store.selectFrom('outbox').select(['channel', 'kind']).where('booking_id', '=', id).execute())
      .map((r) => `${r.channel}:${r.kind}`)
      .sort();
  const status = async (made: Made) =>
    (await server.get(`/api/bookings/${made.id}?token=${made.statusToken}`)).body.payment;

  describe('Payme', () => {
    it('pays a confirmed request: each call repeated answers the same, the deposit is paid and the notices queued', async () => {
      const made = await booking();
      expect(await status(made)).toEqual({
        status: 'none',
        amount: DEPOSIT,
        links: { payme: expect.any(String), click: expect.any(String) },
      });
      const paid = await payme.pay(made.reference.toLowerCase(), TIYIN);
      expect(paid.ok).toBe(true);
      expect(
        paid.answers.map((a) =>
          Object.keys(a.result ?? {})
            .sort()
            .join(','),
        ),
      ).toEqual([
        'allow,detail',
        'allow,detail',
        'create_time,state,transaction',
        'create_time,state,transaction',
        'perform_time,state,transaction',
        'perform_time,state,transaction',
      ]);
      expect(paid.answers[2]?.result.state).toBe(1);
      expect(paid.answers[4]?.result.state).toBe(2);
      const [row] = await payments(made.id);
      expect(row).toEqual(
        expect.objectContaining({
          gateway: 'payme',
          transaction_id: paid.id,
          amount: DEPOSIT,
          state: 2,
          reason: null,
          cancel_time: null,
        }),
      );
      expect(row?.perform_time).toBe(paid.answers[4]?.result.perform_time);
      expect(await status(made)).toEqual({ status: 'paid', amount: DEPOSIT, links: {} });
      expect(await outboxKinds(made.id)).toEqual(
        expect.arrayContaining(['email:paid', 'email:receipt', 'telegram:paid', 'telegram:staff_edit']),
      );
      // Six calls, each stored with its answer.
      const calls = await callsOf(server.app.store, made.id);
      expect(calls.map((c) => c.method)).toEqual([
        'CheckPerformTransaction',
        'CheckPerformTransaction',
        'CreateTransaction',
        'CreateTransaction',
        'PerformTransaction',
        'PerformTransaction',
      ]);
      expect(calls.every((c) => !c.request.includes(PAYME_KEY) && JSON.parse(c.response).result !== undefined)).toBe(
        true,
      );
      // The receipt goes out in the guest's language (no SMTP here: written as .eml).
      const eml = path.join(server.env.DATA_DIR ?? '', 'outbox', `${made.id}-receipt.eml`);
      await waitFor(() => fs.existsSync(eml), 10_000, 'the receipt');
      expect(fs.readFileSync(eml, 'utf8')).toContain('Deposit received');

      // Paid: nothing more to pay, with Payme or anyone.
      const again = await payme.call('CheckPerformTransaction', { amount: TIYIN, account: { booking: made.id } });
      expect(again.error).toEqual({
        code: -31053,
        message: { uz: expect.any(String), ru: expect.any(String), en: expect.any(String) },
        data: 'booking',
      });
      expect((await payme.pay(made.reference, TIYIN)).error?.code).toBe(-31053);
    });

    it('refuses bad authorisation, bad JSON, invalid requests, unknown methods and oversized bodies in its own terms, counting them, and records what Payme sent', async () => {
      const before = await server.app.store.selectFrom('payment_calls').select('id').execute();
      const refusedBefore = await refusalCounts(server.app.store);
      const params = { amount: TIYIN, account: { booking: 'GH-000000' } };
      expect((await payme.call('CheckPerformTransaction', params, { key: 'wrong-key-0000' })).error?.code).toBe(-32504);
      expect((await payme.call('x', {}, { body: '{"jsonrpc":"2.0","id":7,' })).error?.code).toBe(-32700);
      expect((await payme.call('x', {}, { body: '[1,2]' })).error?.code).toBe(-32600);
      expect(
        (
          await payme.call(
            'x',
            {},
            { body: JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'CheckPerformTransaction' }) },
          )
        ).error?.code,
      ).toBe(-32600);
      const unknown = await payme.call('StealMoney', {});
      expect(unknown.error).toEqual(expect.objectContaining({ code: -32601, data: 'StealMoney' }));
      expect(
        (await payme.call('CheckPerformTransaction', { amount: String(TIYIN), account: { booking: 'x' } })).error?.code,
      ).toBe(-32600);
      expect((await payme.call('CheckPerformTransaction', { amount: TIYIN })).error?.code).toBe(-32600);
      expect((await payme.call('PerformTransaction', { id: 42 })).error?.code).toBe(-32600);
      const big = await payme.call(
        'x',
        {},
        {
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 9,
            method: 'CheckPerformTransaction',
            params: { pad: 'x'.repeat(40_000) },
          }),
        },
      );
      expect(big.error?.code).toBe(-32600);
      // Signed calls of known methods are stored (only their protocol's fields); the rest are counted.
      const after = await server.app.store
        .selectFrom('payment_calls')
        .select(['method', 'request', 'response'])
        .execute();
      expect(after.length - before.length).toBe(3);
      expect(after.some((c) => c.response.includes('-32504'))).toBe(false);
      const counted = (rows: Awaited<ReturnType<typeof refusalCounts>>) =>
        rows
          .filter((r) => r.gateway === 'payme')
          .map((r) => `${r.method} ${r.code}`)
          .sort();
      const refused = await refusalCounts(server.app.store);
      const sum = (rows: typeof refused) =>
        rows.filter((r) => r.gateway === 'payme').reduce((n, r) => n + Number(r.calls), 0);
      expect(sum(refused) - sum(refusedBefore)).toBe(6);
      expect(counted(refused)).toEqual(
        expect.arrayContaining([
          '(other) -32601',
          '(unreadable) -32600',
          '(unreadable) -32700',
          'CheckPerformTransaction -32504',
          'CheckPerformTransaction -32600',
        ]),
      );
      expect(refused.every((r) => /^[0-9a-f]{16}$/.test(r.last_body_hash))).toBe(true);
      expect(JSON.stringify(refused)).not.toContain('StealMoney');
    });

    it('answers why a booking cannot be paid, and a wrong amount, with -31050…-31099 and -31001', async () => {
      const received = await booking(false);
      const check = (bookingRef: string, amount = TIYIN) =>
        payme.call('CheckPerformTransaction', { amount, account: { booking: bookingRef } });
      expect((await check('GH-ZZZZZZ')).error).toEqual(expect.objectContaining({ code: -31050, data: 'booking' }));
      expect((await check(received.reference)).error?.code).toBe(-31051);
      const confirmed = await booking();
      expect((await check(confirmed.reference, TIYIN - 100)).error?.code).toBe(-31001);
      expect((await check(confirmed.id)).result).toEqual({
        allow: true,
        detail: { receipt_type: 0, items: [expect.objectContaining({ price: TIYIN, count: 1 })] },
      });
      expect((await server.post(`/api/bookings/${confirmed.id}/cancel`, { token: confirmed.statusToken })).status).toBe(
        200,
      );
      expect((await check(confirmed.id)).error?.code).toBe(-31052);
    });

    it('refuses a second transaction while one waits, cancels a waiting one (-1) and refunds a paid one (-2)', async () => {
      const made = await booking();
      const create = (id: string) =>
        payme.call('CreateTransaction', { id, time: Date.now(), amount: TIYIN, account: { booking: made.reference } });
      const first = await create('a1');
      expect(first.result.state).toBe(1);
      expect((await create('a2')).error).toEqual(expect.objectContaining({ code: -31099, data: 'booking' }));
      expect(await status(made)).toEqual(expect.objectContaining({ status: 'pending' }));
      const cancelled = await payme.call('CancelTransaction', { id: 'a1', reason: 3 });
      expect(cancelled.result).toEqual({
        transaction: first.result.transaction,
        cancel_time: expect.any(Number),
        state: -1,
      });
      expect((await payme.call('CancelTransaction', { id: 'a1', reason: 3 })).result).toEqual(cancelled.result);
      expect((await payme.call('PerformTransaction', { id: 'a1' })).error?.code).toBe(-31008);
      expect((await create('a1')).error?.code).toBe(-31008);
      expect((await payme.call('CheckTransaction', { id: 'a1' })).result).toEqual({
        create_time: first.result.create_time,
        perform_time: 0,
        cancel_time: cancelled.result.cancel_time,
        transaction: first.result.transaction,
        state: -1,
        reason: 3,
      });
      // The cancelled one no longer waits: a new one may be paid, then refunded from the cabinet.
      expect((await create('a3')).result.state).toBe(1);
      const performed = await payme.call('PerformTransaction', { id: 'a3' });
      expect(performed.result.state).toBe(2);
      const refund = await payme.call('CancelTransaction', { id: 'a3', reason: 5 });
      expect(refund.result).toEqual(expect.objectContaining({ state: -2 }));
      expect((await payme.call('CancelTransaction', { id: 'a3', reason: 5 })).result).toEqual(refund.result);
      expect((await payme.call('PerformTransaction', { id: 'a3' })).error?.code).toBe(-31008);
      expect((await payme.call('CheckTransaction', { id: 'a3' })).result).toEqual(
        expect.objectContaining({ state: -2, reason: 5, perform_time: performed.result.perform_time }),
      );
      // Refunded, and the guest may pay again: the links are back.
      expect(await status(made)).toEqual({
        status: 'refunded',
        amount: DEPOSIT,
        links: { payme: expect.any(String), click: expect.any(String) },
      });
      expect(await outboxKinds(made.id)).toEqual(expect.arrayContaining(['email:refunded', 'telegram:refunded']));
      // Refunded: the deposit may be paid again.
      expect(
        (await payme.call('CheckPerformTransaction', { amount: TIYIN, account: { booking: made.id } })).result,
      ).toEqual({
        allow: true,
        detail: { receipt_type: 0, items: [expect.objectContaining({ price: TIYIN, count: 1 })] },
      });
      expect((await create('a4')).result.state).toBe(1);
      expect(await status(made)).toEqual(expect.objectContaining({ status: 'pending' }));
      expect((await payme.call('PerformTransaction', { id: 'a4' })).result.state).toBe(2);
      expect(await status(made)).toEqual({ status: 'paid', amount: DEPOSIT, links: {} });
    });

    it('cancels a transaction left waiting over 12 hours with reason 4 and refuses to perform it', async () => {
      const made = await booking();
      const create = (id: string) =>
        payme.call('CreateTransaction', { id, time: Date.now(), amount: TIYIN, account: { booking: made.id } });
      expect((await create('old1')).result.state).toBe(1);
      const longAgo = Date.now() - 13 * 3600_000;
      await server.app.store
        .updateTable('payments')
        .set({ create_time: longAgo })
        .where('transaction_id', '=', 'old1')
        .execute();
      const perform = await payme.call('PerformTransaction', { id: 'old1' });
      expect(perform.error?.code).toBe(-31008);
      expect(await payments(made.id)).toEqual([
        expect.objectContaining({ state: -1, reason: 4, cancel_time: expect.any(Number) }),
      ]);
      expect((await create('old1')).error?.code).toBe(-31008);
      // A stale waiting transaction does not block a new one either.
      expect((await create('new1')).result.state).toBe(1);
      await server.app.store
        .updateTable('payments')
        .set({ create_time: longAgo })
        .where('transaction_id', '=', 'new1')
        .execute();
      expect((await create('new2')).result.state).toBe(1);
      expect((await payments(made.id)).map((p) => [p.transaction_id, p.state, p.reason])).toEqual(
        expect.arrayContaining([
          ['new1', -1, 4],
          ['new2', 1, null],
        ]),
      );
    });

    it('answers -31003 for an unknown transaction, -31008 for a cancelled booking, GetStatement and ChangePassword', async () => {
      for (const method of ['PerformTransaction', 'CancelTransaction', 'CheckTransaction']) {
        expect((await payme.call(method, { id: 'nope', reason: 1 })).error?.code).toBe(-31003);
      }
      const from = Date.now();
      const made = await booking();
      const created = await payme.call('CreateTransaction', {
        id: 'st1',
        time: from + 1,
        amount: TIYIN,
        account: { booking: made.id },
      });
      expect((await server.post(`/api/bookings/${made.id}/cancel`, { token: made.statusToken })).status).toBe(200);
      expect((await payme.call('PerformTransaction', { id: 'st1' })).error?.code).toBe(-31008);
      const statement = await payme.call('GetStatement', { from, to: Date.now() });
      expect(statement.result.transactions).toEqual([
        expect.objectContaining({
          id: 'st1',
          time: from + 1,
          amount: TIYIN,
          account: { booking: made.reference },
          transaction: created.result.transaction,
          state: 1,
        }),
      ]);
      expect((await payme.call('ChangePassword', { password: 'new-key-123456' })).error?.code).toBe(-32400);
    });

    it('keeps one waiting transaction when calls race: the same id gets one answer, another id is refused', async () => {
      const made = await booking();
      const create = (id: string) =>
        payme.call('CreateTransaction', { id, time: Date.now(), amount: TIYIN, account: { booking: made.id } });
      const ids = ['r1', 'r1', 'r1', 'r2', 'r3'];
      const answers = await Promise.all(ids.map(create));
      // Whichever id takes the booking's lock first wins: every call of it gets the one answer,
      // every call of another id is refused while it waits.
      const winners = new Set(ids.filter((_, i) => answers[i]?.result));
      expect(winners.size).toBe(1);
      const [winner] = [...winners] as [string];
      expect(new Set(answers.filter((_, i) => ids[i] === winner).map((a) => JSON.stringify(a.result))).size).toBe(1);
      expect(answers.filter((_, i) => ids[i] !== winner).map((a) => a.error?.code)).toEqual(
        ids.filter((id) => id !== winner).map(() => -31099),
      );
      expect((await payments(made.id)).map((p) => p.state)).toEqual([1]);
      const performs = await Promise.all([1, 2, 3].map(() => payme.call('PerformTransaction', { id: winner })));
      expect(new Set(performs.map((a) => JSON.stringify(a.result))).size).toBe(1);
      expect(await outboxKinds(made.id)).toEqual(expect.arrayContaining(['telegram:paid']));
    });

    it('tells the staff a refund is due when the guest cancels a paid request', async () => {
      const made = await booking();
      expect((await payme.pay(made.reference, TIYIN)).ok).toBe(true);
      expect((await server.post(`/api/bookings/${made.id}/cancel`, { token: made.statusToken })).status).toBe(200);
      expect(await outboxKinds(made.id)).toEqual(
        expect.arrayContaining(['email:refund_due', 'telegram:refund_due', 'telegram:cancel']),
      );
    });

    it('marks no refund due when the guest cancels a paid request after the free deadline: the staff are told it is late', async () => {
      const owner = { id: 'owner', name: 'Owner' };
      // Policy none: every cancellation is late.
      await server.app.transact((trx) => setPolicy(trx, { kind: 'none' }, owner));
      try {
        const made = await booking();
        expect((await payme.pay(made.reference, TIYIN)).ok).toBe(true);
        expect((await server.post(`/api/bookings/${made.id}/cancel`, { token: made.statusToken })).status).toBe(200);
        const kinds = await outboxKinds(made.id);
        expect(kinds).toEqual(expect.arrayContaining(['email:cancel', 'telegram:cancel']));
        expect(kinds).not.toContain('email:refund_due');
        expect(kinds).not.toContain('telegram:refund_due');
        // The staff's cancellation email, as filed: late, the deposit paid, no refund due.
        const eml = path.join(server.env.DATA_DIR ?? '', 'outbox', `${made.id}-cancel.eml`);
        await waitFor(() => fs.existsSync(eml));
        const text = (await simpleParser(fs.readFileSync(eml))).text ?? '';
        const texts = Object.values(STAFF_TEXTS);
        expect(texts.some((t) => text.includes(t.cancelLate))).toBe(true);
        for (const t of texts) expect(text).not.toContain(t.deposit.refundDue);
      } finally {
        await server.app.transact((trx) => setPolicy(trx, null, owner));
      }
    });
  });

  describe('Click', () => {
    it('prepares and completes a payment, each call repeated with the same answer', async () => {
      const made = await booking();
      const paid = await click.pay(made.reference, DEPOSIT);
      expect(paid.ok).toBe(true);
      const [prepared, , completed] = paid.replies;
      expect(prepared).toEqual({
        click_trans_id: paid.clickTransId,
        merchant_trans_id: made.reference,
        merchant_prepare_id: expect.any(Number),
        error: 0,
        error_note: 'Success',
      });
      expect(completed).toEqual(
        expect.objectContaining({ merchant_confirm_id: prepared?.merchant_prepare_id, error: 0 }),
      );
      expect(await payments(made.id)).toEqual([
        expect.objectContaining({ gateway: 'click', transaction_id: paid.clickTransId, state: 2, amount: DEPOSIT }),
      ]);
      expect(await status(made)).toEqual({ status: 'paid', amount: DEPOSIT, links: {} });
      expect(await outboxKinds(made.id)).toEqual(
        expect.arrayContaining(['email:paid', 'email:receipt', 'telegram:paid']),
      );
      expect((await callsOf(server.app.store, made.id)).map((c) => c.method)).toEqual([
        'prepare',
        'prepare',
        'complete',
        'complete',
      ]);
      // Paid: a new Prepare is -4, and so is Click cancelling the completed one.
      expect(
        (await click.prepare({ click_trans_id: clickTransId(), merchant_trans_id: made.id, amount: String(DEPOSIT) }))
          .error,
      ).toBe(-4);
      const cancelPaid = await click.complete({
        click_trans_id: paid.clickTransId,
        merchant_trans_id: made.reference,
        amount: `${DEPOSIT}.00`,
        merchant_prepare_id: String(prepared?.merchant_prepare_id),
        error: '-5017',
      });
      expect(cancelPaid.error).toBe(-4);
    });

    it('gives racing Prepares of different bookings their own merchant_prepare_id', async () => {
      const made = await Promise.all([booking(), booking(), booking()]);
      const replies = await Promise.all(
        made.map((m) =>
          click.prepare({ click_trans_id: clickTransId(), merchant_trans_id: m.id, amount: String(DEPOSIT) }),
        ),
      );
      expect(replies.map((r) => r.error)).toEqual([0, 0, 0]);
      expect(new Set(replies.map((r) => r.merchant_prepare_id)).size).toBe(3);
    });

    it('answers -1 sign, -2 amount, -3 action, -5 booking, -6 transaction, -8 request and -9 cancelled', async () => {
      const made = await booking();
      const base = {
        click_trans_id: clickTransId(),
        merchant_trans_id: made.reference,
        amount: String(DEPOSIT),
        sign_time: clickTime(),
      };
      expect((await click.prepare(base, { secretKey: 'not-the-secret' })).error).toBe(-1);
      expect((await click.prepare({ ...base, amount: '1000' })).error).toBe(-2);
      expect((await click.prepare(base, { action: '1' })).error).toBe(-3);
      expect((await click.prepare({ ...base, merchant_trans_id: 'GH-ZZZZZZ' })).error).toBe(-5);
      expect((await click.prepare(base, { raw: 'click_trans_id=1&service_id=4321' })).error).toBe(-8);
      expect((await click.complete({ ...base, merchant_prepare_id: '999999' })).error).toBe(-6);
      const received = await booking(false);
      expect(
        (await click.prepare({ ...base, click_trans_id: clickTransId(), merchant_trans_id: received.id })).error,
      ).toBe(-5);
      const prepared = await click.prepare(base);
      expect(prepared.error).toBe(0);
      // Click says the payment failed: cancelled, and so it stays.
      const complete = { ...base, merchant_prepare_id: String(prepared.merchant_prepare_id) };
      expect((await click.complete({ ...complete, error: '-5017' })).error).toBe(-9);
      expect((await click.complete(complete)).error).toBe(-9);
      expect((await click.prepare(base)).error).toBe(-9);
      expect(await payments(made.id)).toEqual([expect.objectContaining({ state: -1, reason: -5017 })]);
      // A declined or cancelled request: -9.
      expect((await server.post(`/api/bookings/${made.id}/cancel`, { token: made.statusToken })).status).toBe(200);
      expect((await click.prepare({ ...base, click_trans_id: clickTransId() })).error).toBe(-9);
    });
  });

  describe('checkout pages', () => {
    it("Payme's and Click's pages show the amount and their Pay button pays and returns to My requests", async () => {
      const fakePayme = await startFakePayme({ endpoint: `${server.url}/api/payments/payme`, key: PAYME_KEY });
      const fakeClick = await startFakeClick({ baseUrl: server.url, serviceId: SERVICE_ID, secretKey: CLICK_KEY });
      try {
        for (const [fake, gateway] of [
          [fakePayme, 'payme'],
          [fakeClick, 'click'],
        ] as const) {
          const made = await booking();
          const link = new URL((await status(made)).links[gateway]);
          const page = await (await fetch(`${fake.url}${link.pathname}${link.search}`)).text();
          expect(page).toContain('400 000 so&#39;m');
          expect(page).toContain(made.reference);
          const form = new URLSearchParams(
            [...page.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [
              m[1] ?? '',
              (m[2] ?? '').replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c))),
            ]),
          );
          const paid = await fetch(`${fake.url}/pay`, { method: 'POST', body: form, redirect: 'manual' });
          expect(paid.status).toBe(303);
          expect(paid.headers.get('location')).toMatch(/\/my-requests$/);
          expect((await status(made)).status).toBe('paid');
        }
      } finally {
        await fakePayme.close();
        await fakeClick.close();
      }
    });
  });
});

describe('deposit notices in the staff chat', () => {
  it("replies under the request's message when the deposit is paid", async () => {
    const telegram = await startFakeTelegram((_call, n) => sent(100 + n));
    const server = await startApp({ ...GATEWAYS, ...telegram.env, STAFF_LANG: 'en' });
    try {
      const made = await server.post(BOOK, validBooking());
      await waitFor(() => telegram.calls.some((c) => c.path.endsWith('/sendMessage')), 10_000, 'the staff message');
      const staffMessageId = 100 + telegram.calls.findIndex((c) => c.path.endsWith('/sendMessage'));
      expect(
        (await decide(server.app.transact, made.body.id, { action: 'confirm' }, { id: '1', name: 'Staff' })).kind,
      ).toBe('decided');
      expect(
        (await paymeClient(`${server.url}/api/payments/payme`, PAYME_KEY).pay(made.body.reference, TIYIN)).ok,
      ).toBe(true);
      const notice = await waitFor(
        () => telegram.calls.find((c) => c.text.includes('Deposit of')),
        10_000,
        'the paid notice',
      );
      expect(notice.text).toMatch(
        new RegExp(`Deposit of 400,000\\s?so'm paid with Payme for request <code>${made.body.reference}</code>`),
      );
      expect(notice.body.reply_parameters).toEqual(expect.objectContaining({ message_id: staffMessageId }));
    } finally {
      await server.close();
      await telegram.close();
    }
  });
});

describe('without a gateway configured', () => {
  it('has no payment endpoints and no payment in the status answer', async () => {
    const server = await startApp({});
    try {
      expect((await server.post('/api/payments/payme', {})).status).toBe(404);
      expect((await server.post('/api/payments/click/prepare', {})).status).toBe(404);
      const made = await server.post(BOOK, validBooking());
      expect(
        (await server.get(`/api/bookings/${made.body.id}?token=${made.body.statusToken}`)).body.payment,
      ).toBeUndefined();
    } finally {
      await server.close();
    }
  });
});
