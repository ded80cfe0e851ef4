import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { bundleDefines } from './server/config/build';
import { ConfigError } from './server/config/env';
import type { RawEnv } from './server/config/env';
import { HTML_TEMPLATE, HTML_TEMPLATE_PARAMETERS, RESOLVE_EXTENSIONS, typescriptRule } from './webpack.shared';

/** country-flag-icons' 3×2 SVG flags, one per two-letter region code ('UZ.svg'). */
const FLAG_SOURCE = path.join(path.dirname(require.resolve('country-flag-icons/package.json')), '3x2');

let flagSet: { dir: string; files: { name: string; data: Buffer }[] } | undefined;

/**
 * The flags the booking dialog shows as images and the folder the build puts them in,
 * static/flags/<hash of their contents>/: a new package version gets a new address, so the
 * server may cache them for a year like the rest of static/ (server/site.ts).
 */
function flags(): { dir: string; files: { name: string; data: Buffer }[] } {
  if (!flagSet) {
    const hash = crypto.createHash('sha256');
    const files = fs
      .readdirSync(FLAG_SOURCE)
      .filter((name) => /^[A-Z]{2}\.svg$/.test(name))
      .sort()
      .map((name) => {
        const data = fs.readFileSync(path.join(FLAG_SOURCE, name));
        hash.update(name).update(data);
        return { name, data };
      });
    flagSet = { dir: `static/flags/${hash.digest('hex').slice(0, 8)}`, files };
  }
  return flagSet;
}

/** The modules of the rooms-shared chunk (below) and the chunks that use it. */
const ROOMS_SHARED =
  /[\\/]src[\\/](domain[\\/]roomNames|shared[\\/](cardGrid|format|images[\\/](Picture|images|catalog)|rooms[\\/](RoomFacts|roomCatalogue\.texts)|usePageTitle|pageTitles(\.texts)?))\.(tsx?|json)$/;
const ROOMS_SHARED_USERS = new Set(['home', 'rooms', 'room', 'booking']);

type Env = Record<string, string | boolean | undefined>;
type Argv = { mode?: 'development' | 'production' | 'none' };

/** The build variables' defines, or the build stopped by one line that names the bad variable. */
function buildVariables(env: RawEnv): Record<string, string> {
  try {
    return bundleDefines(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // webpack-cli prints a thrown error's stack, which here would only point into the config files.
    const stop = new Error(`The site's build: ${error.message} (docs/configuration.md, "The site's build")`);
    stop.stack = stop.message;
    throw stop;
  }
}

/**
 * Build-time configuration of the site: the mode, the DevTools switch, the flags' folder, and the
 * build variables, read only through their schema (server/config/build.ts), which checks them and
 * says what each is. Only these reach the bundle; nothing else from the environment does, and
 * none of them has a fallback value in code. A bad value stops the build with an error naming the
 * variable, never its value.
 */
export function siteDefines(mode: string, devTools = false, env: RawEnv = process.env): Record<string, string> {
  return {
    'process.env.NODE_ENV': JSON.stringify(mode),
    // The store's Redux DevTools connection (src/store/store.ts); false drops it from the bundle.
    __DEVTOOLS__: JSON.stringify(devTools),
    ...buildVariables(env),
    // Where the flag images are (src/features/booking/CountryFlag.tsx).
    __FLAGS_PATH__: JSON.stringify(`/${flags().dir}/`),
  };
}

/** Copies the files of public/ (flags, favicon, robots.txt…) into the build, except the HTML template and source photos. */
class CopyPublicPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const root = path.resolve(__dirname, 'public');
          const walk = (dir: string): void => {
            for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
              const full = path.join(dir, entry.name);
              const rel = path.relative(root, full).split(path.sep).join('/');
              if (rel === 'index.html' || rel === 'photos' || rel.startsWith('photos/')) continue;
              if (entry.isDirectory()) walk(full);
              else compilation.emitAsset(rel, new webpack.sources.RawSource(fs.readFileSync(full)));
              compilation.fileDependencies.add(full);
            }
          };
          walk(root);
        },
      );
    });
  }
}

/** Copies the flag images into the build (flags()); the booking dialog fetches each one it shows. */
class CopyFlagsPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('CopyFlagsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyFlagsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { dir, files } = flags();
          for (const { name, data } of files)
            compilation.emitAsset(`${dir}/${name}`, new webpack.sources.RawSource(data));
        },
      );
    });
  }
}

/**
 * Writes route-chunks.json: the entry's files and, for every named chunk (one per page), the
 * files that page needs. scripts/prerender.js preloads them in each page's <head>.
 */
class RouteChunksPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('RouteChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteChunksPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            manifest[name] = group
              .getFiles()
              .filter((file) => file.endsWith('.js'))
              .map((file) => `/${file}`);
          }
          compilation.emitAsset('route-chunks.json', new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

/**
 * `--mode development`: the dev server's build, with Redux DevTools. `--mode production`: the
 * site. `--mode production --env staging`: the same bundle with Redux DevTools (npm run build:staging).
 */
export default function config(env: Env, argv: Argv): Configuration & { devServer?: DevServerConfiguration } {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const production = mode === 'production';
  const devTools = !production || Boolean(env.staging);
  return {
    mode,
    entry: { main: './src/index.tsx' },
    target: 'browserslist:defaults',
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      // By id, not name, in production: the start-up code then carries no table of chunk names
      // (≈ 170 bytes gzip on every first page). dist/route-chunks.json names each group's files.
      chunkFilename: production ? 'static/js/[id].[contenthash:8].chunk.js' : 'static/js/[name].chunk.js',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      chunkLoadTimeout: 120000,
      // Images are written by scripts/images.js and must survive a rebuild.
      clean: { keep: /^img[\\/]/ },
    },
    resolve: { extensions: RESOLVE_EXTENSIONS },
    module: {
      rules: [
        typescriptRule(),
        { test: /\.css$/, type: 'asset/resource' },
        { test: /\.woff2$/, type: 'asset/resource' },
      ],
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    plugins: [
      new webpack.DefinePlugin(siteDefines(mode, devTools)),
      new CopyPublicPlugin(),
      new CopyFlagsPlugin(),
      ...(production ? [new RouteChunksPlugin()] : []),
      // The app shell, for addresses without a prerendered page (webpack.ssr.config.ts writes the pages' template).
      new HtmlWebpackPlugin({
        template: HTML_TEMPLATE,
        templateParameters: HTML_TEMPLATE_PARAMETERS,
        filename: 'app.html',
        inject: 'body',
        scriptLoading: 'defer',
      }),
      // The staff console's shell (/staff/…): the same app, never indexed (server/site.ts serves it).
      new HtmlWebpackPlugin({
        template: HTML_TEMPLATE,
        templateParameters: HTML_TEMPLATE_PARAMETERS,
        filename: 'staff.html',
        inject: 'body',
        scriptLoading: 'defer',
        staffShell: true,
      }),
    ],
    // react-datepicker optionally requires date-fns-tz, which we do not use.
    ignoreWarnings: [/Critical dependency/],
    performance: { hints: false },
    optimization: {
      splitChunks: {
        chunks: 'async',
        // The start-up code in three files instead of one: the browser runs each in its own task,
        // so a phone is never blocked for one long stretch while the page starts (TBT).
        cacheGroups: {
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'framework',
            chunks: 'initial',
            priority: 20,
          },
          vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial', priority: 10 },
          // The rooms' names, texts, photos and prices, shared by the pages a guest books from:
          // one chunk that the booking dialog's code uses as well, so the dialog's files never
          // carry a second copy of what those pages have already loaded.
          roomsShared: {
            test: ROOMS_SHARED,
            name: 'rooms-shared',
            chunks: (chunk) => ROOMS_SHARED_USERS.has(chunk.name ?? ''),
            enforce: true,
          },
        },
      },
      runtimeChunk: false,
    },
    devServer: {
      port: 3000,
      historyApiFallback: { index: '/app.html' },
      static: [
        { directory: path.resolve(__dirname, 'public'), publicPath: '/', staticOptions: { index: false } },
        { directory: path.resolve(__dirname, 'dist/img'), publicPath: '/img' },
      ],
      proxy: [{ context: ['/api'], target: 'http://127.0.0.1:3001' }],
      client: { overlay: { warnings: false } },
    },
  };
}
