// Replaces @docusaurus/theme-classic 3.10.2's NotFound/Content: a lost reader
// gets a search box and the three places most pages live, not a dead end.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import SearchBar from '@theme/SearchBar';
import type { Props } from '@theme/NotFound/Content';
import styles from './styles.module.css';

export default function NotFoundContent({ className }: Props): ReactNode {
  const destinations = [
    { to: '/guide/start/introduction', label: translate({ id: 'notFound.links.guide', message: 'Guide' }) },
    { to: '/config/', label: translate({ id: 'notFound.links.config', message: 'Config' }) },
    { to: '/api/', label: translate({ id: 'notFound.links.api', message: 'API' }) },
  ];
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="notFound.description">
              The page you asked for does not exist or has moved. Search the documentation, or start from one of the
              sections below.
            </Translate>
          </p>
          <div className={styles.search}>
            <SearchBar />
          </div>
          <nav aria-label={translate({ id: 'notFound.links.label', message: 'Main sections' })}>
            <ul className={styles.links}>
              {destinations.map((d) => (
                <li key={d.to}>
                  <Link className="button button--primary button--outline" to={d.to}>
                    {d.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </main>
  );
}
