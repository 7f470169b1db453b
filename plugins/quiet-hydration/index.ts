import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Keeps the work around hydration out of long tasks by swapping two Docusaurus client modules for
 * copies with the same exports: ./browserContext.tsx, whose switch to "in the browser" is a
 * transition, ./docsClientUtils.ts, which finds the active doc of a path once, in a map, and
 * ./Link.tsx, which loads a linked page's code when the reader points at the link, not when the
 * link scrolls into view.
 */
export default function quietHydrationPlugin(): Plugin {
  const browserContext = require.resolve('@docusaurus/core/lib/client/browserContext.js');
  const docsClientUtils = require.resolve('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');
  const link = require.resolve('@docusaurus/core/lib/client/exports/Link.js');
  return {
    name: 'quiet-hydration',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {
          alias: {
            [browserContext]: path.join(__dirname, 'browserContext.tsx'),
            [docsClientUtils]: path.join(__dirname, 'docsClientUtils.ts'),
            [link]: path.join(__dirname, 'Link.tsx'),
          },
        },
      };
    },
  };
}
