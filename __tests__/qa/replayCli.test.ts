// `npm run replay` itself, in a child process (plain Node, no browser globals): the slow tier
// (jest.config.ts), as it starts ts-node three times. The replay's logic is tested in-process in
// replay.test.ts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const opened = {
  type: 'bookingDialog/bookingOpened',
  payload: { roomId: 6, checkIn: '2030-03-01', checkOut: '2030-03-03' },
};

describe('npm run replay (plain Node, no browser globals)', () => {
  const run = (...files: string[]) =>
    spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', 'scripts/replay.ts', ...files], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: '' },
    });

  it('prints the transitions and the final state, exit 0 for recordings that replay as recorded', () => {
    const result = run('qa/recordings/email-fails-then-retried.json', 'qa/recordings/success.devtools.json');
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/bookingDialog\/sendFailed +sending → open +problem error/);
    expect(result.stdout).toMatch(/bookingDialog\/sendSucceeded +sending → success/);
    expect(result.stdout).toContain('final state of the dialog');
    expect(result.status).toBe(0);
  });

  it('exit 1 for a refused event, 2 for a file that is no recording', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'replay-'));
    try {
      fs.writeFileSync(
        path.join(tmp, 'refused.json'),
        JSON.stringify({
          title: 'closed twice',
          actions: [opened, { type: 'bookingDialog/bookingClosed' }, { type: 'bookingDialog/bookingClosed' }],
        }),
      );
      fs.writeFileSync(path.join(tmp, 'broken.json'), '{ "title": ');
      const refused = run(path.join(tmp, 'refused.json'));
      expect(refused.stdout).toContain('FAIL #3 bookingDialog/bookingClosed refused in status closed');
      expect(refused.status).toBe(1);
      expect(run(path.join(tmp, 'broken.json')).status).toBe(2);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
