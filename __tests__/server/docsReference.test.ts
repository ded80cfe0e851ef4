/**
 * Reference pages say what is: measurements live in docs/performance.md and the history of a change
 * in docs/decisions.md (docs/testing.md). A few marks of history or of a measurement that a page
 * stating what is never needs, looked for in prose (code spans and fenced blocks are left out: a
 * command's dates and arrows are examples). A budget stated as a rule ("≤ 48 KB gzip") is a fact
 * and passes. A file read, no server.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
/** Pages that hold measurements and history on purpose. */
const RECORDS = ['docs/performance.md', 'docs/decisions.md'];

const MARKS: Array<[string, RegExp]> = [
  ['a before/after label', /(^|[|(]\s*)(before|after)\s*:|\b(before|after)\s*:\s*[\d~≈]/i],
  ['an issue number', /\bissue\s*#?\d+/i],
  ['a before → after pair', /\bbefore\s*→\s*after\b/i],
  [
    'a measured figure and its successor',
    /\d[\d,.]*\s*(ms|s|KB|KiB|MB|B|bytes)\s*→\s*[\d~]|\d[\d,.]*\s*→\s*~?\d[\d,.]*\s*(ms|s|KB|KiB|MB|B|bytes)\b/,
  ],
  ['a measurement', /\bmeasured\s*([(:]|on\b)/i],
  ['a date', /\b20\d\d-[01]\d-[0-3]\d\b/],
];

/** Each prose line of a page with the marks it carries, `page:line: mark: text`. */
function marksIn(page: string, text: string): string[] {
  const found: string[] = [];
  let fenced = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const prose = line.replace(/(`+)[^`]+?\1/g, 'CODE');
    for (const [name, mark] of MARKS)
      if (mark.test(prose)) found.push(`${page}:${index + 1}: ${name}: ${line.trim().slice(0, 120)}`);
  });
  return found;
}

const referencePages = (): string[] => [
  'README.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`)
    .filter((page) => !RECORDS.includes(page)),
];

describe('reference pages state what is', () => {
  it('no reference page carries a before/after figure, an issue number, a measurement or a date (move them to docs/performance.md or docs/decisions.md)', () => {
    const pages = referencePages();
    expect(pages).toContain('docs/server.md');
    expect(pages.flatMap((page) => marksIn(page, fs.readFileSync(path.join(ROOT, page), 'utf8')))).toEqual([]);
  });

  it('finds each mark in prose, and none in code or in a budget stated as a rule', () => {
    const page = [
      'Home 146.4 → 146.5 KB on the rooms page.',
      '| before: | 7.1 MB |',
      'The fast loop (93.6 s before, after: 86 s).',
      'Measured (`bench/api.js`): 12 ms.',
      'As issue 50 asks.',
      'Shipped on 2026-11-29.',
      'Figures before → after, 214 → 26.',
      'A priced page stays ≤ 48 KB gzip; a request deadline of 15 s; capacity 2 → 1 for a single.',
      'Run `npm run bookings -- --from 2030-05-01` after `npm run build`: then open it.',
      '```sh',
      'npm run restore -- data/backups/bookings-2030-01-02T03-00-00-000Z.sqlite',
      '```',
    ].join('\n');
    expect(marksIn('page.md', page).map((found) => found.split(': ').slice(0, 2).join(': '))).toEqual([
      'page.md:1: a measured figure and its successor',
      'page.md:2: a before/after label',
      'page.md:3: a before/after label',
      'page.md:4: a measurement',
      'page.md:5: an issue number',
      'page.md:6: a date',
      'page.md:7: a before → after pair',
    ]);
  });
});
