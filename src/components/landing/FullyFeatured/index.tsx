import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import Section from '@site/src/components/landing/Section';
import { CAPABILITIES, type CapabilityId } from '@site/src/data/features';
import CapabilityIcon from './icons';
import styles from './styles.module.css';

/** Static translate() calls, so `docusaurus write-translations` can extract every id. */
function capabilityText(id: CapabilityId): { title: string; description: string } {
  switch (id) {
    case 'codeSplitting':
      return {
        title: translate({ id: 'homepage.fullyFeatured.codeSplitting', message: 'Code splitting' }),
        description: translate({
          id: 'homepage.fullyFeatured.codeSplittingDesc',
          message: 'Break the output into chunks that load on demand.',
        }),
      };
    case 'treeShaking':
      return {
        title: translate({ id: 'homepage.fullyFeatured.treeShaking', message: 'Tree shaking' }),
        description: translate({
          id: 'homepage.fullyFeatured.treeShakingDesc',
          message: 'Leave unused exports out of the production build.',
        }),
      };
    case 'plugins':
      return {
        title: translate({ id: 'homepage.fullyFeatured.plugins', message: 'Plugins' }),
        description: translate({
          id: 'homepage.fullyFeatured.pluginsDesc',
          message: 'Tap into every stage of a build through webpack-style hooks.',
        }),
      };
    case 'moduleFederation':
      return {
        title: translate({ id: 'homepage.fullyFeatured.moduleFederation', message: 'Module Federation' }),
        description: translate({
          id: 'homepage.fullyFeatured.moduleFederationDesc',
          message: 'Share code at runtime between applications deployed on their own.',
        }),
      };
    case 'assetManagement':
      return {
        title: translate({ id: 'homepage.fullyFeatured.assetManagement', message: 'Asset management' }),
        description: translate({
          id: 'homepage.fullyFeatured.assetManagementDesc',
          message: 'Import images, fonts and other files just like modules.',
        }),
      };
    case 'loaders':
      return {
        title: translate({ id: 'homepage.fullyFeatured.loaders', message: 'Loaders' }),
        description: translate({
          id: 'homepage.fullyFeatured.loadersDesc',
          message: 'Transform any file type with loaders written for webpack.',
        }),
      };
    case 'hmr':
      return {
        title: translate({ id: 'homepage.fullyFeatured.hmr', message: 'Hot module replacement' }),
        description: translate({
          id: 'homepage.fullyFeatured.hmrDesc',
          message: 'Swap edited modules in the running app without a full reload.',
        }),
      };
    case 'devServer':
      return {
        title: translate({ id: 'homepage.fullyFeatured.devServer', message: 'Dev server' }),
        description: translate({
          id: 'homepage.fullyFeatured.devServerDesc',
          message: 'A local server with live reload, proxying and history fallback.',
        }),
      };
    case 'parallelBuilds':
      return {
        title: translate({ id: 'homepage.fullyFeatured.parallelBuilds', message: 'Parallel builds' }),
        description: translate({
          id: 'homepage.fullyFeatured.parallelBuildsDesc',
          message: 'Pass several configurations and one MultiCompiler builds them side by side.',
        }),
      };
    case 'swc':
      return {
        title: translate({ id: 'homepage.fullyFeatured.swc', message: 'SWC compiler' }),
        description: translate({
          id: 'homepage.fullyFeatured.swcDesc',
          message: 'Transpile TypeScript and JSX with the built-in SWC loader.',
        }),
      };
    case 'lightningCss':
      return {
        title: translate({ id: 'homepage.fullyFeatured.lightningCss', message: 'Lightning CSS' }),
        description: translate({
          id: 'homepage.fullyFeatured.lightningCssDesc',
          message: 'Transform and minify CSS with the Rust-based Lightning CSS.',
        }),
      };
    case 'javascriptApi':
      return {
        title: translate({ id: 'homepage.fullyFeatured.javascriptApi', message: 'JavaScript API' }),
        description: translate({
          id: 'homepage.fullyFeatured.javascriptApiDesc',
          message: 'Run and watch compilations from Node.js, as with the webpack API.',
        }),
      };
  }
}

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
        {CAPABILITIES.map(({ id, link }) => {
          const { title, description } = capabilityText(id);
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
