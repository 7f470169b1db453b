import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** Where the client build's module list goes when BUNDLE_STATS is set (read by scripts/bench-bundle.mjs). */
export const BUNDLE_STATS_FILE = 'bundle-stats.json';

interface StatsLike {
  toJson(options: Record<string, unknown>): unknown;
}
interface CompilerLike {
  hooks: { done: { tap(name: string, fn: (stats: StatsLike) => void): void } };
}

/**
 * Writes which modules each initial chunk of the browser bundle holds, with
 * their sizes, so `npm run bench:bundle` can say what first-load JS is made of.
 * Only added to the config when BUNDLE_STATS=1: ordinary builds skip the work.
 */
export default function bundleStatsPlugin(): Plugin {
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer, { outDir }) {
      if (isServer) return {};
      const plugin = {
        apply(compiler: CompilerLike) {
          compiler.hooks.done.tap('bundle-stats', (stats) => {
            const json = stats.toJson({ all: false, chunks: true, chunkModules: true, ids: true, nestedModules: true });
            fs.mkdirSync(outDir, { recursive: true });
            fs.writeFileSync(path.join(outDir, BUNDLE_STATS_FILE), JSON.stringify(json));
          });
        },
      };
      return { plugins: [plugin] };
    },
  };
}
