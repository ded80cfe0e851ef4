#!/usr/bin/env node
/**
 * The folder maps of the docs, generated from the folders themselves, and the server's layer order
 * from server/layers.js. A page holds a map between markers:
 *
 *   <!-- folders:repo -->     the repository's top folders (README.md)
 *   <!-- folders:src -->      the areas of src/ (docs/architecture.md)
 *   <!-- folders:server -->   the folders and top files of server/, in layer order (docs/server.md)
 *   <!-- layers:server -->    the server's layers, top down (docs/server.md)
 *   ...                       (each closed by <!-- /folders --> or <!-- /layers -->)
 *
 * A folder's description is the first sentence of the leading doc comment of its entry file
 * (`index.ts`); a top file's, of its own. Until a folder of server/ has an entry file, the map
 * prints its layer's description from server/layers.js, marked "(no index.ts yet)"; the areas of
 * src/ and the repository's top folders, which have no entry file, are described in AREAS below
 * (the one place they are written). The server's and src/'s maps count every file under a folder
 * and their lines (to the nearest hundred: see counted); the repository's map counts nothing.
 *
 *   node scripts/folder-map.js            print the maps
 *   node scripts/folder-map.js --write    rewrite them in README.md, server/README.md, docs/*.md
 *   node scripts/folder-map.js --check    exit 1 when a page's map differs from the folders
 *   node scripts/folder-map.js --sizes    server/'s folders and top files: files, exact lines, share
 *
 * __tests__/server/docsMaps.test.ts runs the check.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const WIDTH = 100;
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'dist-ssr', 'data', 'coverage', '.cache']);

/** What the folders without an entry file are (areas of src/; the repository's top folders). */
const AREAS = {
  src: {
    app: 'the composition root: the page manifest (pageManifest.ts) and the routes made from it, layout, providers (App.tsx), error boundary, 404; only the entry files and seo/ import it',
    seo: 'page heads, structured data and the sitemap (composition level, like app/)',
    features:
      'one folder per page or part of a page: its slice, components, texts (*.texts.ts); features never import each other',
    store:
      'makeStore and its root reducer, typed hooks, listeners, the DevTools sanitizer, the build-time settings, the one RTK Query api and its client (baseQuery.ts)',
    shared:
      'the foundation every feature may use: design system, language, navigation, stay search, room and service catalogues, lightbox, "Book now", my requests, images',
    domain:
      'framework-free rules and data the server imports too: rooms and prices, dates, the stay rules and guest limits, the booking payload and its checks, hotel facts (hotel.ts)',
  },
  repo: {
    src: 'the site (React, Redux Toolkit, styled-components), mapped in docs/architecture.md',
    server: 'the booking server (Fastify, Kysely over SQLite or PostgreSQL), mapped in docs/server.md',
    __tests__: 'jest: unit, component (Testing Library) and server integration tests',
    e2e: "browser tests (Playwright in Debian's Chromium against the real server); e2e/engines/ the main flow in Chromium, Firefox ESR and WebKitGTK",
    bench: 'benchmarks that print figures (npm run bench:*, each with a smoke mode: BENCH_SMOKE=1)',
    scripts:
      "build helpers (artwork, images, prerender), the test runners, the import-rule and docs checks, fakes of Telegram, SMTP, Payme and Click (scripts/fakes/), QA's replay",
    qa: 'recorded booking flows that npm test replays (docs/qa.md)',
    docs: 'one page per topic',
    deploy: 'the files docs/deploy.md installs',
    public:
      'the page template (index.html), the favicon, the language flags, and public/photos/ where real photos replace the artwork (docs/photos.md)',
  },
};
/** The order of src/'s areas on the map: the direction of its imports. */
const SRC_ORDER = ['app', 'seo', 'features', 'store', 'shared', 'domain'];
const REPO_ORDER = ['src', 'server', '__tests__', 'e2e', 'bench', 'scripts', 'qa', 'docs', 'deploy', 'public'];

/** Files under a folder (recursively), and their lines. */
function countOf(dir) {
  let files = 0;
  let lines = 0;
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        files += 1;
        const text = fs.readFileSync(full, 'utf8');
        lines += text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
      }
    }
  };
  if (fs.statSync(dir).isDirectory()) walk(dir);
  else {
    const text = fs.readFileSync(dir, 'utf8');
    files = 1;
    lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  }
  return { files, lines };
}

/** 21035 → '21,035', the same on every machine (no locale). */
const number = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** Directory entries by name, in code-point order (the same on every machine). */
const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
/**
 * A folder's size: its files exactly, its lines to the nearest hundred, so that the map changes
 * when a file comes or goes, or a folder grows or shrinks by a hundred lines, not on every edit.
 */
function counted({ files, lines }, isFile = false) {
  const size = lines < 100 ? 'under 100 lines' : `~${number(Math.round(lines / 100) * 100)} lines`;
  return isFile ? size : `${number(files)} file${files === 1 ? '' : 's'}, ${size}`;
}

/** The first sentence of a file's leading doc comment (`/** … *\/`, or `#` lines of a shell script). */
function leadingSentence(file) {
  if (!fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, 'utf8');
  let body = null;
  const doc = /^(?:#![^\n]*\n)?(?:\s*\/\/[^\n]*\n)*\s*\/\*\*([\s\S]*?)\*\//.exec(text);
  if (doc) {
    body = doc[1]
      .split('\n')
      .map((line) => line.replace(/^\s*\*\s?/, ''))
      .join('\n');
  } else if (/\.sh$/.test(file)) {
    const lines = [];
    for (const line of text.split('\n').slice(text.startsWith('#!') ? 1 : 0)) {
      if (!line.startsWith('#')) break;
      lines.push(line.replace(/^#\s?/, ''));
    }
    body = lines.join('\n');
  }
  if (!body) return null;
  const paragraph = body
    .trim()
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^(.+?[.!?])(?=\s+[A-Z`"(]|$)/.exec(paragraph);
  return short((sentence ? sentence[1] : paragraph).replace(/\.$/, ''));
}

/**
 * A long first sentence made to fit a map's row: without its asides in parentheses, then up to its
 * first colon, then cut at a word (…). An entry file's first sentence is best written short.
 */
function short(sentence, limit = 160) {
  let text = sentence;
  while (text.length > limit && /\s*\([^()]*\)/.test(text)) text = text.replace(/\s*\([^()]*\)/, '');
  if (text.length > limit && text.indexOf(':') >= 20) text = text.slice(0, text.indexOf(':'));
  if (text.length > limit) text = `${text.slice(0, text.lastIndexOf(' ', limit - 1))}…`;
  return text;
}

const ENTRY_FILES = ['index.ts', 'index.tsx', 'index.js'];
const hasEntry = (dir) => ENTRY_FILES.some((entry) => fs.existsSync(path.join(dir, entry)));

/** A folder's description: its entry file's, else the fallback given (marked), else none. */
function folderDescription(dir, fallback) {
  for (const entry of ENTRY_FILES) {
    const sentence = leadingSentence(path.join(dir, entry));
    if (sentence) return sentence;
  }
  return fallback;
}

/** Rows `name  description (counts)`, the description wrapped under its column. */
function renderRows(rows, indent = '') {
  const nameWidth = Math.max(...rows.map((row) => indent.length + row.name.length)) + 2;
  const out = [];
  for (const row of rows) {
    const words = [row.description, row.counts && `(${row.counts})`].filter(Boolean).join(' ').split(' ');
    let line = `${indent}${row.name}`.padEnd(nameWidth);
    let fresh = true;
    for (const word of words) {
      if (!fresh && line.length + 1 + word.length > WIDTH) {
        out.push(line);
        line = ' '.repeat(nameWidth) + word;
      } else line += (fresh ? '' : ' ') + word;
      fresh = false;
    }
    out.push(line);
  }
  return out;
}

/**
 * server/layers.js read as { SERVER_LAYERS: names, SERVER_ROOTS, SERVER_TOP_FILES, LAYER_DESCRIPTIONS }.
 * A layer may also be given as `{ name (or type), description }` in SERVER_LAYERS itself.
 */
function layersOf(root) {
  const file = path.join(root, 'server/layers.js');
  if (!fs.existsSync(file)) return null;
  delete require.cache[require.resolve(file)];
  const module_ = require(file);
  const descriptions = { ...(module_.LAYER_DESCRIPTIONS ?? {}) };
  const names = (module_.SERVER_LAYERS ?? []).map((layer) => {
    if (typeof layer === 'string') return layer;
    const name = layer.name ?? layer.type;
    if (layer.description && !descriptions[name]) descriptions[name] = layer.description;
    return name;
  });
  return {
    SERVER_LAYERS: names,
    SERVER_ROOTS: module_.SERVER_ROOTS ?? [],
    SERVER_TOP_FILES: module_.SERVER_TOP_FILES ?? {},
    LAYER_DESCRIPTIONS: descriptions,
  };
}

/** server/: its folders and top files in layer order, then any the layers do not name. */
function serverMap(root) {
  const server = path.join(root, 'server');
  const layers = layersOf(root);
  const order = layers ? layers.SERVER_LAYERS : [];
  const topFiles = layers ? layers.SERVER_TOP_FILES : {};
  const descriptions = layers ? layers.LAYER_DESCRIPTIONS : {};
  const listed = new Set();
  const rows = [];
  const addFile = (relative) => {
    const full = path.join(root, relative);
    if (listed.has(relative) || !fs.existsSync(full)) return;
    listed.add(relative);
    rows.push({
      name: path.basename(relative),
      description: leadingSentence(full),
      counts: counted(countOf(full), true),
    });
  };
  const addFolder = (name) => {
    const full = path.join(server, name);
    if (listed.has(`server/${name}/`) || !fs.existsSync(full) || !fs.statSync(full).isDirectory()) return;
    listed.add(`server/${name}/`);
    const fallback = descriptions[name] ? `${descriptions[name]} (no index.ts yet)` : '(no index.ts yet)';
    rows.push({ name: `${name}/`, description: folderDescription(full, fallback), counts: counted(countOf(full)) });
    // A folder inside it with an entry file of its own (messages/staff/) gets its own row.
    const inner = (relative) => {
      for (const entry of fs.readdirSync(path.join(server, relative), { withFileTypes: true }).sort(byName)) {
        if (!entry.isDirectory()) continue;
        const below = `${relative}/${entry.name}`;
        const belowPath = path.join(server, below);
        if (hasEntry(belowPath)) {
          listed.add(`server/${below}/`);
          rows.push({
            name: `${below}/`,
            description: folderDescription(belowPath, null),
            counts: counted(countOf(belowPath)),
          });
        }
        inner(below);
      }
    };
    inner(name);
  };
  for (const layer of order) {
    for (const file of topFiles[layer] || []) addFile(file);
    addFolder(layer);
  }
  const entries = fs.readdirSync(server, { withFileTypes: true }).sort(byName);
  for (const entry of entries) if (entry.isDirectory() && !SKIPPED.has(entry.name)) addFolder(entry.name);
  for (const entry of entries) if (entry.isFile() && /\.(ts|js|sh)$/.test(entry.name)) addFile(`server/${entry.name}`);
  return ['server/', ...renderRows(rows, '  ')];
}

/** src/: its entry files and areas in the direction of its imports; features one by one. */
function srcMap(root) {
  const src = path.join(root, 'src');
  const rows = [];
  const entries = fs.readdirSync(src, { withFileTypes: true }).sort(byName);
  for (const entry of entries)
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      const full = path.join(src, entry.name);
      rows.push({ name: entry.name, description: leadingSentence(full), counts: counted(countOf(full), true) });
    }
  const areas = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const ordered = [...SRC_ORDER.filter((area) => areas.includes(area)), ...areas.filter((a) => !SRC_ORDER.includes(a))];
  const out = ['src/'];
  const featureRows = [];
  for (const area of ordered) {
    const full = path.join(src, area);
    rows.push({
      name: `${area}/`,
      description: folderDescription(full, AREAS.src[area] ?? null),
      counts: counted(countOf(full)),
    });
    if (area === 'features')
      for (const feature of fs
        .readdirSync(full, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .sort(byName))
        featureRows.push({
          area: rows.length - 1,
          name: `${feature.name}/`,
          description: folderDescription(path.join(full, feature.name), null),
          counts: counted(countOf(path.join(full, feature.name))),
        });
  }
  const main = renderRows(rows, '  ');
  // The features' rows go right after the features/ row (renderRows wraps, so find it by name).
  const at = main.findIndex((line) => line.startsWith('  features/'));
  let end = at + 1;
  while (end < main.length && main[end].startsWith(' '.repeat(6)) && !/^ {2}\S/.test(main[end])) end++;
  out.push(...main.slice(0, end), ...renderRows(featureRows, '    '), ...main.slice(end));
  return out;
}

/**
 * The top folders git ignores (.gitignore: test-results/, playwright-report/…): they exist on one
 * machine and not on a fresh clone, so a map that named them would differ between the two.
 */
function ignoredByGit(root, names) {
  if (names.length === 0) return new Set();
  const run = spawnSync('git', ['check-ignore', '--', ...names.map((name) => `${name}/`)], {
    cwd: root,
    encoding: 'utf8',
  });
  // 0: some are ignored, 1: none is; anything else (no git, not a repository): SKIPPED alone decides.
  if (run.status !== 0) return new Set();
  return new Set(run.stdout.split('\n').map((line) => line.trim().replace(/\/$/, '')));
}

/** The repository's top folders; src/ and server/ name their areas and folders. */
function repoMap(root) {
  const found = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SKIPPED.has(entry.name) && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
  const ignored = ignoredByGit(root, found);
  const dirs = found.filter((name) => !ignored.has(name));
  const ordered = [
    ...REPO_ORDER.filter((dir) => dirs.includes(dir)),
    ...dirs.filter((d) => !REPO_ORDER.includes(d)).sort(),
  ];
  const rows = ordered.map((dir) => {
    let description = AREAS.repo[dir] ?? null;
    if (dir === 'src' || dir === 'server') {
      const inside = fs
        .readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${entry.name}/`)
        .sort();
      description = `${description}; its ${dir === 'src' ? 'areas' : 'folders'}: ${inside.join(', ')}`;
    }
    return { name: `${dir}/`, description, counts: null };
  });
  return renderRows(rows);
}

/** The server's layers, top down, each with its description (its entry file's, else server/layers.js's). */
function layersList(root) {
  const layers = layersOf(root);
  if (!layers) return ['(server/layers.js is missing)'];
  const roots = layers.SERVER_ROOTS;
  const items = layers.SERVER_LAYERS.map((layer, index) => {
    const top = (layers.SERVER_TOP_FILES[layer] ?? []).filter((file) => fs.existsSync(path.join(root, file)));
    const where =
      layer === 'domain'
        ? '`src/domain/`'
        : [
            ...top.map((file) => `\`${file.replace(/^server\//, '')}\``),
            fs.existsSync(path.join(root, 'server', layer)) ? `\`${layer}/\`` : null,
          ]
            .filter(Boolean)
            .join(', ');
    // A folder says what it is in its entry file; the layers without one, in server/layers.js.
    const description =
      (layer === 'domain' ? null : folderDescription(path.join(root, 'server', layer), null)) ??
      layers.LAYER_DESCRIPTIONS[layer] ??
      '';
    return `${index + 1}. **${layer}** (${where || 'no files'}): ${description}`;
  });
  const rootsLine = `The composition roots (${roots.map((r) => `**${r}**`).join(', ')}) sit on one level and never import each other.`;
  return [...items, '', rootsLine];
}

/** Every generated block by its marker name, as the text between the markers. */
function blocks(root = ROOT) {
  const fenced = (lines) => ['```text', ...lines, '```'].join('\n');
  return {
    'folders:repo': fenced(repoMap(root)),
    'folders:src': fenced(srcMap(root)),
    'folders:server': fenced(serverMap(root)),
    'layers:server': layersList(root).join('\n'),
  };
}

const MARKER = /<!-- ((folders|layers):[\w-]+) -->\n[\s\S]*?<!-- \/\2 -->/g;

/** The page with each marked block replaced by what the folders give (unknown markers fail). */
function withMaps(text, generated) {
  return text.replace(MARKER, (whole, name, kind) => {
    if (!(name in generated)) throw new Error(`unknown map <!-- ${name} -->`);
    return `<!-- ${name} -->\n${generated[name]}\n<!-- /${kind} -->`;
  });
}

/** The pages that may hold maps. */
function pages(root = ROOT) {
  const out = ['README.md', 'server/README.md'].filter((page) => fs.existsSync(path.join(root, page)));
  for (const name of fs.readdirSync(path.join(root, 'docs')).sort()) if (name.endsWith('.md')) out.push(`docs/${name}`);
  return out;
}

/** The maps named in each page: { page: [marker names] }. */
function mapsIn(root = ROOT) {
  const out = {};
  for (const page of pages(root)) {
    const names = [...fs.readFileSync(path.join(root, page), 'utf8').matchAll(MARKER)].map((match) => match[1]);
    if (names.length > 0) out[page] = names;
  }
  return out;
}

/** The pages whose maps differ from the folders'. */
function stalePages(root = ROOT) {
  const generated = blocks(root);
  return pages(root).filter((page) => {
    const text = fs.readFileSync(path.join(root, page), 'utf8');
    return withMaps(text, generated) !== text;
  });
}

module.exports = { blocks, withMaps, mapsIn, stalePages, leadingSentence, folderDescription, pages, layersOf };

if (require.main === module) {
  const args = process.argv.slice(2);
  if (args.includes('--write')) {
    const generated = blocks();
    for (const page of pages()) {
      const file = path.join(ROOT, page);
      const text = fs.readFileSync(file, 'utf8');
      const next = withMaps(text, generated);
      if (next !== text) {
        fs.writeFileSync(file, next);
        process.stdout.write(`wrote ${page}\n`);
      }
    }
  } else if (args.includes('--sizes')) {
    // Exact figures for a note (the maps round them): each folder's and top file's share of server/.
    const server = path.join(ROOT, 'server');
    const rows = fs
      .readdirSync(server, { withFileTypes: true })
      .sort(byName)
      .map((entry) => ({
        name: entry.isDirectory() ? `${entry.name}/` : entry.name,
        ...countOf(path.join(server, entry.name)),
      }));
    const total = rows.reduce((sum, row) => sum + row.lines, 0);
    rows.sort((a, b) => b.lines - a.lines);
    for (const row of rows)
      process.stdout.write(
        `${row.name.padEnd(22)}${String(row.files).padStart(5)} file${row.files === 1 ? ' ' : 's'}${number(row.lines).padStart(9)} lines${((100 * row.lines) / total).toFixed(1).padStart(7)} %\n`,
      );
    process.stdout.write(
      `${'server/'.padEnd(22)}${String(rows.reduce((sum, row) => sum + row.files, 0)).padStart(5)} files${number(total).padStart(9)} lines\n`,
    );
  } else if (args.includes('--check')) {
    const stale = stalePages();
    for (const page of stale) process.stdout.write(`${page}: its map differs from the folders\n`);
    if (stale.length > 0) process.stdout.write('Run: node scripts/folder-map.js --write\n');
    process.exitCode = stale.length === 0 ? 0 : 1;
  } else {
    for (const [name, text] of Object.entries(blocks())) process.stdout.write(`<!-- ${name} -->\n${text}\n\n`);
  }
}
