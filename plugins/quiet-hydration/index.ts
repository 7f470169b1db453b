import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Keeps the work that follows hydration out of long tasks: swaps Docusaurus' browser context for
 * ./browserContext.tsx (same exports), whose switch to "in the browser" is a transition.
 */
export default function quietHydrationPlugin(): Plugin {
  const original = require.resolve('@docusaurus/core/lib/client/browserContext.js');
  return {
    name: 'quiet-hydration',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { resolve: { alias: { [original]: path.join(__dirname, 'browserContext.tsx') } } };
    },
  };
}
