/** What the client build (webpack.config.ts) and the server renderer's build (webpack.ssr.config.ts) share. */
import type { RuleSetRule } from 'webpack';
import { FALLBACK_FONT_FACES_CSS } from './src/shared/fallbackFont';

/** TypeScript and TSX through ts-loader; types are checked by `npm run typecheck`, not the build. */
export function typescriptRule(): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false, module: 'ESNext' } } },
  };
}

export const RESOLVE_EXTENSIONS = ['.tsx', '.ts', '.js'];

/** The HTML template both builds write from: the app shell, and the prerendered pages' template. */
export const HTML_TEMPLATE = './public/index.html';

/** What the template writes besides HtmlWebpackPlugin's own: static CSS the app's JavaScript need not carry. */
export const HTML_TEMPLATE_PARAMETERS = { fallbackFontFaces: FALLBACK_FONT_FACES_CSS };
