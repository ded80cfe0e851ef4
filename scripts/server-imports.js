#!/usr/bin/env node
/**
 * Prints the folder-level import table of server/: one row per importing element, one column per
 * imported one, each cell the number of import statements (type-only ones included). Elements
 * and their order are server/layers.js's (as ESLint reads them): a folder of server/, a feature's
 * `<name>Routes.ts` (the routes layer), the top files' groups (app, core); domain is src/domain.
 * With --cycles it also lists every pair of elements importing each other, and exits 1 if any.
 *
 *   node scripts/server-imports.js [--cycles] [--largest N]
 */
const fs = require('node:fs');
const path = require('node:path');

const { SERVER_LAYERS, SERVER_TOP_FILES, FEATURE_ROUTES } = require('../server/layers.js');

const ROOT = path.join(__dirname, '..');
/** FEATURE_ROUTES (server/*\/*Routes.ts) as a regular expression. */
const featureRoutes = new RegExp(`^${FEATURE_ROUTES.replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`);
const SERVER = path.join(ROOT, 'server');

/** The element of a path relative to the repository, or null outside server/ and src/domain/. */
function elementOf(relative) {
  if (relative.startsWith('src/domain/')) return 'domain';
  if (!relative.startsWith('server/')) return null;
  // An import names a module without its extension, or a folder (its index.ts).
  if (!relative.endsWith('.ts')) {
    if (fs.existsSync(path.join(ROOT, `${relative}.ts`))) relative = `${relative}.ts`;
    else if (fs.existsSync(path.join(ROOT, relative, 'index.ts'))) relative = `${relative}/index.ts`;
  }
  for (const [element, files] of Object.entries(SERVER_TOP_FILES)) if (files.includes(relative)) return element;
  if (featureRoutes.test(relative)) return 'routes';
  const parts = relative.slice('server/'.length).split('/');
  return parts.length > 1 ? parts[0] : 'core';
}

function listFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (/\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Relative specifiers of static imports and re-exports, dynamic import() and require(). */
function specifiersOf(text) {
  const specs = [];
  const pattern =
    /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of text.matchAll(pattern)) {
    const spec = match[1] ?? match[2] ?? match[3];
    if (spec.startsWith('.')) specs.push(spec);
  }
  return specs;
}

const files = listFiles(SERVER);
const edges = new Map();
for (const file of files) {
  const from = elementOf(path.relative(ROOT, file).split(path.sep).join('/'));
  for (const spec of specifiersOf(fs.readFileSync(file, 'utf8'))) {
    const to = elementOf(
      path
        .relative(ROOT, path.resolve(path.dirname(file), spec))
        .split(path.sep)
        .join('/'),
    );
    if (to === null) continue;
    const key = `${from}\t${to}`;
    edges.set(key, (edges.get(key) ?? 0) + 1);
  }
}

const ORDER = SERVER_LAYERS;
const present = new Set([...edges.keys()].flatMap((key) => key.split('\t')));
const elements = [...ORDER.filter((e) => present.has(e)), ...[...present].filter((e) => !ORDER.includes(e)).sort()];
const width = Math.max(...elements.map((e) => e.length), 'from \\ to'.length);
const cell = (text, w) => String(text).padEnd(w);
const head = ['from \\ to', ...elements];
const widths = head.map((h, i) => (i === 0 ? width : Math.max(h.length, 3)));
const line = (cells) => `| ${cells.map((c, i) => cell(c, widths[i])).join(' | ')} |`;
console.log(line(head));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const from of elements) {
  console.log(line([from, ...elements.map((to) => (from === to ? '·' : (edges.get(`${from}\t${to}`) ?? '')))]));
}

const args = process.argv.slice(2);
if (args.includes('--cycles')) {
  const pairs = [];
  for (const [key, count] of edges) {
    const [from, to] = key.split('\t');
    if (from < to && edges.has(`${to}\t${from}`))
      pairs.push(`${from} ↔ ${to} (${count}/${edges.get(`${to}\t${from}`)})`);
  }
  console.log(
    pairs.length === 0 ? '\nNo two elements import each other.' : `\nImporting each other: ${pairs.join(', ')}`,
  );
  if (pairs.length > 0) process.exitCode = 1;
}
const largest = args.indexOf('--largest');
if (largest >= 0) {
  const n = Number(args[largest + 1] ?? 10);
  const sizes = files.map((file) => [path.relative(ROOT, file), fs.readFileSync(file, 'utf8').split('\n').length - 1]);
  sizes.sort((a, b) => b[1] - a[1]);
  console.log(
    `\nLargest server files (lines):\n${sizes
      .slice(0, n)
      .map(([f, l]) => `${String(l).padStart(5)} ${f}`)
      .join('\n')}`,
  );
}
