/**
 * A fake of Click's merchant API on loopback (CLICK_API_BASE = `<origin>/v2/merchant`), the
 * fiscalization part as Click documents it: POST payment/ofd_data/submit_items with header `Auth:
 * <merchant_user_id>:<sha1(timestamp + secret_key)>:<timestamp>` and the receipt's items, answered
 * `{ error_code, error_note }`; GET payment/ofd_data/<service_id>/<payment_id>, answering the
 * receipt's address (`qrCodeURL`) once items were submitted for that payment. It records every
 * call, checks what Click checks (the signature, the service, the items' fields, their prices
 * adding up to what was received) and can be told to fail (a 5xx, a hang) or to give the address
 * only after some reads. GET /ofd/epi serves the receipt's page.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fakeReceiptUrl, fiscalDate, listenPages, readBody, receiptPage, send } from './gatewayPage';
import type { PageServer } from './gatewayPage';

export interface ClickMerchantCall {
  method: string;
  path: string;
  /** Whether the Auth header was right. */
  authorised: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the JSON body as sent: tests check its shape
  body: any;
}

export interface ClickMerchantState {
  /** Every call, in order. */
  calls: ClickMerchantCall[];
  /** What the next submit_items calls get instead of an answer: a status code, or 'hang' (no answer for hangMs). */
  faults: Array<number | 'hang'>;
  hangMs: number;
  /** How many reads of a payment's fiscal data answer without its address before it comes. */
  readsBeforeAddress: number;
  /** The receipt's address of each fiscalized payment. */
  addresses: Map<string, string>;
}

export interface FakeClickMerchant extends PageServer, ClickMerchantState {
  /** CLICK_API_BASE for this fake. */
  apiBase: string;
}

export interface ClickMerchantOptions {
  serviceId: string;
  merchantUserId: string;
  secretKey: string;
}

function json(res: ServerResponse, body: unknown, status = 200): void {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body));
}

function authorised(header: string | undefined, options: ClickMerchantOptions): boolean {
  const [user, digest, timestamp] = (header ?? '').split(':');
  if (user !== options.merchantUserId || !digest || !timestamp || !/^\d{10}$/.test(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  return digest === createHash('sha1').update(`${timestamp}${options.secretKey}`).digest('hex');
}

/** Why Click would refuse these items, or null: the documented required fields, and prices adding up to what was paid. */
function itemsProblem(body: Record<string, unknown>): string | null {
  const items = body.items;
  if (!Array.isArray(items) || items.length === 0) return 'items is mandatory and should contain at least one item';
  let total = 0;
  for (const item of items as Array<Record<string, unknown>>) {
    if (typeof item.Name !== 'string' || item.Name.length === 0 || item.Name.length > 63) return 'Name: string(63)';
    if (typeof item.SPIC !== 'string' || !/^\d{17}$/.test(item.SPIC)) return 'SPIC: string(17)';
    if (typeof item.PackageCode !== 'string' || item.PackageCode.length === 0 || item.PackageCode.length > 20)
      return 'PackageCode: string(20)';
    for (const field of ['Price', 'Amount', 'VAT', 'VATPercent'] as const) {
      if (typeof item[field] !== 'number' || !Number.isSafeInteger(item[field]) || item[field] < 0)
        return `${field}: uint64`;
    }
    total += item.Price as number;
  }
  const received = ['received_card', 'received_cash', 'received_ecash'].reduce((sum, name) => {
    const value = body[name];
    return sum + (typeof value === 'number' ? value : NaN);
  }, 0);
  return received === total ? null : 'the items do not add up to the amount received';
}

/**
 * Answers the merchant API's fiscalization paths; false when the path is not one of them (the
 * caller serves its own pages). `origin` is where the receipts' addresses point.
 */
export async function handleClickMerchant(
  state: ClickMerchantState,
  options: ClickMerchantOptions,
  origin: () => string,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  if (req.method === 'GET' && url.pathname === '/ofd/epi') {
    send(res, 200, 'text/html; charset=utf-8', receiptPage(url.searchParams));
    return true;
  }
  if (!url.pathname.startsWith('/v2/merchant/payment/ofd_data/')) return false;
  const raw = req.method === 'POST' ? await readBody(req) : '';
  let body: unknown;
  try {
    body = raw ? JSON.parse(raw) : null;
  } catch {
    body = raw;
  }
  const ok = authorised(req.headers.auth as string | undefined, options);
  state.calls.push({ method: req.method ?? '', path: url.pathname.slice('/v2/merchant'.length), authorised: ok, body });
  if (!ok) {
    json(res, { error_code: -1, error_note: 'Authorization failed' }, 401);
    return true;
  }
  if (req.method === 'POST' && url.pathname === '/v2/merchant/payment/ofd_data/submit_items') {
    const fault = state.faults.shift();
    if (fault === 'hang') {
      await new Promise((resolve) => setTimeout(resolve, state.hangMs));
      if (!res.writableEnded && !res.destroyed) json(res, { error_code: -9, error_note: 'Too late' }, 504);
      return true;
    }
    if (typeof fault === 'number') {
      json(res, { error_code: -9, error_note: 'Service temporarily unavailable' }, fault);
      return true;
    }
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if (String(fields.service_id) !== options.serviceId) {
      json(res, { error_code: -8, error_note: 'Service not found' });
      return true;
    }
    const problem = itemsProblem(fields);
    if (problem) {
      json(res, { error_code: -8, error_note: problem });
      return true;
    }
    const paymentId = String(fields.payment_id);
    if (!state.addresses.has(paymentId)) {
      state.addresses.set(
        paymentId,
        fakeReceiptUrl(origin(), {
          terminalId: 'EZ000000000102',
          receiptId: 2000 + state.addresses.size,
          date: fiscalDate(),
          fiscalSign: paymentId.padStart(12, '0').slice(-12),
        }),
      );
    }
    json(res, { error_code: 0, error_note: 'Success' });
    return true;
  }
  const read = /^\/v2\/merchant\/payment\/ofd_data\/([^/]+)\/([^/]+)$/.exec(url.pathname);
  if (req.method === 'GET' && read) {
    const [, serviceId, paymentId] = read as unknown as [string, string, string];
    const address = serviceId === options.serviceId ? state.addresses.get(paymentId) : undefined;
    const reads = state.calls.filter((call) => call.method === 'GET' && call.path.endsWith(`/${paymentId}`)).length;
    if (!address || reads <= state.readsBeforeAddress) {
      json(res, { error_code: -16, error_note: 'Fiscal data not found' });
      return true;
    }
    json(res, { error_code: 0, error_note: 'Success', paymentId: Number(paymentId), qrCodeURL: address });
    return true;
  }
  json(res, { error_code: -3, error_note: 'Action not found' }, 404);
  return true;
}

export function clickMerchantState(): ClickMerchantState {
  return { calls: [], faults: [], hangMs: 2_000, readsBeforeAddress: 0, addresses: new Map() };
}

/** The merchant API on its own port (0: any). */
export async function startFakeClickMerchant(
  options: ClickMerchantOptions & { port?: number },
): Promise<FakeClickMerchant> {
  const state = clickMerchantState();
  let origin = '';
  const pages = await listenPages(options.port ?? 0, async (req, res, url) => {
    if (!(await handleClickMerchant(state, options, () => origin, req, res, url)))
      send(res, 404, 'text/plain', 'not found');
  });
  origin = pages.url;
  // The state's own object: a test's changes to faults or readsBeforeAddress reach the handler.
  return Object.assign(state, pages, { apiBase: `${pages.url}/v2/merchant` });
}
