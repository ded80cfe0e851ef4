/**
 * A fake Payme on loopback, following the published Merchant API: (a) a client that calls our
 * endpoint as Payme's servers do (JSON-RPC 2.0, Basic `Paycom:<key>`), and whose `pay()` runs
 * CheckPerformTransaction → CreateTransaction → PerformTransaction, each sent twice as a retry
 * would; (b) a checkout page server at PAYME_CHECKOUT_URL: GET /<base64 of m=…;ac.booking=…;a=…;
 * l=…;c=…> shows the amount and a Pay button, whose submission pays and redirects to `c`.
 */
import { randomBytes } from 'node:crypto';
import { checkoutPage, escapeHtml, listenPages, readBody, send } from './gatewayPage';
import type { PageServer } from './gatewayPage';

export interface PaymeRpcAnswer {
  jsonrpc: '2.0';
  id: unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any JSON shape: callers check it
  result?: any;
  error?: { code: number; message: unknown; data?: unknown };
}

export interface PaymeClient {
  /** One JSON-RPC call; `body` replaces the JSON (a malformed call), `key` the cashbox key. */
  call(method: string, params: Record<string, unknown>, options?: { key?: string; body?: string }): Promise<PaymeRpcAnswer>;
  /** Pays `tiyin` for `booking`; each step is repeated, and a repeat must answer as the first. */
  pay(booking: string, tiyin: number): Promise<PaymePayment>;
}

export interface PaymePayment {
  ok: boolean;
  /** Payme's id of the transaction. */
  id: string;
  /** Every answer, in order (each step twice). */
  answers: PaymeRpcAnswer[];
  /** The first refusal, when not ok. */
  error?: PaymeRpcAnswer['error'];
}

/** A Payme transaction id: 24 hex digits, as Payme's are. */
export function paymeTransactionId(): string {
  return randomBytes(12).toString('hex');
}

export function paymeClient(endpoint: string, key: string): PaymeClient {
  let rpcId = 0;
  const call: PaymeClient['call'] = async (method, params, options = {}) => {
    rpcId += 1;
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`Paycom:${options.key ?? key}`).toString('base64')}` },
      body: options.body ?? JSON.stringify({ jsonrpc: '2.0', id: rpcId, method, params }),
    });
    if (response.status !== 200) throw new Error(`Payme expects HTTP 200, got ${response.status}`);
    return (await response.json()) as PaymeRpcAnswer;
  };
  const twice = async (answers: PaymeRpcAnswer[], method: string, params: Record<string, unknown>): Promise<PaymeRpcAnswer> => {
    const first = await call(method, params);
    const again = await call(method, params);
    answers.push(first, again);
    const same = JSON.stringify({ ...first, id: null }) === JSON.stringify({ ...again, id: null });
    if (!same) throw new Error(`${method} answered a repeat differently: ${JSON.stringify(first)} then ${JSON.stringify(again)}`);
    return first;
  };
  return {
    call,
    async pay(booking, tiyin) {
      const id = paymeTransactionId();
      const answers: PaymeRpcAnswer[] = [];
      const account = { booking };
      const steps: Array<[string, Record<string, unknown>]> = [
        ['CheckPerformTransaction', { amount: tiyin, account }],
        ['CreateTransaction', { id, time: Date.now(), amount: tiyin, account }],
        ['PerformTransaction', { id }],
      ];
      for (const [method, params] of steps) {
        const answer = await twice(answers, method, params);
        if (answer.error) return { ok: false, id, answers, error: answer.error };
      }
      return { ok: true, id, answers };
    },
  };
}

/** Payme's GET checkout parameters from the link's base64 part. */
export function decodePaymeLink(encoded: string): Record<string, string> {
  const text = Buffer.from(decodeURIComponent(encoded), 'base64').toString('utf8');
  const params: Record<string, string> = {};
  for (const part of text.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) params[part.slice(0, at)] = part.slice(at + 1);
  }
  return params;
}

export interface FakePayme extends PageServer {
  client: PaymeClient;
  /** Every payment the checkout page ran. */
  payments: PaymePayment[];
}

/** The checkout pages at `port` (0: any), paying against `endpoint` (our /api/payments/payme) with `key`. */
export async function startFakePayme(options: { endpoint: string; key: string; port?: number }): Promise<FakePayme> {
  const client = paymeClient(options.endpoint, options.key);
  const payments: PaymePayment[] = [];
  const pages = await listenPages(options.port ?? 0, async (req, res, url) => {
    if (req.method === 'GET' && url.pathname.length > 1) {
      const link = decodePaymeLink(url.pathname.slice(1));
      const booking = link['ac.booking'] ?? '';
      const tiyin = Number(link.a);
      send(res, 200, 'text/html; charset=utf-8', checkoutPage('Payme', tiyin / 100, booking, { link: url.pathname.slice(1) }));
      return;
    }
    if (req.method === 'POST' && url.pathname === '/pay') {
      const form = new URLSearchParams(await readBody(req));
      const link = decodePaymeLink(form.get('link') ?? '');
      const payment = await client.pay(link['ac.booking'] ?? '', Number(link.a));
      payments.push(payment);
      if (payment.ok && link.c) send(res, 303, 'text/plain', '', { location: link.c });
      else send(res, 402, 'text/html; charset=utf-8', `<!doctype html><p>Payment refused</p><pre>${escapeHtml(JSON.stringify(payment.error))}</pre>`);
      return;
    }
    send(res, 404, 'text/plain', 'not found');
  });
  return { ...pages, client, payments };
}
