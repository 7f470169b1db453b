/**
 * Recovery from lazy-chunk failures: a page chunk that is missing, times out or
 * errors is reported as a ChunkLoadError naming the chunk, instead of a blank page.
 *
 * - During client-side navigation Docusaurus itself catches the failure and
 *   reloads the target URL once (core/lib/client/PendingNavigation).
 * - On a full page load nothing retries: the app cannot start, so the server
 *   rendered page stays readable and we add a message with a Reload button.
 *   A reload is only ever triggered by the reader, so there is no loop.
 * - Failures after start-up reach the error boundary (src/theme/ErrorPageContent).
 */
import { createRoot } from 'react-dom/client';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import ChunkLoadFailure from '@site/src/components/ChunkLoadFailure';
import { describeChunkError, isChunkLoadError } from '@site/src/components/ChunkLoadFailure/chunkError';
import styles from '@site/src/components/ChunkLoadFailure/styles.module.css';

function showFailure(error: Error): void {
  if (document.getElementById('chunk-load-failure')) {
    return;
  }
  const host = document.createElement('div');
  host.id = 'chunk-load-failure';
  host.className = styles.overlay;
  document.body.appendChild(host);
  createRoot(host).render(<ChunkLoadFailure {...describeChunkError(error)} />);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) {
      event.preventDefault();
      console.warn(event.reason);
      showFailure(event.reason);
    }
  });
}
