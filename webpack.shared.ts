/** What the client build (webpack.config.ts) and the server renderer's build (webpack.ssr.config.ts) share. */
import fs from 'node:fs';
import path from 'node:path';
import type { RuleSetRule } from 'webpack';
import { FALLBACK_FONT_FACES_CSS } from './src/shared/fallbackFont';

/** TypeScript and TSX through ts-loader; types are checked by `npm run typecheck`, not the build. */
export function typescriptRule(): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: { transpileOnly: true, compilerOptions: { noEmit: false, module: 'ESNext' } },
    },
  };
}

export const RESOLVE_EXTENSIONS = ['.tsx', '.ts', '.js'];

/** The HTML template both builds write from: the app shell, and the prerendered pages' template. */
export const HTML_TEMPLATE = './public/index.html';

/**
 * The site's icon (public/favicon.svg, 300 bytes) as a data: address in every page's head: on a
 * slow connection its own request would take a round trip beside the page's main photo.
 */
function faviconDataUri(): string {
  const svg = fs.readFileSync(path.join(__dirname, 'public/favicon.svg'), 'utf8').trim();
  // The few characters a data: URL in a double-quoted attribute must escape; the rest stays readable.
  return `data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[%#<>\n]/g, encodeURIComponent)}`;
}

/** What the template writes besides HtmlWebpackPlugin's own: static text the app's JavaScript need not carry. */
export const HTML_TEMPLATE_PARAMETERS = { fallbackFontFaces: FALLBACK_FONT_FACES_CSS, favicon: faviconDataUri() };
