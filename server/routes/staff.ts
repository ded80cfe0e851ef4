/**
 * The staff console's API under /api/staff/ (docs/staff-console.md): signing in (a one-time
 * address, a passkey), the session, accounts (owner), the requests and their actions, today, the
 * calendar and the export (owner). This file reads the request, calls staffConsole/ and bookings/, and
 * answers; staffConsole/guard.ts decides who may call what.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { STORED_STATUSES } from '../../src/domain/booking';
import type { BookingSource, StoredStatus } from '../../src/domain/booking';
import { addDays, isIsoDate, todayInHotel } from '../../src/domain/dates';
import { findRoom } from '../../src/domain/rooms';
import {
  changeStay,
  decide,
  previewChange,
  readChange,
  STAFF_SOURCES,
  createStaffBooking,
  eraseByStaff,
  stayDate,
  addNote,
  cancelByStaff,
  checkIn,
  checkOut,
  messageGuest,
  noShow,
  undoLast,
} from '../bookings';
import type { Actor, BookingHooks, ChangeOutcome, ChangeRefusal, GuardOutcome, StaffOutcome } from '../bookings';
import type { Config } from '../config';
import type { BookingsTable } from '../db';
import type { StayChangePreview } from '../../src/domain/staffApi';
import { sendError } from '../http';
import {
  endSessions,
  listAccounts,
  passkeyCount,
  signInWithLink,
  signOut,
  staffLang,
  staffView,
  sendStaffError,
  sessionCookie,
  staffGuard,
  authenticate,
  authenticationOptions,
  register,
  registrationOptions,
  CONSOLE_TEXTS,
  CALENDAR_MAX_DAYS,
  EXPORT_MAX_DAYS,
  bookingDetail,
  calendarView,
  exportCsv,
  findStaffBooking,
  listBookings,
  todayView,
} from '../staffConsole';
import type { StaffRoute } from '../staffConsole';
import { STAFF_RATE_ROUTES, staffRateRoutes } from '../terms/consoleRoutes';
import type { RatesChanged } from '../terms/consoleRoutes';

/** Every staff route, for the docs and the table-driven test of who may call it. */
export const STAFF_ROUTES: readonly StaffRoute[] = [
  { method: 'GET', url: '/api/staff/session', access: 'any' },
  { method: 'POST', url: '/api/staff/sign-in/link', access: 'public' },
  { method: 'POST', url: '/api/staff/sign-out', access: 'any' },
  { method: 'POST', url: '/api/staff/passkeys/registration-options', access: 'any' },
  { method: 'POST', url: '/api/staff/passkeys/registration', access: 'any' },
  { method: 'POST', url: '/api/staff/passkeys/authentication-options', access: 'public' },
  { method: 'POST', url: '/api/staff/passkeys/authentication', access: 'public' },
  { method: 'GET', url: '/api/staff/accounts', access: 'owner' },
  { method: 'POST', url: '/api/staff/accounts/:id/end-sessions', access: 'owner' },
  { method: 'GET', url: '/api/staff/bookings', access: 'any' },
  { method: 'POST', url: '/api/staff/bookings', access: 'any' },
  { method: 'GET', url: '/api/staff/bookings/:id', access: 'any' },
  { method: 'POST', url: '/api/staff/bookings/:id/confirm', access: 'any' },
  { method: 'POST', url: '/api/staff/bookings/:id/decline', access: 'any' },
  { method: 'POST', url: '/api/staff/bookings/:id/cancel', access: 'any' },
  { method: 'POST', url: '/api/staff/bookings/:id/check-in', access: 'any' },
  { method: 'POST', url: '/api/staff/bookings/:id/no-show', access: 'any' },
  { method: 'POST', url: '/api/staff/bookings/:id/check-out', access: 'any' },
  { method: 'POST', url: '/api/staff/bookings/:id/undo', access: 'any' },
  { method: 'POST', url: '/api/staff/bookings/:id/change', access: 'any' },
  { method: 'POST', url: '/api/staff/bookings/:id/change/preview', access: 'any' },
  { method: 'POST', url: '/api/staff/bookings/:id/notes', access: 'any' },
  { method: 'POST', url: '/api/staff/bookings/:id/messages', access: 'any' },
  { method: 'POST', url: '/api/staff/bookings/:id/erase', access: 'any' },
  { method: 'GET', url: '/api/staff/today', access: 'any' },
  { method: 'GET', url: '/api/staff/calendar', access: 'any' },
  { method: 'GET', url: '/api/staff/export.csv', access: 'owner' },
  ...STAFF_RATE_ROUTES,
];

/** Sign-in attempts per client and minute (links and passkeys). */
const SIGN_IN_PER_MINUTE = 10;

type Params = { Params: { id: string } };

function body(request: FastifyRequest): Record<string, unknown> {
  const value = request.body;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function query(request: FastifyRequest): Record<string, string | undefined> {
  return request.query as Record<string, string | undefined>;
}

/** Free text of the staff: 1..max characters after trimming, line breaks allowed, no other control characters. */
// Control characters (but the line break) and bidirectional overrides: what a free text refuses.
// eslint-disable-next-line no-control-regex -- control characters are what this matches
const REFUSED_CHARACTERS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.normalize('NFC').replace(/\r\n?/g, '\n').trim();
  if (trimmed === '' || trimmed.length > max || REFUSED_CHARACTERS.test(trimmed)) return null;
  return trimmed;
}

function actorOf(request: FastifyRequest): Actor {
  const account = request.staffAccount as NonNullable<FastifyRequest['staffAccount']>;
  return { id: `staff:${account.id}`, name: account.name };
}

export async function staffRoutes(
  app: FastifyInstance,
  opts: {
    config: Config;
    hooks: BookingHooks;
    onRatesChanged?: RatesChanged;
    /** The time of the stay's guards and the undo's 24 hours (tests move it); the real time by default. */
    clock?: () => Date;
  },
): Promise<void> {
  const { config, hooks } = opts;
  const clock = opts.clock ?? (() => new Date());
  const store = app.store;
  app.decorateRequest('staffAccount', null);
  app.decorateRequest('staffSessionId', null);
  app.addHook('onRequest', staffGuard(store, config));

  const signInLimit = {
    max: SIGN_IN_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: () => ({
      statusCode: 429,
      error: { code: 'rate_limited', message: CONSOLE_TEXTS[config.staffLang].errors.rate_limited },
    }),
  };

  const fail = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    code: Parameters<typeof sendStaffError>[3],
    field?: string,
  ) => sendStaffError(reply, config, status, code, field, request.staffAccount);

  const who = async (request: FastifyRequest) => {
    const account = request.staffAccount as NonNullable<FastifyRequest['staffAccount']>;
    return { ...staffView(account), passkeys: await passkeyCount(store, account.id) };
  };

  const detail = async (booking: BookingsTable) => ({
    booking: await bookingDetail(store, booking, config.payments, clock()),
  });

  /** The booking a path names, or a 404 already sent. */
  const named = async (request: FastifyRequest<Params>, reply: FastifyReply): Promise<BookingsTable | null> => {
    const booking = await findStaffBooking(store, request.params.id);
    if (!booking) {
      void fail(request, reply, 404, 'not_found');
      return null;
    }
    return booking;
  };

  /** Answers a stay action's outcome with the request's page. */
  const answer = async (request: FastifyRequest, reply: FastifyReply, outcome: StaffOutcome, status = 200) => {
    if (outcome.kind === 'unknown') return fail(request, reply, 404, 'not_found');
    if (outcome.kind === 'invalid_transition') return fail(request, reply, 409, 'invalid_transition');
    if (outcome.kind === 'no_email') return fail(request, reply, 409, 'no_email');
    app.outbox.kick();
    const fresh = (await findStaffBooking(store, outcome.booking.id)) ?? outcome.booking;
    return reply.code(status).send(await detail(fresh));
  };

  // --- Who -----------------------------------------------------------------------------------
  app.get('/api/staff/session', async (request) => ({ staff: await who(request) }));

  app.post(
    '/api/staff/sign-in/link',
    { config: { staff: 'public', rateLimit: signInLimit } },
    async (request, reply) => {
      const token = body(request).token;
      const outcome = await signInWithLink(app.transact, typeof token === 'string' ? token : '');
      if (outcome.kind === 'invalid') return fail(request, reply, 400, 'link_invalid');
      if (outcome.kind !== 'ok')
        return sendStaffError(
          reply,
          config,
          410,
          outcome.kind === 'used' ? 'link_used' : 'link_expired',
          undefined,
          outcome.account,
        );
      request.log.info({ staffId: outcome.account.id }, 'staff signed in with a link');
      reply.header('set-cookie', sessionCookie(config, outcome.session));
      return { staff: { ...staffView(outcome.account), passkeys: await passkeyCount(store, outcome.account.id) } };
    },
  );

  app.post('/api/staff/sign-out', async (request, reply) => {
    if (request.staffSessionId) await signOut(store, request.staffSessionId);
    return reply.code(204).header('set-cookie', sessionCookie(config, null)).send();
  });

  app.post('/api/staff/passkeys/registration-options', async (request) =>
    registrationOptions(store, config, request.staffAccount!),
  );

  app.post('/api/staff/passkeys/registration', async (request, reply) => {
    const response = body(request).response;
    if (typeof response !== 'object' || response === null) return fail(request, reply, 400, 'invalid_body', 'response');
    const ok = await register(app.transact, config, request.staffAccount!, response as RegistrationResponseJSON);
    if (!ok) return fail(request, reply, 400, 'passkey_failed');
    return reply.code(201).send({ passkeys: await passkeyCount(store, request.staffAccount!.id) });
  });

  app.post(
    '/api/staff/passkeys/authentication-options',
    { config: { staff: 'public', rateLimit: signInLimit } },
    async () => authenticationOptions(store, config),
  );

  app.post(
    '/api/staff/passkeys/authentication',
    { config: { staff: 'public', rateLimit: signInLimit } },
    async (request, reply) => {
      const response = body(request).response;
      const outcome =
        typeof response === 'object' && response !== null
          ? await authenticate(app.transact, config, response as AuthenticationResponseJSON)
          : null;
      if (!outcome) return fail(request, reply, 401, 'passkey_failed');
      request.log.info({ staffId: outcome.account.id }, 'staff signed in with a passkey');
      reply.header('set-cookie', sessionCookie(config, outcome.session));
      return { staff: { ...staffView(outcome.account), passkeys: await passkeyCount(store, outcome.account.id) } };
    },
  );

  app.get('/api/staff/accounts', { config: { staff: 'owner' } }, async () => ({
    accounts: (await listAccounts(store)).map((account) => ({
      ...staffView(account),
      createdAt: account.created_at,
      revokedAt: account.revoked_at,
      activeSessions: account.active,
    })),
  }));

  app.post<Params>('/api/staff/accounts/:id/end-sessions', { config: { staff: 'owner' } }, async (request, reply) => {
    if (!(await endSessions(app.transact, request.params.id))) return fail(request, reply, 404, 'not_found');
    return reply.code(204).send();
  });

  // --- Requests ------------------------------------------------------------------------------
  app.get('/api/staff/bookings', async (request, reply) => {
    const q = query(request);
    const status = q.status
      ? STORED_STATUSES.includes(q.status as StoredStatus)
        ? (q.status as StoredStatus)
        : undefined
      : null;
    if (status === undefined) return fail(request, reply, 400, 'invalid_body', 'status');
    for (const field of ['from', 'to', 'night'] as const)
      if (q[field] && !isIsoDate(q[field])) return fail(request, reply, 400, 'invalid_body', field);
    let night: { date: string; roomId: number } | null = null;
    if (q.night) {
      const roomId = Number(q.roomId);
      if (!findRoom(roomId)) return fail(request, reply, 400, 'invalid_body', 'roomId');
      night = { date: q.night, roomId };
    }
    const search = q.q?.trim().slice(0, 100) || null;
    return {
      bookings: await listBookings(store, { status, from: q.from || null, to: q.to || null, q: search, night }),
    };
  });

  app.post('/api/staff/bookings', async (request, reply) => {
    const fields = body(request);
    const source = fields.source as BookingSource;
    if (!STAFF_SOURCES.includes(source)) return fail(request, reply, 400, 'invalid_body', 'source');
    const outcome = await createStaffBooking(app.transact, fields, source, actorOf(request));
    if (outcome.kind === 'invalid')
      return sendError(reply, 400, outcome.problem.code, outcome.problem.message, outcome.problem.field);
    if (outcome.kind === 'sold_out') return fail(request, reply, 409, 'sold_out', 'checkin');
    app.outbox.kick();
    request.log.info({ bookingId: outcome.booking.id, source }, 'staff booking stored');
    return reply.code(201).send({ id: outcome.booking.id, reference: outcome.booking.reference, status: 'confirmed' });
  });

  app.get<Params>('/api/staff/bookings/:id', async (request, reply) => {
    const booking = await named(request, reply);
    return booking ? detail(booking) : reply;
  });

  app.post<Params>('/api/staff/bookings/:id/confirm', async (request, reply) => {
    const booking = await named(request, reply);
    if (!booking) return reply;
    const outcome = await decide(app.transact, booking.id, { action: 'confirm' }, actorOf(request), clock());
    if (outcome.kind === 'unknown') return fail(request, reply, 404, 'not_found');
    if (outcome.kind === 'full') return fail(request, reply, 409, 'sold_out');
    if (outcome.kind === 'already') return fail(request, reply, 409, 'invalid_transition');
    return answer(request, reply, { kind: 'done', booking: outcome.booking });
  });

  app.post<Params>('/api/staff/bookings/:id/decline', async (request, reply) => {
    const booking = await named(request, reply);
    if (!booking) return reply;
    const fields = body(request);
    const reason = fields.reason;
    if (reason !== 'full' && reason !== 'other' && reason !== 'message')
      return fail(request, reply, 400, 'invalid_body', 'reason');
    const message = reason === 'message' ? text(fields.message, 1000) : null;
    if (reason === 'message' && message === null) return fail(request, reply, 400, 'invalid_body', 'message');
    const decision =
      reason === 'message'
        ? ({ action: 'decline', reason: 'other', message: message as string } as const)
        : ({ action: 'decline', reason } as const);
    const outcome = await decide(app.transact, booking.id, decision, actorOf(request), clock());
    if (outcome.kind === 'unknown') return fail(request, reply, 404, 'not_found');
    if (outcome.kind !== 'decided') return fail(request, reply, 409, 'invalid_transition');
    return answer(request, reply, { kind: 'done', booking: outcome.booking });
  });

  app.post<Params>('/api/staff/bookings/:id/cancel', async (request, reply) => {
    const booking = await named(request, reply);
    if (!booking) return reply;
    const raw = body(request).message;
    const message = raw === undefined || raw === null || raw === '' ? null : text(raw, 1000);
    if (raw !== undefined && raw !== null && raw !== '' && message === null)
      return fail(request, reply, 400, 'invalid_body', 'message');
    return answer(request, reply, await cancelByStaff(app.transact, hooks, booking.id, actorOf(request), message));
  });

  // The guest's personal data, once the request is over (the same rule as the guest's own erasure).
  app.post<Params>('/api/staff/bookings/:id/erase', async (request, reply) => {
    const booking = await named(request, reply);
    if (!booking) return reply;
    const deps = { transact: app.transact, hooks, dataDir: config.dataDir };
    const outcome = await eraseByStaff(deps, booking.id, actorOf(request));
    if (outcome.kind === 'not_found') return fail(request, reply, 404, 'not_found');
    if (outcome.kind === 'not_finished') return fail(request, reply, 409, 'invalid_transition');
    request.log.info({ bookingId: booking.id }, 'personal data erased by staff');
    return answer(request, reply, { kind: 'done', booking: outcome.booking });
  });

  /** Answers a guarded step or an undo: its refusals in the staff member's words (the arrival date named), else as answer(). */
  const guarded = (
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: GuardOutcome,
    step?: 'check-in' | 'no-show',
  ) => {
    const lang = staffLang(request.staffAccount!);
    const words = CONSOLE_TEXTS[lang].guards;
    // Without Russian's "г.": the date sits inside a sentence ("… 12 июня 2027. Чтобы …").
    const date = (iso: string) => stayDate(iso, lang === 'en' ? 'en-GB' : lang).replace(/ г\.$/, '');
    switch (outcome.kind) {
      case 'not_arrival_day':
        return sendError(
          reply,
          409,
          'not_arrival_day',
          (step === 'no-show' ? words.noShowBeforeArrival : words.checkInBeforeArrival)(date(outcome.booking.checkin)),
        );
      case 'stay_over':
        return sendError(reply, 409, 'stay_over', words.stayOver(date(outcome.booking.checkout)));
      case 'undo_expired':
        return sendError(reply, 409, 'undo_expired', words.undoExpired);
      case 'nothing_to_undo':
        return sendError(reply, 409, 'nothing_to_undo', words.nothingToUndo);
      case 'sold_out':
        return fail(request, reply, 409, 'sold_out');
      default:
        return answer(request, reply, outcome);
    }
  };

  // The stay's steps, guarded by its dates (bookings/stay.ts): a check-in before the arrival day
  // only with { "early": true }, none once the check-out day has come; a no-show from the arrival day.
  app.post<Params>('/api/staff/bookings/:id/check-in', async (request, reply) => {
    const booking = await named(request, reply);
    if (!booking) return reply;
    const early = body(request).early === true;
    const outcome = await checkIn(app.transact, booking.id, actorOf(request), clock(), early);
    return guarded(request, reply, outcome, 'check-in');
  });
  app.post<Params>('/api/staff/bookings/:id/no-show', async (request, reply) => {
    const booking = await named(request, reply);
    if (!booking) return reply;
    return guarded(request, reply, await noShow(app.transact, booking.id, actorOf(request), clock()), 'no-show');
  });
  app.post<Params>('/api/staff/bookings/:id/check-out', async (request, reply) => {
    const booking = await named(request, reply);
    if (!booking) return reply;
    return guarded(request, reply, await checkOut(app.transact, booking.id, actorOf(request), clock()));
  });

  // The last check-in, no-show, check-out or decline, taken back within 24 hours (history.ts undoFor).
  app.post<Params>('/api/staff/bookings/:id/undo', async (request, reply) => {
    const booking = await named(request, reply);
    if (!booking) return reply;
    const outcome = await undoLast(app.transact, booking.id, actorOf(request), clock());
    if (outcome.kind === 'done') request.log.info({ bookingId: booking.id }, 'staff undid the last action');
    return guarded(request, reply, outcome);
  });

  // --- Changing a stay (bookings/change.ts): its dates, guests, kind, rooms or (the owner) price, with a reason ---
  /**
   * A change refused: 422 `invalid` with the field, the rule and its figures (the console says it in
   * the staff member's words from those; the message is an English line for an API client, as the
   * rate routes' are); 409 `sold_out` with the nights that lack rooms.
   */
  const refuseChange = (request: FastifyRequest, reply: FastifyReply, outcome: ChangeOutcome) => {
    if (outcome.kind === 'invalid') {
      const { rule, field, message, figures }: ChangeRefusal = outcome.refusal;
      return reply
        .code(422)
        .type('application/json; charset=utf-8')
        .send({ error: { code: 'invalid', message, field, rule, ...figures } });
    }
    if (outcome.kind === 'sold_out') {
      const lang = request.staffAccount ? staffLang(request.staffAccount) : config.staffLang;
      return reply
        .code(409)
        .type('application/json; charset=utf-8')
        .send({
          error: {
            code: 'sold_out',
            message: CONSOLE_TEXTS[lang].errors.sold_out,
            field: 'checkout',
            nights: outcome.nights,
          },
        });
    }
    if (outcome.kind === 'unknown') return fail(request, reply, 404, 'not_found');
    return fail(request, reply, 409, 'invalid_transition');
  };

  /**
   * The change's body read, the owner's price allowed only to the owner (403 otherwise); a preview's
   * reason may be unwritten yet. Null when already answered.
   */
  const askOf = (request: FastifyRequest, reply: FastifyReply, preview = false) => {
    const read = readChange(body(request), preview);
    if (read.kind === 'invalid') {
      void refuseChange(request, reply, read);
      return null;
    }
    if (read.ask.price !== undefined && request.staffAccount?.role !== 'owner') {
      void fail(request, reply, 403, 'forbidden', 'price');
      return null;
    }
    return read.ask;
  };

  app.post<Params>('/api/staff/bookings/:id/change/preview', async (request, reply) => {
    const booking = await named(request, reply);
    if (!booking) return reply;
    const ask = askOf(request, reply, true);
    if (!ask) return reply;
    const outcome = await previewChange(store, booking.id, ask, clock());
    if (outcome.kind !== 'preview') return refuseChange(request, reply, outcome);
    // The deposit against the changed stay: what was paid, and what the rule asks of it now.
    const deposit = await hooks.deposit(outcome.booking);
    const preview: StayChangePreview = {
      ...outcome.preview,
      deposit:
        deposit && deposit.status === 'paid' && deposit.due !== undefined
          ? { paid: deposit.amount, due: deposit.due }
          : null,
    };
    return { preview };
  });

  app.post<Params>('/api/staff/bookings/:id/change', async (request, reply) => {
    const booking = await named(request, reply);
    if (!booking) return reply;
    const ask = askOf(request, reply);
    if (!ask) return reply;
    const outcome = await changeStay(app.transact, booking.id, ask, actorOf(request), clock());
    if (outcome.kind !== 'changed') return refuseChange(request, reply, outcome);
    request.log.info({ bookingId: booking.id }, 'staff changed a stay');
    return answer(request, reply, { kind: 'done', booking: outcome.booking });
  });

  app.post<Params>('/api/staff/bookings/:id/notes', async (request, reply) => {
    const booking = await named(request, reply);
    if (!booking) return reply;
    const note = text(body(request).text, 2000);
    if (note === null) return fail(request, reply, 400, 'invalid_body', 'text');
    return answer(request, reply, await addNote(app.transact, booking.id, actorOf(request), note), 201);
  });

  app.post<Params>('/api/staff/bookings/:id/messages', async (request, reply) => {
    const booking = await named(request, reply);
    if (!booking) return reply;
    const message = text(body(request).text, 2000);
    if (message === null) return fail(request, reply, 400, 'invalid_body', 'text');
    return answer(request, reply, await messageGuest(app.transact, booking.id, actorOf(request), message), 201);
  });

  // --- Today and the month -------------------------------------------------------------------
  app.get('/api/staff/today', async () => todayView(store));

  app.get('/api/staff/calendar', async (request, reply) => {
    const q = query(request);
    const from = q.from || todayInHotel();
    if (!isIsoDate(from)) return fail(request, reply, 400, 'invalid_body', 'from');
    const days = q.days === undefined || q.days === '' ? 30 : Number(q.days);
    if (!Number.isInteger(days) || days < 1 || days > CALENDAR_MAX_DAYS)
      return fail(request, reply, 400, 'invalid_body', 'days');
    return calendarView(store, from, days);
  });

  // --- The hotel's terms (owner): seasons, restrictions, the cancellation policy -------------
  await staffRateRoutes(app, { config, onChange: opts.onRatesChanged ?? (() => undefined) });

  // --- Export (owner) ------------------------------------------------------------------------
  app.get('/api/staff/export.csv', { config: { staff: 'owner' } }, async (request, reply) => {
    const q = query(request);
    const from = q.from || todayInHotel().slice(0, 8) + '01';
    const to = q.to || addDays(from, 31);
    if (!isIsoDate(from)) return fail(request, reply, 400, 'invalid_body', 'from');
    if (!isIsoDate(to) || to <= from || addDays(from, EXPORT_MAX_DAYS) < to)
      return fail(request, reply, 400, 'invalid_body', 'to');
    const pieces = await exportCsv(store, from, to, staffLang(request.staffAccount!), config.payments);
    return (
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="requests-${from}-${to}.csv"`)
        // One string: over 9,000 rows a streamed reply of the same pieces measured slower (bench/staff.js).
        .send([...pieces].join(''))
    );
  });
}
