import { translate } from '@docusaurus/Translate';

/**
 * What the landing page says Rspack does: the four feature cards and the
 * twelve "Fully Featured" capabilities. Titles and descriptions are
 * translations (ids `homepage.features.<id>` and `homepage.fullyFeatured.<id>`,
 * Chinese in i18n/zh/code.json); the translate() calls stay literal so
 * `docusaurus write-translations` extracts them.
 *
 * Links: `link` must be a page that exists today, because the build fails on
 * broken links. Where the page the item is really about is not written yet,
 * `plannedLink` holds that route and `link` points to the closest
 * existing page. Once the planned page exists, set `link` to it and drop
 * `plannedLink`; tests/unit/landing-data.test.ts fails until you do.
 */

export type FeatureCardId = 'FastStartup' | 'LightningHMR' | 'FrameworkAgnostic' | 'WebpackCompatible';

/** File name (without `.json`) under src/components/landing/Features/animations/. */
export type AnimationName = 'speedometer' | 'lightning' | 'orbit' | 'plug';

export interface FeatureAnimation {
  name: AnimationName;
  /** Length of one loop, in frames (lightning 60, speedometer 50). */
  frames: number;
  /** Frames per second: 20 for every card, so the loops stay in step. */
  fps: number;
  /** Frame shown, unmoving, to visitors who ask for reduced motion. */
  stillFrame: number;
}

export interface FeatureCard {
  id: FeatureCardId;
  title: string;
  description: string;
  link: string;
  /** The intended target, until that page is written (see the file comment). */
  plannedLink?: string;
  animation: FeatureAnimation;
}

/** The four cards, in the order of the product brief, with the pages they lead to and their loops at 20 fps. */
export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    id: 'FastStartup',
    title: translate({ id: 'homepage.features.FastStartup', message: 'Fast Startup' }),
    description: translate({
      id: 'homepage.features.FastStartupDesc',
      message:
        'A native Rust core compiles modules on every CPU core, so the dev server is ready in moments, even for large projects.',
    }),
    link: '/guide/start/introduction',
    animation: { name: 'speedometer', frames: 50, fps: 20, stillFrame: 30 },
  },
  {
    id: 'LightningHMR',
    title: translate({ id: 'homepage.features.LightningHMR', message: 'Lightning HMR' }),
    description: translate({
      id: 'homepage.features.LightningHMRDesc',
      message: 'Incremental rebuilds touch only what changed, so hot updates stay quick as your application grows.',
    }),
    link: '/guide/start/introduction',
    animation: { name: 'lightning', frames: 60, fps: 20, stillFrame: 40 },
  },
  {
    id: 'FrameworkAgnostic',
    title: translate({ id: 'homepage.features.FrameworkAgnostic', message: 'Framework Agnostic' }),
    description: translate({
      id: 'homepage.features.FrameworkAgnosticDesc',
      message:
        'Not tied to any UI library: React, Vue, Svelte, Solid, Preact and plain TypeScript projects all build the same way.',
    }),
    link: '/guide/tech/react',
    animation: { name: 'orbit', frames: 375, fps: 20, stillFrame: 0 },
  },
  {
    id: 'WebpackCompatible',
    title: translate({ id: 'homepage.features.WebpackCompatible', message: 'Webpack Compatible' }),
    description: translate({
      id: 'homepage.features.WebpackCompatibleDesc',
      message: 'Keep the webpack configuration, loaders and plugins you already have, and migrate one step at a time.',
    }),
    link: '/guide/compatibility/plugin',
    animation: { name: 'plug', frames: 36, fps: 20, stillFrame: 22 },
  },
];

export type CapabilityId =
  | 'codeSplitting'
  | 'treeShaking'
  | 'plugins'
  | 'moduleFederation'
  | 'assetManagement'
  | 'loaders'
  | 'hmr'
  | 'devServer'
  | 'parallelBuilds'
  | 'swc'
  | 'lightningCss'
  | 'javascriptApi';

export interface Capability {
  /** Also names the icon in src/components/landing/FullyFeatured/icons.tsx. */
  id: CapabilityId;
  title: string;
  description: string;
  link: string;
  /** The intended target, until that page is written (see the file comment). */
  plannedLink?: string;
}

/** The twelve capabilities in the order of the product brief, each with the page that explains it. */
export const CAPABILITIES: readonly Capability[] = [
  {
    id: 'codeSplitting',
    title: translate({ id: 'homepage.fullyFeatured.codeSplitting', message: 'Code splitting' }),
    description: translate({
      id: 'homepage.fullyFeatured.codeSplittingDesc',
      message: 'Break the output into chunks that load on demand.',
    }),
    link: '/guide/optimization/code-splitting',
  },
  {
    id: 'treeShaking',
    title: translate({ id: 'homepage.fullyFeatured.treeShaking', message: 'Tree shaking' }),
    description: translate({
      id: 'homepage.fullyFeatured.treeShakingDesc',
      message: 'Leave unused exports out of the production build.',
    }),
    link: '/guide/optimization/tree-shaking',
  },
  {
    id: 'plugins',
    title: translate({ id: 'homepage.fullyFeatured.plugins', message: 'Plugins' }),
    description: translate({
      id: 'homepage.fullyFeatured.pluginsDesc',
      message: 'Tap into every stage of a build through webpack-style hooks.',
    }),
    link: '/guide/features/plugin',
  },
  {
    id: 'moduleFederation',
    title: translate({ id: 'homepage.fullyFeatured.moduleFederation', message: 'Module Federation' }),
    description: translate({
      id: 'homepage.fullyFeatured.moduleFederationDesc',
      message: 'Share code at runtime between applications deployed on their own.',
    }),
    link: '/guide/features/module-federation',
  },
  {
    id: 'assetManagement',
    title: translate({ id: 'homepage.fullyFeatured.assetManagement', message: 'Asset management' }),
    description: translate({
      id: 'homepage.fullyFeatured.assetManagementDesc',
      message: 'Import images, fonts and other files just like modules.',
    }),
    link: '/guide/features/asset-module',
  },
  {
    id: 'loaders',
    title: translate({ id: 'homepage.fullyFeatured.loaders', message: 'Loaders' }),
    description: translate({
      id: 'homepage.fullyFeatured.loadersDesc',
      message: 'Transform any file type with loaders written for webpack.',
    }),
    link: '/guide/features/loader',
  },
  {
    id: 'hmr',
    title: translate({ id: 'homepage.fullyFeatured.hmr', message: 'Hot module replacement' }),
    description: translate({
      id: 'homepage.fullyFeatured.hmrDesc',
      message: 'Swap edited modules in the running app without a full reload.',
    }),
    link: '/api/runtime-api/hmr',
  },
  {
    id: 'devServer',
    title: translate({ id: 'homepage.fullyFeatured.devServer', message: 'Dev server' }),
    description: translate({
      id: 'homepage.fullyFeatured.devServerDesc',
      message: 'A local server with live reload, proxying and history fallback.',
    }),
    link: '/guide/features/dev-server',
  },
  {
    id: 'parallelBuilds',
    title: translate({ id: 'homepage.fullyFeatured.parallelBuilds', message: 'Parallel builds' }),
    description: translate({
      id: 'homepage.fullyFeatured.parallelBuildsDesc',
      message: 'Pass several configurations and one MultiCompiler builds them side by side.',
    }),
    link: '/api/javascript-api/',
  },
  {
    id: 'swc',
    title: translate({ id: 'homepage.fullyFeatured.swc', message: 'SWC compiler' }),
    description: translate({
      id: 'homepage.fullyFeatured.swcDesc',
      message: 'Transpile TypeScript and JSX with the built-in SWC loader.',
    }),
    link: '/guide/features/builtin-swc-loader',
  },
  {
    id: 'lightningCss',
    title: translate({ id: 'homepage.fullyFeatured.lightningCss', message: 'Lightning CSS' }),
    description: translate({
      id: 'homepage.fullyFeatured.lightningCssDesc',
      message: 'Transform and minify CSS with the Rust-based Lightning CSS.',
    }),
    link: '/guide/features/builtin-lightningcss-loader',
  },
  {
    id: 'javascriptApi',
    title: translate({ id: 'homepage.fullyFeatured.javascriptApi', message: 'JavaScript API' }),
    description: translate({
      id: 'homepage.fullyFeatured.javascriptApiDesc',
      message: 'Run and watch compilations from Node.js, as with the webpack API.',
    }),
    link: '/api/javascript-api/',
  },
];
