import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The route registry Docusaurus generates: one entry per page module. */
export const REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;

/**
 * Less JavaScript in the browser's first download (main.js, which every page loads), with the
 * same behaviour:
 *
 * - ./registry-loader.js: the route registry names the source module of each of its ~400 entries
 *   ("@site/docs/config/output.mdx") for react-loadable's Capture, which only the server render
 *   uses; the browser bundle gets the entries without the names.
 * - ./tslib.js: @docusaurus/utils-common calls one tslib helper, `__importDefault`, but requiring
 *   tslib brings in all of its helpers; utils-common gets that one helper instead
 *   (tests/unit/lean-client.test.ts fails if utils-common starts calling another).
 * - ./progress.ts: the bar shown while a page takes more than 200 ms to open, drawn with one
 *   element and a CSS animation instead of the nprogress library.
 */
export default function leanClientPlugin(): Plugin {
  const nprogress = require.resolve('@docusaurus/theme-classic/lib/nprogress.js');
  const utilsCommon = path.dirname(require.resolve('@docusaurus/utils-common'));
  return {
    name: 'lean-client',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: { alias: { [nprogress]: path.join(__dirname, 'progress.ts') } },
        module: {
          rules: [
            { test: REGISTRY, use: [path.join(__dirname, 'registry-loader.js')] },
            {
              include: utilsCommon,
              resolve: { alias: { tslib$: path.join(__dirname, 'tslib.js') } },
            },
          ],
        },
      };
    },
  };
}
