#!/usr/bin/env node
/**
 * The import rules of src/ (README, "Code layout and import rules"), checked with the TypeScript
 * compiler's own parser and module resolution; no other dependency.
 *
 *   node scripts/check-imports.js           fails (exit 1) with a list of the broken rules
 *   node scripts/check-imports.js --graph   also prints the area-to-area import table
 *   node scripts/check-imports.js --root D  checks D/src instead of this repository's
 *
 * Areas: app (the composition root), seo (page heads, composition too), entry (src/*.tsx),
 * features/<name>, shared (the foundation), domain (pure rules and data).
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

/**
 * Files of src/app that features may import: the typed hooks, the store (its types, and the
 * reducer and middleware an on-demand chunk injects itself into), the listener middleware a
 * feature adds its listeners to, the one RTK Query api, the build-time settings and the
 * page-title hook. Never a page, the layout or the routes.
 */
const APP_ALLOWED_FOR_FEATURES = ['app/hooks.ts', 'app/store.ts', 'app/listeners.ts', 'app/api.ts', 'app/config.ts', 'app/availability.ts', 'app/usePageTitle.ts'];
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
function ruleBroken(fromArea, toArea, toRelative) {
  if (fromArea === toArea) return null;
  if (fromArea === 'domain') return 'domain is pure: it imports only domain';
  if (fromArea === 'shared' && toArea !== 'domain') return `shared is the foundation: it imports only shared and domain, not ${toArea}`;
  if (fromArea.startsWith('features/')) {
    if (toArea.startsWith('features/')) return `features do not import each other (${fromArea} → ${toArea}): move what both need to shared or domain, or compose them in app`;
    if (toArea === 'app') {
      return APP_ALLOWED_FOR_FEATURES.includes(toRelative) ? null : `features import from app only ${APP_ALLOWED_FOR_FEATURES.join(', ')}`;
    }
    if (toArea === 'seo' || toArea === 'entry') return `features do not import ${toArea}`;
  }
  if (toArea === 'entry') return 'nothing imports the entry files';
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
      const rule = ruleBroken(fromArea, toArea, to);
      if (rule) violations.push({ file: from, line, spec, target: to, rule });
      // Type-only imports vanish from the built code, so they cannot make a loop at run time.
      if (!typeOnly && /\.(tsx?|jsx?)$/.test(to)) fileGraph.get(from).add(to);
    }
  }
  const loops = cycles(fileGraph).map((component) => loopIn(component, fileGraph));
  return { violations, cycles: loops, areaEdges };
}

/** The area graph as a text table: one row per importing area, one column per imported area. */
function graphTable(areaEdges) {
  const order = (a) => (a === 'entry' ? 0 : a === 'app' ? 1 : a === 'seo' ? 2 : a.startsWith('features') ? 3 : a === 'shared' ? 4 : 5);
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
  if (argv.includes('--graph')) {
    console.log('Imports between areas of src/ (number of import statements; f/ = features/):\n');
    console.log(graphTable(areaEdges));
    console.log('');
  }
  for (const v of violations) console.log(`src/${v.file}:${v.line}  imports '${v.spec}'  — ${v.rule}`);
  for (const loop of loops) console.log(`import cycle: ${loop.map((f) => `src/${f}`).join(' → ')}`);
  const broken = violations.length + loops.length;
  console.log(broken === 0 ? 'Import rules hold.' : `${broken} import rule violation(s).`);
  return broken === 0 ? 0 : 1;
}

module.exports = { checkImports, graphTable, areaOf };

if (require.main === module) process.exit(main(process.argv.slice(2)));
