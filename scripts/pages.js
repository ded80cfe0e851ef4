/**
 * A prerendered page from the server renderer (dist-ssr/ssr.js) to its file in dist/: the page's
 * parts put into the page template's slots (dist-ssr/page.html), the file written, and its
 * precompressed copies (.br, .gz) beside it. Shared by scripts/prerender.js (every page at build
 * time) and the server (server/sitePages.ts: the pages that show the owner's prices, again after
 * each change), so both write the same page the same way.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

/** Files smaller than this are served as they are: compression would save next to nothing. */
const PRECOMPRESS_MIN_BYTES = 512;

/**
 * The server renderer and the page template of a build (`ssrDir` is its dist-ssr/), or null when
 * the build has none (a plain client build).
 */
function loadRenderer(ssrDir) {
  const script = path.join(ssrDir, 'ssr.js');
  const templateFile = path.join(ssrDir, 'page.html');
  if (!fs.existsSync(script) || !fs.existsSync(templateFile)) return null;
  return { ssr: require(script), template: fs.readFileSync(templateFile, 'utf8') };
}

/** dist/route-chunks.json: the entry and route chunk files webpack listed (public script names only). */
function readRouteChunks(dist) {
  return JSON.parse(fs.readFileSync(path.join(dist, 'route-chunks.json'), 'utf8'));
}

/** The file of the page at `url` ('/' → dist/index.html, '/ru/rooms' → dist/ru/rooms/index.html). */
function pageFile(dist, url) {
  return url === '/' ? path.join(dist, 'index.html') : path.join(dist, url, 'index.html');
}

/** The page's whole document: its parts from the renderer in the template's slots. */
async function renderPageHtml(renderer, address, build) {
  const parts = await renderer.ssr.renderPage(address, build);
  return renderer.ssr.fillPageTemplate(renderer.template, parts);
}

/**
 * Brotli and gzip copies of `data`: `level` 'best' for the build (once, every byte counts),
 * 'fast' for the server's renders (seconds matter; the copies are still far smaller).
 */
function compressions(data, level) {
  const best = level === 'best';
  return {
    br: zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz: zlib.gzipSync(data, { level: best ? 9 : 6 }),
  };
}

/** Writes `data` to `file` through a temporary file and a rename: a reader gets the old file or the new, whole. */
function writeWhole(file, data) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

/**
 * Writes the file's precompressed copies from `data` (its content), or removes them when it is too
 * small for any: a copy left from an earlier content would be served in its place.
 */
function precompressFile(file, data, level) {
  if (data.length < PRECOMPRESS_MIN_BYTES) {
    for (const suffix of ['.br', '.gz']) fs.rmSync(`${file}${suffix}`, { force: true });
    return false;
  }
  const { br, gz } = compressions(data, level);
  writeWhole(`${file}.br`, br);
  writeWhole(`${file}.gz`, gz);
  return true;
}

/**
 * Writes a page's document to its file and, with `level`, its precompressed copies first (so the
 * copies are never older than the page once it is in place).
 */
function writePage(dist, url, html, level) {
  const file = pageFile(dist, url);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const data = Buffer.from(html, 'utf8');
  if (level) precompressFile(file, data, level);
  writeWhole(file, data);
  return file;
}

module.exports = { loadRenderer, readRouteChunks, pageFile, renderPageHtml, precompressFile, writePage };
