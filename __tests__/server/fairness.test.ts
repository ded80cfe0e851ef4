/**
 * Limits are fair: only stored bookings spend the shared budget, each client
 * gets its fair share of it, and a handful of addresses flooding at their own limit never lock
 * out a guest from another address. The budget on its own with a fake clock; the app called
 * in-process from several addresses; and the default configuration over real sockets bound to
 * different loopback addresses.
 */
import http from 'node:http';
import { SharedBookingBudget, clientKey } from '../../server/security';
import { BOOK, EMAIL, injectApp, injectClient, startApp, validBooking } from './support/app';
import type { HttpAnswer } from './support/app';

describe('SharedBookingBudget', () => {
  it('lets anyone book under the budget; over it, a client below its fair share still books, up to twice the budget', () => {
    const budget = new SharedBookingBudget(10, () => 0);
    const take = (client: string) => budget.take(client) !== null;
    // One client takes the whole budget (its own limit is not this budget's business).
    for (let i = 0; i < 10; i += 1) expect(take('a')).toBe(true);
    expect(take('a')).toBe(false);
    // Another is below its share (10 / 2): five places.
    expect([1, 2, 3, 4, 5, 6].map(() => take('b'))).toEqual([true, true, true, true, true, false]);
    // New clients each get in while they are below their share, until twice the budget is stored.
    const newcomers = Array.from({ length: 8 }, (_, i) => take(`c${i}`));
    expect(newcomers).toEqual([true, true, true, true, true, false, false, false]);
  });

  it('is a sliding window: places free one by one as their minute passes, never all at once', () => {
    let now = 0;
    const budget = new SharedBookingBudget(2, () => now);
    expect(budget.take('a')).not.toBeNull();
    now = 30_000;
    expect(budget.take('a')).not.toBeNull();
    expect(budget.take('a')).toBeNull();
    now = 60_001;
    expect(budget.take('a')).not.toBeNull();
    expect(budget.take('a')).toBeNull();
  });

  it('gives a place back when the booking was not stored after all', () => {
    const budget = new SharedBookingBudget(1, () => 0);
    const place = budget.take('a');
    expect(budget.take('a')).toBeNull();
    place?.release();
    place?.release();
    expect(budget.take('a')).not.toBeNull();
    expect(budget.take('a')).toBeNull();
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as IPv4', () => {
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe(clientKey('2001:db8:1:2::1'));
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('the shared budget in the app (RATE_LIMIT_GLOBAL_PER_MINUTE=10, RATE_LIMIT_PER_MINUTE=10, to count in tens)', () => {
  it('refuses a client over its fair share with the per-address limit’s answer and a Retry-After that says nothing of the budget', async () => {
    const server = await injectApp({ RATE_LIMIT_PER_MINUTE: '10', RATE_LIMIT_GLOBAL_PER_MINUTE: '10' });
    try {
      const from = (address: string) => injectClient(server.app, address);
      const statuses = async (address: string, count: number): Promise<HttpAnswer[]> => {
        const answers: HttpAnswer[] = [];
        for (let i = 0; i < count; i += 1) answers.push(await from(address).post(BOOK, validBooking()));
        return answers;
      };
      // One address stores its ten: the whole shared budget.
      expect((await statuses('203.0.113.1', 10)).map((a) => a.status)).toEqual(Array(10).fill(201));
      // Another gets its share of it: five.
      const second = await statuses('203.0.113.2', 6);
      expect(second.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 429]);
      const refused = second[5]!;
      expect(refused.body).toEqual({
        error: { code: 'rate_limited', message: 'Too many booking requests; try again later.' },
      });
      expect(refused.headers['retry-after']).toBe('60');
      // A guest from a third address books; so does the email call of the refused client.
      expect((await from('203.0.113.3').post(BOOK, validBooking())).status).toBe(201);
      const first = second[0]!;
      const email = await from('203.0.113.2').post(EMAIL, {
        ...validBooking(),
        toEmail: 'hotel@example.com',
        bookingId: first.body.id,
      });
      expect(email.status).toBe(200);
      const stored = await server.app.store.selectFrom('bookings').select('client_address').execute();
      expect(stored).toHaveLength(16);
      expect(new Set(stored.map((b) => b.client_address))).toEqual(
        new Set(['203.0.113.1', '203.0.113.2', '203.0.113.3']),
      );
    } finally {
      await server.close();
    }
  });
});

/** POSTs JSON to the server from `localAddress` over a real socket. */
function postFrom(url: string, localAddress: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}${BOOK}`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        timeout: 5_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(payload);
  });
}

describe('a flood on the default configuration, over sockets from different loopback addresses', () => {
  it('six addresses at their own limit and one sending empty bodies: a guest from another address books', async () => {
    // Blank values are unset: the default limits (20 a minute per address, 120 in all).
    const server = await startApp({ RATE_LIMIT_PER_MINUTE: '', RATE_LIMIT_GLOBAL_PER_MINUTE: '' });
    try {
      // The first case: 125 empty bodies from one address (20 × 400, then 429).
      const empties: number[] = [];
      for (let i = 0; i < 125; i += 1) empties.push(await postFrom(server.url, '127.0.0.9', {}));
      expect(empties.filter((s) => s === 400)).toHaveLength(20);
      expect(empties.filter((s) => s === 429)).toHaveLength(105);
      // Six addresses store their twenty each (the whole default budget of 120), then are refused.
      const flooders = await Promise.all(
        Array.from({ length: 6 }, async (_, n) => {
          const statuses: number[] = [];
          for (let i = 0; i < 22; i += 1)
            statuses.push(await postFrom(server.url, `127.0.0.${n + 2}`, validBooking({ phone: `+99890123450${n}` })));
          return statuses;
        }),
      );
      for (const statuses of flooders) expect(statuses).toEqual([...Array(20).fill(201), 429, 429]);
      expect(
        await postFrom(
          server.url,
          '127.0.0.100',
          validBooking({ guestName: 'Anna Schmidt', nationality: 'DE', totalPrice: 2 * 470_000 }),
        ),
      ).toBe(201);
    } finally {
      await server.close();
    }
  });
});
