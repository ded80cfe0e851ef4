/**
 * Passkeys in a real browser, against the real server of the config (e2e/serve.js): Chromium's
 * virtual authenticator (through CDP) stands in for a phone's. A staff member signs in by the
 * one-time address `npm run staff -- invite` prints, adds a passkey in Settings, signs out, signs
 * in with the passkey and lands in the console. A passkey the server does not know is refused,
 * and so is the real one once the account is revoked. The console is opened at the origin the
 * invitation names (http://localhost:PORT: an IP address can never be a relying party's ID).
 */
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const ROOT = path.resolve(__dirname, '..');
/** The data folder of the config's server (e2e/serve.js). */
const DATA_DIR = path.join(os.tmpdir(), `hotel-e2e-data-${PORT}`);

/** Runs `npm run staff -- …` against the config's server's store; its printed lines. */
function staffCli(...args: string[]): string[] {
  const run = spawnSync('npm', ['run', '--silent', 'staff', '--', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR, PORT: String(PORT) },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.trim().split('\n');
}

/** A new account and its one-time sign-in address (the CLI prints it last). */
function invite(name: string): { id: string; address: URL } {
  const lines = staffCli('invite', name, '--role', 'reception', '--lang', 'en');
  const id = /, id ([^\s.]+)\./.exec(lines[0] ?? '')?.[1] ?? '';
  expect(id).not.toBe('');
  const address = new URL((lines.at(-1) ?? '').trim());
  expect(address.hostname).toBe('localhost');
  expect(address.pathname).toBe('/staff/sign-in');
  return { id, address };
}

/** A platform authenticator with user verification, as a phone's: it answers every prompt at once. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

/** A discoverable passkey for this site that the server never registered (CDP takes binary as base64). */
function foreignCredential() {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    credentialId: randomBytes(32).toString('base64'),
    isResidentCredential: true,
    rpId: 'localhost',
    privateKey: privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
    userHandle: randomBytes(16).toString('base64'),
    signCount: 0,
  };
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
}

/** Presses "Sign in with a passkey" and expects the server's refusal, still on the sign-in page. */
async function expectRefused(page: Page): Promise<void> {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/staff/passkeys/authentication'));
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  expect((await answer).status()).toBe(401);
  await expect(page.getByRole('alert')).toHaveText('The passkey was not recognised. Sign in with a link.');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/staff/sign-in');
}

test('a staff member adds a passkey, signs in with it; an unknown passkey and a revoked account are refused', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  const { id, address } = invite('Passkey Receptionist');

  // In by the one-time address.
  await page.goto(address.toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();

  // A passkey, added in Settings: the authenticator now holds one for this site.
  await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByText('No passkey yet: you sign in with a link.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The passkey is added.' })).toBeVisible();
  await expect(page.getByText('Passkeys: 1.')).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.rpId).toBe('localhost');
  expect(credentials[0]?.isResidentCredential).toBe(true);

  // Out, and in again with the passkey alone: the console opens.
  await signOut(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  // Back where the session ended (Settings), signed in.
  await expect(page.getByText('Signed in as Passkey Receptionist')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText('Passkeys: 1.')).toBeVisible();
  // Another day, the console's bookmark: sent to sign in, the passkey alone opens it.
  await signOut(page);
  await page.goto(`http://localhost:${PORT}/staff`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/staff');
  const used = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(used.credentials[0]?.signCount).toBeGreaterThan(0);

  // A passkey for this site that the server never registered is refused.
  await signOut(page);
  const real = used.credentials[0]!;
  await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
  await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: foreignCredential() });
  await expectRefused(page);
  expect((await page.context().cookies()).some((cookie) => /^(__Host-)?staff_session$/.test(cookie.name))).toBe(false);

  // The real passkey of a revoked account is refused too.
  await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
  await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: real });
  staffCli('revoke', id);
  await expectRefused(page);
  await page.goto(`http://localhost:${PORT}/staff`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
  await context.close();
});
