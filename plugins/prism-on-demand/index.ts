import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { prismThemeCss } from '../../src/prism/css';
import type { PrismTheme } from '../../src/prism/theme';

/**
 * theme-classic registers a client module on every page that imports Prism
 * (from prism-react-renderer, with about 30 grammars) to add
 * `themeConfig.prism.additionalLanguages`, which put the highlighter in the
 * main bundle even of pages without code. It is swapped for an empty module:
 * code blocks highlight with `src/prism` (src/theme/CodeBlock/Content).
 *
 * The highlighter runs at build time only: the server bundle gets it
 * (src/prism/highlighter.server.ts), the browser loads it only when a code block
 * mounts by client-side navigation (src/prism/highlighter.ts). Token colours are
 * a stylesheet generated here from `themeConfig.prism`, for both colour modes,
 * so the HTML of a block does not depend on the mode.
 */
export default function prismOnDemandPlugin(context: LoadContext): Plugin {
  const clientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  // The request `@site/src/prism/highlighter`, once `@site` is resolved.
  const highlighter = path.join(context.siteDir, 'src/prism/highlighter');
  const { prism } = context.siteConfig.themeConfig as { prism: { theme: PrismTheme; darkTheme?: PrismTheme } };
  const css = path.join(context.generatedFilesDir, 'prism-on-demand', 'prism-theme.css');
  fs.mkdirSync(path.dirname(css), { recursive: true });
  const text = prismThemeCss({ light: prism.theme, dark: prism.darkTheme ?? prism.theme });
  if (!fs.existsSync(css) || fs.readFileSync(css, 'utf8') !== text) fs.writeFileSync(css, text);
  return {
    name: 'prism-on-demand',
    getClientModules() {
      return [css];
    },
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            [clientModule]: path.join(__dirname, 'empty.js'),
            ...(isServer && { [highlighter]: path.join(context.siteDir, 'src/prism/highlighter.server.ts') }),
          },
        },
      };
    },
  };
}
