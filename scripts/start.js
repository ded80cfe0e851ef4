#!/usr/bin/env node
/**
 * `npm start`: builds the site when dist/index.html is missing (`npm run build`), then runs the
 * booking server, which serves the site and the API on http://localhost:3000 (PORT) with the
 * embedded SQLite store under ./data (DATA_DIR). Nothing else to set up.
 */
'use strict';

const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
process.chdir(root);

if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
  process.stdout.write('dist/index.html not found: building the site first (npm run build)\n');
  const build = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) {
    process.stderr.write('The site build failed; the server was not started.\n');
    process.exit(build.status ?? 1);
  }
}

// The server is TypeScript run through ts-node in memory, with the "ts-node" section of
// tsconfig.json (transpile only; type checks are `npm run typecheck`), like `npm run server`.
require('ts-node').register({ transpileOnly: true });
require('../server/index.ts').main();
