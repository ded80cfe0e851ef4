/**
 * The guest bot's answers about no request (a refusal, "you follow none", /stop's) are tried again
 * after Telegram's 429 in the handler (guestTelegram/replies.ts): after its retry_after, a few
 * times, never for a retry_after longer than the handler may hold the updates behind it; any other
 * failure is thrown at once. The answers about a request go through the outbox
 * (guestTelegram.test.ts answers them with 429 over real sockets).
 */
import { GrammyError } from 'grammy';
import type { Context } from 'grammy';
import { MAX_RETRY_AFTER_S, REPLY_ATTEMPTS, replyRetried } from '../../server/guestTelegram/replies';

/** Telegram's answer to a call over its flood limit, as grammY throws it. */
const tooMany = (seconds: number) =>
  new GrammyError(
    'Call to sendMessage failed',
    {
      ok: false,
      error_code: 429,
      description: `Too Many Requests: retry after ${seconds}`,
      parameters: { retry_after: seconds },
    },
    'sendMessage',
    {},
  );

/** A context whose reply answers each call in turn from `answers` (an error is thrown). */
function chat(answers: Array<Error | 'ok'>): { ctx: Context; texts: string[] } {
  const texts: string[] = [];
  const ctx = {
    reply: (text: string) => {
      texts.push(text);
      const answer = answers.shift() ?? 'ok';
      return answer === 'ok' ? Promise.resolve({ message_id: 1 }) : Promise.reject(answer);
    },
  } as unknown as Context;
  return { ctx, texts };
}

describe('the bot’s answers about no request', () => {
  it('wait each 429’s retry_after and try again until one goes', async () => {
    const { ctx, texts } = chat([tooMany(2), tooMany(1), 'ok']);
    const waits: number[] = [];
    await replyRetried(ctx, 'Siz hech qanday soʻrovni kuzatmayapsiz.', async (ms) => {
      waits.push(ms);
    });
    expect(waits).toEqual([2000, 1000]);
    expect(texts).toEqual(Array(3).fill('Siz hech qanday soʻrovni kuzatmayapsiz.'));
  });

  it(`give up after ${REPLY_ATTEMPTS} tries, on a retry_after over ${MAX_RETRY_AFTER_S} s, and on any other error`, async () => {
    const noWait = async () => undefined;
    let { ctx, texts } = chat(Array.from({ length: REPLY_ATTEMPTS + 1 }, () => tooMany(1)));
    await expect(replyRetried(ctx, 'a', noWait)).rejects.toBeInstanceOf(GrammyError);
    expect(texts).toHaveLength(REPLY_ATTEMPTS);

    ({ ctx, texts } = chat([tooMany(MAX_RETRY_AFTER_S + 1)]));
    await expect(replyRetried(ctx, 'b', noWait)).rejects.toBeInstanceOf(GrammyError);
    expect(texts).toHaveLength(1);

    ({ ctx, texts } = chat([new Error('socket hang up')]));
    await expect(replyRetried(ctx, 'c', noWait)).rejects.toThrow('socket hang up');
    expect(texts).toHaveLength(1);
  });
});
