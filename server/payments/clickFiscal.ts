/**
 * Click's fiscal receipts (docs/fiscal-receipts.md). After a successful Complete, an outbox row
 * (channel `gateway`, kind `click_fiscal`) is queued in Complete's own transaction, so the call is
 * never lost; the worker then, for each paid Click transaction of the booking without a receipt
 * address: sends the receipt's items to Click's merchant API (POST
 * `{CLICK_API_BASE}/payment/ofd_data/submit_items`, header `Auth: <merchant_user_id>:<sha1(timestamp
 * + secret_key)>:<timestamp>`), stores Click's answer, and reads the receipt's address back (GET
 * `{CLICK_API_BASE}/payment/ofd_data/<service_id>/<payment_id>`, its `qrCodeURL`). A failure of
 * the network, a timeout or a 5xx is retried with the outbox's back-off; the address, which Click
 * may give only once the tax office registered the receipt, is asked again a bounded number of
 * times (CLICK_RECEIPT_POLLS) before the row is marked failed for the staff to look at.
 */
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ClickConfig, PaymentsConfig } from '../config';
import type { BookingsTable, Database, PaymentsTable, Store } from '../db';
import type { DeliveryResult } from '../notify';
import { requeue } from '../notify';
import { findReceipt, isReceiptUrl, receiptAddressKnown, receiptItems, saveReceipt } from './fiscal';
import type { ReceiptItem } from './fiscal';
import { paymentsOf } from './repository';
import { transactRetryingDeadlocks } from '../db';

/** How many times the worker asks Click for a receipt's address before giving up (≈ 6 h with the default back-off). */
export const CLICK_RECEIPT_POLLS = 12;

/** Queues the booking's Click fiscalization, in the transaction that completed the payment. */
export async function enqueueClickFiscal(trx: Transaction<Database>, bookingId: string, now: Date): Promise<void> {
  await requeue(trx, bookingId, { channel: 'gateway', kind: 'click_fiscal', recipient: null }, now);
}

/** The merchant API's `Auth` header: merchant_user_id:sha1(timestamp + secret_key):timestamp (seconds). */
export function clickAuth(click: Pick<ClickConfig, 'merchantUserId' | 'secretKey'>, now: Date): string {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const digest = createHash('sha1').update(`${timestamp}${click.secretKey}`, 'utf8').digest('hex');
  return `${click.merchantUserId}:${digest}:${timestamp}`;
}

/** Click's item: Name at most 63 characters, prices in tiyin (Price is the item's total), VAT in tiyin. */
export interface ClickItem {
  Name: string;
  SPIC: string;
  PackageCode: string;
  GoodPrice: number;
  Price: number;
  Amount: number;
  VAT: number;
  VATPercent: number;
}

/** A title cut to Click's 63 characters: first without the room name's parenthesis, then at a word. */
function clickName(title: string): string {
  if (title.length <= 63) return title;
  const shorter = title.replace(/ \([^)]*\)/, '');
  if (shorter.length <= 63) return shorter;
  return `${shorter.slice(0, 62).replace(/\s+\S*$/, '')}…`;
}

/** The receipt's items in Click's shape; the VAT is the share of the price the rate holds (price × p / (100 + p)). */
export function clickItems(items: readonly ReceiptItem[]): ClickItem[] {
  return items.map((item) => {
    const total = item.price * item.count;
    return {
      Name: clickName(item.title),
      SPIC: item.code,
      PackageCode: item.package_code,
      GoodPrice: item.price,
      Price: total,
      Amount: item.count,
      VAT: Math.round((total * item.vat_percent) / (100 + item.vat_percent)),
      VATPercent: item.vat_percent,
    };
  });
}

/** The fiscalization call's body: every tiyin was paid by card. */
export function submitItemsBody(
  click: Pick<ClickConfig, 'serviceId'>,
  payment: Pick<PaymentsTable, 'transaction_id' | 'amount'>,
  items: ClickItem[],
) {
  return {
    service_id: Number(click.serviceId),
    payment_id: Number(payment.transaction_id),
    items,
    received_ecash: 0,
    received_cash: 0,
    received_card: Number(payment.amount) * 100,
  };
}

type Answer = { status: number; body: Record<string, unknown> | null };

/** One merchant API call; throws on a network failure or an abort (the outbox retries). */
async function callClick(url: string, init: RequestInit, click: ClickConfig, signal: AbortSignal): Promise<Answer> {
  const response = await fetch(url, {
    ...init,
    headers: { accept: 'application/json', 'content-type': 'application/json', auth: clickAuth(click, new Date()) },
    signal,
  });
  const raw = await response.text();
  let body: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      body = parsed as Record<string, unknown>;
  } catch {
    body = null;
  }
  return { status: response.status, body };
}

/** What we keep of an answer: its status and body, cut short. */
function answerText(step: string, answer: Answer): string {
  return JSON.stringify({ step, status: answer.status, body: answer.body }).slice(0, 2000);
}

function errorCode(body: Record<string, unknown> | null): number | null {
  const code = body?.error_code;
  if (typeof code === 'number' && Number.isInteger(code)) return code;
  if (typeof code === 'string' && /^-?\d+$/.test(code)) return Number(code);
  return null;
}

type Step = { done: true } | { done: false; outcome: DeliveryResult };

/** Sends one transaction's items (once Click accepted them, never again) and reads its receipt's address. */
async function fiscalizeOne(
  db: Store,
  booking: BookingsTable,
  payment: PaymentsTable,
  config: PaymentsConfig,
  click: ClickConfig,
  attempts: number,
  signal: AbortSignal,
): Promise<Step> {
  const base = click.apiBase;
  let receipt = await findReceipt(db, payment.id, 'PERFORM');
  if (!receipt?.submitted_at) {
    const items = receiptItems(booking, Number(payment.amount), config.deposit, config.fiscal);
    const body = submitItemsBody(click, payment, clickItems(items));
    const answer = await callClick(
      `${base}/payment/ofd_data/submit_items`,
      { method: 'POST', body: JSON.stringify(body) },
      click,
      signal,
    );
    const code = errorCode(answer.body);
    const accepted = answer.status === 200 && code === 0;
    await transactRetryingDeadlocks(db, (trx) =>
      saveReceipt(
        trx,
        payment,
        'PERFORM',
        {
          items: JSON.stringify(body.items),
          gateway_answer: answerText('submit_items', answer),
          ...(accepted ? { submitted_at: new Date().toISOString() } : {}),
        },
        new Date(),
      ),
    );
    if (answer.status >= 500 || answer.status === 429)
      return { done: false, outcome: { kind: 'retry', error: `Click fiscalization answered HTTP ${answer.status}` } };
    if (!accepted) {
      return {
        done: false,
        outcome: {
          kind: 'failed',
          error: `Click refused the fiscalization (HTTP ${answer.status}, error_code ${code ?? 'none'})`,
          detail: typeof answer.body?.error_note === 'string' ? answer.body.error_note.slice(0, 500) : undefined,
        },
      };
    }
    receipt = await findReceipt(db, payment.id, 'PERFORM');
  }
  const read = await callClick(
    `${base}/payment/ofd_data/${encodeURIComponent(click.serviceId)}/${encodeURIComponent(payment.transaction_id)}`,
    { method: 'GET' },
    click,
    signal,
  );
  const url = read.body?.qrCodeURL ?? read.body?.qr_code_url;
  if (read.status === 200 && isReceiptUrl(url)) {
    await transactRetryingDeadlocks(db, async (trx) => {
      await saveReceipt(
        trx,
        payment,
        'PERFORM',
        { qr_code_url: url, status_code: 0, gateway_answer: answerText('ofd_data', read) },
        new Date(),
      );
      await receiptAddressKnown(trx, payment, url, new Date());
    });
    return { done: true };
  }
  if (receipt)
    await transactRetryingDeadlocks(db, (trx) =>
      saveReceipt(trx, payment, 'PERFORM', { gateway_answer: answerText('ofd_data', read) }, new Date()),
    );
  // Not registered yet at the tax office (or Click busy): asked again after the back-off, a bounded number of times.
  if (attempts + 1 >= CLICK_RECEIPT_POLLS)
    return {
      done: false,
      outcome: { kind: 'failed', error: `Click gave no receipt address after ${CLICK_RECEIPT_POLLS} reads` },
    };
  return { done: false, outcome: { kind: 'retry', error: `Click has no receipt address yet (HTTP ${read.status})` } };
}

/**
 * The outbox's delivery of a `click_fiscal` row: every performed Click transaction of the booking
 * without a receipt address is fiscalized; `attempts` is the row's failed attempts so far.
 */
export async function deliverClickFiscal(
  db: Store,
  booking: BookingsTable,
  config: Pick<PaymentsConfig, 'click' | 'deposit' | 'fiscal'> | null,
  attempts: number,
  signal: AbortSignal,
): Promise<DeliveryResult> {
  const click = config?.click;
  if (!config || !click) return { kind: 'skipped', detail: 'Click is not configured' };
  const performed = (await paymentsOf(db, booking.id)).filter(
    (p) => p.gateway === 'click' && p.perform_time !== null && !p.receipt_url,
  );
  for (const payment of performed) {
    const step = await fiscalizeOne(db, booking, payment, config as PaymentsConfig, click, attempts, signal);
    if (!step.done) return step.outcome;
  }
  return { kind: 'sent', detail: performed.length === 0 ? 'nothing to fiscalize' : `fiscalized ${performed.length}` };
}
