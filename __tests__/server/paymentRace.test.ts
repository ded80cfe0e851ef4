/**
 * Paying and cancelling never cross: a guest's cancel races Payme's PerformTransaction and
 * Click's Complete, round after round, both sent at once in both orders, to one app instance or
 * to two instances on one store (PostgreSQL). Whatever wins, a request never ends cancelled and
 * charged with no one told: either the payment is refused (the request was cancelled first) or
 * the cancel comes after it and tells the staff a refund is due.
 */
import { randomUUID } from 'node:crypto';
import { BACKENDS } from './support/store';
import type { Backend } from './support/store';
import { bookingRow } from './support/store';
import { startApp } from './support/app';
import type { RunningApp } from './support/app';
import { mintStatusToken } from '../../server/bookings/statusToken';
import { paymentsOf } from '../../server/payments/repository';
import { paymeClient } from '../../scripts/fakes/payme';
import { clickClient, clickTime, clickTransId } from '../../scripts/fakes/click';
import { SERVICE_ID, gatewayEnv } from './support/gateways';

const PAYME_KEY = 'race-payme-key-0123';
const CLICK_KEY = 'race-click-secret-0123';
// Each round's guest comes from an address of its own (through the trusted proxy): cancels are rate-limited per guest.
const GATEWAYS = { ...gatewayEnv({ payme: PAYME_KEY, click: CLICK_KEY }), TRUST_PROXY: '127.0.0.1' };
const DEPOSIT = 400_000;
/** Rounds per gateway, instance count and order; RACE_ROUNDS raises them for a longer run. */
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 12);

interface Tally {
  rounds: number;
  /** Cancelled and paid, with the staff told to refund. */
  refundDue: number;
  /** Cancelled and paid, with no one told: what must never happen. */
  crossed: number;
  /** Cancelled, the payment refused. */
  refused: number;
}

const figures: string[] = [];

type Gateway = 'payme' | 'click';

async function raceRounds(backend: Backend, gateway: Gateway, instances: 1 | 2): Promise<Tally> {
  const first = await startApp(GATEWAYS, { backend });
  const servers: RunningApp[] = [first];
  if (instances === 2) servers.push(await startApp({ ...GATEWAYS, ...first.env, DATA_DIR: first.env.DATA_DIR }));
  const tally: Tally = { rounds: 0, refundDue: 0, crossed: 0, refused: 0 };
  try {
    const store = first.app.store;
    for (let round = 0; round < ROUNDS * 2; round += 1) {
      const cancelFirst = round % 2 === 0;
      // The cancel goes to one instance, the gateway's call to the other (when there are two).
      const cancelServer = servers[round % servers.length]!;
      const payServer = servers[(round + 1) % servers.length]!;
      const token = mintStatusToken();
      const id = randomUUID();
      const row = {
        ...bookingRow(id, { status: 'confirmed', checkin: '2031-03-01', checkout: '2031-03-03' }),
        status_token_hash: token.hash,
      };
      await store.insertInto('bookings').values(row).execute();
      let pay: () => Promise<unknown>;
      if (gateway === 'payme') {
        const payme = paymeClient(`${payServer.url}/api/payments/payme`, PAYME_KEY);
        const created = await payme.call('CreateTransaction', {
          id: randomUUID().replace(/-/g, '').slice(0, 24),
          time: Date.now(),
          amount: DEPOSIT * 100,
          account: { booking: row.reference },
        });
        expect(created.result?.state).toBe(1);
        const transactionId = (await paymentsOf(store, id))[0]!.transaction_id;
        pay = () => payme.call('PerformTransaction', { id: transactionId });
      } else {
        const click = clickClient(payServer.url, SERVICE_ID, CLICK_KEY);
        const base = {
          click_trans_id: clickTransId(),
          merchant_trans_id: row.reference,
          amount: `${DEPOSIT}.00`,
          sign_time: clickTime(),
        };
        const prepared = await click.prepare(base);
        expect(prepared.error).toBe(0);
        pay = () => click.complete({ ...base, merchant_prepare_id: String(prepared.merchant_prepare_id) });
      }
      const cancel = () =>
        cancelServer.post(
          `/api/bookings/${id}/cancel`,
          { token: token.token },
          { 'x-forwarded-for': `10.9.${instances}.${round + 1}` },
        );
      const [cancelled] = cancelFirst
        ? await Promise.all([cancel(), pay()])
        : (await Promise.all([pay(), cancel()])).reverse();
      expect((cancelled as { status: number }).status).toBe(200);
      const booking = await store
        .selectFrom('bookings')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const paid = (await paymentsOf(store, id)).some((p) => p.state === 2);
      const told = await store
        .selectFrom('outbox')
        .select('id')
        .where('booking_id', '=', id)
        .where('kind', '=', 'refund_due')
        .execute();
      tally.rounds += 1;
      if (booking.status === 'cancelled' && paid) {
        if (told.length > 0) tally.refundDue += 1;
        else tally.crossed += 1;
      } else if (!paid) tally.refused += 1;
    }
  } finally {
    for (const server of servers.slice(1)) await server.app.close();
    await first.close();
  }
  figures.push(
    `${backend.name} ${gateway} ${instances} instance(s): ${tally.crossed} of ${tally.rounds} cancelled and charged with no refund due (refund due ${tally.refundDue}, payment refused ${tally.refused})`,
  );
  return tally;
}

afterAll(() => {
  if (figures.length > 0) process.stdout.write(`\n${figures.join('\n')}\n`);
});

describe.each(BACKENDS)('paying and cancelling at once on $name', (backend) => {
  // Two processes on one SQLite file are not a supported deployment; two on one PostgreSQL are.
  const counts: Array<1 | 2> = backend.name === 'postgres' ? [1, 2] : [1];
  describe.each(counts)('%i instance(s)', (instances) => {
    it.each(['payme', 'click'] as const)(
      'a cancel racing %s never leaves a charged request cancelled without a refund due',
      async (gateway) => {
        const tally = await raceRounds(backend, gateway, instances);
        expect(tally.crossed).toBe(0);
        expect(tally.refundDue + tally.refused).toBe(tally.rounds);
      },
      120_000,
    );
  });
});
