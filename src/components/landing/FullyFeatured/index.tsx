import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import Section from '@site/src/components/landing/Section';
import { CAPABILITIES } from '@site/src/data/features';
import CapabilityIcon from './icons';
import styles from './styles.module.css';

export default function FullyFeatured() {
  return (
    <Section
      id="fully-featured"
      title={translate({ id: 'homepage.fullyFeatured.title', message: 'Fully Featured' })}
      description={translate({
        id: 'homepage.fullyFeatured.description',
        message: 'Everything a webpack project relies on, running on a faster engine.',
      })}
    >
      <ul className={styles.grid}>
        {CAPABILITIES.map(({ id, link, title, description }) => {
          return (
            <li key={id} data-capability={id}>
              <Link className={styles.item} to={link}>
                <span className={styles.icon}>
                  <CapabilityIcon id={id} />
                </span>
                <div className={styles.text}>
                  <h3 className={styles.title}>{title}</h3>
                  <p className={styles.description}>{description}</p>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
