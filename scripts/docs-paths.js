#!/usr/bin/env node
/**
 * The repository paths the README and docs/*.md name, and those that do not exist. Read by
 * __tests__/server/docsPaths.test.ts; run it to list them: `node scripts/docs-paths.js` (exits 1
 * when one is missing).
 *
 * What counts as a path (the rules, in docs/testing.md):
 * - Where: the words of inline code spans and fenced code blocks, and the targets of Markdown
 *   links, in README.md, server/README.md and docs/*.md.
 * - A word whose first segment is a top-level entry of the repository (`server/…`, `src/…`,
 *   `__tests__/…`, `e2e/…`, `scripts/…`, `bench/…`, `docs/…`, `public/…`, `package.json`, …) is
 *   read from the root. A word whose first segment is a folder of server/ or src/ (`bookings/…`,
 *   `shared/language/`, as the server and architecture pages write them) is read from that folder.
 *   A link's target is read from the page's folder, as Markdown does. Any other word (a command, a
 *   URL path such as `/api/rates`, `dist/…` or `data/…` that a build or a server writes) is not a
 *   repository path and is not checked; nor is a bare file name (`create.ts`), whose folder the
 *   sentence gives.
 * - A path without an extension may name a module as an import does (`src/store/hooks` is hooks.ts).
 * - A `:line` suffix is checked against the file's length, a `#anchor` on a Markdown file against
 *   its headings (GitHub's slugs).
 * - `{a,b}` is expanded and each alternative checked; `*` and `**` must match at least one file.
 * - A placeholder (`<name>`, `{path}`, `N`, `…`, `...`) ends the check at its segment: the path up
 *   to it must exist (`__tests__/<feature>/` checks `__tests__/`).
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
/** Not the repository's (packages, build output, runtime state, test reports: .gitignore's folders). */
const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-ssr',
  'dist-emails',
  'data',
  'coverage',
  '.cache',
  'test-results',
  'playwright-report',
  '.screenshots',
  'public/generated',
]);

/** The pages checked, relative to the root. */
function docPages(root = ROOT) {
  const pages = ['README.md'];
  if (fs.existsSync(path.join(root, 'server/README.md'))) pages.push('server/README.md');
  for (const name of fs.readdirSync(path.join(root, 'docs')).sort())
    if (name.endsWith('.md')) pages.push(`docs/${name}`);
  return pages;
}

/** Every file and folder under the root (relative, '/'-separated; folders end with '/'). */
function allEntries(root = ROOT) {
  const out = [];
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (SKIPPED_DIRS.has(entry.name) || SKIPPED_DIRS.has(name)) continue;
      if (entry.isDirectory()) {
        out.push(`${name}/`);
        walk(name);
      } else out.push(name);
    }
  };
  walk('');
  return out;
}

/** The words a page names as code or link targets, each with its line (1-based). */
function namedWords(text) {
  const words = [];
  const lines = text.split('\n');
  let fence = null;
  lines.forEach((line, index) => {
    const at = index + 1;
    const opener = /^\s*(```+|~~~+)/.exec(line);
    if (opener) {
      if (fence === null) fence = opener[1];
      else if (line.trim().startsWith(fence)) fence = null;
      return;
    }
    if (fence !== null) {
      for (const word of line.split(/\s+/)) if (word) words.push({ line: at, word, link: false });
      return;
    }
    for (const match of line.matchAll(/(`+)([^`]+?)\1/g))
      for (const word of match[2].split(/\s+/)) if (word) words.push({ line: at, word, link: false });
    for (const match of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g))
      words.push({ line: at, word: match[1], link: true });
  });
  return words;
}

/** GitHub's anchor of a heading. */
function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(text) {
  const anchors = new Set();
  for (const match of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) anchors.add(slug(match[1].replace(/`/g, '')));
  return anchors;
}

/** `{a,b}` expanded (nested braces too); a brace without a comma is left for the placeholder rule. */
function expandBraces(word) {
  const match = /\{([^{}]*,[^{}]*)\}/.exec(word);
  if (!match) return [word];
  const before = word.slice(0, match.index);
  const after = word.slice(match.index + match[0].length);
  return match[1].split(',').flatMap((part) => expandBraces(before + part + after));
}

const PLACEHOLDER = /^(<[^>]*>.*|.*\{[^}]*\}.*|N|…|\.\.\.|.*….*|X+)$/;
const GLOB = /[*?[]/;

function globRegExp(pattern) {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '*' && pattern[i + 1] === '*') {
      source += pattern[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += pattern[i + 2] === '/' ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^$()|\\{}[\]]/g, '\\$&');
  }
  return new RegExp(`^${source}/?$`);
}

/**
 * Checks every path the pages name. Returns the problems, each `page:line: path (why)`.
 * `root` is the repository (a test may point it at a fixture tree).
 */
function missingPaths(root = ROOT, pages = docPages(root)) {
  const entries = allEntries(root);
  const entrySet = new Set(entries);
  const topLevel = new Set(
    entries.filter((entry) => !entry.slice(0, -1).includes('/')).map((e) => e.replace(/\/$/, '')),
  );
  const folderBases = ['server', 'src'].filter((base) => entrySet.has(`${base}/`));
  const isFolderOf = (base, first) => entrySet.has(`${base}/${first}/`);
  // A module specifier names a file without its extension (`src/store/hooks`), as an import does.
  const exists = (relative) => {
    const clean = relative.replace(/\/+$/, '');
    if (clean === '' || entrySet.has(clean) || entrySet.has(`${clean}/`)) return true;
    return ['.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js'].some((ext) => entrySet.has(clean + ext));
  };
  const matches = (pattern) => {
    const regExp = globRegExp(pattern);
    return entries.some((entry) => regExp.test(entry));
  };
  const problems = [];

  for (const page of pages) {
    const text = fs.readFileSync(path.join(root, page), 'utf8');
    const pageDir = path.posix.dirname(page);
    for (const { line, word, link } of namedWords(text)) {
      let raw = word;
      if (link) {
        if (/^[a-z][a-z+.-]*:/i.test(raw) || raw.startsWith('#')) {
          if (raw.startsWith('#') && !anchorsOf(text).has(raw.slice(1)))
            problems.push(`${page}:${line}: ${raw} (no such heading on the page)`);
          continue;
        }
      } else {
        // Punctuation around a word in prose or a map: "(pageManifest.ts)", "app.ts,", "'x'".
        raw = raw.replace(/^[("'[]+/, '').replace(/[)"',;.\]]+$/, '');
        if (raw.endsWith(':')) raw = raw.slice(0, -1);
      }
      if (raw === '' || raw.startsWith('/') || raw.startsWith('-') || raw.includes('=') || raw.includes('://'))
        continue;

      let anchor = null;
      let lineNumber = null;
      const hash = raw.indexOf('#');
      if (hash > 0) {
        anchor = raw.slice(hash + 1);
        raw = raw.slice(0, hash);
      }
      const lineSuffix = /:(\d+)(?:-\d+)?$/.exec(raw);
      if (lineSuffix) {
        lineNumber = Number(lineSuffix[1]);
        raw = raw.slice(0, lineSuffix.index);
      }

      for (const candidate of expandBraces(raw)) {
        let relative;
        if (link) relative = path.posix.normalize(path.posix.join(pageDir, candidate));
        else {
          if (!candidate.includes('/') && !topLevel.has(candidate)) continue; // a bare name or a word
          const first = candidate.split('/')[0];
          if (topLevel.has(first)) relative = candidate;
          else {
            const base = folderBases.find((folder) => isFolderOf(folder, first));
            if (base === undefined) continue; // not a repository path (a URL path, dist/, data/, …)
            relative = `${base}/${candidate}`;
          }
        }
        if (relative.startsWith('../')) continue; // outside the repository

        const segments = relative.split('/');
        const cut = segments.findIndex((segment) => PLACEHOLDER.test(segment));
        const checked = cut === -1 ? relative : segments.slice(0, cut).join('/');
        const ok = GLOB.test(checked) ? matches(checked) : exists(checked);
        if (!ok) {
          problems.push(`${page}:${line}: ${candidate} (${GLOB.test(checked) ? 'matches no file' : 'does not exist'})`);
          continue;
        }
        const file = path.join(root, checked);
        if (lineNumber !== null && cut === -1 && fs.statSync(file).isFile()) {
          const length = fs.readFileSync(file, 'utf8').split('\n').length;
          if (lineNumber > length)
            problems.push(`${page}:${line}: ${candidate}:${lineNumber} (the file has ${length} lines)`);
        }
        if (anchor !== null && cut === -1 && checked.endsWith('.md') && fs.statSync(file).isFile()) {
          if (!anchorsOf(fs.readFileSync(file, 'utf8')).has(anchor))
            problems.push(`${page}:${line}: ${candidate}#${anchor} (no such heading)`);
        }
      }
    }
  }
  return problems;
}

module.exports = { docPages, namedWords, expandBraces, slug, missingPaths };

if (require.main === module) {
  const problems = missingPaths();
  for (const problem of problems) process.stdout.write(`${problem}\n`);
  process.stdout.write(problems.length === 0 ? 'Every path the docs name exists.\n' : `${problems.length} missing\n`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
