import { useState } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { markdownUrl } from '@site/src/utils/markdownUrl';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copy the page as Markdown, or open the Markdown file the build writes for it. */
export default function DocPageActions({ permalink }: { permalink: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const href = markdownUrl(permalink);
  const llmsHref = useBaseUrl('/llms.txt');

  async function copy() {
    try {
      const response = await fetch(href);
      if (!response.ok) {
        throw new Error(`${response.status} ${response.statusText}`);
      }
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 2000);
  }

  return (
    <div
      className={styles.actions}
      role="group"
      aria-label={translate({ id: 'docs.actions.label', message: 'Page actions' })}
    >
      <button type="button" className={styles.button} onClick={copy}>
        {state === 'copied' ? (
          <Translate id="docs.actions.copied">Copied</Translate>
        ) : state === 'failed' ? (
          <Translate id="docs.actions.copyFailed">Copy failed</Translate>
        ) : (
          <Translate id="docs.actions.copyMarkdown">Copy Markdown</Translate>
        )}
      </button>
      {/* Plain <a>: the Markdown file is not a route of the single-page app. */}
      <a className={styles.button} href={href} target="_blank" rel="noopener" type="text/markdown">
        <Translate id="docs.actions.openMarkdown">Open as Markdown</Translate>
      </a>
      <a className={styles.button} href={llmsHref} target="_blank" rel="noopener" title="llms.txt">
        llms.txt
      </a>
      <span className={styles.status} aria-live="polite">
        {state === 'copied' &&
          translate({ id: 'docs.actions.copiedStatus', message: 'Page copied to the clipboard as Markdown' })}
      </span>
    </div>
  );
}
