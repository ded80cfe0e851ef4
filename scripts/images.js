'use strict';
/**
 * Image pipeline: for every id in src/shared/images/catalog.json take the hotel's photo from
 * public/photos/{id}.{jpg,jpeg,png,webp,avif} or, when there is none, the generated artwork
 * (.cache/artwork/{id}.jpg, drawn on demand), crop it to the catalog aspect and write the
 * responsive variants dist/img/{id}-{width}.{avif,webp,jpg}. Also refreshes the catalog's
 * average colours, which the site shows as placeholders.
 *
 *   node scripts/images.js            incremental: outputs newer than their source are kept
 *   node scripts/images.js --force    rebuild every variant
 */
const fs = require('node:fs');
const path = require('node:path');
const os = require('node:os');
const sharp = require('sharp');
const { generateArtwork, artworkFile } = require('./artwork');
const { runPool } = require('./artwork/writer');

const ROOT = path.resolve(__dirname, '..');
const DEFAULTS = {
  catalogPath: path.join(ROOT, 'src/shared/images/catalog.json'),
  photosDir: path.join(ROOT, 'public/photos'),
  artworkDir: path.join(ROOT, '.cache/artwork'),
  outDir: path.join(ROOT, 'dist/img'),
};
const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'];
const MANIFEST = '.sources.json';

// Quality settings picked for a fast cold build with no visible loss on illustrations and photos.
// AVIF effort 2, not 4: measured here, effort 4 takes 2.5 s per 1200 px image (a 5 min cold
// build), effort 2 takes 0.3 s for files about 15 % larger.
const ENCODERS = {
  avif: (img) => img.avif({ quality: 50, effort: 2 }),
  webp: (img) => img.webp({ quality: 75, effort: 4 }),
  jpg: (img) => img.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};

function readCatalog(catalogPath = DEFAULTS.catalogPath) {
  return JSON.parse(fs.readFileSync(catalogPath, 'utf8'));
}

const categoryOf = (id) => id.split('/')[0];

/** The hotel's own photo for an id, if one was dropped into the photos folder. */
function findPhoto(photosDir, id) {
  for (const ext of PHOTO_EXTENSIONS) {
    for (const name of [`${id}.${ext}`, `${id}.${ext.toUpperCase()}`]) {
      const file = path.join(photosDir, name);
      if (fs.existsSync(file)) return file;
    }
  }
  return null;
}

const variantFile = (outDir, id, width, ext) => path.join(outDir, `${id}-${width}.${ext}`);

/** Every file the site may reference for one entry. */
function variantsOf(catalog, entry) {
  const category = categoryOf(entry.id);
  const widths = catalog.widths[category];
  const formats = catalog.formats[category];
  if (!widths || !formats) throw new Error(`catalog has no widths/formats for category "${category}" (${entry.id})`);
  return widths.flatMap((width) => formats.map((ext) => ({ width, ext })));
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

function hex(n) {
  return Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');
}

/**
 * Crops the source to the entry's aspect once (attention-weighted, so faces and bright details
 * stay in frame), then writes each missing or stale variant from that master. A source smaller
 * than a requested width yields that file name at the source's size: never upscaled, never missing.
 */
async function processEntry(catalog, entry, source, outDir, force, previousSource) {
  const variants = variantsOf(catalog, entry);
  const sourceTime = mtime(source);
  const stale = variants.filter(({ width, ext }) => {
    if (force || previousSource !== source) return true;
    return mtime(variantFile(outDir, entry.id, width, ext)) < sourceTime;
  });

  const meta = await sharp(source).metadata();
  const rotated = (meta.orientation ?? 1) >= 5;
  const srcW = rotated ? meta.height : meta.width;
  const srcH = rotated ? meta.width : meta.height;
  const aspect = entry.w / entry.h;
  const cropW = Math.floor(Math.min(srcW, srcH * aspect));
  const maxWidth = Math.max(...variants.map((v) => v.width));
  const masterW = Math.min(maxWidth, cropW);
  const masterH = Math.max(1, Math.round(masterW / aspect));

  const { data, info } = await sharp(source)
    .rotate()
    .resize(masterW, masterH, { fit: 'cover', position: 'attention' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };

  let written = 0;
  for (const { width, ext } of stale) {
    const w = Math.min(width, info.width);
    const h = Math.max(1, Math.round(w / aspect));
    const file = variantFile(outDir, entry.id, width, ext);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await ENCODERS[ext](sharp(data, raw).resize(w, h, { fit: 'fill' })).toFile(tmp);
    await fs.promises.rename(tmp, file);
    written += 1;
  }

  const stats = await sharp(data, raw).resize(32, 32, { fit: 'fill' }).stats();
  const [r, g, b] = stats.channels.map((c) => c.mean);
  return { written, color: `#${hex(r)}${hex(g)}${hex(b)}` };
}

/** Serialises the catalog one image per line, the layout it is kept in by hand. */
function formatCatalog(catalog) {
  const list = (values) => `[${values.map((v) => JSON.stringify(v)).join(', ')}]`;
  const block = (obj) =>
    Object.entries(obj)
      .map(([k, v]) => `    ${JSON.stringify(k)}: ${list(v)}`)
      .join(',\n');
  const images = catalog.images
    .map((e) => `    { "id": ${JSON.stringify(e.id)}, "w": ${e.w}, "h": ${e.h}, "color": ${JSON.stringify(e.color)} }`)
    .join(',\n');
  return `{\n  "widths": {\n${block(catalog.widths)}\n  },\n  "formats": {\n${block(catalog.formats)}\n  },\n  "images": [\n${images}\n  ]\n}\n`;
}

/**
 * Builds the variants of every catalog image.
 * Options (all optional; tests point them at temp folders): catalog (object) or catalogPath,
 * photosDir, artworkDir, outDir, force, concurrency, writeColors (rewrite catalogPath's colours).
 * Returns { images, written, seconds, colors, photos }.
 */
async function buildImages(options = {}) {
  const started = process.hrtime.bigint();
  const catalogPath = options.catalogPath || DEFAULTS.catalogPath;
  const catalog = options.catalog || readCatalog(catalogPath);
  const photosDir = options.photosDir || DEFAULTS.photosDir;
  const artworkDir = options.artworkDir || DEFAULTS.artworkDir;
  const outDir = options.outDir || DEFAULTS.outDir;
  const force = Boolean(options.force);
  const limit = options.concurrency || Math.max(1, os.availableParallelism());

  const sources = new Map();
  const needArtwork = [];
  for (const entry of catalog.images) {
    const photo = findPhoto(photosDir, entry.id);
    sources.set(entry.id, photo || artworkFile(artworkDir, entry.id));
    if (!photo) needArtwork.push(entry.id);
  }
  if (needArtwork.length) await generateArtwork({ catalog, outDir: artworkDir, ids: needArtwork, concurrency: limit });

  const manifestFile = path.join(outDir, MANIFEST);
  let manifest = {};
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  } catch {
    manifest = {};
  }
  const relative = (file) => path.relative(outDir, file);

  // libvips threads inside each job plus two jobs at a time keep both cores busy without thrashing.
  let written = 0;
  const colors = {};
  await runPool(catalog.images, limit, async (entry) => {
    const source = sources.get(entry.id);
    const result = await processEntry(
      catalog,
      entry,
      source,
      outDir,
      force,
      manifest[entry.id] && path.resolve(outDir, manifest[entry.id]),
    );
    written += result.written;
    colors[entry.id] = result.color;
    manifest[entry.id] = relative(source);
  });
  await fs.promises.mkdir(outDir, { recursive: true });
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2) + '\n');

  let colorsChanged = false;
  if (options.writeColors) {
    const fresh = readCatalog(catalogPath);
    for (const entry of fresh.images) {
      const color = colors[entry.id];
      if (color && color !== entry.color) {
        entry.color = color;
        colorsChanged = true;
      }
    }
    if (colorsChanged) fs.writeFileSync(catalogPath, formatCatalog(fresh));
  }

  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return {
    images: catalog.images.length,
    photos: catalog.images.length - needArtwork.length,
    written,
    seconds,
    colors,
    colorsChanged,
  };
}

module.exports = { buildImages, findPhoto, variantsOf, variantFile, formatCatalog, readCatalog, DEFAULTS };

if (require.main === module) {
  buildImages({ force: process.argv.includes('--force'), writeColors: true })
    .then((r) => {
      console.log(
        `images: ${r.images} images (${r.photos} photos, ${r.images - r.photos} artwork), ${r.written} files written in ${r.seconds.toFixed(1)} s -> ${path.relative(ROOT, DEFAULTS.outDir)}` +
          (r.colorsChanged ? '; placeholder colours updated in src/shared/images/catalog.json (commit it)' : ''),
      );
    })
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    });
}
