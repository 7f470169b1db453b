/**
 * What the landing page says Rspack does: the four feature cards and the
 * twelve "Fully Featured" capabilities. Titles and descriptions are
 * translations (ids `homepage.features.<id>` and `homepage.fullyFeatured.<id>`)
 * kept beside the components that show them.
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
  link: string;
  /** The intended target, until that page is written (see the file comment). */
  plannedLink?: string;
  animation: FeatureAnimation;
}

/** The four cards, in the order of the product brief, with the pages they lead to and their loops at 20 fps. */
export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    id: 'FastStartup',
    link: '/guide/start/introduction',
    animation: { name: 'speedometer', frames: 50, fps: 20, stillFrame: 30 },
  },
  {
    id: 'LightningHMR',
    link: '/guide/start/introduction',
    animation: { name: 'lightning', frames: 60, fps: 20, stillFrame: 40 },
  },
  {
    id: 'FrameworkAgnostic',
    link: '/guide/tech/react',
    animation: { name: 'orbit', frames: 375, fps: 20, stillFrame: 0 },
  },
  {
    id: 'WebpackCompatible',
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
  link: string;
  /** The intended target, until that page is written (see the file comment). */
  plannedLink?: string;
}

/** The twelve capabilities in the order of the product brief, each with the page that explains it. */
export const CAPABILITIES: readonly Capability[] = [
  { id: 'codeSplitting', link: '/guide/optimization/code-splitting' },
  { id: 'treeShaking', link: '/guide/optimization/tree-shaking' },
  { id: 'plugins', link: '/guide/features/plugin' },
  { id: 'moduleFederation', link: '/guide/features/module-federation' },
  { id: 'assetManagement', link: '/guide/features/asset-module' },
  { id: 'loaders', link: '/guide/features/loader' },
  { id: 'hmr', link: '/api/', plannedLink: '/api/runtime-api/hmr' },
  { id: 'devServer', link: '/guide/features/dev-server' },
  { id: 'parallelBuilds', link: '/api/', plannedLink: '/api/javascript-api/' },
  { id: 'swc', link: '/guide/features/builtin-swc-loader' },
  { id: 'lightningCss', link: '/guide/features/builtin-lightningcss-loader' },
  { id: 'javascriptApi', link: '/api/', plannedLink: '/api/javascript-api/' },
];
