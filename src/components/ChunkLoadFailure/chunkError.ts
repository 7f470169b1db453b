/**
 * What the bundler runtime tells us when a lazy chunk cannot be loaded.
 * JS chunks reject with `ChunkLoadError` ("Loading chunk 42 failed.\n(missing: URL)");
 * CSS chunks with code `CSS_CHUNK_LOAD_FAILED` ("Loading CSS chunk 42 failed.\n(URL)").
 */
export interface ChunkFailure {
  chunkId: string;
  /** `missing`, `timeout` or `error`, as the runtime reports it. */
  type: string;
  url: string;
}

interface RuntimeChunkError extends Error {
  type?: string;
  request?: string;
  code?: string;
}

export function isChunkLoadError(error: unknown): error is RuntimeChunkError {
  if (!(error instanceof Error)) {
    return false;
  }
  const { name, code } = error as RuntimeChunkError;
  return name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED';
}

export function describeChunkError(error: RuntimeChunkError): ChunkFailure {
  const chunkId = /Loading (?:CSS )?chunk (\S+?) failed/.exec(error.message)?.[1] ?? '?';
  const inMessage = /\((?:(\w+): )?(\S+)\)\s*$/.exec(error.message);
  return {
    chunkId,
    type: error.type ?? inMessage?.[1] ?? 'error',
    url: error.request ?? inMessage?.[2] ?? '',
  };
}
