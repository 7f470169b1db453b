/**
 * The route manifest: every English route the site has or will have (the Chinese twin is the
 * same path under /zh). A route is `written` once its page exists in both
 * languages; `pending` routes have no source file and no page at all.
 * tests/unit/routes.test.ts keeps this list, the files and the build in step.
 */
export type RouteStatus = 'written' | 'pending';

export interface RouteEntry {
  /** English URL path; index pages end with a slash. */
  path: string;
  status: RouteStatus;
}

const routes: RouteEntry[] = [];

/** Adds `base` + each name; a name ending in `*` is written, the rest pending. */
function group(base: string, names: string[]): void {
  for (const name of names) {
    const written = name.endsWith('*');
    routes.push({ path: base + name.replace(/\*$/, ''), status: written ? 'written' : 'pending' });
  }
}

group('/', ['*']);

group('/api/', [
  '*',
  'cli*',
  'javascript-api/*',
  ...['browser', 'cache', 'compilation', 'compiler', 'logger', 'resolver', 'stats-json', 'stats', 'swc'].map(
    (p) => `javascript-api/${p}*`,
  ),
  'loader-api/*',
  ...['context', 'inline-match-resource', 'inline', 'writing-loaders'].map((p) => `loader-api/${p}*`),
  'plugin-api/*',
  ...[
    'compilation-hooks',
    'compiler-hooks',
    'context-module-factory-hooks',
    'javascript-modules-plugin-hooks',
    'normal-module-factory-hooks',
    'runtime-plugin-hooks',
    'stats-hooks',
  ].map((p) => `plugin-api/${p}*`),
  ...['hmr', 'module-methods', 'module-variables'].map((p) => `runtime-api/${p}*`),
]);

group('/blog/', [
  '*',
  'announcing-0-1*',
  ...['0-2', '0-3', '0-4', '0-5', '0-6', '0-7', '1-0-alpha', '1-0', '1-1', '1-2', '1-3', '1-4', '1-5'].map(
    (v) => `announcing-${v}*`,
  ),
  'module-federation-added-to-rspack*',
  'rspack-next-partner*',
]);

group('/config/', [
  '*',
  ...[
    'cache*',
    'context*',
    'dev-server*',
    'devtool*',
    'entry*',
    'experiments*',
    'extends*',
    'externals*',
    'infrastructure-logging*',
    'lazy-compilation*',
    'mode*',
    'module*',
    'node*',
    'optimization*',
    'other-options*',
    'output*',
    'performance*',
    'plugins*',
    'resolve-loader*',
    'resolve*',
    'stats*',
    'target*',
    'watch*',
  ],
]);

group('/contribute/', [
  '*',
  'architecture/builtin-plugin*',
  'architecture/rspack-loader*',
  ...['prerequisites', 'building', 'testing', 'debugging', 'profiling', 'tracing', 'releasing'].map(
    (p) => `development/${p}*`,
  ),
]);

group('/errors/', ['swc-plugin-version*']);

group('/guide/start/', ['introduction*', 'quick-start*', 'ecosystem*']);
group('/guide/features/', [
  'asset-base-path*',
  'asset-module*',
  'builtin-lightningcss-loader*',
  'builtin-swc-loader*',
  'dev-server*',
  'esm*',
  'layer*',
  'lazy-compilation*',
  'loader*',
  'module-federation*',
  'module-resolution*',
  'plugin*',
  'web-workers*',
]);
group('/guide/tech/', [
  'css*',
  'html*',
  'json*',
  'nestjs*',
  'next*',
  'preact*',
  'react*',
  'solid*',
  'svelte*',
  'typescript*',
  'vue*',
]);
group('/guide/optimization/', [
  'analysis*',
  'code-splitting*',
  'production*',
  'profile*',
  'tree-shaking*',
  'use-rsdoctor*',
]);
group('/guide/migration/', ['cra*', 'rspack_0.x*', 'storybook*', 'webpack*']);
group('/guide/compatibility/', ['plugin*']);

group('/misc/', [
  'branding/guideline*',
  'branding/license*',
  'faq*',
  'glossary*',
  'planning/future*',
  'planning/roadmap*',
  'team/core-team*',
  'team/emeriti*',
  'team/join-us*',
]);

group('/plugins/', ['*']);

// The archived 0.x docs (Rspack 0.7): its guide and configuration reference.
group('/0.x/guide/start/', ['introduction*', 'quick-start*']);
group('/0.x/guide/features/', ['builtin-swc-loader*', 'css*', 'rspack-future*']);
group('/0.x/guide/migration/', ['builtins*', 'upgrade-to-1*']);
group('/0.x/config/', [
  '*',
  ...[
    'devtool*',
    'entry*',
    'experiments*',
    'externals*',
    'mode*',
    'module*',
    'optimization*',
    'other-options*',
    'output*',
    'plugins*',
    'resolve*',
    'target*',
  ],
]);

/**
 * Rspack-only plugins, keyed by their export path on `@rspack/core`.
 * Each gets a page under /plugins/rspack/.
 */
export const RSPACK_PLUGIN_PAGES: Record<string, string> = {
  CircularDependencyRspackPlugin: 'circular-dependency-rspack-plugin',
  CopyRspackPlugin: 'copy-rspack-plugin',
  'experiments.CssChunkingPlugin': 'css-chunking-plugin',
  CssExtractRspackPlugin: 'css-extract-rspack-plugin',
  'experiments.EsmLibraryPlugin': 'esm-library-plugin',
  HtmlRspackPlugin: 'html-rspack-plugin',
  LightningCssMinimizerRspackPlugin: 'lightning-css-minimizer-rspack-plugin',
  'experiments.SubresourceIntegrityPlugin': 'subresource-integrity-plugin',
  SwcJsMinimizerRspackPlugin: 'swc-js-minimizer-rspack-plugin',
  'experiments.VirtualModulesPlugin': 'virtual-modules-plugin',
};

/**
 * webpack-compatible plugins @rspack/core 1.5 exports, one page each under
 * /plugins/webpack/. Plugins that only Rspack's own tools or its internals
 * use share the internal-plugins page.
 */
export const WEBPACK_PLUGIN_PAGES: Record<string, string> = {
  BannerPlugin: 'banner-plugin',
  ContextReplacementPlugin: 'context-replacement-plugin',
  DefinePlugin: 'define-plugin',
  DllPlugin: 'dll-plugin',
  DllReferencePlugin: 'dll-reference-plugin',
  'electron.ElectronTargetPlugin': 'electron-target-plugin',
  'javascript.EnableChunkLoadingPlugin': 'enable-chunk-loading-plugin',
  'library.EnableLibraryPlugin': 'enable-library-plugin',
  'wasm.EnableWasmLoadingPlugin': 'enable-wasm-loading-plugin',
  EntryPlugin: 'entry-plugin',
  EnvironmentPlugin: 'environment-plugin',
  EvalSourceMapDevToolPlugin: 'eval-source-map-dev-tool-plugin',
  ExternalsPlugin: 'externals-plugin',
  HotModuleReplacementPlugin: 'hot-module-replacement-plugin',
  IgnorePlugin: 'ignore-plugin',
  'javascript.JavascriptModulesPlugin': 'javascript-modules-plugin',
  'optimize.LimitChunkCountPlugin': 'limit-chunk-count-plugin',
  'container.ModuleFederationPlugin': 'module-federation-plugin',
  'container.ModuleFederationPluginV1': 'module-federation-plugin-v1',
  NoEmitOnErrorsPlugin: 'no-emit-on-errors-plugin',
  'node.NodeTargetPlugin': 'node-target-plugin',
  'node.NodeTemplatePlugin': 'node-template-plugin',
  NormalModuleReplacementPlugin: 'normal-module-replacement-plugin',
  ProgressPlugin: 'progress-plugin',
  ProvidePlugin: 'provide-plugin',
  'optimize.RuntimeChunkPlugin': 'runtime-chunk-plugin',
  SourceMapDevToolPlugin: 'source-map-dev-tool-plugin',
  'optimize.SplitChunksPlugin': 'split-chunks-plugin',
  WarnCaseSensitiveModulesPlugin: 'warn-case-sensitive-modules-plugin',
  // Rarely constructed by hand: Rspack creates them from an option, or they are
  // the building blocks of a plugin that has its own page. One short entry each.
  DynamicEntryPlugin: 'internal-plugins',
  EntryOptionPlugin: 'internal-plugins',
  EvalDevToolModulePlugin: 'internal-plugins',
  LoaderOptionsPlugin: 'internal-plugins',
  LoaderTargetPlugin: 'internal-plugins',
  RuntimePlugin: 'internal-plugins',
  'node.NodeEnvironmentPlugin': 'internal-plugins',
  'web.FetchCompileAsyncWasmPlugin': 'internal-plugins',
  'webworker.WebWorkerTemplatePlugin': 'internal-plugins',
  'sharing.ProvideSharedPlugin': 'internal-plugins',
  'sharing.ConsumeSharedPlugin': 'internal-plugins',
  'sharing.SharePlugin': 'internal-plugins',
  'container.ContainerPlugin': 'internal-plugins',
  'container.ContainerReferencePlugin': 'internal-plugins',
  'experiments.RemoveDuplicateModulesPlugin': 'internal-plugins',
  'experiments.RsdoctorPlugin': 'internal-plugins',
  'experiments.RstestPlugin': 'internal-plugins',
  'experiments.RslibPlugin': 'internal-plugins',
};

/** Every plugin page is written: one route per page, however many exports share it. */
function pluginRoutes(base: string, pages: Record<string, string>): RouteEntry[] {
  return [...new Set(Object.values(pages))].map((name) => ({ path: `${base}${name}`, status: 'written' }));
}

routes.push(
  ...pluginRoutes('/plugins/rspack/', RSPACK_PLUGIN_PAGES),
  { path: '/plugins/webpack/', status: 'written' },
  ...pluginRoutes('/plugins/webpack/', WEBPACK_PLUGIN_PAGES),
);

/** The archived docs version: Rspack 0.7's guide and configuration reference under /0.x/. */
export const OLD_VERSION = '0.x';

export const ROUTES: readonly RouteEntry[] = routes;

/** The source file of a route, relative to the repository root (English). */
export function sourceFile(path: string): string {
  if (path.startsWith(`/${OLD_VERSION}/`)) {
    const rest = path.slice(OLD_VERSION.length + 1);
    return `versioned_docs/version-${OLD_VERSION}${rest.endsWith('/') ? `${rest}index.mdx` : `${rest}.mdx`}`;
  }
  if (path === '/') {
    return 'src/pages/index.tsx';
  }
  if (path === '/blog/') {
    return 'blog';
  }
  if (path.startsWith('/blog/')) {
    return `blog${path.slice('/blog'.length)}.mdx`;
  }
  return path.endsWith('/') ? `docs${path}index.mdx` : `docs${path}.mdx`;
}

/** The Chinese source of a route, relative to the repository root. */
export function zhSourceFile(path: string): string {
  const en = sourceFile(path);
  if (en.startsWith('docs/')) {
    return `i18n/zh/docusaurus-plugin-content-docs/current/${en.slice('docs/'.length)}`;
  }
  if (en.startsWith('versioned_docs/')) {
    return `i18n/zh/docusaurus-plugin-content-docs/${en.slice('versioned_docs/'.length)}`;
  }
  if (en.startsWith('blog/')) {
    return `i18n/zh/docusaurus-plugin-content-blog/${en.slice('blog/'.length)}`;
  }
  return en;
}

export function zhPath(path: string): string {
  return path === '/' ? '/zh/' : `/zh${path}`;
}
