import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Two changes to how code is highlighted, both to keep the highlighter out of
 * pages that do not need it and small where they do:
 *
 * 1. theme-classic registers a client module that imports Prism and the extra
 *    languages on every page, so the highlighter sat in the main bundle even
 *    on pages without code (the home page). That module is swapped for an
 *    empty one; `src/theme/CodeBlock` registers the extra languages instead,
 *    so Prism loads with the first page that renders a code block.
 * 2. `prism-react-renderer` (Prism plus about 30 grammars) is replaced in the
 *    browser and server bundles by `src/prism`, prismjs with the grammars the
 *    docs use, behind the same `Highlight` API.
 */
export default function prismOnDemandPlugin(): Plugin {
  const clientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  return {
    name: 'prism-on-demand',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [clientModule]: path.join(__dirname, 'empty.js'),
            'prism-react-renderer$': path.resolve(__dirname, '../../src/prism/index.tsx'),
          },
        },
      };
    },
  };
}
