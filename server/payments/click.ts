/**
 * Click SHOP API: Prepare (action 0) and Complete (action 1), form-encoded POSTs signed with
 * `sign_string` = md5(click_trans_id + service_id + CLICK_SECRET_KEY + merchant_trans_id
 * [+ merchant_prepare_id on Complete] + amount + action + sign_time). Answers carry Click's codes;
 * each call is recorded with its answer in one transaction, and a repeated call gets the same
 * answer. The amount is checked against the booking's deposit, never taken from the call.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Config, PaymentsConfig } from '../config';
import { lockBooking } from '../bookings';
import type { BookingsTable, Database, PaymentsTable } from '../db';
import { bookingOfAccount, secretsEqual } from './account';
import { bodyHash, STORED_FIELD_CHARS } from './callLog';
import { depositAmount, notPayableBecause, toTiyin } from './deposit';
import { enqueueClickFiscal } from './clickFiscal';
import { noticePaid } from './notices';
import {
  countRefusal,
  findByPrepareId,
  findPayment,
  insertPayment,
  nextPrepareId,
  paymentsOf,
  recordCall,
  updatePayment,
} from './repository';

export type ClickAction = 'prepare' | 'complete';

export type ClickSettings = { click: NonNullable<PaymentsConfig['click']>; deposit: PaymentsConfig['deposit'] } & Pick<
  Config,
  'hotelEmail'
>;

/** Click's error codes, as its documentation names them. */
export const CLICK_ERRORS = {
  0: 'Success',
  [-1]: 'SIGN CHECK FAILED!',
  [-2]: 'Incorrect parameter amount',
  [-3]: 'Action not found',
  [-4]: 'Already paid',
  [-5]: 'User does not exist',
  [-6]: 'Transaction does not exist',
  [-8]: 'Error in request from click',
  [-9]: 'Transaction cancelled',
} as const;
export type ClickCode = keyof typeof CLICK_ERRORS;

export interface ClickAnswer {
  click_trans_id?: string;
  merchant_trans_id?: string;
  merchant_prepare_id?: number;
  merchant_confirm_id?: number;
  error: ClickCode;
  error_note: string;
}

const FIELDS = [
  'click_trans_id',
  'service_id',
  'click_paydoc_id',
  'merchant_trans_id',
  'amount',
  'action',
  'error',
  'sign_time',
  'sign_string',
] as const;

/** A call's fields once all that its action needs are present (merchant_prepare_id is '' on Prepare). */
type ClickFields = Record<(typeof FIELDS)[number] | 'merchant_prepare_id', string>;

function requiredFields(fields: Record<string, string>, action: ClickAction): ClickFields | null {
  const names = [...FIELDS, ...(action === 'complete' ? (['merchant_prepare_id'] as const) : [])];
  const picked: Record<string, string> = { merchant_prepare_id: '' };
  for (const name of names) {
    const value = fields[name];
    if (value === undefined || value.length > 128) return null;
    picked[name] = value;
  }
  return picked as ClickFields;
}

/** The signature Click computes for a call (and the fakes for theirs). */
export function clickSign(
  fields: Omit<ClickFields, 'sign_string' | 'click_paydoc_id' | 'error'>,
  secretKey: string,
  action: ClickAction,
): string {
  const prepareId = action === 'complete' ? fields.merchant_prepare_id : '';
  const text = `${fields.click_trans_id}${fields.service_id}${secretKey}${fields.merchant_trans_id}${prepareId}${fields.amount}${fields.action}${fields.sign_time}`;
  return createHash('md5').update(text, 'utf8').digest('hex');
}

class Refusal extends Error {
  constructor(readonly code: Exclude<ClickCode, 0>) {
    super(CLICK_ERRORS[code]);
  }
}

/** Click's `sign_time` (YYYY-MM-DD HH:mm:ss, Tashkent) as ms; the current time when unreadable. */
function signTimeMs(text: string, now: Date): number {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return now.getTime();
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  // Tashkent is UTC+5 all year.
  return Date.UTC(y, mo - 1, d, h - 5, mi, s);
}

/** Click's whole-number fields: digits with an optional minus, nothing else (no `0x…`, no `1e3`, no blanks). */
const WHOLE = /^-?\d{1,20}$/;
/** An amount in so'm with at most two decimals (tiyin). */
const AMOUNT = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

/** The amount in tiyin, or null when it is not written as Click writes amounts. */
function amountInTiyin(text: string): number | null {
  const match = AMOUNT.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

interface Context {
  trx: Transaction<Database>;
  settings: ClickSettings;
  now: Date;
  fields: ClickFields;
  /** The call's amount in tiyin. */
  amount: number;
  bookingId: string | null;
}

/** The named booking (-5 when none), read again under its lock. */
async function lockedBooking(ctx: Context): Promise<BookingsTable> {
  const named = await bookingOfAccount(ctx.trx, ctx.fields.merchant_trans_id);
  if (!named) throw new Refusal(-5);
  ctx.bookingId = named.id;
  // As it stands under the lock a guest's cancel takes too, never as read before it.
  const booking = await lockBooking(ctx.trx, named.id);
  if (!booking) throw new Refusal(-5);
  return booking;
}

async function payableOrRefuse(ctx: Context, booking: BookingsTable): Promise<void> {
  const why = notPayableBecause(booking, await paymentsOf(ctx.trx, booking.id));
  if (why === 'paid') throw new Refusal(-4);
  if (why === 'cancelled' || why === 'declined') throw new Refusal(-9);
  if (why === 'not_confirmed') throw new Refusal(-5);
}

async function prepare(ctx: Context): Promise<ClickAnswer> {
  const booking = await lockedBooking(ctx);
  const existing = await findPayment(ctx.trx, 'click', ctx.fields.click_trans_id);
  if (existing) {
    // A repeat is the same call: another booking is not this transaction's, another amount -2.
    if (existing.booking_id !== booking.id) throw new Refusal(-6);
    if (ctx.amount !== toTiyin(Number(existing.amount))) throw new Refusal(-2);
    if (existing.state === 2) throw new Refusal(-4);
    if (existing.state !== 1) throw new Refusal(-9);
    return ok(ctx, { merchant_prepare_id: Number(existing.prepare_id) });
  }
  if (ctx.amount !== toTiyin(depositAmount(booking, ctx.settings.deposit))) throw new Refusal(-2);
  await payableOrRefuse(ctx, booking);
  const prepareId = await nextPrepareId(ctx.trx);
  const row: PaymentsTable = {
    id: randomUUID(),
    booking_id: booking.id,
    gateway: 'click',
    transaction_id: ctx.fields.click_trans_id,
    amount: depositAmount(booking, ctx.settings.deposit),
    state: 1,
    reason: null,
    gateway_time: signTimeMs(ctx.fields.sign_time, ctx.now),
    prepare_id: prepareId,
    create_time: ctx.now.getTime(),
    perform_time: null,
    cancel_time: null,
  };
  await insertPayment(ctx.trx, row);
  return ok(ctx, { merchant_prepare_id: prepareId });
}

async function complete(ctx: Context): Promise<ClickAnswer> {
  const prepareId = Number(ctx.fields.merchant_prepare_id);
  const payment = Number.isSafeInteger(prepareId) ? await findByPrepareId(ctx.trx, prepareId) : undefined;
  if (!payment || payment.gateway !== 'click' || payment.transaction_id !== ctx.fields.click_trans_id)
    throw new Refusal(-6);
  ctx.bookingId = payment.booking_id;
  const booking = await lockedBooking(ctx);
  if (booking.id !== payment.booking_id) throw new Refusal(-6);
  // Read again under the booking's lock: a repeat racing this one may have completed it.
  Object.assign(payment, await findByPrepareId(ctx.trx, prepareId));
  if (ctx.amount !== toTiyin(Number(payment.amount))) throw new Refusal(-2);
  const clickError = Number(ctx.fields.error);
  const confirmed = { merchant_confirm_id: prepareId };
  if (payment.state === 2) {
    // A retry of the Complete we answered: the same answer. Click cancelling a paid one: -4.
    if (clickError < 0) throw new Refusal(-4);
    return ok(ctx, confirmed);
  }
  if (payment.state !== 1) throw new Refusal(-9);
  const nowMs = ctx.now.getTime();
  if (clickError < 0) {
    // Click failed the payment: the transaction is cancelled, with Click's code as the reason.
    await updatePayment(ctx.trx, payment.id, {
      state: -1,
      reason: Math.max(-1_000_000, Math.trunc(clickError)),
      cancel_time: nowMs,
    });
    throw new Refusal(-9);
  }
  try {
    await payableOrRefuse(ctx, booking);
  } catch (error) {
    // Paid another way or cancelled meanwhile: this one will not be, and Click is told why.
    await updatePayment(ctx.trx, payment.id, { state: -1, reason: (error as Refusal).code, cancel_time: nowMs });
    throw error;
  }
  await updatePayment(ctx.trx, payment.id, { state: 2, perform_time: nowMs });
  await noticePaid(ctx.trx, booking, ctx.settings, ctx.now);
  // The fiscal receipt's items go to Click's merchant API through the outbox (clickFiscal.ts).
  await enqueueClickFiscal(ctx.trx, booking.id, ctx.now);
  return ok(ctx, confirmed);
}

function ok(ctx: Context, ids: Partial<ClickAnswer>): ClickAnswer {
  return {
    click_trans_id: ctx.fields.click_trans_id,
    merchant_trans_id: ctx.fields.merchant_trans_id,
    ...ids,
    error: 0,
    error_note: CLICK_ERRORS[0],
  };
}

function refusedAnswer(fields: Record<string, string> | null, code: Exclude<ClickCode, 0>): ClickAnswer {
  const echo = (name: 'click_trans_id' | 'merchant_trans_id') =>
    fields?.[name] ? { [name]: fields[name].slice(0, STORED_FIELD_CHARS) } : {};
  return { ...echo('click_trans_id'), ...echo('merchant_trans_id'), error: code, error_note: CLICK_ERRORS[code] };
}

/** A call screened before the store is read: refused (only counted) or signed, with its fields. */
export type ClickScreened = { kind: 'refused'; answer: ClickAnswer } | { kind: 'accepted'; given: ClickFields };

/**
 * Refuses what is not Click's call before anything is read: an oversized body, a form missing
 * its fields (-8), a wrong signature (-1). Pure: the route asks it first, so that refused calls
 * past the address's limit cost no write.
 */
export function screenClick(
  settings: Pick<ClickSettings, 'click'>,
  action: ClickAction,
  fields: Record<string, string> | null,
): ClickScreened {
  const given = fields === null ? null : requiredFields(fields, action);
  if (given === null || !/^\d{1,20}$/.test(given.click_trans_id))
    return { kind: 'refused', answer: refusedAnswer(fields, -8) };
  if (!secretsEqual(given.sign_string.toLowerCase(), clickSign(given, settings.click.secretKey, action)))
    return { kind: 'refused', answer: refusedAnswer(fields, -1) };
  return { kind: 'accepted', given };
}

/** Click's fields a stored call keeps (the protocol's, each at most 128 characters: requiredFields). */
const STORED_FIELDS = [...FIELDS, 'merchant_prepare_id', 'error_note'] as const;

function storedRequest(fields: Record<string, string>): string {
  return JSON.stringify(
    Object.fromEntries(
      STORED_FIELDS.filter((name) => fields[name] !== undefined).map((name) => [
        name,
        (fields[name] ?? '').slice(0, STORED_FIELD_CHARS),
      ]),
    ),
  );
}

/**
 * Answers one Prepare or Complete in the caller's transaction: a refused one is counted
 * (payment_refusals), a signed one recorded with its answer.
 */
export async function answerClick(
  trx: Transaction<Database>,
  settings: ClickSettings,
  action: ClickAction,
  fields: Record<string, string> | null,
  now: Date,
): Promise<ClickAnswer> {
  const screened = screenClick(settings, action, fields);
  if (screened.kind === 'refused') {
    const body = fields === null ? null : new URLSearchParams(fields).toString();
    await countRefusal(
      trx,
      { gateway: 'click', method: action, code: screened.answer.error, bodyHash: bodyHash(body) },
      now,
    );
    return screened.answer;
  }
  const { given } = screened;
  let bookingId: string | null = null;
  let answer: ClickAnswer;
  try {
    // Whole numbers as Click writes them, strictly: `error=abc` is no error code, `0x118C30` no amount.
    const numeric = [
      'service_id',
      'click_paydoc_id',
      'action',
      'error',
      ...(action === 'complete' ? (['merchant_prepare_id'] as const) : []),
    ] as const;
    if (numeric.some((name) => !WHOLE.test(given[name]))) throw new Refusal(-8);
    const amount = amountInTiyin(given.amount);
    if (amount === null) throw new Refusal(-2);
    if (given.action !== (action === 'prepare' ? '0' : '1')) throw new Refusal(-3);
    if (given.service_id !== settings.click.serviceId) throw new Refusal(-8);
    const ctx: Context = { trx, settings, now, fields: given, amount, bookingId: null };
    try {
      answer = action === 'prepare' ? await prepare(ctx) : await complete(ctx);
    } finally {
      bookingId = ctx.bookingId;
    }
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    answer = refusedAnswer(given, error.code);
  }
  await recordCall(
    trx,
    {
      gateway: 'click',
      method: action,
      transaction_id: given.click_trans_id,
      booking_id: bookingId,
      request: storedRequest(fields ?? {}),
      response: JSON.stringify(answer),
    },
    now,
  );
  return answer;
}
