import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Compiler } from '@rspack/core';

/** Where the client build's module list goes when BUNDLE_STATS is set (read by scripts/bench-bundle.mjs). */
export const BUNDLE_STATS_FILE = 'bundle-stats.json';

export interface ChunkReport {
  names: string[];
  initial: boolean;
  files: string[];
  /** Module identifiers (paths with loaders stripped) and their sizes in bytes, before minification. */
  modules: { name: string; size: number }[];
}

/**
 * Writes which modules each chunk of the browser bundle holds, with their
 * sizes, so `npm run bench:bundle` can say what first-load JS is made of.
 * Only added to the config when BUNDLE_STATS is set: ordinary builds skip it.
 */
export default function bundleStatsPlugin({ outDir }: LoadContext): Plugin {
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const plugin = {
        apply(compiler: Compiler) {
          compiler.hooks.done.tap('bundle-stats', ({ compilation }) => {
            const chunks: ChunkReport[] = [...compilation.chunks].map((chunk) => ({
              names: chunk.name ? [chunk.name] : [],
              initial: chunk.canBeInitial(),
              files: [...chunk.files],
              modules: compilation.chunkGraph.getChunkModules(chunk).map((m) => ({
                name: (m.nameForCondition() ?? m.identifier()).replace(/^.*!/, ''),
                size: m.size(),
              })),
            }));
            fs.mkdirSync(outDir, { recursive: true });
            fs.writeFileSync(path.join(outDir, BUNDLE_STATS_FILE), JSON.stringify(chunks));
          });
        },
      };
      // Docusaurus types plugins as webpack's; with `faster` the compiler is Rspack's.
      return { plugins: [plugin as never] };
    },
  };
}
