/**
 * What readers type into the site search, and where each query should land. Written from the
 * structure of the docs (page titles, option headings, the terms table in CONTRIBUTING.md and the words
 * readers use for them), not from what any engine returned. `npm run bench:search` scores it.
 *
 * `page` is the English route; the Chinese query expects the same route under /zh. `anchor` is
 * the heading id the first result should link to; without one, the page itself (no fragment).
 */
export interface SearchCase {
  locale: 'en' | 'zh';
  query: string;
  page: string;
  anchor?: string;
}

const en = (query: string, page: string, anchor?: string): SearchCase => ({ locale: 'en', query, page, anchor });
const zh = (query: string, page: string, anchor?: string): SearchCase => ({ locale: 'zh', query, page, anchor });

export const SEARCH_CASES: SearchCase[] = [
  // Option paths, whole or in part, as people paste them from a config file.
  en('splitChunks', '/config/optimization', 'optimizationsplitchunks'),
  en('splitChunks.cacheGroups', '/config/optimization', 'optimizationsplitchunkscachegroups'),
  en('output.publicPath', '/config/output', 'outputpublicpath'),
  en('resolve.alias', '/config/resolve', 'resolvealias'),
  en('output.library.type', '/config/output', 'outputlibrarytype'),
  en('module.rules', '/config/module', 'modulerules'),
  en('devServer.port', '/config/dev-server', 'devserverport'),
  en('externals', '/config/externals', 'externals'),
  // Words for a feature that differ from the option name.
  en('minify', '/config/optimization', 'optimizationminimize'),
  en('source map', '/config/devtool'),
  en('persistent cache', '/config/experiments', 'experimentscache'),
  en('proxy api requests', '/config/dev-server', 'devserverproxy'),
  en('contenthash', '/config/output', 'template-strings'),
  en('node target', '/config/target', 'nodejs-targets'),
  en('tailwind', '/guide/tech/css', 'tailwind-css'),
  // Guides by their topic.
  en('tree shaking', '/guide/optimization/tree-shaking'),
  en('code splitting', '/guide/optimization/code-splitting'),
  en('migrate from webpack', '/guide/migration/webpack'),
  en('create react app', '/guide/migration/cra'),
  en('module federation', '/guide/features/module-federation'),
  en('lazy compilation', '/guide/features/lazy-compilation'),
  en('asset modules', '/guide/features/asset-module'),
  en('web workers', '/guide/features/web-workers'),
  en('typescript', '/guide/tech/typescript'),
  en('bundle analyzer', '/guide/optimization/analysis'),
  en('HMR', '/api/runtime-api/hmr'),
  // Plugins by name or by the job they do.
  en('DefinePlugin', '/plugins/webpack/define-plugin'),
  en('HtmlRspackPlugin', '/plugins/rspack/html-rspack-plugin'),
  en('copy static files', '/plugins/rspack/copy-rspack-plugin'),
  en('extract css', '/plugins/rspack/css-extract-rspack-plugin'),
  en('circular dependency', '/plugins/rspack/circular-dependency-rspack-plugin'),
  en('swc-loader', '/guide/features/builtin-swc-loader'),
  // APIs: hooks, loader context, CLI.
  en('compiler hooks', '/api/plugin-api/compiler-hooks'),
  en('processAssets', '/api/plugin-api/compilation-hooks', 'hooksprocessassets'),
  en('this.getOptions', '/api/loader-api/context', 'thisgetoptions'),
  en('rspack build', '/api/cli', 'rspack-build'),

  // Chinese: option paths stay in Latin letters.
  zh('splitChunks', '/config/optimization', 'optimizationsplitchunks'),
  zh('processAssets', '/api/plugin-api/compilation-hooks', 'hooksprocessassets'),
  zh('HtmlRspackPlugin', '/plugins/rspack/html-rspack-plugin'),
  zh('DefinePlugin', '/plugins/webpack/define-plugin'),
  zh('TypeScript', '/guide/tech/typescript'),
  zh('source map', '/config/devtool'),
  // The terms table of the Chinese docs and the words readers use instead.
  zh('代码压缩', '/config/optimization', 'optimizationminimize'),
  zh('公共路径', '/config/output', 'outputpublicpath'),
  zh('别名', '/config/resolve', 'resolvealias'),
  zh('摇树优化', '/guide/optimization/tree-shaking'),
  zh('热更新', '/api/runtime-api/hmr'),
  zh('持久化缓存', '/config/experiments', 'experimentscache'),
  zh('产物目录', '/config/output', 'outputpath'),
  zh('内容哈希', '/config/output', 'template-strings'),
  zh('代理', '/config/dev-server', 'devserverproxy'),
  zh('端口', '/config/dev-server', 'devserverport'),
  zh('外部依赖', '/config/externals', 'externals'),
  zh('打包配置', '/config/'),
  zh('环境变量', '/plugins/webpack/environment-plugin'),
  zh('复制文件', '/plugins/rspack/copy-rspack-plugin'),
  zh('提取 CSS', '/plugins/rspack/css-extract-rspack-plugin'),
  zh('循环依赖', '/plugins/rspack/circular-dependency-rspack-plugin'),
  // Guides by their Chinese titles.
  zh('从 webpack 迁移', '/guide/migration/webpack'),
  zh('快速上手', '/guide/start/quick-start'),
  zh('代码分割', '/guide/optimization/code-splitting'),
  zh('模块联邦', '/guide/features/module-federation'),
  zh('懒编译', '/guide/features/lazy-compilation'),
  zh('资源模块', '/guide/features/asset-module'),
  zh('开发服务器', '/guide/features/dev-server'),
  zh('生产环境优化', '/guide/optimization/production'),
  zh('产物分析', '/guide/optimization/analysis'),
  zh('构建性能分析', '/guide/optimization/profile'),
  zh('模块解析', '/guide/features/module-resolution'),
  zh('命令行', '/api/cli'),
  zh('Compiler 钩子', '/api/plugin-api/compiler-hooks'),
  zh('常见问题', '/misc/faq'),
];

/** The URL a case expects as the first result, in its language. */
export function expectedUrl(c: SearchCase): string {
  const page = c.locale === 'zh' ? `/zh${c.page}` : c.page;
  return c.anchor ? `${page}#${c.anchor}` : page;
}
