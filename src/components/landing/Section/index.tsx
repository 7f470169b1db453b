import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface SectionProps {
  /** Anchor of the section; the heading's id is derived from it for aria-labelledby. */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** `muted` sits on the surface colour, to tell neighbouring sections apart. */
  tone?: 'plain' | 'muted';
  className?: string;
  children: ReactNode;
}

/** Shared frame of every landing section below the hero: spacing, container and a labelled heading. */
export default function Section({ id, title, description, tone = 'plain', className, children }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={clsx(styles.section, tone === 'muted' && styles.muted, className)}
    >
      <div className="container">
        <header className={styles.header}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {description && <p className={styles.description}>{description}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
