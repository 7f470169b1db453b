/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (BlogPostItem/Header/Info, the date under a blog
 * post's title) with one change: the date is formatted by useDateText, which leaves the server's
 * text in place while the page hydrates. The posts show no reading time (`showReadingTime: false`
 * in docusaurus.config.ts), so that part is left out.
 */
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/BlogPostItem/Header/Info';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useDateText } from '../../../../utils/useDateText'; // (CUSTOM)
import styles from './styles.module.css';

export default function BlogPostItemHeaderInfo({ className }: Props): ReactNode {
  const { date } = useBlogPost().metadata;
  // (CUSTOM) was useDateTimeFormat(…).format(new Date(date))
  const text = useDateText(new Date(date), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      {/* (CUSTOM) suppressHydrationWarning and the ISO date while hydrating */}
      <time dateTime={date} suppressHydrationWarning>
        {text ?? date.slice(0, 10)}
      </time>
    </div>
  );
}
