/** What the client build (webpack.config.ts) and the server renderer's build (webpack.ssr.config.ts) share. */
import fs from 'node:fs';
import path from 'node:path';
import createStyledComponentsTransformer from 'typescript-plugin-styled-components';
import type { RuleSetRule } from 'webpack';
import { FALLBACK_FONT_FACES_CSS } from './src/shared/fallbackFont';
import { globalCss } from './src/shared/globalCss';

/**
 * Each styled component's id (and so its class names) from its file, name and place in the file,
 * written into the code at build time. Without it styled-components numbers the components in the
 * order the modules happen to run, which differs between the prerenderer (every page's modules in
 * one process) and a browser (the start-up modules, then the one page's chunk): a page then
 * hydrated under other class names than it was served with, inserted its rules again under them
 * and restyled every element (14 rules renamed on /ru/rooms). No display names: they would only
 * lengthen every class attribute of the served pages.
 */
const styledComponentIds = createStyledComponentsTransformer({ ssr: true, displayName: false });

/** TypeScript and TSX through ts-loader; types are checked by `npm run typecheck`, not the build. */
export function typescriptRule(): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        compilerOptions: { noEmit: false, module: 'ESNext' },
        getCustomTransformers: () => ({ before: [styledComponentIds] }),
      },
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
export const HTML_TEMPLATE_PARAMETERS = {
  fallbackFontFaces: FALLBACK_FONT_FACES_CSS,
  globalCss: globalCss(),
  favicon: faviconDataUri(),
};
