/**
 * The backup side of bench/backup.js, in its own process as the systemd timer runs it (a backup
 * in the bench's process would stall autocannon's clock too). Loads the server's own backup code
 * (server/db/backup.ts), says "ready", then takes one backup per "once" line on stdin, or back to
 * back from "loop" until "stop"; prints `<ms> <bytes>` per backup and "done" after each command.
 */
'use strict';

require('ts-node/register/transpile-only');
const fs = require('node:fs');
const readline = require('node:readline');
const { loadBackupConfig } = require('../server/config');
const { takeBackup } = require('../server/db/backup');

const config = loadBackupConfig();
let looping = false;

async function one() {
  const started = process.hrtime.bigint();
  const file = await takeBackup(config);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  process.stdout.write(`${ms.toFixed(1)} ${fs.statSync(file).size}\n`);
}

async function loop() {
  looping = true;
  while (looping) {
    await one();
    // The backup is synchronous inside: let stdin's "stop" in between.
    await new Promise((resolve) => setImmediate(resolve));
  }
  process.stdout.write('done\n');
}

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'once') one().then(() => process.stdout.write('done\n'), fail);
  else if (line === 'loop') loop().catch(fail);
  else if (line === 'stop') looping = false;
});

function fail(error) {
  process.stderr.write(`backup worker: ${error.message}\n`);
  process.exit(1);
}

process.stdout.write('ready\n');
