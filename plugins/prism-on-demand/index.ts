import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * theme-classic registers a client module on every page that imports Prism
 * (from prism-react-renderer, with about 30 grammars) to add
 * `themeConfig.prism.additionalLanguages`, which put the highlighter in the
 * main bundle even of pages without code. It is swapped for an empty module:
 * code blocks highlight with `src/prism` (src/theme/CodeBlock/Content), which
 * has every grammar the site uses and loads with the first page that has code.
 */
export default function prismOnDemandPlugin(): Plugin {
  const clientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  return {
    name: 'prism-on-demand',
    configureWebpack() {
      return { resolve: { alias: { [clientModule]: path.join(__dirname, 'empty.js') } } };
    },
  };
}
