/**
 * How popular community webpack plugins work with Rspack 1.5, shown by
 * <PluginSupportTable /> on /guide/compatibility/plugin.
 *
 * Sources, checked against the installed @rspack/core 1.5.8:
 * - the community plugin table of the Rspack website
 *   (web-infra-dev/rspack, website/components/CommunityCompatibleTable.tsx)
 *   and the pull requests that changed it: web-infra-dev/rspack#7627
 *   (eslint-webpack-plugin), #8526 (fork-ts-checker-webpack-plugin, webpackbar 7);
 * - issues: web-infra-dev/rspack#4692, #6437 and #7427 (workbox-webpack-plugin
 *   fails in webpack's EntryPlugin), #2196 (webpack-manifest-plugin), #2602 and
 *   #2897 (fork-ts-checker and eslint plugins), #6432 (eslint in watch mode);
 * - the exports and option types of @rspack/core 1.5.8 for every built-in
 *   alternative (SubresourceIntegrityPlugin and VirtualModulesPlugin sit under
 *   `rspack.experiments` in 1.5), and Rspack's strict config validation, which
 *   rejects `resolve.plugins` (hence tsconfig-paths-webpack-plugin);
 * - the package exports of @module-federation/enhanced (`/rspack` entry).
 *
 * Add a plugin only with such a public source. Notes are translations (ids
 * `pluginCompat.note.*`, Chinese in i18n/zh/code.json); the calls stay static
 * so `docusaurus write-translations` extracts them. Schema:
 * tests/unit/plugin-compat-data.test.ts.
 */
import { translate } from '@docusaurus/Translate';

/**
 * - `supported`: works as it is (the note may name a faster built-in option);
 * - `partial`: some features or options work, others do not;
 * - `unsupported`: does not work with Rspack 1.5 and nothing replaces it;
 * - `alternative`: use the replacement in `alternative` instead.
 */
export type PluginStatus = 'supported' | 'partial' | 'unsupported' | 'alternative';

export const PLUGIN_STATUSES: readonly PluginStatus[] = ['supported', 'alternative', 'partial', 'unsupported'];

/** What to use instead of, or besides, a community plugin. */
export type PluginAlternative =
  /** A plugin exported by @rspack/core; `exportPath` is read from the `rspack` object, e.g. `experiments.VirtualModulesPlugin`. */
  | { kind: 'builtin'; exportPath: string }
  /** A configuration option, as a user types it, e.g. `resolve.tsConfig`. */
  | { kind: 'option'; option: string }
  /** Another npm package. */
  | { kind: 'package'; npmPackage: string; url: string };

export interface PluginCompat {
  /** Shown name; the package name unless a shorter one reads better. */
  name: string;
  npmPackage: string;
  /** The package's npm page. */
  url: string;
  status: PluginStatus;
  /** Short note, translated (English is the `message`). Text in backticks is shown as code. */
  note: string;
  alternative?: PluginAlternative;
}

const npm = (name: string): string => `https://www.npmjs.com/package/${name}`;

function plugin(entry: Omit<PluginCompat, 'url' | 'name'> & { name?: string }): PluginCompat {
  return { name: entry.npmPackage, url: npm(entry.npmPackage), ...entry };
}

function replacement(npmPackage: string): PluginAlternative {
  return { kind: 'package', npmPackage, url: npm(npmPackage) };
}

export const PLUGIN_COMPAT: readonly PluginCompat[] = [
  plugin({
    npmPackage: '@module-federation/enhanced',
    status: 'supported',
    note: translate({
      id: 'pluginCompat.note.moduleFederationEnhanced',
      message:
        'Import ModuleFederationPlugin from the package’s Rspack entry, `@module-federation/enhanced/rspack`. Rspack also has a built-in plugin.',
    }),
    alternative: { kind: 'builtin', exportPath: 'container.ModuleFederationPlugin' },
  }),
  plugin({
    npmPackage: '@pmmmwh/react-refresh-webpack-plugin',
    status: 'alternative',
    note: translate({
      id: 'pluginCompat.note.reactRefresh',
      message:
        'Use the Rspack plugin for React Fast Refresh and turn on `jsc.transform.react.refresh` in `builtin:swc-loader`.',
    }),
    alternative: replacement('@rspack/plugin-react-refresh'),
  }),
  plugin({
    npmPackage: '@sentry/webpack-plugin',
    status: 'supported',
    note: translate({
      id: 'pluginCompat.note.sentry',
      message: 'Works from version 1.20.1 of the plugin.',
    }),
  }),
  plugin({
    npmPackage: '@vanilla-extract/webpack-plugin',
    status: 'supported',
    note: translate({ id: 'pluginCompat.note.worksAsIs', message: 'Works without changes.' }),
  }),
  plugin({
    npmPackage: 'add-asset-html-webpack-plugin',
    status: 'partial',
    note: translate({
      id: 'pluginCompat.note.needsHtmlWebpackPlugin',
      message: 'Works only together with html-webpack-plugin; it does not hook into `HtmlRspackPlugin`.',
    }),
  }),
  plugin({
    npmPackage: 'case-sensitive-paths-webpack-plugin',
    status: 'supported',
    note: translate({
      id: 'pluginCompat.note.caseSensitivePaths',
      message: 'Works, except for the `useBeforeEmitHook` option.',
    }),
  }),
  plugin({
    npmPackage: 'circular-dependency-plugin',
    status: 'alternative',
    note: translate({
      id: 'pluginCompat.note.circularDependency',
      message:
        'Rspack has a built-in plugin for the same check, with `exclude`, `failOnError` and `onDetected` options.',
    }),
    alternative: { kind: 'builtin', exportPath: 'CircularDependencyRspackPlugin' },
  }),
  plugin({
    npmPackage: 'clean-webpack-plugin',
    status: 'supported',
    note: translate({
      id: 'pluginCompat.note.cleanWebpackPlugin',
      message: 'Works; `output.clean: true` empties the output folder without a plugin.',
    }),
    alternative: { kind: 'option', option: 'output.clean' },
  }),
  plugin({
    npmPackage: 'compression-webpack-plugin',
    status: 'supported',
    note: translate({ id: 'pluginCompat.note.worksAsIs', message: 'Works without changes.' }),
  }),
  plugin({
    npmPackage: 'copy-webpack-plugin',
    status: 'alternative',
    note: translate({
      id: 'pluginCompat.note.copyWebpackPlugin',
      message:
        'Use the built-in plugin: it takes the same `patterns` list, but has no `filter` or `transformAll` option.',
    }),
    alternative: { kind: 'builtin', exportPath: 'CopyRspackPlugin' },
  }),
  plugin({
    npmPackage: 'critters-webpack-plugin',
    status: 'unsupported',
    note: translate({
      id: 'pluginCompat.note.notWorking',
      message: 'Does not work with Rspack 1.5, and Rspack has no built-in replacement.',
    }),
  }),
  plugin({
    npmPackage: 'css-minimizer-webpack-plugin',
    status: 'supported',
    note: translate({
      id: 'pluginCompat.note.cssMinimizer',
      message: 'Works, but Rspack already minifies CSS with the faster built-in Lightning CSS minimizer in production.',
    }),
    alternative: { kind: 'builtin', exportPath: 'LightningCssMinimizerRspackPlugin' },
  }),
  plugin({
    npmPackage: 'dotenv-webpack',
    status: 'supported',
    note: translate({ id: 'pluginCompat.note.worksAsIs', message: 'Works without changes.' }),
  }),
  plugin({
    npmPackage: 'eslint-webpack-plugin',
    status: 'alternative',
    note: translate({
      id: 'pluginCompat.note.eslint',
      message:
        'Under Rspack it may not lint files again when they change in watch mode; the fork made for Rspack does.',
    }),
    alternative: replacement('eslint-rspack-plugin'),
  }),
  plugin({
    npmPackage: 'fork-ts-checker-webpack-plugin',
    status: 'alternative',
    note: translate({
      id: 'pluginCompat.note.forkTsChecker',
      message:
        'It needs the `webpack` package installed; its fork for Rspack does not and keeps the same core options.',
    }),
    alternative: replacement('ts-checker-rspack-plugin'),
  }),
  plugin({
    npmPackage: 'html-webpack-plugin',
    status: 'supported',
    note: translate({
      id: 'pluginCompat.note.htmlWebpackPlugin',
      message: 'Works. The built-in `HtmlRspackPlugin` is faster; keep this one when other plugins hook into it.',
    }),
    alternative: { kind: 'builtin', exportPath: 'HtmlRspackPlugin' },
  }),
  plugin({
    npmPackage: 'image-minimizer-webpack-plugin',
    status: 'partial',
    note: translate({
      id: 'pluginCompat.note.imageMinimizer',
      message: 'Only its standalone loader works, not the plugin.',
    }),
  }),
  plugin({
    npmPackage: 'license-webpack-plugin',
    status: 'supported',
    note: translate({ id: 'pluginCompat.note.worksAsIs', message: 'Works without changes.' }),
  }),
  plugin({
    npmPackage: 'mini-css-extract-plugin',
    status: 'alternative',
    note: translate({
      id: 'pluginCompat.note.miniCssExtract',
      message:
        'Use the built-in plugin and its `loader` with css-loader, or Rspack’s native CSS support (`experiments.css`).',
    }),
    alternative: { kind: 'builtin', exportPath: 'CssExtractRspackPlugin' },
  }),
  plugin({
    npmPackage: 'moment-locales-webpack-plugin',
    status: 'supported',
    note: translate({
      id: 'pluginCompat.note.momentLocales',
      message: 'Works since Rspack 0.7.',
    }),
  }),
  plugin({
    npmPackage: 'monaco-editor-webpack-plugin',
    status: 'supported',
    note: translate({ id: 'pluginCompat.note.worksAsIs', message: 'Works without changes.' }),
  }),
  plugin({
    npmPackage: '@ngtools/webpack',
    status: 'unsupported',
    note: translate({
      id: 'pluginCompat.note.notWorking',
      message: 'Does not work with Rspack 1.5, and Rspack has no built-in replacement.',
    }),
  }),
  plugin({
    npmPackage: 'node-polyfill-webpack-plugin',
    status: 'supported',
    note: translate({ id: 'pluginCompat.note.worksAsIs', message: 'Works without changes.' }),
  }),
  plugin({
    npmPackage: 'pnp-webpack-plugin',
    status: 'alternative',
    note: translate({
      id: 'pluginCompat.note.pnp',
      message: 'Yarn Plug’n’Play resolution is built in: `resolve.pnp` is on by default when Yarn PnP runs the build.',
    }),
    alternative: { kind: 'option', option: 'resolve.pnp' },
  }),
  plugin({
    npmPackage: 'speed-measure-webpack-plugin',
    status: 'alternative',
    note: translate({
      id: 'pluginCompat.note.speedMeasure',
      message: 'Use Rsdoctor to see how long each loader and plugin takes.',
    }),
    alternative: replacement('@rsdoctor/rspack-plugin'),
  }),
  plugin({
    npmPackage: 'stylelint-webpack-plugin',
    status: 'supported',
    note: translate({ id: 'pluginCompat.note.worksAsIs', message: 'Works without changes.' }),
  }),
  plugin({
    npmPackage: 'terser-webpack-plugin',
    status: 'supported',
    note: translate({
      id: 'pluginCompat.note.terser',
      message: 'Works, but Rspack already minifies JavaScript with the faster built-in SWC minimizer in production.',
    }),
    alternative: { kind: 'builtin', exportPath: 'SwcJsMinimizerRspackPlugin' },
  }),
  plugin({
    npmPackage: 'tsconfig-paths-webpack-plugin',
    status: 'alternative',
    note: translate({
      id: 'pluginCompat.note.tsconfigPaths',
      message:
        'It is a resolver plugin, and Rspack has no `resolve.plugins`; point `resolve.tsConfig` at your tsconfig.json.',
    }),
    alternative: { kind: 'option', option: 'resolve.tsConfig' },
  }),
  plugin({
    npmPackage: 'webpack-assets-manifest',
    status: 'partial',
    note: translate({
      id: 'pluginCompat.note.assetsManifest',
      message: 'Basic manifests work; advanced options may not.',
    }),
  }),
  plugin({
    npmPackage: 'webpack-bundle-analyzer',
    status: 'supported',
    note: translate({ id: 'pluginCompat.note.worksAsIs', message: 'Works without changes.' }),
  }),
  plugin({
    npmPackage: 'webpack-manifest-plugin',
    status: 'alternative',
    note: translate({
      id: 'pluginCompat.note.manifest',
      message: 'Fails under Rspack; use its fork made for Rspack, which writes the same manifest.json.',
    }),
    alternative: replacement('rspack-manifest-plugin'),
  }),
  plugin({
    npmPackage: 'webpack-remove-empty-scripts',
    status: 'unsupported',
    note: translate({
      id: 'pluginCompat.note.notWorking',
      message: 'Does not work with Rspack 1.5, and Rspack has no built-in replacement.',
    }),
  }),
  plugin({
    npmPackage: 'webpack-subresource-integrity',
    status: 'alternative',
    note: translate({
      id: 'pluginCompat.note.sri',
      message: 'Use the built-in plugin, found under `rspack.experiments` in 1.5, and set `output.crossOriginLoading`.',
    }),
    alternative: { kind: 'builtin', exportPath: 'experiments.SubresourceIntegrityPlugin' },
  }),
  plugin({
    npmPackage: 'webpack-virtual-modules',
    status: 'alternative',
    note: translate({
      id: 'pluginCompat.note.virtualModules',
      message: 'Rspack 1.5 adds a built-in plugin in Rust for virtual modules, found under `rspack.experiments`.',
    }),
    alternative: { kind: 'builtin', exportPath: 'experiments.VirtualModulesPlugin' },
  }),
  plugin({
    npmPackage: 'webpackbar',
    status: 'supported',
    note: translate({
      id: 'pluginCompat.note.webpackbar',
      message: 'Works from version 7.',
    }),
  }),
  plugin({
    npmPackage: 'workbox-webpack-plugin',
    status: 'alternative',
    note: translate({
      id: 'pluginCompat.note.workbox',
      message:
        'Its child compilation loads webpack’s own `EntryPlugin`, which fails under Rspack; use the community port.',
    }),
    alternative: replacement('@aaroon/workbox-rspack-plugin'),
  }),
];
