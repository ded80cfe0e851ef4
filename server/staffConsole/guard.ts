/**
 * Who may call /api/staff/: a state change (POST, PUT, PATCH, DELETE) only from the site's own
 * Origin (403 bad_origin, a missing Origin too), then a valid session (401 unauthenticated) and,
 * for the owner's routes, the owner's role (403 forbidden). A route says what it needs in its
 * config: `staff: 'public'` (signing in), `'all'` (every role, housekeeping too: the session,
 * passkeys, the rooms and the cleaning list), `'any'` (default: the desk's routes, every role but
 * housekeeping, which is answered 403 forbidden) or `'owner'`. A new route is closed to
 * housekeeping unless it says `'all'`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { StaffAccountsTable, Store } from '../db';
import { sendError } from '../http';
import { sessionAccount, staffLang, SESSION_MAX_MS } from './accounts';
import { isLocalHttp, staffOrigin } from './origin';
import { CONSOLE_TEXTS } from './texts';
import type { StaffErrorCode } from './texts';

export type StaffAccess = 'public' | 'all' | 'any' | 'owner';

/** One staff route and who may call it: the table the guard and its tests read. */
export interface StaffRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  access: StaffAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    staff?: StaffAccess;
  }
  interface FastifyRequest {
    /** The signed-in staff member (null on a public route without a session). */
    staffAccount: StaffAccountsTable | null;
    staffSessionId: string | null;
  }
}

/** The session cookie's name over plain http on localhost (development, the browser tests). */
export const COOKIE = 'staff_session';
/**
 * Its name everywhere else (HTTPS): `__Host-` makes a browser keep it only when it is Secure, has
 * Path=/ and no Domain, so a neighbouring subdomain (or a plain-http page of the same name) can
 * neither set nor overwrite it. Browsers refuse a `__Host-` cookie without Secure, which plain http
 * on localhost does not send (isLocalHttp), so there the plain name stays. Only the site's own
 * name is read: a `staff_session` sent to an HTTPS site is ignored (after the upgrade to this
 * name, staff signed in before sign in once more).
 */
export const HOST_COOKIE = `__Host-${COOKIE}`;

/** The session cookie's name for this site: `__Host-staff_session` unless plain http on localhost. */
export function cookieName(config: Pick<Config, 'siteOrigin' | 'port'>): string {
  return isLocalHttp(staffOrigin(config)) ? COOKIE : HOST_COOKIE;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The value of one cookie of the request. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * The session cookie: HttpOnly, SameSite=Strict, Path=/, no Domain; `__Host-` prefixed and Secure
 * unless the site is plain http on localhost (cookieName).
 */
export function sessionCookie(config: Pick<Config, 'siteOrigin' | 'port'>, token: string | null): string {
  const name = cookieName(config);
  const secure = name === HOST_COOKIE ? '; Secure' : '';
  const value =
    token === null ? `${name}=; Max-Age=0` : `${name}=${token}; Max-Age=${Math.floor(SESSION_MAX_MS / 1000)}`;
  return `${value}; Path=/; HttpOnly; SameSite=Strict${secure}`;
}

/** Sends a console error in the staff member's language (or STAFF_LANG before anyone is known). */
export function sendStaffError(
  reply: FastifyReply,
  config: Pick<Config, 'staffLang'>,
  status: number,
  code: StaffErrorCode,
  field?: string,
  account?: StaffAccountsTable | null,
): FastifyReply {
  const lang = account ? staffLang(account) : config.staffLang;
  return sendError(reply, status, code, CONSOLE_TEXTS[lang].errors[code], field);
}

/** The onRequest hook of the staff routes. */
export function staffGuard(store: Store, config: Config) {
  const origin = staffOrigin(config);
  const cookie = cookieName(config);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    request.staffAccount = null;
    request.staffSessionId = null;
    if (STATE_CHANGING.has(request.method) && request.headers.origin !== origin)
      return sendStaffError(reply, config, 403, 'bad_origin');
    const access = request.routeOptions.config.staff ?? 'any';
    const session = await sessionAccount(store, readCookie(request, cookie));
    if (session) {
      request.staffAccount = session.account;
      request.staffSessionId = session.sessionId;
    }
    if (access === 'public') return undefined;
    if (!session) return sendStaffError(reply, config, 401, 'unauthenticated');
    if (
      (access === 'owner' && session.account.role !== 'owner') ||
      (access === 'any' && session.account.role === 'housekeeping')
    )
      return sendStaffError(reply, config, 403, 'forbidden', undefined, session.account);
    // Personal data: never kept by a browser or a proxy.
    reply.header('cache-control', 'no-store');
    return undefined;
  };
}
