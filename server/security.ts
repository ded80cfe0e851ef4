/** Security headers (helmet with a strict CSP) and the optional x-api-key check. */
import { createHash, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance, onRequestHookHandler, preParsingHookHandler } from 'fastify';
import { ApiError } from './http/errors';

/** The only host the site frames: the embedded map on the contact section. */
export const MAP_FRAME_HOST = 'https://www.openstreetmap.org';

/** A CSP source expression allowing an inline script by the SHA-256 of its exact text. */
export const scriptHash = (source: string): string => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

// Folders of the build that hold no pages (content-hashed scripts, styles and images).
const ASSET_DIRS = new Set(['static', 'img']);
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Whether a script element with these attributes runs its text: not when it loads a file or declares data (JSON-LD). */
function runsItsText(attributes: string): boolean {
  if (/(?:^|\s)src\s*=/i.test(attributes)) return false;
  const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === 'text/javascript' || type === 'module' || type === 'application/javascript';
}

/**
 * The hashes of the inline scripts of the built pages (the language boot and the app loader that
 * scripts/prerender.js wrote into dist/), read once at start. The server allows exactly the text
 * the pages carry, so the two can never disagree; without a build there are none.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  const walk = (dir: string): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(dir === distDir && ASSET_DIRS.has(entry.name))) walk(full);
      } else if (entry.name.endsWith('.html')) {
        for (const [, attributes = '', text = ''] of fs.readFileSync(full, 'utf8').matchAll(SCRIPT)) {
          if (runsItsText(attributes) && text.trim() !== '') hashes.add(scriptHash(text));
        }
      }
    }
  };
  walk(distDir);
  return [...hashes].sort();
}

/** Content-Security-Policy directives for the site and the API; `scriptHashes` allow the pages' inline scripts. */
export function cspDirectives(scriptHashes: readonly string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    // styled-components and react-datepicker write <style> tags and style attributes at run time;
    // inline styles cannot run code, so 'unsafe-inline' is allowed for styles only.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: [MAP_FRAME_HOST],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
  };
}

/** Registers helmet with the CSP above, allowing the inline scripts of the pages built into `distDir`. */
export async function registerSecurityHeaders(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(inlineScriptHashes(distDir)) },
    // The map iframe is cross-origin and sends no CORP header; COEP would block it.
    crossOriginEmbedderPolicy: false,
  });
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Whether a secret a client sent (a header, a query parameter) is the configured one, compared as
 * digests in constant time: neither its content nor its length shows in the timing.
 */
export function sameSecret(given: unknown, expected: string): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));
}

/**
 * A preParsing hook that refuses requests without the configured x-api-key, comparing digests
 * in constant time; no key configured means no check (there is no fallback key). It runs after
 * the rate limits (onRequest), so every wrong key counts against them, before the body is read.
 */
export function requireApiKey(apiKey: string | null): preParsingHookHandler | undefined {
  if (apiKey === null) return undefined;
  const expected = digest(apiKey);
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Fastify awaits a hook that returns a promise (no done callback)
  return async (request, _reply, payload) => {
    const given = request.headers['x-api-key'];
    const ok = typeof given === 'string' && timingSafeEqual(digest(given), expected);
    if (!ok) throw new ApiError(401, 'unauthorized', 'A valid x-api-key header is required.');
    return payload;
  };
}

/**
 * A ceiling on requests per minute to a route from all clients together: behind a proxy that
 * hides addresses, or against many addresses at once, the hotel's staff chat and mail server
 * still get at most this many bookings a minute. A fixed window; over it, 429 with Retry-After.
 */
export function globalCeiling(perMinute: number, now: () => number = Date.now): onRequestHookHandler {
  let windowStart = 0;
  let count = 0;
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Fastify awaits a hook that returns a promise (no done callback)
  return async (_request, reply) => {
    const time = now();
    if (time - windowStart >= 60_000) {
      windowStart = time;
      count = 0;
    }
    count += 1;
    if (count > perMinute) {
      reply.header('retry-after', String(Math.max(1, Math.ceil((windowStart + 60_000 - time) / 1000))));
      throw new ApiError(429, 'rate_limited', 'Too many booking requests; try again later.');
    }
  };
}
