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
import { findBookings } from '../bookings/repository';
import type { BookingsTable, Database, PaymentsTable } from '../db/schema';
import { bookingOfAccount, expired, REASON_TIMEOUT, secretsEqual } from './account';
import { depositAmount, notPayableBecause, toTiyin } from './deposit';
import { paymeDetail, setFiscalData } from './fiscal';
import { noticePaid, noticeRefunded } from './notices';
import { findPayment, insertPayment, lockDeposit, paymentsCreatedBetween, paymentsOf, recordCall, updatePayment } from './repository';

type Localized = { uz: string; ru: string; en: string };
export interface RpcError {
  code: number;
  message: Localized;
  data?: string;
}
export type RpcAnswer = { jsonrpc: '2.0'; id: unknown; result: unknown } | { jsonrpc: '2.0'; id: unknown; error: RpcError };

/** What reached the route: the Authorization header and the raw body (null when it was too large). */
export interface PaymeCall {
  authorization: string | undefined;
  body: string | null;
}

export type PaymeSettings = { payme: NonNullable<PaymentsConfig['payme']>; deposit: PaymentsConfig['deposit']; fiscal: PaymentsConfig['fiscal'] } & Pick<Config, 'hotelEmail'>;

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
  unknownTransaction: { code: -31003, message: msg('Tranzaksiya topilmadi', 'Транзакция не найдена', 'Transaction not found') },
  cannotPerform: { code: -31008, message: msg('Amalni bajarib boʻlmaydi', 'Невозможно выполнить операцию', 'The operation cannot be performed') },
} satisfies Record<string, RpcError>;

/** Why a booking cannot be paid, as Payme's account errors (-31050…-31099, `data: "booking"`). */
const BOOKING_ERRORS = {
  not_found: { code: -31050, message: msg('Soʻrov topilmadi', 'Запрос не найден', 'Booking not found') },
  not_confirmed: { code: -31051, message: msg('Soʻrov hali tasdiqlanmagan', 'Запрос ещё не подтверждён', 'The booking is not confirmed yet') },
  cancelled: { code: -31052, message: msg('Soʻrov bekor qilingan', 'Запрос отменён', 'The booking was cancelled') },
  declined: { code: -31052, message: msg('Soʻrov rad etilgan', 'Запрос отклонён', 'The booking was declined') },
  paid: { code: -31053, message: msg('Oldindan toʻlov allaqachon qilingan', 'Предоплата уже внесена', 'The deposit is already paid') },
  refunded: { code: -31053, message: msg('Oldindan toʻlov qaytarilgan', 'Предоплата возвращена', 'The deposit was refunded') },
  busy: { code: -31099, message: msg('Bu soʻrov uchun boshqa toʻlov kutilmoqda', 'По этому запросу ожидается другой платёж', 'Another payment for this booking is waiting') },
} satisfies Record<string, RpcError>;

function bookingError(reason: keyof typeof BOOKING_ERRORS): Refusal {
  return new Refusal({ ...BOOKING_ERRORS[reason], data: 'booking' });
}

const METHODS = ['CheckPerformTransaction', 'CreateTransaction', 'PerformTransaction', 'CancelTransaction', 'CheckTransaction', 'GetStatement', 'ChangePassword', 'SetFiscalData'] as const;
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

/** The booking named by the account, payable, for exactly its deposit in tiyin. */
async function payableBooking(ctx: Context, params: Params): Promise<BookingsTable> {
  const booking = await bookingOfAccount(ctx.trx, account(params).booking);
  const amount = int(params, 'amount', 1);
  if (!booking) throw bookingError('not_found');
  ctx.bookingId = booking.id;
  await lockDeposit(ctx.trx, booking.id);
  const why = notPayableBecause(booking, await paymentsOf(ctx.trx, booking.id));
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
  await lockDeposit(ctx.trx, payment.booking_id);
  // Read again under the lock: a call racing this one may have changed it.
  return (await findPayment(ctx.trx, 'payme', id)) ?? payment;
}

/** A waiting transaction past Payme's 12 hours is cancelled (reason 4, state -1) and refused. */
async function refuseIfExpired(ctx: Context, payment: PaymentsTable): Promise<void> {
  if (!expired(payment, ctx.now.getTime())) return;
  await updatePayment(ctx.trx, payment.id, { state: -1, reason: REASON_TIMEOUT, cancel_time: ctx.now.getTime() });
  throw new Refusal(ERRORS.cannotPerform);
}

const created = (p: PaymentsTable) => ({ create_time: p.create_time, transaction: p.id, state: p.state });

/** CreateTransaction of a transaction we have: the same answer while it waits. */
async function createdAgain(ctx: Context, existing: PaymentsTable): Promise<unknown> {
  if (existing.state !== 1) throw new Refusal(ERRORS.cannotPerform);
  await refuseIfExpired(ctx, existing);
  return created(existing);
}

async function createTransaction(ctx: Context, params: Params): Promise<unknown> {
  const id = str(params, 'id');
  const time = int(params, 'time');
  ctx.transactionId = id;
  const existing = await findPayment(ctx.trx, 'payme', id);
  if (existing) return createdAgain(ctx, await transactionOf(ctx, params));
  const booking = await payableBooking(ctx, params);
  // The same call, repeated while this one waited for the lock, made it already.
  const raced = await findPayment(ctx.trx, 'payme', id);
  if (raced) return createdAgain(ctx, raced);
  const nowMs = ctx.now.getTime();
  // One Payme transaction waits per booking; one past its 12 hours is cancelled and no longer counts.
  for (const other of await paymentsOf(ctx.trx, booking.id)) {
    if (other.gateway !== 'payme' || other.state !== 1) continue;
    if (!expired(other, nowMs)) throw bookingError('busy');
    await updatePayment(ctx.trx, other.id, { state: -1, reason: REASON_TIMEOUT, cancel_time: nowMs });
  }
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
    await refuseIfExpired(ctx, payment);
    const [booking] = await findBookings(ctx.trx, [payment.booking_id]);
    // Cancelled by the guest, or paid with Click, since it was created: Payme cancels it.
    if (!booking || notPayableBecause(booking, await paymentsOf(ctx.trx, booking.id)) !== null) throw new Refusal(ERRORS.cannotPerform);
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
  return { create_time: p.create_time, perform_time: p.perform_time ?? 0, cancel_time: p.cancel_time ?? 0, transaction: p.id, state: p.state, reason: p.reason };
}

async function getStatement(ctx: Context, params: Params): Promise<unknown> {
  const from = int(params, 'from');
  const to = int(params, 'to');
  const payments = await paymentsCreatedBetween(ctx.trx, 'payme', from, to);
  const bookings = new Map((await findBookings(ctx.trx, [...new Set(payments.map((p) => p.booking_id))])).map((b) => [b.id, b]));
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
      return { allow: true, detail: paymeDetail(await payableBooking(ctx, params), ctx.settings.deposit, ctx.settings.fiscal) };
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
        message: msg('Kalit server sozlamalarida (PAYME_KEY) oʻzgartiriladi', 'Ключ меняется в настройках сервера (PAYME_KEY)', 'The key is changed in the server configuration (PAYME_KEY)'),
      });
  }
}

function expectedAuthorization(key: string): string {
  return `Basic ${Buffer.from(`Paycom:${key}`, 'utf8').toString('base64')}`;
}

/** The call as stored: its parameters (never the authorisation), or the start of an unreadable body. */
function storedRequest(parsed: unknown, body: string | null): string {
  if (isObject(parsed)) return JSON.stringify({ method: parsed.method, params: parsed.params });
  return JSON.stringify({ raw: body === null ? null : body.slice(0, 2000), oversized: body === null });
}

/**
 * Answers one call and records it with its answer in the caller's transaction. A refusal keeps
 * the state changes made before it (a timed-out transaction's cancellation).
 */
export async function answerPayme(trx: Transaction<Database>, settings: PaymeSettings, call: PaymeCall, now: Date): Promise<RpcAnswer> {
  const ctx: Context = { trx, settings, now, transactionId: null, bookingId: null };
  let parsed: unknown;
  let id: unknown = null;
  let method = '';
  let answer: RpcAnswer;
  try {
    if (!secretsEqual(call.authorization ?? '', expectedAuthorization(settings.payme.key))) throw new Refusal(ERRORS.auth);
    if (call.body === null) throw new Refusal(ERRORS.invalid);
    try {
      parsed = JSON.parse(call.body);
    } catch {
      throw new Refusal(ERRORS.parse);
    }
    if (!isObject(parsed)) throw new Refusal(ERRORS.invalid);
    id = parsed.id ?? null;
    method = typeof parsed.method === 'string' ? parsed.method.slice(0, 64) : '';
    if (typeof parsed.method !== 'string' || !isObject(parsed.params)) throw new Refusal(ERRORS.invalid);
    if (!(METHODS as readonly string[]).includes(parsed.method)) throw new Refusal({ code: -32601, message: msg('Usul topilmadi', 'Метод не найден', 'Method not found'), data: method });
    answer = { jsonrpc: '2.0', id, result: await run(ctx, parsed.method as Method, parsed.params) };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    answer = { jsonrpc: '2.0', id, error: error.rpc };
  }
  await recordCall(
    trx,
    { gateway: 'payme', method: method || '(none)', transaction_id: ctx.transactionId, booking_id: ctx.bookingId, request: storedRequest(parsed, call.body), response: JSON.stringify(answer) },
    now,
  );
  return answer;
}
