/**
 * A prerendered page's files under a folder: the page written whole (a temporary file and a
 * rename) with its precompressed copies (.br, .gz) beside it, written first so they are never
 * older than the page once it is in place. Plain Node, no React: the server renderer
 * (src/ssr.tsx) writes every page with it into dist/ at build time, and the server the priced
 * ones again into its own DATA_DIR/pages/{build}/ (server/sitePages.ts), never into dist/.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Files smaller than this are served as they are: compression would save next to nothing. */
const PRECOMPRESS_MIN_BYTES = 512;

/** 'best' for the build (once, every byte counts), 'fast' for the server's renders (seconds matter). */
export type CompressionLevel = 'best' | 'fast';

/** Writes `data` through a temporary file and a rename: a reader gets the old file or the new, whole. */
function writeWhole(file: string, data: Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

/**
 * Writes a file's precompressed copies (.br, .gz) from `data`, its content; or removes them when
 * it is too small for any, so no copy of an earlier content is served in its place.
 */
export function precompressFile(file: string, data: Buffer, level: CompressionLevel): boolean {
  if (data.length < PRECOMPRESS_MIN_BYTES) {
    for (const suffix of ['.br', '.gz']) fs.rmSync(`${file}${suffix}`, { force: true });
    return false;
  }
  const best = level === 'best';
  const br = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeWhole(`${file}.br`, br);
  writeWhole(`${file}.gz`, zlib.gzipSync(data, { level: best ? 9 : 6 }));
  return true;
}

/** The file of the page at `url` under `dir` ('/' → index.html, '/ru/rooms' → ru/rooms/index.html). */
export function pageFile(dir: string, url: string): string {
  return url === '/' ? path.join(dir, 'index.html') : path.join(dir, url, 'index.html');
}

/** Writes the page at `url`'s document to its file under `dir` and, with `level`, its precompressed copies. */
export function writePageHtml(dir: string, url: string, html: string, level: CompressionLevel | false): string {
  const data = Buffer.from(html, 'utf8');
  const file = pageFile(dir, url);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (level) precompressFile(file, data, level);
  writeWhole(file, data);
  return file;
}
