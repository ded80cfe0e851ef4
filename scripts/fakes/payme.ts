/**
 * A fake Payme on loopback, following the published Merchant API: (a) a client that calls our
 * endpoint as Payme's servers do (JSON-RPC 2.0, Basic `Paycom:<key>`), and whose `pay()` runs
 * CheckPerformTransaction → CreateTransaction → PerformTransaction, each sent twice as a retry
 * would, and whose `fiscalize()` reports a receipt's fiscal data as Payme does after the fiscal
 * module registered it (SetFiscalData, PERFORM or CANCEL); (b) a checkout page server at
 * PAYME_CHECKOUT_URL: GET /<base64 of m=…;ac.booking=…;a=…;l=…;c=…> shows the amount and a Pay
 * button, whose submission pays, reports the payment's fiscal receipt (its address on this fake's
 * own origin, GET /ofd/epi serving the receipt's page) and redirects to `c`.
 */
import { randomBytes } from 'node:crypto';
import {
  checkoutPage,
  escapeHtml,
  fakeReceiptUrl,
  fiscalDate,
  listenPages,
  readBody,
  receiptPage,
  send,
} from './gatewayPage';
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
  call(
    method: string,
    params: Record<string, unknown>,
    options?: { key?: string; body?: string },
  ): Promise<PaymeRpcAnswer>;
  /** Pays `tiyin` for `booking`; each step is repeated, and a repeat must answer as the first. */
  pay(booking: string, tiyin: number): Promise<PaymePayment>;
  /**
   * SetFiscalData for transaction `id` (sent twice, as a retry would): an accepted receipt whose
   * address is on `origin` (default a closed port of this machine). Returns the first answer and the data sent.
   */
  fiscalize(
    id: string,
    type: 'PERFORM' | 'CANCEL',
    origin?: string,
  ): Promise<{ answer: PaymeRpcAnswer; fiscalData: PaymeFiscalData }>;
}

/** Payme's FiscalData of a receipt, as SetFiscalData carries it. */
export interface PaymeFiscalData {
  receipt_id: number;
  status_code: number;
  message: string;
  terminal_id: string;
  fiscal_sign: string;
  qr_code_url: string;
  date: string;
}

let lastReceiptId = 120;

/** An accepted receipt of the virtual fiscal module, its address on `origin`. */
export function paymeFiscalData(origin: string): PaymeFiscalData {
  lastReceiptId += 1;
  const receipt = {
    terminalId: 'EP000000000025',
    receiptId: lastReceiptId,
    date: fiscalDate(),
    fiscalSign: String(randomBytes(6).readUIntBE(0, 6)).padStart(12, '0').slice(-12),
  };
  return {
    receipt_id: receipt.receiptId,
    status_code: 0,
    message: 'accepted',
    terminal_id: receipt.terminalId,
    fiscal_sign: receipt.fiscalSign,
    qr_code_url: fakeReceiptUrl(origin, receipt),
    date: receipt.date,
  };
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
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`Paycom:${options.key ?? key}`).toString('base64')}`,
      },
      body: options.body ?? JSON.stringify({ jsonrpc: '2.0', id: rpcId, method, params }),
    });
    if (response.status !== 200) throw new Error(`Payme expects HTTP 200, got ${response.status}`);
    return (await response.json()) as PaymeRpcAnswer;
  };
  const twice = async (
    answers: PaymeRpcAnswer[],
    method: string,
    params: Record<string, unknown>,
  ): Promise<PaymeRpcAnswer> => {
    const first = await call(method, params);
    const again = await call(method, params);
    answers.push(first, again);
    const same = JSON.stringify({ ...first, id: null }) === JSON.stringify({ ...again, id: null });
    if (!same)
      throw new Error(
        `${method} answered a repeat differently: ${JSON.stringify(first)} then ${JSON.stringify(again)}`,
      );
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
    async fiscalize(id, type, origin = 'http://127.0.0.1:9') {
      const fiscalData = paymeFiscalData(origin);
      const answer = await twice([], 'SetFiscalData', { id, type, fiscal_data: fiscalData });
      return { answer, fiscalData };
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
  const origin = { url: '' };
  const pages = await listenPages(options.port ?? 0, async (req, res, url) => {
    if (req.method === 'GET' && url.pathname === '/ofd/epi') {
      send(res, 200, 'text/html; charset=utf-8', receiptPage(url.searchParams));
      return;
    }
    if (req.method === 'GET' && url.pathname.length > 1) {
      const link = decodePaymeLink(url.pathname.slice(1));
      const booking = link['ac.booking'] ?? '';
      const tiyin = Number(link.a);
      send(
        res,
        200,
        'text/html; charset=utf-8',
        checkoutPage('Payme', tiyin / 100, booking, { link: url.pathname.slice(1) }),
      );
      return;
    }
    if (req.method === 'POST' && url.pathname === '/pay') {
      const form = new URLSearchParams(await readBody(req));
      const link = decodePaymeLink(form.get('link') ?? '');
      const payment = await client.pay(link['ac.booking'] ?? '', Number(link.a));
      // The fiscal module registered the receipt: Payme reports it, as it does after the payment.
      if (payment.ok) await client.fiscalize(payment.id, 'PERFORM', origin.url);
      payments.push(payment);
      if (payment.ok && link.c) send(res, 303, 'text/plain', '', { location: link.c });
      else
        send(
          res,
          402,
          'text/html; charset=utf-8',
          `<!doctype html><p>Payment refused</p><pre>${escapeHtml(JSON.stringify(payment.error))}</pre>`,
        );
      return;
    }
    send(res, 404, 'text/plain', 'not found');
  });
  origin.url = pages.url;
  return { ...pages, client, payments };
}
