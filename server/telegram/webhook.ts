/**
 * POST /api/telegram/webhook — Telegram's calls when TELEGRAM_WEBHOOK_URL is set. Only a call
 * carrying TELEGRAM_WEBHOOK_SECRET in X-Telegram-Bot-Api-Secret-Token is handled; anything else
 * is a 401 and changes nothing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Bot } from 'grammy';
import type { Update } from 'grammy/types';
import { sendError } from '../http';
import { sameSecret } from '../security';

export async function telegramWebhookRoutes(app: FastifyInstance, opts: { bot: Bot; secret: string }): Promise<void> {
  const { bot, secret } = opts;
  const options = {
    // The secret is checked before the body is even read.
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      if (sameSecret(request.headers['x-telegram-bot-api-secret-token'], secret)) return;
      request.log.warn('telegram webhook refused: wrong secret');
      await sendError(reply, 401, 'unauthorized', 'Wrong or missing X-Telegram-Bot-Api-Secret-Token.');
    },
    schema: { body: { type: 'object', required: ['update_id'], properties: { update_id: { type: 'integer' } } } },
  };
  app.post('/api/telegram/webhook', options, async (request, reply) => {
    if (!bot.isInited()) await bot.init();
    // Telegram retries a call that is not answered 200; a press handled twice changes nothing.
    await bot.handleUpdate(request.body as Update).catch(() => undefined);
    return reply.send({ ok: true });
  });
}
