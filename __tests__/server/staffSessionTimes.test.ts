/**
 * Issue 49: a session (or sign-in address) dated in the future is invalid, never one whose age is
 * negative and so never lapses; the session cookie is `__Host-staff_session` (Secure, Path=/, no
 * Domain) over HTTPS and the plain `staff_session` over http://localhost, and each site reads
 * only its own name.
 */
import { invite, listAccounts, mintToken, SESSION_IDLE_MS } from '../../server/staffConsole/accounts';
import { CLOCK_SKEW_MS } from '../../server/storedTimes';
import { injectApp } from './support/app';
import type { TestApp } from './support/app';
import { BACKENDS } from './support/store';

jest.setTimeout(60_000);

const HTTPS = 'https://hotel.example';
const LOCAL = 'http://localhost:4321';
const HOUR_MS = 60 * 60 * 1000;

describe.each(BACKENDS)('staff session times and cookie on $name', (backend) => {
  let server: TestApp;
  afterEach(async () => {
    await server.close();
  });

  /** A session row written straight into the store, as a forged backup or a wrong clock would leave it; returns its cookie token. */
  async function plantSession(createdAt: Date, lastSeenAt: Date, name = 'Planted'): Promise<string> {
    const { account } = await invite(server.app.transact, { name, role: 'owner', lang: 'en' });
    const { token, hash } = mintToken();
    await server.app.store
      .insertInto('staff_sessions')
      .values({
        id: hash,
        staff_id: account.id,
        created_at: createdAt.toISOString(),
        last_seen_at: lastSeenAt.toISOString(),
        ended_at: null,
        method: 'link',
      })
      .execute();
    return token;
  }

  const session = (cookie: string) => server.get('/api/staff/session', { cookie });

  it('refuses a session whose last use or start lies in the future (401), and keeps one within the clock skew', async () => {
    server = await injectApp({ SITE_ORIGIN: HTTPS }, { backend });
    const now = Date.now();
    const farFuture = await plantSession(new Date(now - HOUR_MS), new Date('2099-01-01T00:00:00Z'), 'Far future');
    expect((await session(`__Host-staff_session=${farFuture}`)).status).toBe(401);
    const bornLater = await plantSession(new Date(now + 2 * HOUR_MS), new Date(now), 'Born later');
    expect((await session(`__Host-staff_session=${bornLater}`)).status).toBe(401);
    // Another server's clock a little ahead (within CLOCK_SKEW_MS) is not a forgery.
    const ahead = await plantSession(new Date(now - HOUR_MS), new Date(now + CLOCK_SKEW_MS / 2), 'Slightly ahead');
    const answer = await session(`__Host-staff_session=${ahead}`);
    expect(answer.status).toBe(200);
    expect(answer.body.staff.name).toBe('Slightly ahead');
    // The owner's list of accounts counts only that one as signed in.
    const open = Object.fromEntries((await listAccounts(server.app.store)).map((row) => [row.name, row.active]));
    expect(open).toEqual({ 'Far future': 0, 'Born later': 0, 'Slightly ahead': 1 });
  });

  it('refuses a session idle past 12 hours, as before', async () => {
    server = await injectApp({ SITE_ORIGIN: HTTPS }, { backend });
    const idle = new Date(Date.now() - SESSION_IDLE_MS - 60_000);
    const token = await plantSession(idle, idle);
    expect((await session(`__Host-staff_session=${token}`)).status).toBe(401);
  });

  it('answers a sign-in address made in the future, or living past its 30 minutes, as expired (410)', async () => {
    server = await injectApp({ SITE_ORIGIN: HTTPS }, { backend });
    const { account } = await invite(server.app.transact, { name: 'Linked', role: 'reception', lang: 'en' });
    const now = Date.now();
    const forged = [
      { created: new Date(now - 60_000), expires: new Date('2099-01-01T00:00:00Z') },
      { created: new Date(now + HOUR_MS), expires: new Date(now + HOUR_MS + 60_000) },
    ];
    for (const { created, expires } of forged) {
      const { token, hash } = mintToken();
      await server.app.store
        .insertInto('staff_sign_in_links')
        .values({
          token_hash: hash,
          staff_id: account.id,
          created_at: created.toISOString(),
          expires_at: expires.toISOString(),
          used_at: null,
        })
        .execute();
      const answer = await server.post('/api/staff/sign-in/link', { token }, { origin: HTTPS });
      expect(answer.status).toBe(410);
      expect(answer.body.error.code).toBe('link_expired');
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('over HTTPS sets __Host-staff_session (Secure, Path=/, no Domain) and reads only that name', async () => {
    server = await injectApp({ SITE_ORIGIN: HTTPS }, { backend });
    const { token } = await invite(server.app.transact, { name: 'Dilnoza', role: 'reception', lang: 'en' });
    const signedIn = await server.post('/api/staff/sign-in/link', { token }, { origin: HTTPS });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers['set-cookie']!;
    expect(cookie).toMatch(
      /^__Host-staff_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Strict; Secure$/,
    );
    expect(cookie).not.toMatch(/Domain=/i);
    const value = cookie.split(';')[0]!.split('=')[1]!;
    expect((await session(`__Host-staff_session=${value}`)).status).toBe(200);
    // The plain name, which a neighbouring subdomain or an http page could set, is not read here.
    expect((await session(`staff_session=${value}`)).status).toBe(401);
    const out = await server.post(
      '/api/staff/sign-out',
      {},
      { origin: HTTPS, cookie: `__Host-staff_session=${value}` },
    );
    expect(out.headers['set-cookie']).toBe(
      '__Host-staff_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict; Secure',
    );
  });

  it('over http://localhost keeps the plain staff_session without Secure (a __Host- cookie needs Secure)', async () => {
    server = await injectApp({ SITE_ORIGIN: LOCAL }, { backend });
    const { token } = await invite(server.app.transact, { name: 'Dilnoza', role: 'reception', lang: 'en' });
    const signedIn = await server.post('/api/staff/sign-in/link', { token }, { origin: LOCAL });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers['set-cookie']!;
    expect(cookie).toMatch(/^staff_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Strict$/);
    const value = cookie.split(';')[0]!.split('=')[1]!;
    expect((await session(`staff_session=${value}`)).status).toBe(200);
    expect((await session(`__Host-staff_session=${value}`)).status).toBe(401);
  });
});
