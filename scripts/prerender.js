#!/usr/bin/env node
/**
 * Prerenders every page in every language into dist/ after the client build:
 * dist/index.html, dist/{uz,ru,en}/…/index.html and the unprefixed pages (Uzbek), each with its
 * own <head> (title, description, canonical, hreflang, Open Graph, JSON-LD), the page's styles
 * and its markup, ready to hydrate. Also writes sitemap.xml and robots.txt, and precompresses
 * every text file (.br, .gz) for the server. Needs dist/app.html (webpack) and dist-ssr/ssr.js.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');
const ssr = require(path.join(root, 'dist-ssr', 'ssr.js'));

const VARIANTS = [
  { prefix: '', language: 'UZ', prefixed: false },
  { prefix: '/uz', language: 'UZ', prefixed: true },
  { prefix: '/ru', language: 'RU', prefixed: true },
  { prefix: '/en', language: 'EN', prefixed: true },
];
/** Pages that exist for the visitor but are not for search engines (their head says noindex). */
const PRIVATE_PATHS = ['/my-requests'];

function urlFor(prefix, pagePath) {
  if (pagePath === '/') return prefix || '/';
  return `${prefix}${pagePath}`;
}

function fileFor(url) {
  return url === '/' ? path.join(dist, 'index.html') : path.join(dist, url, 'index.html');
}

/** React puts resource hints (image preloads) at the top of a non-document render: they belong in <head>. */
function splitHoisted(html) {
  const match = /^(?:<link[^>]*\/?>)+/.exec(html);
  return match ? { hoisted: match[0], body: html.slice(match[0].length) } : { hoisted: '', body: html };
}

/**
 * The page's largest above-the-fold image (its LCP element) is the <Picture priority> in its
 * markup: preloaded as AVIF with that picture's own srcset and sizes, so it starts with the HTML
 * instead of after the parser reaches it, and the browser picks the same file for both.
 */
function imagePreload(markup) {
  for (const [picture] of markup.matchAll(/<picture\b[\s\S]*?<\/picture>/g)) {
    if (!/<img\b[^>]*\bfetchPriority="high"/.test(picture)) continue;
    const avif = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/.exec(picture);
    if (!avif) return '';
    return `<link rel="preload" as="image" type="image/avif" imagesrcset="${avif[1]}" imagesizes="${avif[2]}" fetchpriority="high">`;
  }
  return '';
}

/** The lazy route chunk (webpackChunkName in src/app/routes.tsx) that renders a page. */
function routeChunkName(pagePath) {
  if (pagePath === '/') return 'home';
  if (/^\/rooms\/\d+$/.test(pagePath)) return 'room';
  if (pagePath.startsWith('/services/')) return 'service';
  return pagePath.slice(1);
}

/** The entry and route chunk files webpack listed (public script names only, nothing secret). */
function readRouteChunks() {
  return JSON.parse(fs.readFileSync(path.join(dist, 'route-chunks.json'), 'utf8'));
}

/** The page's scripts (entry files, then its chunk), started by the app loader after the load. */
function appScripts(chunks, pagePath) {
  const name = routeChunkName(pagePath);
  if (!chunks[name]) throw new Error(`no route chunk "${name}" for ${pagePath}`);
  return [...new Set([...chunks.main, ...chunks[name]])].join(' ');
}

function pageHtml(template, { language, prefixed, headTags, styles, markup, renderDay, pagePath, chunks }) {
  const { hoisted, body } = splitHoisted(markup);
  const boot = prefixed ? '' : `<style>${ssr.LANG_BOOT_STYLE}</style><script>${ssr.LANG_BOOT_SCRIPT}</script>`;
  // The headings' font is the one above the fold whose late arrival would show: fetch it at once.
  const font = ssr.HEADING_FONT_URLS[language === 'RU' ? 'cyrillic' : 'latin'];
  const preload = `<link rel="preload" as="font" type="font/woff2" href="${font}" crossorigin>${imagePreload(body)}`;
  return template
    .replace(/<html[^>]*>/, `<html lang="${language.toLowerCase()}" data-render-day="${renderDay}">`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="?description"?[^>]*>/, '')
    // After the viewport: an image preload read before it would pick its file for a 980 px page.
    .replace(/<meta name="?viewport"?[^>]*>/i, (viewport) => `${viewport}${boot}${preload}`)
    .replace(/<script defer(?:="?defer"?)? src="?[^">\s]+"?><\/script>/g, '')
    .replace('</head>', () => `${headTags}${hoisted}${styles}</head>`)
    // The shell's "JavaScript is needed" note is for the shell only: a prerendered page works
    // without scripts and says in its own language what needs them (NoScriptNote in Layout).
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${body}</div>`)
    .replace('</body>', () => `<script data-app="${appScripts(chunks, pagePath)}">${ssr.APP_LOADER_SCRIPT}</script></body>`);
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
    fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
    count += 1;
  }
  return count;
}

async function main() {
  const started = Date.now();
  const template = fs.readFileSync(path.join(dist, 'app.html'), 'utf8');
  const renderDay = ssr.todayInHotel();
  const chunks = readRouteChunks();
  let pages = 0;
  for (const pagePath of [...ssr.INDEXABLE_PATHS, ...PRIVATE_PATHS]) {
    for (const { prefix, language, prefixed } of VARIANTS) {
      const url = urlFor(prefix, pagePath);
      const { html: markup, styles } = await ssr.renderPage(url, language);
      const headTags = ssr.renderHeadTags(ssr.pageHead(pagePath, language, { prefixed }));
      const file = fileFor(url);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, pageHtml(template, { language, prefixed, headTags, styles, markup, renderDay, pagePath, chunks }));
      pages += 1;
    }
  }
  fs.writeFileSync(path.join(dist, 'sitemap.xml'), ssr.sitemapXml());
  fs.writeFileSync(path.join(dist, 'robots.txt'), ssr.robotsTxt());
  const compressed = precompress(dist);
  console.log(`prerender: ${pages} pages, sitemap.xml, robots.txt; ${compressed} files precompressed (br, gz) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
