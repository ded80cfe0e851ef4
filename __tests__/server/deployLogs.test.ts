/**
 * The shipped reverse-proxy configs log no query string (a guest's status token cancels a
 * request; the calendar feed's token exports the hotel's nights): nginx logs with its own format,
 * built from the path alone, and the Caddyfile writes no access log at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { injectApp, injectClient } from './support/app';

const read = (name: string) => fs.readFileSync(path.join(__dirname, '..', '..', 'deploy', name), 'utf8');
const code = (text: string) => text.replace(/#.*$/gm, '');

describe('deploy configs keep tokens out of the logs', () => {
  it('nginx: every server logs with a format of the path alone, never $request, $request_uri, $args or $query_string', () => {
    const conf = code(read('nginx.conf'));
    const format = /log_format\s+(\w+)([^;]*);/.exec(conf);
    expect(format).not.toBeNull();
    expect(format![2]).toContain('$uri');
    expect(format![2]).not.toMatch(/\$(request\b|request_uri|args|query_string|arg_)/);
    const servers = conf.split(/\bserver\s*\{/).slice(1);
    expect(servers.length).toBeGreaterThan(0);
    for (const server of servers) expect(server).toMatch(new RegExp(`access_log\\s+\\S+\\s+${format![1]}\\s*;`));
  });

  it('Caddy: no access log is written', () => {
    expect(code(read('Caddyfile'))).not.toMatch(/\blog\b/);
  });
});

describe('/api/health in public', () => {
  it('tells a caller through a proxy only whether the server is up; this machine and the HEALTH_TOKEN holder get the details', async () => {
    const token = 'h'.repeat(20) + '0123456789abcdef';
    const server = await injectApp({ HEALTH_TOKEN: token });
    try {
      const local = await server.get('/api/health');
      expect(local.status).toBe(200);
      expect(Object.keys(local.body as object).sort()).toEqual(['backup', 'calendars', 'outbox', 'status']);
      const proxied = await server.get('/api/health', { 'x-forwarded-for': '203.0.113.9' });
      expect(proxied.body).toEqual({ status: 'ok' });
      const remote = await injectClient(server.app, '203.0.113.9').get('/api/health');
      expect(remote.body).toEqual({ status: 'ok' });
      const monitor = await injectClient(server.app, '203.0.113.9').get('/api/health', { 'x-health-token': token });
      expect(monitor.body).toHaveProperty('backup');
    } finally {
      await server.close();
    }
  });
});
