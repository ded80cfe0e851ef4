/** The API's error shape and the handler that turns every failure into it. */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ApiErrorBody } from '../../src/domain/booking';

/** JSON schema of `{ error: { code, message, field? } }`, for route response declarations. */
export const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'string' }, message: { type: 'string' }, field: { type: 'string' } },
    },
  },
} as const;

/** Builds the error body. */
export function errorBody(code: string, message: string, field?: string): ApiErrorBody {
  return { error: field === undefined ? { code, message } : { code, message, field } };
}

/** Sends an error answer. */
export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  field?: string,
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(code, message, field));
}

/** An error with a status and an API code, thrown from hooks (rate limit, API key). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

// Fastify's own client errors, renamed into the API's vocabulary.
const FASTIFY_CODES: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'Send the body as application/json.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalid_body', 'The Content-Length does not match the body.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', 'The body is too large.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json', 'The body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', 'The body is not valid JSON.'],
  FST_ERR_VALIDATION: [400, 'invalid_body', 'The body must be a JSON object.'],
};

/** Installs the error handler: known client errors keep their status, anything else is an opaque 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error.statusCode, error.code, error.message);
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return sendError(reply, known[0], known[1], known[2]);
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, 'rate_limited', 'Too many requests; try again later.');
    if (status >= 400 && status < 500) {
      // A body that is not JSON at all (e.g. "{oops") lands here as a SyntaxError with 400.
      return sendError(
        reply,
        status,
        status === 400 ? 'invalid_request' : 'client_error',
        'The request could not be processed.',
      );
    }
    // Only the error's type and stack go to the log; the answer says nothing about it.
    request.log.error(
      { err: { type: error.name, code: error.code, message: error.message, stack: error.stack } },
      'request failed',
    );
    return sendError(reply, 500, 'internal_error', 'Internal server error.');
  });
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route runs (a URL whose
 * percent-encoding is broken, a parameter over the length limit), in the API's shape and
 * without echoing the address (Fastify's own answer quotes it).
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void sendError(reply, 414, 'uri_too_long', 'The address is too long.');
  else if (error.code === 'FST_ERR_BAD_URL') void sendError(reply, 400, 'invalid_url', 'The address is not valid.');
  else void sendError(reply, 400, 'invalid_request', 'The request could not be processed.');
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (malformed, headers too
 * large, or not complete within the header and request time limits), answered in the API's shape
 * on the bare socket, which is then closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection, or one already gone: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', errorBody('request_timeout', 'The request took too long.')]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', errorBody('headers_too_large', 'The request headers are too large.')]
        : [400, 'Bad Request', errorBody('invalid_request', 'The request could not be processed.')];
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy();
}
