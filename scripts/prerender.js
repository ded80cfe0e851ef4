#!/usr/bin/env node
/**
 * Prerenders every page of the manifest (src/app/pageManifest.ts) in every language into dist/
 * after the client build: dist/index.html, dist/{uz,ru,en}/…/index.html and the unprefixed pages
 * (Uzbek), each with its own <head> (title, description, canonical, hreflang, Open Graph,
 * JSON-LD), the page's styles and its markup, ready to hydrate. The server renderer returns each
 * page's parts; its writePageFile puts them into the page template's slots and writes the files. Also
 * writes sitemap.xml and robots.txt, and precompresses every text file (.br, .gz) for the server.
 * Needs dist/route-chunks.json (webpack), dist-ssr/ssr.js and dist-ssr/page.html (webpack.ssr.config.ts).
 */
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');
const ssr = require(path.join(root, 'dist-ssr', 'ssr.js'));

/** The entry and route chunk files webpack listed (public script names only, nothing secret). */
function readRouteChunks() {
  return JSON.parse(fs.readFileSync(path.join(dist, 'route-chunks.json'), 'utf8'));
}

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

function precompress(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'img') count += precompress(full);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    if (ssr.precompressFile(full, fs.readFileSync(full), 'best')) count += 1;
  }
  return count;
}

async function main() {
  const started = Date.now();
  const template = fs.readFileSync(path.join(root, 'dist-ssr', 'page.html'), 'utf8');
  // No owner's terms at build time: the spec's prices; the server renders again with its own.
  const rates = { seasons: [], restrictions: [], policy: null };
  const build = { renderDay: ssr.todayInHotel(), routeChunks: readRouteChunks(), rates };
  let pages = 0;
  for (const address of ssr.pageAddresses()) {
    // Compressed with every other text file below.
    await ssr.writePageFile(dist, template, address, build, false);
    pages += 1;
  }
  fs.writeFileSync(path.join(dist, 'sitemap.xml'), ssr.sitemapXml());
  fs.writeFileSync(path.join(dist, 'robots.txt'), ssr.robotsTxt());
  const compressed = precompress(dist);
  console.log(
    `prerender: ${pages} pages, sitemap.xml, robots.txt; ${compressed} files precompressed (br, gz) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
