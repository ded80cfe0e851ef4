/**
 * The one client of the booking server: every call of the api (booking, email, status, cancel,
 * availability) goes through this base query, which alone knows the API's origins, the x-api-key
 * header, the time limit and what a failure means.
 */
import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { apiBase, bookingApiKey, emailApiBase } from './config';

/** Each call's time limit: the spec's 15 s for the email call, and the same for every other. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** One call to the booking server. */
export interface ApiCall extends Omit<FetchArgs, 'url' | 'headers'> {
  /** The path ('/api/…'), on the booking API's origin, or on the email API's with `server: 'email'`. */
  url: string;
  /** Whose origin: API_BASE_URL (the default) or EMAIL_API_BASE_URL (the email call). */
  server?: 'booking' | 'email';
  /** What this call adds to the headers (an Idempotency-Key); x-api-key is the client's. */
  headers?: Record<string, string>;
  /** The time limit in ms when not the client's own (tests shorten it). */
  timeout?: number;
}

/** Why a call failed, as the site acts on it. */
export type ApiProblemKind =
  /** No answer: no network, the server unreachable, the browser refused the request. */
  | 'network'
  /** No answer within the time limit. */
  | 'timeout'
  /** 429: too many requests. */
  | 'rateLimited'
  /** 409 idempotency_in_progress: the same request is still being handled. */
  | 'inProgress'
  /** 409 sold_out: no room of the kind is free on one of the nights. */
  | 'soldOut'
  /** 400 with a code: the request broke a rule of the contract (`code`, on `field`). */
  | 'invalid'
  /** 404: no such thing (a request's wrong id or token). */
  | 'notFound'
  /** Anything else: a server fault, another refusal, an answer that is not the JSON asked for. */
  | 'failed';

/** A failed call: its kind, and the server's error body (`{ error: { code, message, field? } }`) when it sent one. */
export interface ApiProblem {
  kind: ApiProblemKind;
  /** The answer's HTTP status; absent when no answer came. */
  status?: number;
  code?: string;
  message?: string;
  field?: string;
  /** The error body's other fields, when it has some (a restriction's 409 conflict: its bookings). */
  details?: Record<string, unknown>;
}

function errorBody(data: unknown): Pick<ApiProblem, 'code' | 'message' | 'field' | 'details'> {
  const body = typeof data === 'object' && data !== null ? (data as { error?: unknown }).error : undefined;
  if (typeof body !== 'object' || body === null) return {};
  const { code, message, field, ...details } = body as Record<string, unknown>;
  return {
    ...(typeof code === 'string' && code !== '' ? { code } : {}),
    ...(typeof message === 'string' ? { message } : {}),
    ...(typeof field === 'string' ? { field } : {}),
    ...(Object.keys(details).length > 0 ? { details } : {}),
  };
}

/** What a fetchBaseQuery failure means for the site. */
export function apiProblem(error: FetchBaseQueryError): ApiProblem {
  if (error.status === 'FETCH_ERROR') return { kind: 'network' };
  if (error.status === 'TIMEOUT_ERROR') return { kind: 'timeout' };
  if (error.status === 'PARSING_ERROR') return { kind: 'failed', status: error.originalStatus };
  if (error.status === 'CUSTOM_ERROR') return { kind: 'failed' };
  const status = error.status;
  const body = errorBody(error.data);
  const problem = (kind: ApiProblemKind): ApiProblem => ({ kind, status, ...body });
  if (status === 429) return problem('rateLimited');
  if (status === 409 && body.code === 'idempotency_in_progress') return problem('inProgress');
  if (status === 409 && body.code === 'sold_out') return problem('soldOut');
  if (status === 400 && body.code) return problem('invalid');
  if (status === 404) return problem('notFound');
  return problem('failed');
}

const fetchJson = fetchBaseQuery({
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (headers) => {
    const key = bookingApiKey();
    if (key) headers.set('x-api-key', key);
    return headers;
  },
});

/** The api's base query: a call's path on the right origin, with the key and the time limit; failures as ApiProblem. */
export const baseQuery: BaseQueryFn<ApiCall, unknown, ApiProblem, object, FetchBaseQueryMeta> = async (
  { url, server, ...call },
  api,
  extraOptions,
) => {
  const origin = server === 'email' ? emailApiBase() : apiBase();
  try {
    const result = await fetchJson({ ...call, url: `${origin}${url}` }, api, extraOptions);
    return result.error
      ? { error: apiProblem(result.error), meta: result.meta }
      : { data: result.data, meta: result.meta };
  } catch {
    // An address no request can be made of (a relative one outside a browser): no answer either.
    return { error: { kind: 'network' } };
  }
};
