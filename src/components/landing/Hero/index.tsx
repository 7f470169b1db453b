import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { SocialIconSvg } from '@site/src/components/SocialLinks/icons';
import { REPO_URL } from '@site/src/data/site';
import styles from './styles.module.css';

export default function Hero() {
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.inner)}>
        <img className={styles.logo} src={useBaseUrl('/img/logo.svg')} alt="" width={112} height={112} />
        <h1 className={styles.title}>Rspack</h1>
        <p className={styles.tagline}>
          <Translate id="homepage.hero.tagline">The fast Rust-based web bundler</Translate>
        </p>
        <p className={styles.slogan}>
          <Translate id="homepage.hero.slogan">Seamlessly replace webpack with compatible API</Translate>
        </p>
        <div className={styles.actions}>
          <Link className={clsx('button button--primary button--lg', styles.button)} to="/guide/start/quick-start">
            <Translate id="homepage.hero.getStarted">Get Started</Translate>
          </Link>
          <Link className={clsx('button button--lg', styles.button, styles.secondary)} href={REPO_URL}>
            <SocialIconSvg icon="github" />
            GitHub
          </Link>
        </div>
        <p className={styles.install}>
          <span className={styles.prompt} aria-hidden="true">
            $
          </span>
          <code>npm create rspack@latest</code>
        </p>
      </div>
    </header>
  );
}
