import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Every doc page loads its version's data: the sidebars and, for each doc, its id, title, sidebar
 * and description. The descriptions (one sentence per doc, ~30 KB of the 64 KB before gzip, 8-9 KB
 * after) are read only by theme-classic's DocCard, which category index pages use; this site has
 * none (tests/unit/lean-docs-data.test.ts fails if a page starts using DocCardList). The loader
 * removes them from the data both bundles read, so server and browser render alike.
 */
export const VERSION_DATA = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export default function leanDocsDataPlugin(): Plugin {
  return {
    name: 'lean-docs-data',
    configureWebpack() {
      return {
        module: {
          rules: [{ test: VERSION_DATA, use: [path.join(__dirname, 'strip-descriptions-loader.js')] }],
        },
      };
    },
  };
}
