/**
 * Serves the built site from dist/ with a history fallback: a GET that is not /api/* and not a
 * file gets index.html (200; the single-page app shows its own not-found page). Hashed assets
 * are cached for a year, everything else revalidates.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './http/errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Folders whose file names carry a content hash (webpack output).
const HASHED_DIRS = ['static', 'img'];

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function isAssetPath(url: string): boolean {
  return HASHED_DIRS.some((dir) => url.startsWith(`/${dir}/`));
}

/** Registers static serving when `distDir/index.html` exists, and the not-found handling in any case. */
export async function registerSite(app: FastifyInstance, distDir: string): Promise<void> {
  const hasSite = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: distDir,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(distDir, filePath).split(path.sep);
        const hashed = relative.length > 1 && HASHED_DIRS.includes(relative[0] ?? '');
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.info('dist/index.html not found: serving the API only');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // A missing script or image must stay a 404: HTML in its place would break the chunk loader.
    if (hasSite && isRead && !isApi(url) && !isAssetPath(url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, 404, 'not_found', 'Not found.');
  });
}
