#!/usr/bin/env node
/**
 * Prerenders every page of the manifest (src/app/pageManifest.ts) in every language into dist/
 * after the client build: dist/index.html, dist/{uz,ru,en}/…/index.html and the unprefixed pages
 * (Uzbek), each with its own <head> (title, description, canonical, hreflang, Open Graph,
 * JSON-LD), the page's styles and its markup, ready to hydrate. The server renderer returns each
 * page's parts; this script puts them into the page template's slots and writes the files. Also
 * writes sitemap.xml and robots.txt, and precompresses every text file (.br, .gz) for the server.
 * Needs dist/route-chunks.json (webpack), dist-ssr/ssr.js and dist-ssr/page.html (webpack.ssr.config.ts).
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');
const ssr = require(path.join(root, 'dist-ssr', 'ssr.js'));

function fileFor(url) {
  return url === '/' ? path.join(dist, 'index.html') : path.join(dist, url, 'index.html');
}

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
    const data = fs.readFileSync(full);
    if (data.length < 512) continue;
    fs.writeFileSync(
      `${full}.br`,
      zlib.brotliCompressSync(data, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
    count += 1;
  }
  return count;
}

async function main() {
  const started = Date.now();
  const template = fs.readFileSync(path.join(root, 'dist-ssr', 'page.html'), 'utf8');
  const build = { renderDay: ssr.todayInHotel(), routeChunks: readRouteChunks() };
  let pages = 0;
  for (const address of ssr.pageAddresses()) {
    const parts = await ssr.renderPage(address, build);
    const file = fileFor(address.url);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, ssr.fillPageTemplate(template, parts));
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
