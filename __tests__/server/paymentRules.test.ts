/**
 * The gateways' calls are checked, not trusted, on SQLite and (with DATABASE_URL) PostgreSQL: a
 * repeated CreateTransaction or Prepare must be the same call; Payme's 12 hours count from its
 * own `time`, and a transaction past them is cancelled by whoever reads it next (the guest's
 * status route too); Click's numbers are read strictly. Refused calls are counted, not stored,
 * and limited per address; stored calls keep only the protocol's fields; their records go after
 * the retention.
 */
import { BOOK, configFrom, injectApp, startApp, validBooking } from './support/app';
import type { RunningApp } from './support/app';
import { BACKENDS } from './support/store';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { decide } from '../../server/bookings/decide';
import { bookingsJson } from '../../server/cli/bookings';
import { CALL_RECORDS_RETENTION_DAYS, REFUSED_CALLS_PER_MINUTE, RefusalLimiter } from '../../server/payments/callLog';
import { clickSign } from '../../server/payments/click';
import { callsOf, paymentsOf, refusalCounts } from '../../server/payments/repository';
import { paymeClient, paymeTransactionId } from '../../scripts/fakes/payme';
import type { PaymeClient } from '../../scripts/fakes/payme';
import { clickClient, clickTime, clickTransId } from '../../scripts/fakes/click';
import type { ClickClient } from '../../scripts/fakes/click';
import { SERVICE_ID, gatewayEnv } from './support/gateways';

const PAYME_KEY = 'rules-payme-key-0123';
const CLICK_KEY = 'rules-click-secret-0123';
const GATEWAYS = { ...gatewayEnv({ payme: PAYME_KEY, click: CLICK_KEY }), TRUST_PROXY: '127.0.0.1' };
const DEPOSIT = 400_000;
const TIYIN = DEPOSIT * 100;
const HOUR = 3600_000;

interface Made {
  id: string;
  reference: string;
  statusToken: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(BACKENDS)('gateway calls checked on $name', (backend) => {
  let server: RunningApp;
  let payme: PaymeClient;
  let click: ClickClient;
  let day = 30;

  beforeAll(async () => {
    server = await startApp(GATEWAYS, { backend });
    payme = paymeClient(`${server.url}/api/payments/payme`, PAYME_KEY);
    click = clickClient(server.url, SERVICE_ID, CLICK_KEY);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function booking(): Promise<Made> {
    day += 3;
    const checkin = addDays(todayInHotel(), day);
    const made = await server.post(BOOK, validBooking({ checkin, checkout: addDays(checkin, 2) }));
    expect(made.status).toBe(201);
    expect(
      (await decide(server.app.transact, made.body.id, { action: 'confirm' }, { id: '1', name: 'Staff' })).kind,
    ).toBe('decided');
    return made.body as Made;
  }
  const status = async (made: Made) =>
    (await server.get(`/api/bookings/${made.id}?token=${made.statusToken}`)).body.payment;

  it('answers a repeated CreateTransaction only when it names the same booking and amount', async () => {
    const [mine, other] = [await booking(), await booking()];
    const id = paymeTransactionId();
    const params = { id, time: Date.now(), amount: TIYIN, account: { booking: mine.reference } };
    const first = await payme.call('CreateTransaction', params);
    expect(first.result.state).toBe(1);
    expect((await payme.call('CreateTransaction', params)).result).toEqual(first.result);
    expect((await payme.call('CreateTransaction', { ...params, account: { booking: other.reference } })).error).toEqual(
      expect.objectContaining({ code: -31054, data: 'booking' }),
    );
    expect((await payme.call('CreateTransaction', { ...params, account: { booking: 'GH-ZZZZZZ' } })).error?.code).toBe(
      -31054,
    );
    expect((await payme.call('CreateTransaction', { ...params, amount: 1 })).error?.code).toBe(-31001);
    const noAccount: Record<string, unknown> = { ...params };
    delete noAccount.account;
    expect((await payme.call('CreateTransaction', noAccount)).error?.code).toBe(-32600);
    // Nothing of the other booking moved; the transaction is still the one it was.
    expect(await paymentsOf(server.app.store, other.id)).toEqual([]);
    expect((await paymentsOf(server.app.store, mine.id)).map((p) => [p.transaction_id, p.state])).toEqual([[id, 1]]);
  });

  it("refuses a CreateTransaction whose Payme time is over 12 hours old, and counts the 12 hours from Payme's time", async () => {
    const made = await booking();
    const old = await payme.call('CreateTransaction', {
      id: paymeTransactionId(),
      time: Date.now() - 13 * HOUR,
      amount: TIYIN,
      account: { booking: made.id },
    });
    expect(old.error?.code).toBe(-31008);
    expect(await paymentsOf(server.app.store, made.id)).toEqual([]);
    // Made by Payme 12 hours less two seconds ago: created now, it times out in two seconds.
    const id = paymeTransactionId();
    expect(
      (
        await payme.call('CreateTransaction', {
          id,
          time: Date.now() - 12 * HOUR + 2_000,
          amount: TIYIN,
          account: { booking: made.id },
        })
      ).result.state,
    ).toBe(1);
    await pause(2_500);
    expect((await payme.call('PerformTransaction', { id })).error?.code).toBe(-31008);
    expect((await payme.call('CheckTransaction', { id })).result).toEqual(
      expect.objectContaining({ state: -1, reason: 4 }),
    );
  });

  it('cancels a timed-out transaction when the guest reads the status: no stale "pending"', async () => {
    const made = await booking();
    const id = paymeTransactionId();
    expect(
      (
        await payme.call('CreateTransaction', {
          id,
          time: Date.now() - 12 * HOUR + 1_500,
          amount: TIYIN,
          account: { booking: made.id },
        })
      ).result.state,
    ).toBe(1);
    expect(await status(made)).toEqual(expect.objectContaining({ status: 'pending' }));
    await pause(2_000);
    expect(await status(made)).toEqual({
      status: 'none',
      amount: DEPOSIT,
      links: { payme: expect.any(String), click: expect.any(String) },
    });
    expect(await paymentsOf(server.app.store, made.id)).toEqual([
      expect.objectContaining({ transaction_id: id, state: -1, reason: 4, cancel_time: expect.any(Number) }),
    ]);
    // And a new one may be made at once.
    expect(
      (
        await payme.call('CreateTransaction', {
          id: paymeTransactionId(),
          time: Date.now(),
          amount: TIYIN,
          account: { booking: made.id },
        })
      ).result.state,
    ).toBe(1);
  });

  it('cancels a timed-out transaction when npm run bookings lists it', async () => {
    const made = await booking();
    const id = paymeTransactionId();
    expect(
      (
        await payme.call('CreateTransaction', {
          id,
          time: Date.now() - 12 * HOUR + 1_000,
          amount: TIYIN,
          account: { booking: made.id },
        })
      ).result.state,
    ).toBe(1);
    await pause(1_500);
    const listed = JSON.parse(
      await bookingsJson(
        server.app.store,
        { limit: null, status: 'confirmed', from: null, to: null },
        configFrom(server.env).payments,
      ),
    ) as Array<{ id: string; deposit: { status: string } }>;
    expect(listed.find((b) => b.id === made.id)?.deposit.status).toBe('none');
    expect(await paymentsOf(server.app.store, made.id)).toEqual([expect.objectContaining({ state: -1, reason: 4 })]);
  });

  it('answers a repeated Prepare only for the same booking and amount', async () => {
    const [mine, other] = [await booking(), await booking()];
    const base = {
      click_trans_id: clickTransId(),
      merchant_trans_id: mine.reference,
      amount: `${DEPOSIT}.00`,
      sign_time: clickTime(),
    };
    const first = await click.prepare(base);
    expect(first.error).toBe(0);
    expect((await click.prepare(base)).merchant_prepare_id).toBe(first.merchant_prepare_id);
    expect((await click.prepare({ ...base, merchant_trans_id: other.reference })).error).toBe(-6);
    expect((await click.prepare({ ...base, amount: '1' })).error).toBe(-2);
    expect(await paymentsOf(server.app.store, other.id)).toEqual([]);
  });

  it("reads Click's numbers strictly: error=abc does not pay, 0x118C30 is no amount", async () => {
    const made = await booking();
    const base = {
      click_trans_id: clickTransId(),
      merchant_trans_id: made.reference,
      amount: `${DEPOSIT}.00`,
      sign_time: clickTime(),
    };
    // 400 000 in hex, in exponent form, with three decimals, signed: none is an amount.
    for (const amount of ['0x61A80', '4e5', '400000.000', '+400000', ' 400000', '400000.']) {
      expect((await click.prepare({ ...base, click_trans_id: clickTransId(), amount })).error).toBe(-2);
    }
    expect((await click.prepare({ ...base, amount: '0x118C30' })).error).toBe(-2);
    const prepared = await click.prepare(base);
    expect(prepared.error).toBe(0);
    const complete = { ...base, merchant_prepare_id: String(prepared.merchant_prepare_id) };
    for (const error of ['abc', '', '-1.5', '0x0', ' 0']) {
      expect((await click.complete({ ...complete, error })).error).toBe(-8);
    }
    expect(
      (await click.complete({ ...complete, merchant_prepare_id: `${prepared.merchant_prepare_id}.0` })).error,
    ).toBe(-8);
    expect(await status(made)).toEqual(expect.objectContaining({ status: 'pending' }));
    expect((await click.complete({ ...complete, amount: String(DEPOSIT) })).error).toBe(0);
    expect(await status(made)).toEqual(expect.objectContaining({ status: 'paid' }));
  });

  it("stores only the protocol's fields of a call, each bounded", async () => {
    const made = await booking();
    const huge = 'y'.repeat(5_000);
    await payme.call('CheckPerformTransaction', {
      amount: TIYIN,
      account: { booking: made.reference, note: huge },
      pad: huge,
      password: 'secret-000',
    });
    const fields = {
      click_trans_id: clickTransId(),
      service_id: SERVICE_ID,
      merchant_trans_id: made.reference,
      merchant_prepare_id: '',
      amount: `${DEPOSIT}.00`,
      action: '0',
      sign_time: clickTime(),
    };
    const form = new URLSearchParams({
      ...fields,
      click_paydoc_id: '77',
      error: '0',
      error_note: huge,
      sign_string: clickSign(fields, CLICK_KEY, 'prepare'),
      pad: huge,
    });
    form.delete('merchant_prepare_id');
    const answer = await fetch(`${server.url}/api/payments/click/prepare`, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(((await answer.json()) as { error: number }).error).toBe(0);
    const calls = await callsOf(server.app.store, made.id);
    expect(calls.map((c) => c.method)).toEqual(['CheckPerformTransaction', 'prepare']);
    expect(JSON.parse(calls[0]!.request)).toEqual({
      method: 'CheckPerformTransaction',
      params: { amount: TIYIN, account: { booking: made.reference } },
    });
    const click = JSON.parse(calls[1]!.request) as Record<string, string>;
    expect(Object.keys(click).sort()).toEqual([
      'action',
      'amount',
      'click_paydoc_id',
      'click_trans_id',
      'error',
      'error_note',
      'merchant_trans_id',
      'service_id',
      'sign_string',
      'sign_time',
    ]);
    expect(click.error_note).toHaveLength(128);
    expect(calls.every((c) => c.request.length + c.response.length < 2_000)).toBe(true);
  });

  it('limits refused calls from one address and still answers signed calls from it', async () => {
    const made = await booking();
    const from = { 'x-forwarded-for': '10.66.0.1' };
    const wrongKey = `Basic ${Buffer.from('Paycom:not-the-key').toString('base64')}`;
    const statuses: number[] = [];
    for (let i = 0; i < REFUSED_CALLS_PER_MINUTE + 5; i += 1) {
      const response = await fetch(`${server.url}/api/payments/payme`, {
        method: 'POST',
        body: '{"method":"x"}',
        headers: { ...from, 'content-type': 'application/json', authorization: wrongKey },
      });
      statuses.push(response.status);
    }
    // Whatever minute the first call fell in, at most two windows' worth are answered.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(REFUSED_CALLS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    const signed = await fetch(`${server.url}/api/payments/payme`, {
      method: 'POST',
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'CheckPerformTransaction',
        params: { amount: TIYIN, account: { booking: made.reference } },
      }),
      headers: {
        ...from,
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`Paycom:${PAYME_KEY}`).toString('base64')}`,
      },
    });
    expect(signed.status).toBe(200);
    expect(((await signed.json()) as { result: unknown }).result).toEqual({
      allow: true,
      detail: expect.objectContaining({ receipt_type: 0 }),
    });
    // Counted per gateway, method, code and hour: one row for all of them.
    const rows = (await refusalCounts(server.app.store)).filter((r) => r.method === '(other)' && r.code === -32504);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.calls)).toBe(statuses.filter((s) => s === 200).length);
  });
});

describe('records of gateway calls', () => {
  it.each(BACKENDS)(
    'are purged after the retention by the periodic job, the money records kept ($name)',
    async (backend) => {
      const first = await injectApp(GATEWAYS, { backend });
      const env = { ...GATEWAYS, ...first.env };
      try {
        const payme =
          (app: typeof first) =>
          (body: unknown, key = PAYME_KEY) =>
            app.post('/api/payments/payme', body, {
              authorization: `Basic ${Buffer.from(`Paycom:${key}`).toString('base64')}`,
            });
        const made = await first.post(BOOK, validBooking());
        await decide(first.app.transact, made.body.id, { action: 'confirm' }, { id: '1', name: 'Staff' });
        const create = await payme(first)({
          jsonrpc: '2.0',
          id: 1,
          method: 'CreateTransaction',
          params: { id: 'p1', time: Date.now(), amount: TIYIN, account: { booking: made.body.id } },
        });
        expect(create.body.result.state).toBe(1);
        await payme(first)(
          { jsonrpc: '2.0', id: 2, method: 'CheckTransaction', params: { id: 'p1' } },
          'wrong-key-000',
        );
        expect(await callsOf(first.app.store, made.body.id)).toHaveLength(1);
        expect(await refusalCounts(first.app.store)).toHaveLength(1);
        await first.app.close();

        // Started again a day short of the retention: nothing goes; past it, the records go at start.
        const day = 24 * HOUR;
        for (const [days, kept] of [
          [CALL_RECORDS_RETENTION_DAYS - 1, 1],
          [CALL_RECORDS_RETENTION_DAYS + 1, 0],
        ] as const) {
          const later = await injectApp(env, { clock: () => new Date(Date.now() + days * day) });
          try {
            expect(await callsOf(later.app.store, made.body.id)).toHaveLength(kept);
            expect(await refusalCounts(later.app.store)).toHaveLength(kept);
            expect(await paymentsOf(later.app.store, made.body.id)).toEqual([
              expect.objectContaining({ transaction_id: 'p1' }),
            ]);
          } finally {
            await later.app.close();
          }
        }
      } finally {
        await first.close().catch(() => undefined);
      }
    },
  );

  it('limits refused calls per address in one-minute windows', () => {
    let now = 0;
    const limiter = new RefusalLimiter(3, () => now);
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now += 60_000;
    expect(limiter.take('a')).toBe(true);
  });
});
