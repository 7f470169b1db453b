// Ejected from @docusaurus/theme-classic 3.10.2 to put the page actions
// (copy / open as Markdown) beside the h1, so readers can take any page to an editor or an LLM.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type { Props } from '@theme/DocItem/Content';
import DocPageActions from '@site/src/components/DocPageActions'; // (CUSTOM)
import styles from './styles.module.css'; // (CUSTOM)

function useSyntheticTitle(): string | null {
  const { metadata, frontMatter, contentTitle } = useDoc();
  const shouldRender = !frontMatter.hide_title && typeof contentTitle === 'undefined';
  if (!shouldRender) {
    return null;
  }
  return metadata.title;
}

export default function DocItemContent({ children }: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  const { metadata } = useDoc(); // (CUSTOM)
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {syntheticTitle && (
        <header className={styles.header /* (CUSTOM) */}>
          <Heading as="h1">{syntheticTitle}</Heading>
          <DocPageActions permalink={metadata.permalink} /* (CUSTOM) */ />
        </header>
      )}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
