#!/usr/bin/env node
/**
 * Starts the real booking server on 127.0.0.1 for the browser tests: the built site from dist/,
 * a throw-away SQLite database, no Telegram and no SMTP (messages become .eml files), and a
 * rate limit high enough for a test run.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const port = process.argv[2] ?? '4173';

/** Where the server started for port `port` keeps its SQLite file. */
function e2eDataDir(p) {
  return path.join(os.tmpdir(), `hotel-e2e-data-${p}`);
}
// A fixed folder per port, emptied at start, so browser tests can read what the server stored.
const dataDir = e2eDataDir(port);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const root = path.resolve(__dirname, '..');
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  RATE_LIMIT_PER_MINUTE: '100000',
  RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
};
for (const name of [
  'HOTEL_EMAIL',
  'DATABASE_URL',
  'SMTP_URL',
  'TELEGRAM_BOT_TOKEN',
  'TELEGRAM_CHAT_ID',
  'TELEGRAM_API_BASE',
  'BOOKING_API_KEY',
])
  delete env[name];

const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'server/index.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
