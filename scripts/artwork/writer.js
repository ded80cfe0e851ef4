'use strict';
/** Draws the artwork files: renders each SVG with sharp, skips what is up to date, writes the contact sheet. */
const fs = require('node:fs');
const path = require('node:path');
const os = require('node:os');
const crypto = require('node:crypto');
const sharp = require('sharp');
const { artworkSvg } = require('./scenes');

const ROOT = path.resolve(__dirname, '../..');
const CATALOG_PATH = path.join(ROOT, 'src/shared/images/catalog.json');
const DEFAULT_OUT = path.join(ROOT, '.cache/artwork');

/** Pixel width the artwork is drawn at: the largest variant the pipeline makes of it. */
function artworkWidth(catalog, id) {
  const category = id.split('/')[0];
  const widths = catalog.widths[category] || [1200];
  return Math.max(...widths);
}

async function renderArtwork(entry, width, file, svg) {
  const height = Math.round((width * entry.h) / entry.w);
  const density = (72 * height) / 1000; // the viewBox is 1000 units high
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await sharp(Buffer.from(svg), { density })
    .resize(width, height, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' }) // plain libjpeg: mozjpeg would double the time of this intermediate file
    .toFile(tmp);
  await fs.promises.rename(tmp, file);
}

/** Runs `worker` over `items`, at most `limit` at a time. */
async function runPool(items, limit, worker) {
  let next = 0;
  const run = async () => {
    while (next < items.length) {
      const item = items[next++];
      await worker(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
}

const HASHES = '.hashes.json';

/**
 * Draws the artwork of the given catalog entries that is missing in outDir or out of date (its
 * SVG or size changed since it was drawn; all of it with force). Returns the number drawn.
 */
async function generateArtwork({ catalog, outDir = DEFAULT_OUT, ids, force = false, widths, concurrency } = {}) {
  const cat = catalog || JSON.parse(fs.readFileSync(CATALOG_PATH, 'utf8'));
  const wanted = ids ? new Set(ids) : null;
  const hashFile = path.join(outDir, HASHES);
  let hashes = {};
  try {
    hashes = JSON.parse(fs.readFileSync(hashFile, 'utf8'));
  } catch {
    hashes = {};
  }
  const pending = [];
  for (const entry of cat.images) {
    if (wanted && !wanted.has(entry.id)) continue;
    const width = artworkWidth({ ...cat, widths: widths || cat.widths }, entry.id);
    const svg = artworkSvg(entry.id, entry.w, entry.h);
    const hash = crypto.createHash('sha1').update(`${width}\n${svg}`).digest('hex');
    if (!force && hashes[entry.id] === hash && fs.existsSync(artworkFile(outDir, entry.id))) continue;
    pending.push({ entry, width, svg, hash });
  }
  const limit = concurrency || Math.max(1, os.availableParallelism());
  await runPool(pending, limit, async ({ entry, width, svg, hash }) => {
    await renderArtwork(entry, width, artworkFile(outDir, entry.id), svg);
    hashes[entry.id] = hash;
  });
  if (pending.length) fs.writeFileSync(hashFile, JSON.stringify(hashes, null, 1) + '\n');
  return pending.length;
}

const artworkFile = (outDir, id) => path.join(outDir, `${id}.jpg`);

/** One JPEG with every artwork as a thumbnail, for reviewing the set at a glance. */
async function contactSheet({
  catalog,
  outDir = DEFAULT_OUT,
  file = path.join(ROOT, '.cache/contact-sheet.jpg'),
  cell = 300,
  cols = 10,
} = {}) {
  const cat = catalog || JSON.parse(fs.readFileSync(CATALOG_PATH, 'utf8'));
  const rows = Math.ceil(cat.images.length / cols);
  const ch = Math.round(cell * 0.75);
  const tiles = await Promise.all(
    cat.images.map(async (e, i) => ({
      input: await sharp(artworkFile(outDir, e.id))
        .resize(cell - 8, ch - 8, { fit: 'contain', background: '#fbf7f1' })
        .toBuffer(),
      left: (i % cols) * cell + 4,
      top: Math.floor(i / cols) * ch + 4,
    })),
  );
  await sharp({ create: { width: cols * cell, height: rows * ch, channels: 3, background: '#fbf7f1' } })
    .composite(tiles)
    .jpeg({ quality: 85 })
    .toFile(file);
  return file;
}

module.exports = { generateArtwork, artworkFile, artworkWidth, contactSheet, runPool, DEFAULT_OUT, ROOT };
