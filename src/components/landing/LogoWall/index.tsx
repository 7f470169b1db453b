import type { CSSProperties } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import Section from '@site/src/components/landing/Section';
import { COMPANIES } from '@site/src/data/companies';
import styles from './styles.module.css';

/**
 * The wordmarks are drawn as CSS masks filled with the text colour: grey at
 * rest in either theme, the brand gradient on hover, no per-theme image files.
 */
export default function LogoWall() {
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <Section
      id="trusted-by"
      title={translate({ id: 'homepage.logoWall.title', message: 'Trusted By Innovators' })}
      description={translate({
        id: 'homepage.logoWall.description',
        message: 'Teams at these companies build and ship their web applications with Rspack.',
      })}
    >
      <ul className={styles.wall}>
        {COMPANIES.map(({ name, logo, url, width, text }) => (
          <li key={name}>
            <Link
              className={styles.link}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={translate(
                { id: 'homepage.logoWall.linkLabel', message: '{name} (opens in a new tab)' },
                { name },
              )}
            >
              <span
                className={styles.logo}
                style={{ '--rs-logo-url': `url(${withBaseUrl(logo)})`, '--rs-logo-width': width } as CSSProperties}
              />
              {text && <span className={styles.text}>{text}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
