import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import { siteDefines } from './webpack.config';
import { HTML_TEMPLATE, HTML_TEMPLATE_PARAMETERS, RESOLVE_EXTENSIONS, typescriptRule } from './webpack.shared';

/** The page template's slots, `{{ssr:name}}`: kept verbatim by the HTML minifier, filled by src/ssr.tsx. */
const SLOT = /\{\{ssr:\w+\}\}/;

/**
 * The build-time server renderer (src/ssr.tsx → dist-ssr/ssr.js) and the prerendered pages'
 * template (dist-ssr/page.html) for scripts/prerender.js. Packages stay external (loaded from
 * node_modules), except style and font files, which go through the same asset rules as the client
 * so their URLs are identical.
 */
export default function ssrConfig(): Configuration {
  return {
    mode: 'production',
    target: 'node20',
    entry: { ssr: './src/ssr.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist-ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath: '/',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: RESOLVE_EXTENSIONS },
    module: {
      rules: [typescriptRule(), { test: /\.(css|woff2)$/, type: 'asset/resource', generator: { emit: false } }],
    },
    externals: [
      ({ request }, callback) => {
        if (request && !request.startsWith('.') && !path.isAbsolute(request) && !/\.(css|woff2)$/.test(request))
          return callback(undefined, `commonjs ${request}`);
        callback();
      },
    ],
    plugins: [
      new webpack.DefinePlugin(siteDefines('production')),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new HtmlWebpackPlugin({
        template: HTML_TEMPLATE,
        templateParameters: HTML_TEMPLATE_PARAMETERS,
        filename: 'page.html',
        pageTemplate: true,
        inject: false,
        // Minified close to webpack's minimizer of the app shell, which would drop the slots.
        minify: {
          collapseWhitespace: true,
          removeComments: true,
          removeAttributeQuotes: true,
          removeRedundantAttributes: true,
          useShortDoctype: true,
          // The template's styles are written compact already (src/shared/globalCss.ts, fallbackFont.ts);
          // clean-css would turn the reduced-motion 0.01ms into 0s, which ends no transition event.
          minifyCSS: false,
          ignoreCustomFragments: [SLOT],
          trimCustomFragments: true,
        },
      }),
    ],
    optimization: { minimize: false },
    devtool: false,
    ignoreWarnings: [/Critical dependency/],
  };
}
