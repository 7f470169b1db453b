/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (BlogPostItem/Header/Info, the date under a blog
 * post's title) with one change: the date is a DateText (src/components/DateText), which leaves the
 * server's text in place while the page hydrates. The posts show no reading time (`showReadingTime: false`
 * in docusaurus.config.ts), so that part is left out.
 */
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/BlogPostItem/Header/Info';
import DateText from '@site/src/components/DateText'; // (CUSTOM)
import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

export default function BlogPostItemHeaderInfo({ className }: Props): ReactNode {
  const { date } = useBlogPost().metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      {/* (CUSTOM) was a <time> with useDateTimeFormat(…).format(new Date(date)) */}
      <DateText date={date} format={{ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }} />
    </div>
  );
}
