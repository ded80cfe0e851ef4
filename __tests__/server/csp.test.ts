/**
 * The CSP allows the inline scripts of the built pages by their hashes, read from dist/ at start:
 * whatever text prerendering inlined is what the server allows, and nothing else inline.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes } from '../../server/security';
import { APP_LOADER_SCRIPT, LANG_BOOT_SCRIPT, LANG_BOOT_STYLE } from '../../src/shared/langBoot';
import { injectApp } from './support/app';
import { removeDir, tempDir } from './support/store';

const sha = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A built site in a temporary folder: path → content. */
function writeDist(files: Record<string, string>): string {
  const dist = tempDir('dist-csp-');
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  }
  return dist;
}

/** A page as scripts/prerender.js writes it: the boot on an unprefixed page, JSON-LD, the loader. */
function page(boot: boolean): string {
  const head = boot ? `<style>${LANG_BOOT_STYLE}</style><script>${LANG_BOOT_SCRIPT}</script>` : '';
  return `<!doctype html><html lang=uz><head>${head}<script type="application/ld+json">{"@type":"Hotel"}</script></head><body><div id=root></div><script data-app="/static/js/main.1.js /static/js/home.2.js">${APP_LOADER_SCRIPT}</script></body></html>`;
}

describe('CSP of the built pages', () => {
  const dist = writeDist({
    'index.html': page(true),
    'ru/rooms/index.html': page(false),
    'app.html':
      '<!doctype html><html><head><script defer src="/static/js/main.1.js"></script></head><body><div id=root></div></body></html>',
    // Not pages: never read for scripts.
    'static/js/main.1.js': '<script>alert(1)</script>',
  });
  afterAll(() => removeDir(dist));

  it('finds each inline script that runs, once, and neither a file-loading nor a JSON-LD one', () => {
    expect(inlineScriptHashes(dist)).toEqual([sha(LANG_BOOT_SCRIPT), sha(APP_LOADER_SCRIPT)].sort());
  });

  it('sends them in script-src, with no unsafe-inline', async () => {
    const server = await injectApp({}, { distDir: dist });
    try {
      const csp = (await server.get('/')).headers['content-security-policy'] ?? '';
      const scriptSrc = /script-src([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc.trim().split(/\s+/).sort()).toEqual(
        ["'self'", sha(LANG_BOOT_SCRIPT), sha(APP_LOADER_SCRIPT)].sort(),
      );
      expect(scriptSrc).not.toContain('unsafe');
    } finally {
      await server.close();
    }
  });

  it('allows no inline script without a build', () => {
    expect(inlineScriptHashes(path.join(dist, 'no-such-folder'))).toEqual([]);
  });
});
