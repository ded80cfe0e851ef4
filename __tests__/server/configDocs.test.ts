import fs from 'node:fs';
import path from 'node:path';
import { TABLE_END, TABLE_START, configurationTable, envExample, withTable } from '../../server/config/docs';
import { ENV_NAMES, declarationOf } from '../../server/config/schema';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');

describe('the configuration documents printed from the schema', () => {
  it('docs/configuration.md carries the table the schema prints (run npm run config:docs after changing the schema)', () => {
    const page = read('docs/configuration.md');
    expect(page).toContain(TABLE_START);
    expect(page).toContain(TABLE_END);
    expect(page).toBe(withTable(page, configurationTable()));
  });

  it('.env.example is the one the schema prints (run npm run config:docs after changing the schema)', () => {
    expect(read('.env.example')).toBe(envExample());
  });

  it('lists every declared variable, each with a meaning, and marks the secrets', () => {
    const table = configurationTable();
    const example = envExample();
    for (const name of ENV_NAMES) {
      expect([name, Boolean(declarationOf(name).description)]).toEqual([name, true]);
      expect(table).toContain(`| \`${name}\` |`);
      // PATH is the system's, not a setting to copy into an environment file.
      if (name !== 'PATH') expect(example).toMatch(new RegExp(`^#${name}=`, 'm'));
    }
    for (const secret of [
      'PAYME_KEY',
      'CLICK_SECRET_KEY',
      'TELEGRAM_BOT_TOKEN',
      'CALENDAR_TOKEN',
      'SMTP_URL',
    ] as const) {
      expect(declarationOf(secret).secret).toBe(true);
      expect(table).toMatch(new RegExp(`\\| \`${secret}\` \\|[^\\n]*\\| yes \\|`));
      // A secret has no default value to print.
      expect(example).toMatch(new RegExp(`^#${secret}=$`, 'm'));
    }
  });

  it('notices a table that drifted from the schema', () => {
    const page = read('docs/configuration.md');
    const drifted = page.replace('| `PORT` | `3000` |', '| `PORT` | `8080` |');
    expect(drifted).not.toBe(page);
    expect(withTable(drifted, configurationTable())).toBe(page);
  });
});
