/**
 * A fake Click on loopback, following the published SHOP API: (a) a client that calls our
 * Prepare and Complete as Click's servers do (form-encoded, `sign_string` = md5 of click_trans_id,
 * service_id, the secret key, merchant_trans_id, [merchant_prepare_id on Complete], amount,
 * action and sign_time), each sent twice as a retry would; (b) a checkout page server at
 * CLICK_CHECKOUT_URL: GET ?service_id&merchant_id&amount&transaction_param&return_url shows the
 * amount and a Pay button, whose submission pays and redirects to `return_url`; (c) given the
 * merchant API's user, Click's merchant API at `<origin>/v2/merchant` (clickMerchant.ts: the
 * fiscalization call our server makes after Complete, and the receipt's address).
 */
import { createHash } from 'node:crypto';
import { checkoutPage, escapeHtml, listenPages, readBody, send } from './gatewayPage';
import type { PageServer } from './gatewayPage';
import { clickMerchantState, handleClickMerchant } from './clickMerchant';
import type { ClickMerchantState } from './clickMerchant';

export interface ClickReply {
  click_trans_id?: string;
  merchant_trans_id?: string;
  merchant_prepare_id?: number;
  merchant_confirm_id?: number;
  error: number;
  error_note: string;
}

export interface ClickCallFields {
  click_trans_id: string;
  merchant_trans_id: string;
  amount: string;
  /** Complete only. */
  merchant_prepare_id?: string;
  /** Click's own result on Complete: 0, or below 0 when the payment failed on its side. */
  error?: string;
  sign_time?: string;
}

export interface ClickClient {
  prepare(
    fields: ClickCallFields,
    options?: { secretKey?: string; action?: string; raw?: string },
  ): Promise<ClickReply>;
  complete(
    fields: ClickCallFields,
    options?: { secretKey?: string; action?: string; raw?: string },
  ): Promise<ClickReply>;
  /** Prepare then Complete for `booking` and `amount` (so'm), each twice; a repeat must answer as the first. */
  pay(booking: string, amount: number): Promise<ClickPayment>;
}

export interface ClickPayment {
  ok: boolean;
  clickTransId: string;
  replies: ClickReply[];
}

/** Click's sign_time: YYYY-MM-DD HH:mm:ss in Tashkent (UTC+5). */
export function clickTime(date: Date = new Date()): string {
  return new Date(date.getTime() + 5 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

let lastTransId = Date.now();
/** A fresh click_trans_id (a whole number). */
export function clickTransId(): string {
  lastTransId += 1;
  return String(lastTransId);
}

export function clickClient(baseUrl: string, serviceId: string, secretKey: string): ClickClient {
  const call = async (
    action: 'prepare' | 'complete',
    fields: ClickCallFields,
    options: { secretKey?: string; action?: string; raw?: string } = {},
  ): Promise<ClickReply> => {
    const actionCode = options.action ?? (action === 'prepare' ? '0' : '1');
    const signTime = fields.sign_time ?? clickTime();
    const prepareId = action === 'complete' ? (fields.merchant_prepare_id ?? '') : '';
    const sign = createHash('md5')
      .update(
        `${fields.click_trans_id}${serviceId}${options.secretKey ?? secretKey}${fields.merchant_trans_id}${prepareId}${fields.amount}${actionCode}${signTime}`,
      )
      .digest('hex');
    const form = new URLSearchParams({
      click_trans_id: fields.click_trans_id,
      service_id: serviceId,
      click_paydoc_id: `9${fields.click_trans_id}`,
      merchant_trans_id: fields.merchant_trans_id,
      ...(action === 'complete' ? { merchant_prepare_id: prepareId } : {}),
      amount: fields.amount,
      action: actionCode,
      error: fields.error ?? '0',
      error_note: fields.error && fields.error !== '0' ? 'Payment failed' : 'Success',
      sign_time: signTime,
      sign_string: sign,
    });
    const response = await fetch(`${baseUrl}/api/payments/click/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: options.raw ?? form.toString(),
    });
    if (response.status !== 200) throw new Error(`Click expects HTTP 200, got ${response.status}`);
    return (await response.json()) as ClickReply;
  };
  const twice = async (
    replies: ClickReply[],
    action: 'prepare' | 'complete',
    fields: ClickCallFields,
  ): Promise<ClickReply> => {
    const first = await call(action, fields);
    const again = await call(action, fields);
    replies.push(first, again);
    if (JSON.stringify(first) !== JSON.stringify(again))
      throw new Error(
        `${action} answered a repeat differently: ${JSON.stringify(first)} then ${JSON.stringify(again)}`,
      );
    return first;
  };
  return {
    prepare: (fields, options) => call('prepare', fields, options),
    complete: (fields, options) => call('complete', fields, options),
    async pay(booking, amount) {
      const replies: ClickReply[] = [];
      const base = {
        click_trans_id: clickTransId(),
        merchant_trans_id: booking,
        amount: amount.toFixed(2),
        sign_time: clickTime(),
      };
      const prepared = await twice(replies, 'prepare', base);
      if (prepared.error !== 0) return { ok: false, clickTransId: base.click_trans_id, replies };
      const completed = await twice(replies, 'complete', {
        ...base,
        merchant_prepare_id: String(prepared.merchant_prepare_id),
      });
      return { ok: completed.error === 0, clickTransId: base.click_trans_id, replies };
    },
  };
}

export interface FakeClick extends PageServer {
  client: ClickClient;
  payments: ClickPayment[];
  /** The merchant API's calls and knobs (served when `merchantUserId` was given). */
  merchant: ClickMerchantState;
  /** CLICK_API_BASE for this fake. */
  apiBase: string;
}

/** The checkout pages at `port` (0: any), paying against `baseUrl` (our server's origin). */
export async function startFakeClick(options: {
  baseUrl: string;
  serviceId: string;
  secretKey: string;
  port?: number;
  merchantUserId?: string;
}): Promise<FakeClick> {
  const client = clickClient(options.baseUrl, options.serviceId, options.secretKey);
  const payments: ClickPayment[] = [];
  const merchant = clickMerchantState();
  let origin = '';
  const pages = await listenPages(options.port ?? 0, async (req, res, url) => {
    const { merchantUserId } = options;
    if (
      merchantUserId !== undefined &&
      (await handleClickMerchant(merchant, { ...options, merchantUserId }, () => origin, req, res, url))
    )
      return;
    if (req.method === 'GET' && url.searchParams.has('transaction_param')) {
      const q = url.searchParams;
      const hidden = Object.fromEntries(
        ['service_id', 'merchant_id', 'amount', 'transaction_param', 'return_url'].map((name) => [
          name,
          q.get(name) ?? '',
        ]),
      );
      send(
        res,
        200,
        'text/html; charset=utf-8',
        checkoutPage('Click', Number(q.get('amount')), q.get('transaction_param') ?? '', hidden),
      );
      return;
    }
    if (req.method === 'POST' && url.pathname === '/pay') {
      const form = new URLSearchParams(await readBody(req));
      const payment = await client.pay(form.get('transaction_param') ?? '', Number(form.get('amount')));
      payments.push(payment);
      const back = form.get('return_url');
      if (payment.ok && back) send(res, 303, 'text/plain', '', { location: back });
      else
        send(
          res,
          402,
          'text/html; charset=utf-8',
          `<!doctype html><p>Payment refused</p><pre>${escapeHtml(JSON.stringify(payment.replies.at(-1)))}</pre>`,
        );
      return;
    }
    send(res, 404, 'text/plain', 'not found');
  });
  origin = pages.url;
  return { ...pages, client, payments, merchant, apiBase: `${pages.url}/v2/merchant` };
}
