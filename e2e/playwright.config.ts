import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Guards against a hang, not measures: on a busy two-core machine (`npm run test:busy`: two other
  // CPU-bound processes beside the browser and the server) a page takes several times its quiet
  // time to load and hydrate. A test that fails still fails, only later.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  // One retry in CI absorbs a slow machine's timing; a test that needs it is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list'], ['json']],
  outputDir: '../test-results/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
  webServer: {
    command: `node serve.js ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
