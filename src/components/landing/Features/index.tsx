import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import Section from '@site/src/components/landing/Section';
import { FEATURE_CARDS, type FeatureCard } from '@site/src/data/features';
import FeatureAnimation from './FeatureAnimation';
import styles from './styles.module.css';

function Card({ card }: { card: FeatureCard }) {
  const { title, description } = card;
  return (
    <article className={styles.card}>
      <FeatureAnimation animation={card.animation} />
      <h3 className={styles.cardTitle}>
        {/* The link's ::after covers the whole card, so all of it is clickable with one tab stop. */}
        <Link className={styles.cardLink} to={card.link}>
          {title}
        </Link>
      </h3>
      <p className={styles.cardDescription}>{description}</p>
    </article>
  );
}

export default function Features() {
  return (
    <Section
      id="features"
      title={translate({ id: 'homepage.features.title', message: 'Why Rspack' })}
      description={translate({
        id: 'homepage.features.description',
        message: 'Speed from a Rust core, with the webpack ecosystem you already know.',
      })}
    >
      <ul className={styles.grid}>
        {FEATURE_CARDS.map((card) => (
          <li key={card.id} className={styles.item} data-feature={card.id}>
            <Card card={card} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
