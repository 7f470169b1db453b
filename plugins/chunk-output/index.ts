import type { Plugin } from '@docusaurus/types';

/** Lazy page chunks are emitted here, a stable path the chunk-failure tests rely on. */
export const ASYNC_CHUNK_DIR = 'static/js/async';

/** How long the runtime waits for a lazy chunk before it reports a timeout (two minutes, long enough for a slow mobile link). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Puts the browser bundle's on-demand chunks under static/js/async/, named by chunk id and content
 * hash only: with Docusaurus's `[name]` in the file name the runtime every page loads first also
 * carried a map from each of ~400 chunk ids to its name (1.2 KB gzip of its 7 KB).
 */
export default function chunkOutputPlugin(): Plugin {
  return {
    name: 'chunk-output',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        output: {
          chunkFilename: `${ASYNC_CHUNK_DIR}/[id].[contenthash:8].js`,
          chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        },
      };
    },
  };
}
