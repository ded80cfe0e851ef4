/**
 * npm run config:docs [-- --check]
 * Prints the configuration table of docs/configuration.md (between its markers) and .env.example
 * from server/config/schema.ts. With --check it writes nothing and exits 1 when either file
 * differs from what the schema prints (jest checks the same in __tests__/server/configDocs.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { configurationTable, envExample, withTable } from '../server/config/docs';

const root = path.resolve(__dirname, '..');
const files = {
  page: path.join(root, 'docs', 'configuration.md'),
  example: path.join(root, '.env.example'),
};

function main(check: boolean): number {
  const wanted = new Map([
    [files.page, withTable(fs.readFileSync(files.page, 'utf8'), configurationTable())],
    [files.example, envExample()],
  ]);
  let stale = 0;
  for (const [file, text] of wanted) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (current === text) continue;
    if (check) {
      console.error(`${path.relative(root, file)} differs from server/config/schema.ts: run npm run config:docs`);
      stale += 1;
    } else {
      fs.writeFileSync(file, text);
      console.log(`wrote ${path.relative(root, file)}`);
    }
  }
  return stale === 0 ? 0 : 1;
}

process.exitCode = main(process.argv.includes('--check'));
