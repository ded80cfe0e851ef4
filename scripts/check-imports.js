#!/usr/bin/env node
/**
 * The import rules of src/, server/, scripts/ and bench/ (README, "Code layout and import rules"),
 * checked with the TypeScript compiler's own parser and module resolution; no other dependency.
 *
 *   node scripts/check-imports.js           fails (exit 1) with a list of the broken rules
 *   node scripts/check-imports.js --graph   also prints the area-to-area import table
 *   node scripts/check-imports.js --root D  checks D/src instead of this repository's
 *
 * Areas: entry (src/*.tsx), app (the composition root), seo (page heads, composition too),
 * features/<name>, store (makeStore, typed hooks, listeners, the one RTK Query api and its client),
 * shared (the foundation), domain (pure rules and data).
 *
 * Imports point down: entry → app, seo → features/* → store → shared → domain.
 *  - Only entry and seo import app (seo reads the page manifest); nothing imports entry.
 *  - Features never import each other, app, seo or entry.
 *  - The store imports only store, shared and domain: no feature (a feature injects its slice and
 *    endpoints into the store itself). store and shared sit on one level; the store composes the
 *    foundation's slices (language, lightbox, my requests), so the direction is store → shared and
 *    shared never imports the store (it types what it reads of the state itself).
 *  - shared imports only shared and domain; domain imports only domain (and no React, Redux or
 *    styling package).
 *  - No import cycle between files (type-only imports do not count).
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

/** Packages the pure domain may not import (the server imports src/domain too). */
const DOMAIN_FORBIDDEN_PACKAGES = /^(react|react-dom|react-redux|react-router-dom|@reduxjs\/toolkit|styled-components)(\/|$)/;

const COMPILER_OPTIONS = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  resolveJsonModule: true,
  allowJs: true,
  jsx: ts.JsxEmit.ReactJSX,
};

/** The area of a path relative to src/ ('features/rooms/RoomsPage.tsx' → 'features/rooms'). */
function areaOf(relative) {
  const parts = relative.split('/');
  if (parts.length === 1) return 'entry';
  if (parts[0] === 'features') return parts.length > 2 ? `features/${parts[1]}` : 'features';
  return parts[0];
}

function listFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (/\.(tsx?|jsx?)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Every import of a file: static, re-export, dynamic import() and require(), with its line. */
function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const add = (node, spec, typeOnly) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ spec, line, typeOnly });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly = Boolean(
        clause &&
          (clause.isTypeOnly ||
            (!clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly))),
      );
      add(node, node.moduleSpecifier.text, typeOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node, node.moduleSpecifier.text, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteral(node.arguments[0])) {
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (isImport || isRequire) add(node, node.arguments[0].text, false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node, node.argument.literal.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Finds the strongly connected components (Tarjan) of a graph given as Map<node, Set<node>>. */
function cycles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const out = [];
  const strong = (v) => {
    indices.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), indices.get(w)));
      }
    }
    if (low.get(v) === indices.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? new Set()).has(v)) out.push(component);
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) strong(v);
  return out;
}

/** One concrete loop inside a strongly connected component, for the message. */
function loopIn(component, graph) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v) ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const loop = [start];
        for (let at = v; at !== start; at = previous.get(at)) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [...component, component[0]];
}

/** The rule an import from one area to another breaks, or null. */
function ruleBroken(fromArea, toArea) {
  if (fromArea === toArea) return null;
  if (toArea === 'entry') return 'nothing imports the entry files';
  if (toArea === 'app' && fromArea !== 'entry' && fromArea !== 'seo') return `app is the composition root: only the entry files and seo import it, not ${fromArea}`;
  if (fromArea === 'domain') return 'domain is pure: it imports only domain';
  if (fromArea === 'shared' && toArea !== 'domain') return `shared is the foundation: it imports only shared and domain, not ${toArea}`;
  if (fromArea === 'store' && toArea !== 'shared' && toArea !== 'domain') return `the store sits below the features: it imports only store, shared and domain, not ${toArea}`;
  if (fromArea.startsWith('features/')) {
    if (toArea.startsWith('features/')) return `features do not import each other (${fromArea} → ${toArea}): move what both need to store, shared or domain, or compose them in app`;
    if (toArea === 'seo') return 'features do not import seo';
  }
  return null;
}

/**
 * Checks <root>/src. Returns the broken rules ({ file, line, spec, target, rule }), the file
 * cycles and the area graph (Map "from → to" → number of imports).
 */
function checkImports(root) {
  const srcDir = path.join(root, 'src');
  const files = listFiles(srcDir);
  const rel = (file) => path.relative(srcDir, file).split(path.sep).join('/');
  const host = ts.sys;
  const violations = [];
  const areaEdges = new Map();
  const fileGraph = new Map();
  for (const file of files) {
    const from = rel(file);
    const fromArea = areaOf(from);
    fileGraph.set(from, fileGraph.get(from) ?? new Set());
    for (const { spec, line, typeOnly } of importsOf(file)) {
      if (!spec.startsWith('.')) {
        if (fromArea === 'domain' && DOMAIN_FORBIDDEN_PACKAGES.test(spec)) violations.push({ file: from, line, spec, target: spec, rule: 'domain is pure: no React, Redux or styling packages' });
        continue;
      }
      const resolved = ts.resolveModuleName(spec, file, COMPILER_OPTIONS, host).resolvedModule;
      const target = resolved ? path.resolve(resolved.resolvedFileName) : path.resolve(path.dirname(file), spec);
      const to = path.relative(srcDir, target).split(path.sep).join('/');
      if (to.startsWith('..')) {
        if (/^\.\.\/server\//.test(to)) violations.push({ file: from, line, spec, target: to, rule: 'nothing in src/ imports server/' });
        continue;
      }
      const toArea = areaOf(to);
      const key = `${fromArea}\t${toArea}`;
      areaEdges.set(key, (areaEdges.get(key) ?? 0) + 1);
      const rule = ruleBroken(fromArea, toArea);
      if (rule) violations.push({ file: from, line, spec, target: to, rule });
      // Type-only imports vanish from the built code, so they cannot make a loop at run time.
      if (!typeOnly && /\.(tsx?|jsx?)$/.test(to)) fileGraph.get(from).add(to);
    }
  }
  const loops = cycles(fileGraph).map((component) => loopIn(component, fileGraph));
  return { violations, cycles: loops, areaEdges };
}

/** Server areas one of which may import the other, never the reverse: [importer, imported]. */
const SERVER_ONE_WAY = [['notify', 'telegram']];
/** Server areas that call the booking module (create, decide, cancel, read), never its repository. */
const BOOKING_MODULE_CALLERS = ['routes', 'cli', 'telegram'];
/** Server areas that write no SQL: they call a module that does. */
const NO_SQL_AREAS = ['routes', 'cli'];
const DATABASE_PACKAGES = /^(kysely|pg|better-sqlite3)(\/|$)/;
const BOOKINGS_REPOSITORY = 'server/bookings/repository.ts';
/** The files that may query bookings: the repository, and the confirmed stays availability counts. */
const BOOKINGS_QUERY_FILES = [BOOKINGS_REPOSITORY, 'server/availability/stays.ts'];
/** A Kysely query that names the bookings table. */
const BOOKINGS_QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin)\(\s*['"]bookings['"]/g;

/** The area of a path relative to server/: its folder, or 'server' for the files at the top. */
function serverAreaOf(relative) {
  const parts = relative.split('/');
  return parts.length === 1 ? 'server' : parts[0];
}

/** The rule an import from server/ (area `fromArea`) of `to` (relative to the root) breaks, or null. */
function serverRuleBroken(fromArea, to) {
  if (to.startsWith('src/')) return to.startsWith('src/domain/') ? null : 'the server imports only src/domain from src/';
  if (!to.startsWith('server/')) return 'the server imports only server/ and src/domain/ (no test, bench or script file)';
  const toArea = serverAreaOf(to.slice('server/'.length));
  const against = SERVER_ONE_WAY.find(([importer, imported]) => fromArea === imported && toArea === importer);
  if (against) return `${against[1]}/ does not import ${against[0]}/: ${against[0]}/ calls ${against[1]}/, never the other way`;
  if (to === BOOKINGS_REPOSITORY && BOOKING_MODULE_CALLERS.includes(fromArea)) {
    return 'routes, the staff bot and the CLI call bookings/ (create, decide, cancel, read), never its repository';
  }
  return null;
}

/** Every file under <root>/<dir>, or none when there is no such folder. */
function filesUnder(root, dir) {
  const full = path.join(root, dir);
  return fs.existsSync(full) ? listFiles(full) : [];
}

/**
 * Checks <root>/server, <root>/scripts and <root>/bench: the server imports only server/ and
 * src/domain/, notify/ and telegram/ one way only, no file cycle, no SQL in routes or the CLI,
 * every query on bookings in the repository; scripts/ and bench/ import no test file. Paths are
 * relative to the root. Returns the broken rules, the server's file cycles and its area graph.
 */
function checkOutsideSrc(root) {
  const rel = (file) => path.relative(root, file).split(path.sep).join('/');
  const violations = [];
  const serverEdges = new Map();
  const fileGraph = new Map();
  const resolve = (spec, file) => {
    const resolved = ts.resolveModuleName(spec, file, COMPILER_OPTIONS, ts.sys).resolvedModule;
    return rel(resolved ? path.resolve(resolved.resolvedFileName) : path.resolve(path.dirname(file), spec));
  };
  for (const file of filesUnder(root, 'server')) {
    const from = rel(file);
    const fromArea = serverAreaOf(from.slice('server/'.length));
    fileGraph.set(from, fileGraph.get(from) ?? new Set());
    for (const { spec, line, typeOnly } of importsOf(file)) {
      if (!spec.startsWith('.')) {
        if (NO_SQL_AREAS.includes(fromArea) && DATABASE_PACKAGES.test(spec)) {
          violations.push({ file: from, line, spec, target: spec, rule: 'routes and the CLI write no SQL: they call a module that does' });
        }
        continue;
      }
      const to = resolve(spec, file);
      const rule = serverRuleBroken(fromArea, to);
      if (rule) violations.push({ file: from, line, spec, target: to, rule });
      const toArea = to.startsWith('server/') ? serverAreaOf(to.slice('server/'.length)) : to.startsWith('src/domain/') ? 'domain' : null;
      if (toArea) {
        const key = `${fromArea}\t${toArea}`;
        serverEdges.set(key, (serverEdges.get(key) ?? 0) + 1);
      }
      if (!typeOnly && to.startsWith('server/') && /\.(tsx?|jsx?)$/.test(to)) fileGraph.get(from).add(to);
    }
    if (!BOOKINGS_QUERY_FILES.includes(from)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(BOOKINGS_QUERY)) {
        const line = text.slice(0, match.index).split('\n').length;
        violations.push({ file: from, line, spec: match[0].slice(1), target: BOOKINGS_REPOSITORY, query: true, rule: `every query on bookings lives in ${BOOKINGS_REPOSITORY}` });
      }
    }
  }
  for (const file of [...filesUnder(root, 'scripts'), ...filesUnder(root, 'bench')]) {
    const from = rel(file);
    for (const { spec, line } of importsOf(file)) {
      if (!spec.startsWith('.')) continue;
      const to = resolve(spec, file);
      if (/^(__tests__|e2e)\//.test(to)) violations.push({ file: from, line, spec, target: to, rule: 'bench/ and scripts/ import no test file (__tests__/, e2e/)' });
    }
  }
  const loops = cycles(fileGraph).map((component) => loopIn(component, fileGraph));
  return { violations, cycles: loops, serverEdges };
}

/** The area graph as a text table: one row per importing area, one column per imported area. */
function graphTable(areaEdges) {
  const order = (a) => (a === 'entry' ? 0 : a === 'app' ? 1 : a === 'seo' ? 2 : a.startsWith('features') ? 3 : a === 'store' ? 4 : a === 'shared' ? 5 : 6);
  const areas = [...new Set([...areaEdges.keys()].flatMap((k) => k.split('\t')))].sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  const short = (a) => a.replace('features/', 'f/');
  const header = ['from \\ to', ...areas.map(short)];
  const rows = areas.map((from) => [short(from), ...areas.map((to) => (from === to ? '·' : String(areaEdges.get(`${from}\t${to}`) ?? '')))]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

function main(argv) {
  const rootAt = argv.indexOf('--root');
  const root = rootAt >= 0 ? path.resolve(argv[rootAt + 1]) : path.resolve(__dirname, '..');
  const { violations, cycles: loops, areaEdges } = checkImports(root);
  const outside = checkOutsideSrc(root);
  if (argv.includes('--graph')) {
    console.log('Imports between areas of src/ (number of import statements; f/ = features/):\n');
    console.log(graphTable(areaEdges));
    console.log('');
    console.log('Imports between areas of server/ (server = its top files, domain = src/domain):\n');
    console.log(graphTable(outside.serverEdges));
    console.log('');
  }
  for (const v of violations) console.log(`src/${v.file}:${v.line}  imports '${v.spec}'  — ${v.rule}`);
  for (const loop of loops) console.log(`import cycle: ${loop.map((f) => `src/${f}`).join(' → ')}`);
  for (const v of outside.violations) console.log(`${v.file}:${v.line}  ${v.query ? `queries ${v.spec}…)` : `imports '${v.spec}'`}  — ${v.rule}`);
  for (const loop of outside.cycles) console.log(`import cycle: ${loop.join(' → ')}`);
  const broken = violations.length + loops.length + outside.violations.length + outside.cycles.length;
  console.log(broken === 0 ? 'Import rules hold.' : `${broken} import rule violation(s).`);
  return broken === 0 ? 0 : 1;
}

module.exports = { checkImports, checkOutsideSrc, graphTable, areaOf };

if (require.main === module) process.exit(main(process.argv.slice(2)));
