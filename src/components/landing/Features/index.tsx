import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import Section from '@site/src/components/landing/Section';
import { FEATURE_CARDS, type FeatureCard, type FeatureCardId } from '@site/src/data/features';
import FeatureAnimation from './FeatureAnimation';
import styles from './styles.module.css';

interface CardText {
  title: string;
  description: string;
}

/** Static translate() calls, so `docusaurus write-translations` can extract every id. */
function cardText(id: FeatureCardId): CardText {
  switch (id) {
    case 'FastStartup':
      return {
        title: translate({ id: 'homepage.features.FastStartup', message: 'Fast Startup' }),
        description: translate({
          id: 'homepage.features.FastStartupDesc',
          message:
            'A native Rust core compiles modules on every CPU core, so the dev server is ready in moments, even for large projects.',
        }),
      };
    case 'LightningHMR':
      return {
        title: translate({ id: 'homepage.features.LightningHMR', message: 'Lightning HMR' }),
        description: translate({
          id: 'homepage.features.LightningHMRDesc',
          message: 'Incremental rebuilds touch only what changed, so hot updates stay quick as your application grows.',
        }),
      };
    case 'FrameworkAgnostic':
      return {
        title: translate({ id: 'homepage.features.FrameworkAgnostic', message: 'Framework Agnostic' }),
        description: translate({
          id: 'homepage.features.FrameworkAgnosticDesc',
          message:
            'Not tied to any UI library: React, Vue, Svelte, Solid, Preact and plain TypeScript projects all build the same way.',
        }),
      };
    case 'WebpackCompatible':
      return {
        title: translate({ id: 'homepage.features.WebpackCompatible', message: 'Webpack Compatible' }),
        description: translate({
          id: 'homepage.features.WebpackCompatibleDesc',
          message:
            'Keep the webpack configuration, loaders and plugins you already have, and migrate one step at a time.',
        }),
      };
  }
}

function Card({ card }: { card: FeatureCard }) {
  const { title, description } = cardText(card.id);
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
