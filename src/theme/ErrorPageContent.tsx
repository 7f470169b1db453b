// Wrapped so that a chunk that fails after start-up gets the same localized
// message and Reload button as one that fails on page load.
import type { ReactNode } from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type { Props } from '@theme/Error';
import ChunkLoadFailure from '@site/src/components/ChunkLoadFailure';
import { describeChunkError, isChunkLoadError } from '@site/src/components/ChunkLoadFailure/chunkError';

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  if (isChunkLoadError(props.error)) {
    return (
      <main className="container margin-vert--xl">
        <ChunkLoadFailure {...describeChunkError(props.error)} />
      </main>
    );
  }
  return <ErrorPageContent {...props} />;
}
