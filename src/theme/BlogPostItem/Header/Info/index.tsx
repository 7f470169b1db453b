/**
 * theme-classic's date line under a blog post's title, with one change: the date is formatted by
 * useDateText, which leaves the server's text in place while the page hydrates. The posts show no
 * reading time (`showReadingTime: false` in docusaurus.config.ts), so that part is left out.
 */
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/BlogPostItem/Header/Info';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useDateText } from '../../../../utils/useDateText';
import styles from './styles.module.css';

export default function BlogPostItemHeaderInfo({ className }: Props): ReactNode {
  const { date } = useBlogPost().metadata;
  const text = useDateText(new Date(date), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date} suppressHydrationWarning>
        {text ?? date.slice(0, 10)}
      </time>
    </div>
  );
}
