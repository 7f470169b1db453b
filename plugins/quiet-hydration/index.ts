import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Keeps the work around hydration out of long tasks by swapping two Docusaurus client modules for
 * copies with the same exports: ./browserContext.tsx, whose switch to "in the browser" is a
 * transition, ./docsClientUtils.ts, which finds the active doc of a path once, in a map, and
 * ./Link.tsx, which loads a linked page's code when the reader points at the link, not when the
 * link scrolls into view, and ./docsPreferredVersion.tsx, which re-renders after hydration only
 * when the reader's stored docs version differs from the default, and ./useMutationObserver.ts,
 * which no longer sorts with `localeCompare`, and ./navbarSecondaryMenuContent.tsx, which hands a
 * doc page's sidebar to the mobile menu in a transition.
 */
export default function quietHydrationPlugin(): Plugin {
  const browserContext = require.resolve('@docusaurus/core/lib/client/browserContext.js');
  const docsClientUtils = require.resolve('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');
  const link = require.resolve('@docusaurus/core/lib/client/exports/Link.js');
  const preferredVersion = require.resolve('@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js');
  // theme-common exports no subpaths: its files are found beside its main entry (lib/index.js).
  const themeCommon = path.dirname(require.resolve('@docusaurus/theme-common'));
  const mutationObserver = path.join(themeCommon, 'hooks/useMutationObserver.js');
  const secondaryMenu = path.join(themeCommon, 'contexts/navbarSecondaryMenu/content.js');
  return {
    name: 'quiet-hydration',
    configureWebpack(_config, isServer) {
      // The map lookup gives the same results faster, so the server render (SSG) uses it too:
      // there the router's matchPath over every doc took ~12 % of rendering the English pages.
      if (isServer) return { resolve: { alias: { [docsClientUtils]: path.join(__dirname, 'docsClientUtils.ts') } } };
      return {
        resolve: {
          alias: {
            [browserContext]: path.join(__dirname, 'browserContext.tsx'),
            [docsClientUtils]: path.join(__dirname, 'docsClientUtils.ts'),
            [link]: path.join(__dirname, 'Link.tsx'),
            [preferredVersion]: path.join(__dirname, 'docsPreferredVersion.tsx'),
            [mutationObserver]: path.join(__dirname, 'useMutationObserver.ts'),
            [secondaryMenu]: path.join(__dirname, 'navbarSecondaryMenuContent.tsx'),
          },
        },
      };
    },
  };
}
