/**
 * Payme Merchant API (JSON-RPC 2.0 over POST, Basic `Paycom:<PAYME_KEY>`): the methods Payme
 * calls, their states (1 created, 2 performed, -1 cancelled before, -2 after performing), reasons
 * and error codes. Each call is answered from the store and recorded with its answer in one
 * transaction; the same transaction id always gets the same answer and times. The amount is
 * checked against the booking's deposit, never taken from the call.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Config, PaymentsConfig } from '../config';
import { lockBooking, findBookings } from '../bookings';
import type { BookingsTable, Database, PaymentsTable } from '../db';
import { bookingOfAccount, expired, REASON_TIMEOUT, secretsEqual, TRANSACTION_TIMEOUT_MS } from './account';
import { bodyHash, boundedValue } from './callLog';
import { depositAmount, notPayableBecause, toTiyin } from './deposit';
import { expireWaiting } from './expiry';
import { paymeDetail, setFiscalData } from './fiscal';
import { noticePaid, noticeRefunded } from './notices';
import {
  countRefusal,
  findPayment,
  insertPayment,
  paymentsCreatedBetween,
  paymentsOf,
  recordCall,
  updatePayment,
} from './repository';

type Localized = { uz: string; ru: string; en: string };
export interface RpcError {
  code: number;
  message: Localized;
  data?: string;
}
export type RpcAnswer =
  { jsonrpc: '2.0'; id: unknown; result: unknown } | { jsonrpc: '2.0'; id: unknown; error: RpcError };

/** What reached the route: the Authorization header and the raw body (null when it was too large). */
export interface PaymeCall {
  authorization: string | undefined;
  body: string | null;
}

export type PaymeSettings = {
  payme: NonNullable<PaymentsConfig['payme']>;
  deposit: PaymentsConfig['deposit'];
  fiscal: PaymentsConfig['fiscal'];
} & Pick<Config, 'hotelEmail'>;

class Refusal extends Error {
  constructor(readonly rpc: RpcError) {
    super(rpc.message.en);
  }
}

const msg = (uz: string, ru: string, en: string): Localized => ({ uz, ru, en });

const ERRORS = {
  auth: { code: -32504, message: msg('Ruxsat yoʻq', 'Недостаточно привилегий', 'Insufficient privileges') },
  parse: { code: -32700, message: msg('JSON xato', 'Ошибка разбора JSON', 'Parse error') },
  invalid: { code: -32600, message: msg('Notoʻgʻri soʻrov', 'Неверный запрос', 'Invalid request') },
  system: { code: -32400, message: msg('Tizim xatosi', 'Системная ошибка', 'System error') },
  amount: { code: -31001, message: msg('Notoʻgʻri summa', 'Неверная сумма', 'Wrong amount') },
  unknownTransaction: {
    code: -31003,
    message: msg('Tranzaksiya topilmadi', 'Транзакция не найдена', 'Transaction not found'),
  },
  cannotPerform: {
    code: -31008,
    message: msg('Amalni bajarib boʻlmaydi', 'Невозможно выполнить операцию', 'The operation cannot be performed'),
  },
} satisfies Record<string, RpcError>;

/** Why a booking cannot be paid, as Payme's account errors (-31050…-31099, `data: "booking"`). */
const BOOKING_ERRORS = {
  not_found: { code: -31050, message: msg('Soʻrov topilmadi', 'Запрос не найден', 'Booking not found') },
  not_confirmed: {
    code: -31051,
    message: msg('Soʻrov hali tasdiqlanmagan', 'Запрос ещё не подтверждён', 'The booking is not confirmed yet'),
  },
  cancelled: { code: -31052, message: msg('Soʻrov bekor qilingan', 'Запрос отменён', 'The booking was cancelled') },
  declined: { code: -31052, message: msg('Soʻrov rad etilgan', 'Запрос отклонён', 'The booking was declined') },
  paid: {
    code: -31053,
    message: msg('Oldindan toʻlov allaqachon qilingan', 'Предоплата уже внесена', 'The deposit is already paid'),
  },
  other: {
    code: -31054,
    message: msg(
      'Bu tranzaksiya boshqa soʻrovga tegishli',
      'Эта транзакция относится к другому запросу',
      'This transaction belongs to another booking',
    ),
  },
  busy: {
    code: -31099,
    message: msg(
      'Bu soʻrov uchun boshqa toʻlov kutilmoqda',
      'По этому запросу ожидается другой платёж',
      'Another payment for this booking is waiting',
    ),
  },
} satisfies Record<string, RpcError>;

function bookingError(reason: keyof typeof BOOKING_ERRORS): Refusal {
  return new Refusal({ ...BOOKING_ERRORS[reason], data: 'booking' });
}

const METHODS = [
  'CheckPerformTransaction',
  'CreateTransaction',
  'PerformTransaction',
  'CancelTransaction',
  'CheckTransaction',
  'GetStatement',
  'ChangePassword',
  'SetFiscalData',
] as const;
type Method = (typeof METHODS)[number];

type Params = Record<string, unknown>;

function isObject(value: unknown): value is Params {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A parameter of the expected kind, else the protocol's -32600. */
function str(params: Params, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) throw new Refusal(ERRORS.invalid);
  return value;
}
function int(params: Params, name: string, min = 0): number {
  const value = params[name];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) throw new Refusal(ERRORS.invalid);
  return value;
}
function account(params: Params): Params {
  const value = params.account;
  if (!isObject(value)) throw new Refusal(ERRORS.invalid);
  return value;
}

interface Context {
  trx: Transaction<Database>;
  settings: PaymeSettings;
  now: Date;
  /** What the call is recorded under. */
  transactionId: string | null;
  bookingId: string | null;
}

/** The booking named by the account, read again under its lock, payable, for exactly its deposit in tiyin. */
async function payableBooking(ctx: Context, params: Params): Promise<BookingsTable> {
  const named = await bookingOfAccount(ctx.trx, account(params).booking);
  const amount = int(params, 'amount', 1);
  if (!named) throw bookingError('not_found');
  ctx.bookingId = named.id;
  // As it stands under the lock a guest's cancel takes too, never as read before it.
  const booking = await lockBooking(ctx.trx, named.id);
  if (!booking) throw bookingError('not_found');
  const why = notPayableBecause(booking, await expireWaiting(ctx.trx, booking.id, ctx.now));
  if (why) throw bookingError(why);
  if (amount !== toTiyin(depositAmount(booking, ctx.settings.deposit))) throw new Refusal(ERRORS.amount);
  return booking;
}

async function transactionOf(ctx: Context, params: Params): Promise<PaymentsTable> {
  const id = str(params, 'id');
  ctx.transactionId = id;
  const payment = await findPayment(ctx.trx, 'payme', id);
  if (!payment) throw new Refusal(ERRORS.unknownTransaction);
  ctx.bookingId = payment.booking_id;
  await lockBooking(ctx.trx, payment.booking_id);
  // Read again under the lock: a call racing this one may have changed it. Read, it times out.
  const fresh = (await findPayment(ctx.trx, 'payme', id)) ?? payment;
  if (expired(fresh, ctx.now.getTime())) {
    const change = { state: -1 as const, reason: REASON_TIMEOUT, cancel_time: ctx.now.getTime() };
    await updatePayment(ctx.trx, fresh.id, change);
    Object.assign(fresh, change);
  }
  return fresh;
}

const created = (p: PaymentsTable) => ({ create_time: p.create_time, transaction: p.id, state: p.state });

/**
 * CreateTransaction of a transaction we have: the same answer while it waits, but only for the
 * same call. Another booking (or none) is the account's error, another amount -31001.
 */
async function createdAgain(ctx: Context, existing: PaymentsTable, params: Params): Promise<unknown> {
  const named = await bookingOfAccount(ctx.trx, account(params).booking);
  if (named?.id !== existing.booking_id) throw bookingError('other');
  if (int(params, 'amount', 1) !== toTiyin(Number(existing.amount))) throw new Refusal(ERRORS.amount);
  if (existing.state !== 1) throw new Refusal(ERRORS.cannotPerform);
  return created(existing);
}

async function createTransaction(ctx: Context, params: Params): Promise<unknown> {
  const id = str(params, 'id');
  const time = int(params, 'time');
  account(params);
  int(params, 'amount', 1);
  ctx.transactionId = id;
  const existing = await findPayment(ctx.trx, 'payme', id);
  if (existing) return createdAgain(ctx, await transactionOf(ctx, params), params);
  const nowMs = ctx.now.getTime();
  // Payme's 12 hours count from its own time: a call made that long ago can no longer be paid.
  if (nowMs - time > TRANSACTION_TIMEOUT_MS) throw new Refusal(ERRORS.cannotPerform);
  const booking = await payableBooking(ctx, params);
  // The same call, repeated while this one waited for the lock, made it already.
  const raced = await findPayment(ctx.trx, 'payme', id);
  if (raced) return createdAgain(ctx, raced, params);
  // One Payme transaction waits per booking (those past their 12 hours were cancelled above).
  if ((await paymentsOf(ctx.trx, booking.id)).some((other) => other.gateway === 'payme' && other.state === 1))
    throw bookingError('busy');
  const row: PaymentsTable = {
    id: randomUUID(),
    booking_id: booking.id,
    gateway: 'payme',
    transaction_id: id,
    amount: depositAmount(booking, ctx.settings.deposit),
    state: 1,
    reason: null,
    gateway_time: time,
    prepare_id: null,
    create_time: nowMs,
    perform_time: null,
    cancel_time: null,
  };
  await insertPayment(ctx.trx, row);
  return created(row);
}

async function performTransaction(ctx: Context, params: Params): Promise<unknown> {
  const payment = await transactionOf(ctx, params);
  if (payment.state === 1) {
    // Read under the booking's lock (transactionOf): a guest's cancel is wholly before or after.
    const [booking] = await findBookings(ctx.trx, [payment.booking_id]);
    // Cancelled by the guest, or paid with Click, since it was created: Payme cancels it.
    if (!booking || notPayableBecause(booking, await paymentsOf(ctx.trx, booking.id)) !== null)
      throw new Refusal(ERRORS.cannotPerform);
    const performTime = ctx.now.getTime();
    await updatePayment(ctx.trx, payment.id, { state: 2, perform_time: performTime });
    await noticePaid(ctx.trx, booking, ctx.settings, ctx.now);
    return { transaction: payment.id, perform_time: performTime, state: 2 };
  }
  if (payment.state === 2) return { transaction: payment.id, perform_time: payment.perform_time, state: 2 };
  throw new Refusal(ERRORS.cannotPerform);
}

async function cancelTransaction(ctx: Context, params: Params): Promise<unknown> {
  const payment = await transactionOf(ctx, params);
  const reason = int(params, 'reason', 1);
  if (payment.state === 1 || payment.state === 2) {
    const cancelTime = ctx.now.getTime();
    const state = payment.state === 1 ? -1 : -2;
    await updatePayment(ctx.trx, payment.id, { state, reason, cancel_time: cancelTime });
    if (state === -2) {
      const [booking] = await findBookings(ctx.trx, [payment.booking_id]);
      if (booking) await noticeRefunded(ctx.trx, booking, ctx.settings, ctx.now);
    }
    return { transaction: payment.id, cancel_time: cancelTime, state };
  }
  return { transaction: payment.id, cancel_time: payment.cancel_time, state: payment.state };
}

async function checkTransaction(ctx: Context, params: Params): Promise<unknown> {
  const p = await transactionOf(ctx, params);
  return {
    create_time: p.create_time,
    perform_time: p.perform_time ?? 0,
    cancel_time: p.cancel_time ?? 0,
    transaction: p.id,
    state: p.state,
    reason: p.reason,
  };
}

async function getStatement(ctx: Context, params: Params): Promise<unknown> {
  const from = int(params, 'from');
  const to = int(params, 'to');
  const payments = await paymentsCreatedBetween(ctx.trx, 'payme', from, to);
  const bookings = new Map(
    (await findBookings(ctx.trx, [...new Set(payments.map((p) => p.booking_id))])).map((b) => [b.id, b]),
  );
  return {
    transactions: payments.map((p) => ({
      id: p.transaction_id,
      time: p.gateway_time,
      amount: toTiyin(p.amount),
      account: { booking: bookings.get(p.booking_id)?.reference ?? p.booking_id },
      create_time: p.create_time,
      perform_time: p.perform_time ?? 0,
      cancel_time: p.cancel_time ?? 0,
      transaction: p.id,
      state: p.state,
      reason: p.reason,
    })),
  };
}

async function run(ctx: Context, method: Method, params: Params): Promise<unknown> {
  switch (method) {
    case 'CheckPerformTransaction':
      // The receipt's items (fiscal.ts): Payme registers the fiscal receipt from them.
      return {
        allow: true,
        detail: paymeDetail(await payableBooking(ctx, params), ctx.settings.deposit, ctx.settings.fiscal),
      };
    case 'CreateTransaction':
      return createTransaction(ctx, params);
    case 'PerformTransaction':
      return performTransaction(ctx, params);
    case 'CancelTransaction':
      return cancelTransaction(ctx, params);
    case 'CheckTransaction':
      return checkTransaction(ctx, params);
    case 'GetStatement':
      return getStatement(ctx, params);
    case 'SetFiscalData': {
      const outcome = await setFiscalData(ctx.trx, params, ctx.now);
      ctx.transactionId = outcome.transactionId;
      ctx.bookingId = outcome.bookingId;
      if ('refusal' in outcome) throw new Refusal(ERRORS[outcome.refusal]);
      return outcome.result;
    }
    case 'ChangePassword':
      // The key is PAYME_KEY in the server's configuration, which the server never rewrites.
      throw new Refusal({
        code: ERRORS.system.code,
        message: msg(
          'Kalit server sozlamalarida (PAYME_KEY) oʻzgartiriladi',
          'Ключ меняется в настройках сервера (PAYME_KEY)',
          'The key is changed in the server configuration (PAYME_KEY)',
        ),
      });
  }
}

function expectedAuthorization(key: string): string {
  return `Basic ${Buffer.from(`Paycom:${key}`, 'utf8').toString('base64')}`;
}

/** The parameters a stored call keeps: the protocol's, each bounded; never ChangePassword's password. */
const STORED_PARAMS = ['id', 'time', 'amount', 'reason', 'from', 'to', 'type'] as const;
/** SetFiscalData's fiscal_data fields a stored call keeps, each bounded (the receipt itself is in fiscal_receipts). */
const STORED_FISCAL_FIELDS = [
  'status_code',
  'message',
  'terminal_id',
  'receipt_id',
  'date',
  'fiscal_sign',
  'qr_code_url',
] as const;

/** The call as stored: its method and protocol parameters (never the authorisation). */
function storedRequest(method: Method, params: Params): string {
  const kept: Params = {};
  for (const name of STORED_PARAMS) {
    const value = boundedValue(params[name]);
    if (value !== undefined) kept[name] = value;
  }
  if (isObject(params.account)) {
    const booking = boundedValue(params.account.booking);
    kept.account = booking === undefined ? {} : { booking };
  }
  if (isObject(params.fiscal_data)) {
    const data: Params = {};
    for (const name of STORED_FISCAL_FIELDS) {
      const value = boundedValue(params.fiscal_data[name]);
      if (value !== undefined) data[name] = value;
    }
    kept.fiscal_data = data;
  }
  return JSON.stringify({ method, params: kept });
}

/** A call screened before the store is read: refused (only counted) or accepted, with what it asks. */
export type PaymeScreened =
  | { kind: 'refused'; answer: RpcAnswer; method: string; code: number }
  | { kind: 'accepted'; id: unknown; method: Method; params: Params };

/** The method a refused call is counted under: one of Payme's, else `(other)`, or `(unreadable)`. */
function refusedMethod(parsed: unknown): string {
  if (!isObject(parsed) || typeof parsed.method !== 'string') return '(unreadable)';
  return (METHODS as readonly string[]).includes(parsed.method) ? parsed.method : '(other)';
}

/**
 * Refuses what is not Payme's call before anything is read: a wrong key, an oversized or
 * unreadable body, an invalid request, an unknown method. Pure: the route asks it first, so that
 * refused calls past the address's limit cost no write.
 */
export function screenPayme(settings: Pick<PaymeSettings, 'payme'>, call: PaymeCall): PaymeScreened {
  let parsed: unknown;
  try {
    parsed = call.body === null ? undefined : JSON.parse(call.body);
  } catch {
    parsed = undefined;
  }
  const refuse = (rpc: RpcError, id: unknown = null): PaymeScreened => ({
    kind: 'refused',
    answer: { jsonrpc: '2.0', id, error: rpc },
    method: refusedMethod(parsed),
    code: rpc.code,
  });
  if (!secretsEqual(call.authorization ?? '', expectedAuthorization(settings.payme.key))) return refuse(ERRORS.auth);
  if (call.body === null) return refuse(ERRORS.invalid);
  if (parsed === undefined) return refuse(ERRORS.parse);
  if (!isObject(parsed)) return refuse(ERRORS.invalid);
  const id = parsed.id ?? null;
  if (typeof parsed.method !== 'string' || !isObject(parsed.params)) return refuse(ERRORS.invalid, id);
  if (!(METHODS as readonly string[]).includes(parsed.method)) {
    return refuse(
      {
        code: -32601,
        message: msg('Usul topilmadi', 'Метод не найден', 'Method not found'),
        data: parsed.method.slice(0, 64),
      },
      id,
    );
  }
  return { kind: 'accepted', id, method: parsed.method as Method, params: parsed.params };
}

/**
 * Answers one call in the caller's transaction: a refused one is counted (payment_refusals), an
 * accepted one recorded with its answer. A refusal keeps the state changes made before it (a
 * timed-out transaction's cancellation).
 */
export async function answerPayme(
  trx: Transaction<Database>,
  settings: PaymeSettings,
  call: PaymeCall,
  now: Date,
): Promise<RpcAnswer> {
  const screened = screenPayme(settings, call);
  if (screened.kind === 'refused') {
    await countRefusal(
      trx,
      { gateway: 'payme', method: screened.method, code: screened.code, bodyHash: bodyHash(call.body) },
      now,
    );
    return screened.answer;
  }
  const ctx: Context = { trx, settings, now, transactionId: null, bookingId: null };
  const { id, method, params } = screened;
  let answer: RpcAnswer;
  try {
    answer = { jsonrpc: '2.0', id, result: await run(ctx, method, params) };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    answer = { jsonrpc: '2.0', id, error: error.rpc };
  }
  const stored = { ...answer, id: boundedValue(id) ?? null };
  await recordCall(
    trx,
    {
      gateway: 'payme',
      method,
      transaction_id: ctx.transactionId,
      booking_id: ctx.bookingId,
      request: storedRequest(method, params),
      response: JSON.stringify(stored),
    },
    now,
  );
  return answer;
}
