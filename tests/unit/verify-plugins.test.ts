/**
 * Self-tests of the "Plugins exist" check (tests/verify/plugins.ts): plugin
 * exports without a page, pages and entries naming plugins that do not
 * exist, option headings that are not options of the plugin, and options
 * without an entry each make it fail.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { parsePage, ROOT, type Page } from '../verify/pages';
import {
  checkExports,
  checkOptions,
  type ConfigDocs,
  coverageLine,
  loadPluginTrees,
  pluginExports,
  pluginOptionHeadings,
  type PluginPages,
  type PluginTrees,
  routePluginPages,
} from '../verify/plugins';

const ZH = 'i18n/zh/docusaurus-plugin-content-docs/current';

function docPage(relative: string, body: string, locale: Page['locale'] = 'en', title = 'Test'): Page {
  const file = locale === 'en' ? `docs/${relative}` : `${ZH}/${relative}`;
  const twin = locale === 'en' ? `${ZH}/${relative}` : `docs/${relative}`;
  return parsePage(`---\ntitle: ${title}\n---\n\n${body}`, file, locale, 'doc', twin);
}

/** The same page in both languages. */
const both = (relative: string, body: string, title = 'Test'): Page[] => [
  docPage(relative, body, 'en', title),
  docPage(relative, body, 'zh', title),
];

/** An option entry as plugin pages write it. */
const entry = (heading: string, type = '`boolean`'): string =>
  `### ${heading} {/* #${heading.replace(/[^\w]/g, '').toLowerCase()} */}\n\n- **Type:** ${type}\n- **Default:** \`false\`\n\nWhat it does.\n`;

const options = (...entries: string[]): string => `Lead.\n\n## Options {/* #options */}\n\n${entries.join('\n')}`;

class Plugin {}

describe('plugin exports', () => {
  it('finds plugin classes on the module and its namespaces, not other functions', () => {
    const fake = {
      BannerPlugin: Plugin,
      Compiler: Plugin,
      rspack: () => undefined,
      optimize: { SplitChunksPlugin: Plugin },
      container: { ModuleFederationPluginV1: Plugin },
      experiments: { createNativePlugin: () => Plugin, VirtualModulesPlugin: Plugin },
      version: '1.5.8',
    };
    expect(pluginExports(fake)).toEqual([
      'BannerPlugin',
      'optimize.SplitChunksPlugin',
      'container.ModuleFederationPluginV1',
      'experiments.VirtualModulesPlugin',
    ]);
  });

  it('reads the 57 plugin exports of the installed @rspack/core, and the route maps name each one', () => {
    const core = createRequire(path.join(ROOT, 'package.json'))('@rspack/core');
    const exports = pluginExports(core);
    expect(exports).toHaveLength(57);
    expect(exports).toEqual(expect.arrayContaining(['HtmlRspackPlugin', 'experiments.SubresourceIntegrityPlugin']));
    expect([...routePluginPages().keys()].sort()).toEqual([...exports].sort());
  });

  const fake = { BannerPlugin: Plugin, DefinePlugin: Plugin, node: { NodeEnvironmentPlugin: Plugin } };
  const map: PluginPages = new Map([
    ['BannerPlugin', 'plugins/webpack/banner-plugin.mdx'],
    ['DefinePlugin', 'plugins/webpack/define-plugin.mdx'],
    ['node.NodeEnvironmentPlugin', 'plugins/webpack/internal-plugins.mdx'],
  ]);
  const sitePages = [
    ...both('plugins/webpack/banner-plugin.mdx', 'Lead.\n', 'BannerPlugin'),
    ...both('plugins/webpack/define-plugin.mdx', 'Lead.\n', 'DefinePlugin'),
    ...both(
      'plugins/webpack/internal-plugins.mdx',
      'Lead.\n\n## node.NodeEnvironmentPlugin {/* #nodeenvironmentplugin */}\n\nText.\n',
      'Internal plugins',
    ),
  ];

  it('passes when every export has a page or an internal entry', () => {
    const result = checkExports(sitePages, fake, map);
    expect(result.problems).toEqual([]);
    expect(result.withPage).toBe(3);
  });

  it('fails on an export without a page', () => {
    const result = checkExports(sitePages, { ...fake, optimize: { SplitChunksPlugin: Plugin } }, map);
    expect(result.problems.map((p) => p.message)).toEqual([
      '@rspack/core exports optimize.SplitChunksPlugin but no plugin page map (RSPACK_PLUGIN_PAGES, WEBPACK_PLUGIN_PAGES) lists it',
    ]);
    expect(result.withPage).toBe(3);
    expect(result.exports).toHaveLength(4);
  });

  it('fails on an export mapped to the internal page without an entry there', () => {
    const pages = sitePages.map((p) =>
      p.file.endsWith('internal-plugins.mdx') && p.locale === 'zh'
        ? docPage('plugins/webpack/internal-plugins.mdx', 'Lead.\n', 'zh')
        : p,
    );
    const result = checkExports(pages, fake, map);
    expect(result.problems).toEqual([
      expect.objectContaining({
        file: `${ZH}/plugins/webpack/internal-plugins.mdx`,
        message: 'node.NodeEnvironmentPlugin has no `## node.NodeEnvironmentPlugin` entry on the internal-plugins page',
      }),
    ]);
  });

  it('fails on a map, a page, a title or an internal entry naming a plugin that does not exist', () => {
    const pages = [
      ...sitePages.filter((p) => !p.file.endsWith('internal-plugins.mdx')),
      ...both(
        'plugins/webpack/internal-plugins.mdx',
        'Lead.\n\n## node.NodeEnvironmentPlugin {/* #a */}\n\nText.\n\n## AutomaticPrefetchPlugin {/* #b */}\n\nText.\n',
        'Internal plugins',
      ),
      docPage('plugins/webpack/ghost-plugin.mdx', 'Lead.\n', 'en', 'GhostPlugin'),
      docPage('plugins/rspack/define-plugin.mdx', 'Lead.\n', 'en', 'DefinePlugin'),
    ];
    const withGhost: PluginPages = new Map([
      ...map,
      ['GhostPlugin', 'plugins/webpack/ghost-plugin.mdx'],
      ['optimize.DefinePlugin', 'plugins/rspack/define-plugin.mdx'],
    ]);
    const messages = checkExports(pages, fake, withGhost).problems.map((p) => `${p.file}: ${p.message}`);
    expect(messages).toEqual([
      'tests/routes.ts: GhostPlugin (mapped to plugins/webpack/ghost-plugin.mdx) is not exported by the installed @rspack/core',
      'tests/routes.ts: optimize.DefinePlugin (mapped to plugins/rspack/define-plugin.mdx) is not exported by the installed @rspack/core',
      'docs/plugins/webpack/internal-plugins.mdx: AutomaticPrefetchPlugin is not a plugin @rspack/core exports',
      `${ZH}/plugins/webpack/internal-plugins.mdx: AutomaticPrefetchPlugin is not a plugin @rspack/core exports`,
    ]);
    const unmapped = checkExports(
      [...sitePages, docPage('plugins/webpack/ghost-plugin.mdx', 'Lead.\n', 'en', 'GhostPlugin')],
      fake,
      map,
    );
    expect(unmapped.problems.map((p) => p.message)).toEqual([
      'plugin page for no export of @rspack/core (add it to the plugin page maps in tests/routes.ts)',
    ]);
    const retitled = checkExports(
      [...sitePages.slice(1), docPage('plugins/webpack/banner-plugin.mdx', 'Lead.\n', 'en', 'BannerWebpackPlugin')],
      fake,
      map,
    );
    expect(retitled.problems.map((p) => p.message)).toEqual([
      'title "BannerWebpackPlugin" is not the plugin the page documents (BannerPlugin)',
    ]);
  });
});

describe('plugin options', () => {
  let trees: PluginTrees;
  const map: PluginPages = new Map([
    ['BannerPlugin', 'plugins/webpack/banner-plugin.mdx'],
    ['CopyRspackPlugin', 'plugins/rspack/copy-rspack-plugin.mdx'],
    ['EntryPlugin', 'plugins/webpack/entry-plugin.mdx'],
    ['container.ModuleFederationPluginV1', 'plugins/webpack/module-federation-plugin-v1.mdx'],
    ['CssExtractRspackPlugin', 'plugins/rspack/css-extract-rspack-plugin.mdx'],
  ]);
  const noConfig: ConfigDocs = { documented: new Set(), entries: new Map(), counted: new Set() };
  const bannerOptions = ['banner', 'entryOnly', 'exclude', 'include', 'raw', 'footer', 'stage', 'test'];

  beforeAll(() => {
    trees = loadPluginTrees([...map.keys()]);
  });

  const run = (pages: Page[], config = noConfig) =>
    checkOptions(
      pages,
      new Map([...map].filter(([, file]) => pages.some((p) => p.file.endsWith(file)))),
      trees,
      config,
    );

  it('reads the options from the constructor: an options object, or the parameters by name', () => {
    const banner = trees.get('BannerPlugin')!.get('options')!;
    expect(banner.form).toBe('object');
    expect(banner.firstLevel.sort()).toEqual([...bannerOptions].sort());
    const entryPlugin = trees.get('EntryPlugin')!.get('options')!;
    expect(entryPlugin.form).toBe('parameters');
    expect(entryPlugin.firstLevel).toEqual(['context', 'entry', 'options']);
    // `options` is `string | EntryOptions`: the object is one form among others, its fields are not counted.
    expect(entryPlugin.secondLevel.get('options')).toEqual([]);
    const copy = trees.get('CopyRspackPlugin')!.get('options')!;
    expect(copy.secondLevel.get('patterns')).toEqual(expect.arrayContaining(['patterns.from', 'patterns.transform']));
    expect(copy.paths).toContain('patterns[].globOptions.ignore');
    expect(trees.get('CssExtractRspackPlugin')!.get('loader-options')!.firstLevel).toContain('publicPath');
  });

  it('passes a page with one entry per option, and prints its coverage', () => {
    const result = run(both('plugins/webpack/banner-plugin.mdx', options(...bannerOptions.map((o) => entry(o)))));
    expect(result.problems).toEqual([]);
    expect(result.coverage.map((c) => `${c.locale} ${coverageLine(c)}`)).toEqual([
      'en BannerPlugin: 8/8',
      'zh BannerPlugin: 8/8',
    ]);
  });

  it('fails on an option heading that is not in the type, naming file and line', () => {
    const body = options(...bannerOptions.map((o) => entry(o)), entry('bannerText', '`string`'));
    const result = run(both('plugins/webpack/banner-plugin.mdx', body));
    expect(result.problems).toEqual([
      expect.objectContaining({
        file: 'docs/plugins/webpack/banner-plugin.mdx',
        line: body.split('\n').findIndex((l) => l.startsWith('### bannerText')) + 5,
        message: expect.stringMatching(/^"bannerText" is not an option of BannerPlugin .*\(did you mean "banner"\?\)/),
      }),
      expect.objectContaining({ file: `${ZH}/plugins/webpack/banner-plugin.mdx` }),
    ]);
  });

  it('fails on a missing option, in each language', () => {
    const result = run([
      docPage('plugins/webpack/banner-plugin.mdx', options(...bannerOptions.map((o) => entry(o)))),
      docPage('plugins/webpack/banner-plugin.mdx', options(...bannerOptions.slice(0, 6).map((o) => entry(o))), 'zh'),
    ]);
    expect(result.problems.map((p) => `${p.file}: ${p.message}`)).toEqual([
      `${ZH}/plugins/webpack/banner-plugin.mdx: BannerPlugin: 2 option(s) without an entry (a \`### name\` heading followed by \`- **Type:**\`): stage, test`,
    ]);
  });

  it('counts sub-options of an array of objects, and fails when one is missing', () => {
    const fields = trees.get('CopyRspackPlugin')!.get('options')!.secondLevel.get('patterns')!;
    const all = [
      entry('patterns', '`CopyPattern[]`'),
      ...fields.map((f) => entry(f.replace('patterns.', 'patterns[].'))),
    ];
    expect(run(both('plugins/rspack/copy-rspack-plugin.mdx', options(...all))).problems).toEqual([]);
    const withoutTo = all.filter((e) => !e.startsWith('### patterns[].to '));
    expect(run([docPage('plugins/rspack/copy-rspack-plugin.mdx', options(...withoutTo))]).problems).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/without an entry .*: patterns\.to$/) }),
    ]);
  });

  it('reads only headings of the options sections that name an option path, and asks for the Type line', () => {
    const body = [
      options(...bannerOptions.map((o) => entry(o))),
      '### Options without effect {/* #other */}\n\n- **Type:** `string`\n',
      '## Hooks {/* #hooks */}\n',
      entry('beforeEmit', '`AsyncSeriesWaterfallHook`'),
    ].join('\n');
    const [page] = both('plugins/webpack/banner-plugin.mdx', body);
    expect(pluginOptionHeadings(page, new Set(['options'])).map((h) => h.option)).toEqual(bannerOptions);
    const untyped = body.replace('### raw {/* #raw */}\n\n- **Type:** `boolean`\n', '### raw {/* #raw */}\n\nText.\n');
    const result = run([docPage('plugins/webpack/banner-plugin.mdx', untyped)]);
    expect(result.problems.map((p) => p.message)).toEqual([
      'option heading "raw" is not followed by its `- **Type:**` line',
      'BannerPlugin: 1 option(s) without an entry (a `### name` heading followed by `- **Type:**`): raw',
    ]);
  });

  it('checks a second options type in its own section (CssExtractRspackPlugin loader options)', () => {
    const result = run([
      docPage(
        'plugins/rspack/css-extract-rspack-plugin.mdx',
        `Lead.\n\n## Loader options {/* #loader-options */}\n\n${entry('publicPath', '`string`')}\n${entry('emitFile')}`,
      ),
    ]);
    const messages = result.problems.map((p) => p.message);
    expect(messages).toContainEqual(
      expect.stringMatching(
        /^"emitFile" is not an option of CssExtractRspackPlugin \(loader\) .*\(did you mean "emit"\?\)/,
      ),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(/^CssExtractRspackPlugin \(loader\): .* without an entry .*: emit, esModule/),
    );
  });

  it('counts the sub-options of a configuration type when the page links to its configuration entry', () => {
    const tree = trees.get('container.ModuleFederationPluginV1')!.get('options')!;
    expect(tree.sameAsConfig.get('library')).toBe('output.library');
    const libraryFields = tree.secondLevel.get('library')!.map((o) => o.replace('library.', 'output.library.'));
    const config: ConfigDocs = {
      documented: new Set(libraryFields),
      entries: new Map([['output.library', { file: 'docs/config/output.mdx', anchor: 'outputlibrary' }]]),
      counted: new Set(libraryFields),
    };
    const entries = tree.firstLevel.map((o) => entry(o, '`string`'));
    const unlinked = docPage('plugins/webpack/module-federation-plugin-v1.mdx', options(...entries));
    expect(run([unlinked], config).coverage.map(coverageLine)[0]).toMatch(
      /^ModuleFederationPluginV1: 10\/16; missing: library\.amdContainer/,
    );
    const linked = docPage(
      'plugins/webpack/module-federation-plugin-v1.mdx',
      options(...entries).replace(
        '### library {/* #library */}\n\n- **Type:** `string`',
        '### library {/* #library */}\n\n- **Type:** [`output.library`](../../config/output.mdx#outputlibrary)',
      ),
    );
    const result = run([linked], config);
    expect(result.problems).toEqual([]);
    expect(result.coverage.map(coverageLine)).toEqual([
      'ModuleFederationPluginV1: 16/16 (6 by the configuration entry output.library)',
    ]);
  });
});
