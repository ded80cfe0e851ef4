/**
 * Serves the built site from dist/: a page's prerendered dist/{path}/index.html (200) — or, for a
 * page the server rendered again for the owner's terms, its file under DATA_DIR/pages (served
 * first, with the same headers: server/sitePages.ts) — else the
 * app shell dist/app.html with status 404 (the single-page app shows its own not-found page, and
 * e.g. /rooms/99 says 'Room not found.'). Another spelling of a page's address (/RU,
 * /En/rooms/3, /rooms/01, /xx/rooms) answers 301 to the page's one address (canonicalPath). Hashed assets are cached for a year, everything else
 * revalidates; text files are served precompressed (.br, .gz) when the client accepts it.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError } from './http';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Folders whose file names carry a content hash (webpack output).
const HASHED_DIRS = ['static', 'img'];

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function isAssetPath(url: string): boolean {
  return HASHED_DIRS.some((dir) => url.startsWith(`/${dir}/`));
}

/** Every prerendered page's path ('/', '/ru', '/ru/rooms/3'…), read once at start. */
function prerenderedPages(distDir: string): Set<string> {
  const pages = new Set<string>();
  const walk = (dir: string, urlPath: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || HASHED_DIRS.includes(entry.name)) continue;
      const child = `${urlPath}/${entry.name}`;
      if (fs.existsSync(path.join(dir, entry.name, 'index.html'))) pages.add(child);
      walk(path.join(dir, entry.name), child);
    }
  };
  if (fs.existsSync(path.join(distDir, 'index.html'))) pages.add('/');
  walk(distDir, '');
  return pages;
}

/** The page path of a request URL: no query, no trailing slash ('/ru/rooms/?x' → '/ru/rooms'). */
function pagePath(url: string): string {
  const bare = url.split(/[?#]/, 1)[0] ?? '/';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed || '/';
}

/** The segment an unknown two-letter language code falls back to (spec: unknown codes show Uzbek). */
const FALLBACK_LANGUAGE = 'uz';

/**
 * The one address of the page a path may name: lower case, numbers without leading zeros
 * ('/rooms/01' → '/rooms/1'), and an unknown two-letter language segment replaced by Uzbek's
 * ('/xx/rooms' → '/uz/rooms'). Whether a page is there is the caller's question.
 */
function canonicalPath(page: string, languages: ReadonlySet<string>): string {
  const segments = page
    .toLowerCase()
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) ? segment.replace(/^0+(?=\d)/, '') : segment));
  const first = segments[1] ?? '';
  if (languages.size > 0 && /^[a-z]{2}$/.test(first) && !languages.has(first)) segments[1] = FALLBACK_LANGUAGE;
  return segments.join('/');
}

/** The pages the server renders at run time (server/sitePages.ts), under DATA_DIR. */
export interface RuntimePages {
  /** Every page it may render ('/', '/en/rooms/1'…): the build's priced pages. */
  pageUrls(): readonly string[];
  /** The folder the page at `url` is served from now, or null for the build's own. */
  pageRoot(url: string): string | null;
}

/** A page's file, relative to dist/ or to the runtime pages' folder. */
function pageFileOf(page: string): string {
  return page === '/' ? 'index.html' : `${page.slice(1)}/index.html`;
}

/**
 * Registers static serving when dist/ holds a build, and the not-found handling in any case. A
 * page `runtime` rendered again is served from its folder, before the build's own.
 */
export async function registerSite(app: FastifyInstance, distDir: string, runtime?: RuntimePages): Promise<void> {
  const hasSite = fs.existsSync(path.join(distDir, 'index.html')) || fs.existsSync(path.join(distDir, 'app.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: distDir,
      cacheControl: false,
      preCompressed: true,
      // Build bookkeeping such as img/.sources.json is not for the public: a plain 404.
      dotfiles: 'ignore',
      setHeaders: (reply, filePath) => {
        // A runtime page (outside dist/, its first segment '..') is a page: it revalidates.
        const relative = path.relative(distDir, filePath).split(path.sep);
        const hashed = relative.length > 1 && HASHED_DIRS.includes(relative[0] ?? '');
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.info('dist/index.html not found: serving the API only');
  }

  const pages = hasSite ? prerenderedPages(distDir) : new Set<string>();
  // The language segments the build has pages under ('ru', 'en', 'uz').
  const languages = new Set([...pages].flatMap((page) => /^\/([a-z]{2})(?:\/|$)/.exec(page)?.[1] ?? []));
  const shell = fs.existsSync(path.join(distDir, 'app.html')) ? 'app.html' : 'index.html';
  // The staff console's own shell: the same app with a noindex head (webpack.config.ts).
  const staffShell = fs.existsSync(path.join(distDir, 'staff.html'));

  /**
   * A page: the server's own rendering for the owner's terms (DATA_DIR/pages/{build}) when it has
   * one, else the build's; either with the same headers (revalidated, precompressed variants,
   * the file's own ETag and Last-Modified).
   */
  const sendPage = (reply: FastifyReply, page: string): FastifyReply => {
    const root = runtime?.pageRoot(page);
    return root ? reply.sendFile(pageFileOf(page), root) : reply.sendFile(pageFileOf(page));
  };
  // The pages the server may render again get routes of their own, ahead of the static files'
  // wildcard (which would answer with the build's file): at their address, with a trailing slash
  // and as their file's own name.
  for (const page of hasSite ? (runtime?.pageUrls() ?? []) : []) {
    if (!pages.has(page)) continue;
    const routes = page === '/' ? ['/', '/index.html'] : [page, `${page}/`, `${page}/index.html`];
    for (const route of routes) app.get(route, (_request, reply) => sendPage(reply, page));
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // A missing script or image must stay a 404: HTML in its place would break the chunk loader.
    if (hasSite && isRead && !isApi(url) && !isAssetPath(url)) {
      reply.header('cache-control', 'no-cache');
      const page = pagePath(url);
      // Only paths found in dist/ at start are served as pages: no request can name another file.
      if (pages.has(page)) return sendPage(reply, page);
      // The staff console is the app's to show, at every address below /staff (its own noindex
      // shell, else the app shell); never indexed.
      if (page === '/staff' || page.startsWith('/staff/'))
        return reply
          .header('x-robots-tag', 'noindex, nofollow')
          .code(200)
          .sendFile(staffShell ? 'staff.html' : shell);
      // Another spelling of a page's address (/RU, /En/rooms/3, /rooms/01, /xx/rooms): one
      // permanent move to the page's own address, query kept, so that each page has one address.
      const canonical = canonicalPath(page, languages);
      if (canonical !== page && pages.has(canonical)) {
        const query = url.indexOf('?');
        return reply.redirect(`${canonical}${query === -1 ? '' : url.slice(query)}`, 301);
      }
      // Without prerendered pages (a plain client build) every route is the shell's to show.
      return reply.code(shell === 'app.html' && pages.size > 0 ? 404 : 200).sendFile(shell);
    }
    return sendError(reply, 404, 'not_found', 'Not found.');
  });
}
