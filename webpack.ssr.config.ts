import path from 'node:path';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import clientConfig from './webpack.config';

/**
 * The build-time server renderer (src/ssr.tsx → dist-ssr/ssr.js) for scripts/prerender.js.
 * Packages stay external (loaded from node_modules), except style and font files, which go
 * through the same asset rules as the client so their URLs are identical.
 */
export default function ssrConfig(): Configuration {
  const client = clientConfig({}, { mode: 'production' });
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
    resolve: client.resolve,
    module: {
      rules: [
        ...(client.module?.rules ?? []).filter((rule) => rule && typeof rule === 'object' && String(rule.test).includes('tsx')),
        { test: /\.(css|woff2)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    externals: [
      ({ request }, callback) => {
        if (request && !request.startsWith('.') && !path.isAbsolute(request) && !/\.(css|woff2)$/.test(request)) return callback(undefined, `commonjs ${request}`);
        callback();
      },
    ],
    plugins: [
      ...(client.plugins ?? []).filter((plugin) => plugin instanceof webpack.DefinePlugin),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    devtool: false,
    ignoreWarnings: [/Critical dependency/],
  };
}
