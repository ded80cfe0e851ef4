import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The prerenderer runs these modules in plain Node: they must load and work without any DOM.
it('loads and runs the SEO modules in plain Node, without browser globals', () => {
  const root = path.resolve(__dirname, '../..');
  const script = `
    if (typeof window !== 'undefined' || typeof document !== 'undefined') throw new Error('DOM present');
    const { pageHead, renderHeadTags } = require('./src/seo/head');
    const { sitemapXml, robotsTxt } = require('./src/seo/sitemap');
    const html = renderHeadTags(pageHead('/rooms/6', 'EN', { prefixed: true }));
    process.stdout.write(JSON.stringify({ html: html.length, title: pageHead('/rooms/6', 'EN', { prefixed: true }).title, sitemap: sitemapXml().length, robots: robotsTxt().length }));
  `;
  const env = { ...process.env };
  delete env.SITE_ORIGIN;
  const out = execFileSync(process.execPath, ['-r', 'ts-node/register/transpile-only', '-e', script], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  const result = JSON.parse(out) as { html: number; title: string; sitemap: number; robots: number };
  expect(result.title).toBe('Deluxe Double Suite — Gulshan Hotel, Namangan');
  expect(result.html).toBeGreaterThan(1000);
  expect(result.sitemap).toBeGreaterThan(1000);
  expect(result.robots).toBeGreaterThan(50);
}, 60000);
