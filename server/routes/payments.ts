/**
 * The gateways' endpoints, registered only for the gateways configured: POST /api/payments/payme
 * (Payme Merchant API, JSON-RPC, every answer HTTP 200) and POST /api/payments/click/prepare and
 * /complete (Click SHOP API, form-encoded). The bodies are read here as text, so that bad JSON,
 * a bad form or an oversized body gets the protocol's own answer. A refused call (payments/
 * callLog.ts) is only counted, and past REFUSED_CALLS_PER_MINUTE from one address it is answered
 * 429 without touching the store.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config, PaymentsConfig } from '../config';
import { RefusalLimiter, answerClick, screenClick, answerPayme, screenPayme } from '../payments';
import type { ClickAction, ClickAnswer, RpcAnswer } from '../payments';
import { clientKey } from '../security';

export const PAYME_ROUTE = '/api/payments/payme';
export const CLICK_PREPARE_ROUTE = '/api/payments/click/prepare';
export const CLICK_COMPLETE_ROUTE = '/api/payments/click/complete';

/** Gateway calls come from a few servers of theirs: a limit of their own, far above the guests'. */
export const GATEWAY_CALLS_PER_MINUTE = 1200;
/** A call is well under 2 KiB; GetStatement's request is as small. */
export const GATEWAY_BODY_LIMIT = 16 * 1024;

/** Click's form; a repeated name keeps its last value. Null when the body is not a form. */
export function parseForm(body: unknown): Record<string, string> | null {
  if (typeof body !== 'string') return null;
  return Object.fromEntries(new URLSearchParams(body));
}

const SYSTEM_ERROR = { code: -32400, message: { uz: 'Tizim xatosi', ru: 'Системная ошибка', en: 'System error' } };

/** Thrown for a refused call past its address's limit: answered 429, never recorded. */
class OverRefusalLimit extends Error {}

function tooMany(reply: FastifyReply): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', '60')
    .send({ error: { code: 'rate_limited', message: 'Too many gateway calls; try again later.' } });
}

export async function paymentRoutes(
  app: FastifyInstance,
  opts: { config: Config; payments: PaymentsConfig },
): Promise<void> {
  const { config, payments } = opts;
  const rateLimit = { max: GATEWAY_CALLS_PER_MINUTE, timeWindow: 60_000 };
  // Any content type arrives as text: Payme's JSON is parsed by the handler, Click's form too.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: GATEWAY_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  const payme = payments.payme;
  const click = payments.click;
  const refusals = new RefusalLimiter();

  const answerPaymeCall = async (request: FastifyRequest, body: string | null): Promise<RpcAnswer> => {
    if (!payme) throw new Error('Payme is not configured');
    const call = { authorization: request.headers.authorization, body };
    if (screenPayme({ payme }, call).kind === 'refused' && !refusals.take(clientKey(request.ip)))
      throw new OverRefusalLimit();
    const answer = await app.transact((trx) =>
      answerPayme(
        trx,
        { payme, deposit: payments.deposit, fiscal: payments.fiscal, hotelEmail: config.hotelEmail },
        { authorization: request.headers.authorization, body },
        new Date(),
      ),
    );
    app.outbox.kick();
    return answer;
  };
  const answerClickCall = async (
    request: FastifyRequest,
    action: ClickAction,
    fields: Record<string, string> | null,
  ): Promise<ClickAnswer> => {
    if (!click) throw new Error('Click is not configured');
    if (screenClick({ click }, action, fields).kind === 'refused' && !refusals.take(clientKey(request.ip)))
      throw new OverRefusalLimit();
    const answer = await app.transact((trx) =>
      answerClick(trx, { click, deposit: payments.deposit, hotelEmail: config.hotelEmail }, action, fields, new Date()),
    );
    app.outbox.kick();
    return answer;
  };

  // What fails before a handler (a body too large, an unreadable stream) is still a call, answered
  // in the gateway's terms and recorded; a store that cannot write gets the system error, unrecorded.
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.statusCode === 429 || error instanceof OverRefusalLimit) return tooMany(reply);
    const tooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413;
    const url = request.url.split('?')[0];
    if (url === PAYME_ROUTE) {
      if (tooLarge) {
        const answer = await answerPaymeCall(request, null).catch((failure: unknown) =>
          failure instanceof OverRefusalLimit ? null : { jsonrpc: '2.0', id: null, error: SYSTEM_ERROR },
        );
        return answer === null ? tooMany(reply) : reply.code(200).send(answer);
      }
      request.log.error({ err: { type: error.name, code: error.code } }, 'Payme call failed');
      return reply.code(200).send({ jsonrpc: '2.0', id: null, error: SYSTEM_ERROR });
    }
    const action: ClickAction = url === CLICK_COMPLETE_ROUTE ? 'complete' : 'prepare';
    if (tooLarge) {
      const answer = await answerClickCall(request, action, null).catch((failure: unknown) => {
        if (failure instanceof OverRefusalLimit) return null;
        throw failure;
      });
      return answer === null ? tooMany(reply) : reply.code(200).send(answer);
    }
    request.log.error({ err: { type: error.name, code: error.code } }, 'Click call failed');
    // Click repeats a call that got no answer: a failure here is not an answer.
    return reply.code(503).send({ error: -8, error_note: 'Temporarily unavailable' });
  });

  if (payme) {
    app.post(PAYME_ROUTE, { config: { rateLimit } }, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      return reply.code(200).send(await answerPaymeCall(request, body));
    });
  }
  if (click) {
    for (const [route, action] of [
      [CLICK_PREPARE_ROUTE, 'prepare'],
      [CLICK_COMPLETE_ROUTE, 'complete'],
    ] as const) {
      app.post(route, { config: { rateLimit } }, async (request, reply) =>
        reply.code(200).send(await answerClickCall(request, action, parseForm(request.body))),
      );
    }
  }
}
