#!/usr/bin/env node
/**
 * A busy machine, for anyone to try the suite on one: starts two CPU-bound processes (each spins
 * one core at normal priority, as a build or a backup beside the tests would), runs the command
 * given after them (`npm run test:busy` runs `npm test`), stops them when it ends and exits with
 * its code. Without a command it keeps them busy until Ctrl-C.
 *
 *   node scripts/busy.js                       # two busy processes until Ctrl-C
 *   node scripts/busy.js npm test              # the README's test command beside them
 *   BUSY_PROCESSES=3 node scripts/busy.js npx jest __tests__/server
 *
 * The suite must pass this way (issue 49): a hotel's own machine is rarely quiet, and a test that
 * waited a fixed time, or held a product deadline from the wrong moment, failed only here.
 */
'use strict';

const { spawn } = require('node:child_process');

const count = Number(process.env.BUSY_PROCESSES ?? 2);
if (!Number.isInteger(count) || count < 0) {
  process.stderr.write('BUSY_PROCESSES must be a whole number\n');
  process.exit(2);
}

// Real work, not an idle wait: a hash over and over, which keeps one core at 100 %.
const SPIN =
  "const c=require('node:crypto');let b=Buffer.alloc(4096);for(;;){b=c.createHash('sha256').update(b).digest();b=Buffer.concat([b,Buffer.alloc(4064)])}";

const spinners = Array.from({ length: count }, () => spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' }));
process.stdout.write(
  `busy.js: ${count} CPU-bound processes running (pids ${spinners.map((child) => child.pid).join(', ') || 'none'})\n`,
);

function stopSpinners() {
  for (const child of spinners) child.kill('SIGKILL');
}
process.on('exit', stopSpinners);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopSpinners();
    process.exit(130);
  });
}

const [command, ...args] = process.argv.slice(2);
if (command) {
  const started = Date.now();
  const child = spawn(command, args, { stdio: 'inherit' });
  child.on('close', (code, signal) => {
    const minutes = ((Date.now() - started) / 60_000).toFixed(1);
    process.stdout.write(
      `busy.js: '${[command, ...args].join(' ')}' ended (${signal ?? `exit ${code}`}) after ${minutes} min beside ${count} CPU-bound processes\n`,
    );
    stopSpinners();
    process.exit(code ?? 1);
  });
}
