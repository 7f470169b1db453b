import Translate, { translate } from '@docusaurus/Translate';
import type { ChunkFailure } from './chunkError';
import styles from './styles.module.css';

/**
 * Shown when part of the site's code could not be downloaded (usually a new
 * deploy replaced it). It names the chunk, says why, and offers a reload.
 */
export default function ChunkLoadFailure({ chunkId, type, url }: ChunkFailure) {
  return (
    <div className={styles.panel} role="alert" aria-labelledby="chunk-load-failure-title">
      <p id="chunk-load-failure-title" className={styles.title}>
        <Translate id="chunkError.title">This page could not finish loading</Translate>
      </p>
      <p className={styles.detail}>
        {translate(
          { id: 'chunkError.message', message: 'Loading chunk {chunkId} failed ({type}: {url}).' },
          { chunkId, type, url },
        )}
      </p>
      <p className={styles.hint}>
        <Translate id="chunkError.hint">
          The site may have been updated since this page was opened, or the network dropped. Reloading usually fixes it.
        </Translate>
      </p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        <Translate id="chunkError.reload">Reload</Translate>
      </button>
    </div>
  );
}
