#!/usr/bin/env node
/**
 * Where SQL may live, the one import rule no lint plugin checks: every Kysely query that names the
 * bookings table (aliased or not), and every raw SQL text that reads or writes it, is in
 * server/bookings/repository.ts (routes, the staff bot and the CLI call the booking module
 * instead); every query on the outbox table is in server/notify/ (features queue and read their
 * messages through it); migrations aside. The rest of the import rules are ESLint's
 * (eslint.imports.js, and server/layers.js for the server's folders).
 *
 *   node scripts/check-sql.js            fails (exit 1) with a list of the queries out of place
 *   node scripts/check-sql.js --root D   checks D/server instead of this repository's
 */
const fs = require('node:fs');
const path = require('node:path');

const BOOKINGS_REPOSITORY = 'server/bookings/repository.ts';
/** The files that may query bookings: the repository, and the confirmed stays availability counts. */
const BOOKINGS_QUERY_FILES = [BOOKINGS_REPOSITORY, 'server/availability/stays.ts'];
/** A Kysely query that names the bookings table, aliased or not. */
const BOOKINGS_QUERY =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin)\(\s*['"]bookings(?:\s+as\s+\w+)?['"]/g;
/** Raw SQL (a sql`` template) that reads or writes the bookings table. */
const BOOKINGS_SQL = /\b(?:from|join|update|into)\s+bookings\b/gi;
/** A Kysely query that names the outbox table, and raw SQL that reads or writes it. */
const OUTBOX_QUERY =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin)\(\s*['"]outbox(?:\s+as\s+\w+)?['"]/g;
const OUTBOX_SQL = /\b(?:from|join|update|into)\s+outbox\b/gi;
/** Only the queue's own folder queries it. */
const OUTBOX_FOLDER = 'server/notify/';
/** Migrations change the tables themselves, and import no application code. */
const MIGRATIONS = 'server/db/migrations/';

function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The queries on bookings outside the repository: { file, line, query } with paths relative to `root`. */
function checkSql(root) {
  const found = [];
  for (const file of listFiles(path.join(root, 'server'))) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (BOOKINGS_QUERY_FILES.includes(relative) || relative.startsWith(MIGRATIONS)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(BOOKINGS_QUERY)) {
      found.push({
        file: relative,
        line: text.slice(0, match.index).split('\n').length,
        query: `${match[0].slice(1)})`,
      });
    }
    for (const match of text.matchAll(BOOKINGS_SQL)) {
      found.push({ file: relative, line: text.slice(0, match.index).split('\n').length, query: match[0] });
    }
  }
  for (const file of listFiles(path.join(root, 'server'))) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (relative.startsWith(OUTBOX_FOLDER) || relative.startsWith(MIGRATIONS)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const match of [...text.matchAll(OUTBOX_QUERY), ...text.matchAll(OUTBOX_SQL)])
      found.push({
        file: relative,
        line: text.slice(0, match.index).split('\n').length,
        query: match[0].startsWith('.') ? `${match[0].slice(1)})` : match[0],
        home: OUTBOX_FOLDER,
      });
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

function main(argv) {
  const rootAt = argv.indexOf('--root');
  const root = rootAt >= 0 ? path.resolve(argv[rootAt + 1]) : path.resolve(__dirname, '..');
  const found = checkSql(root);
  for (const { file, line, query, home } of found)
    console.log(
      home
        ? `${file}:${line}  ${query}  — every query on the outbox lives in ${home}`
        : `${file}:${line}  ${query}  — every query on bookings lives in ${BOOKINGS_REPOSITORY}`,
    );
  console.log(found.length === 0 ? 'SQL is where it belongs.' : `${found.length} query(ies) out of place.`);
  return found.length === 0 ? 0 : 1;
}

module.exports = { checkSql, BOOKINGS_REPOSITORY };

if (require.main === module) process.exit(main(process.argv.slice(2)));
