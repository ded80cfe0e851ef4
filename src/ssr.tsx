/**
 * The server renderer used at build time (scripts/prerender.js): renders one page of the site to
 * HTML with its styled-components styles, waiting for the page's lazy chunk like a browser would.
 */
import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { App } from './app/App';
import { makeStore } from './app/store';
import type { LanguageCode } from './shared/language/languages';

export interface RenderedPage {
  html: string;
  styles: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders `url` (path and search) in `language`. */
export async function renderPage(url: string, language: LanguageCode): Promise<RenderedPage> {
  const sheet = new ServerStyleSheet();
  try {
    const store = makeStore({ language: { code: language } });
    const tree = (
      <StyleSheetManager sheet={sheet.instance}>
        <StaticRouter location={url}>
          <App store={store} />
        </StaticRouter>
      </StyleSheetManager>
    );
    const { prelude } = await prerenderToNodeStream(tree);
    const html = await streamToString(prelude);
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

export { todayInHotel } from './domain/dates';
export { HEADING_FONT_URLS } from './shared/fonts';
export { APP_LOADER_SCRIPT, LANG_BOOT_SCRIPT, LANG_BOOT_STYLE } from './shared/langBoot';
export { pageHead, renderHeadTags } from './seo/head';
export { INDEXABLE_PATHS } from './seo/site';
export { robotsTxt, sitemapXml } from './seo/sitemap';
