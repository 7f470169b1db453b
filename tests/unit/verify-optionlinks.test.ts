/**
 * Self-test of "Guide pages link to options and plugins": a guide page that
 * names an option in code must link to the option's entry, a config or guide
 * page that names a plugin must link to its page, and `--fix` adds the links.
 */
import { check, fix, headingAnchors, optionEntries, pluginEntries, pluginMentions } from '../verify/optionlinks';
import { loadOptionTree } from '../verify/options';
import { parsePage, ROOT, type Page } from '../verify/pages';

const ZH = 'i18n/zh/docusaurus-plugin-content-docs/current';

function doc(file: string, body: string, locale: Page['locale'] = 'en'): Page {
  return parsePage(`---\ntitle: Fixture\n---\n\n${body}`, file, locale, 'doc', file);
}

const outputPage = doc(
  'docs/config/output.mdx',
  [
    '## output',
    '',
    '## output.filename',
    '',
    '## Template strings {/* #templates */}',
    '',
    '## output.library',
    '',
  ].join('\n'),
);

describe('option links', () => {
  it('finds each entry with the id Docusaurus gives its heading', () => {
    expect([...headingAnchors(outputPage).values()]).toEqual([
      'output',
      'outputfilename',
      'templates',
      'outputlibrary',
    ]);
    const entries = optionEntries([outputPage], loadOptionTree());
    expect(entries.get('output.filename')).toEqual({ file: 'docs/config/output.mdx', anchor: 'outputfilename' });
  });

  it('flags a guide page that names an option without linking to it, naming file and line', () => {
    const guide = doc(
      'docs/guide/features/a.mdx',
      'Intro.\n\nSet `output.filename` to rename bundles; `mode` is prose.\n',
    );
    const result = check([outputPage, guide], ROOT);
    expect(result.problems).toEqual([
      {
        check: 'option-links',
        file: 'docs/guide/features/a.mdx',
        line: 7,
        message:
          'names `output.filename` but never links to its entry (../../config/output.mdx#outputfilename); `--fix` adds the link',
      },
    ]);
  });

  it('accepts one link anywhere on the page and ignores code blocks and headings', () => {
    const guide = doc(
      'docs/guide/features/b.mdx',
      [
        '## Using `output.library`',
        '',
        'See [`output.filename`](../../config/output.mdx#outputfilename). Later `output.filename` again.',
        '',
        '```js',
        '// `output.library` in a comment',
        '```',
      ].join('\n'),
    );
    expect(check([outputPage, guide], ROOT).problems).toEqual([]);
  });

  it('links the first mention that is not already link text, with a path that works from the Chinese tree too', () => {
    const entries = optionEntries([outputPage], loadOptionTree());
    const zh = doc(
      `${ZH}/guide/start/c.mdx`,
      '见 [`output.library`](https://example.com)；再看 `output.library` 和 `output.library`。\n',
      'zh',
    );
    const fixed = fix(zh, entries);
    expect(fixed).toContain(
      '见 [`output.library`](https://example.com)；再看 [`output.library`](../../config/output.mdx#outputlibrary) 和 `output.library`。',
    );
    expect(check([outputPage, doc(zh.file, fixed.replace(/^---[\s\S]*?---\n\n/, ''), 'zh')], ROOT).problems).toEqual(
      [],
    );
  });
});

describe('plugin links', () => {
  const internal = doc(
    'docs/plugins/webpack/internal-plugins.mdx',
    '## DynamicEntryPlugin {/* #dynamicentryplugin */}\n\nText.\n\n## node.NodeEnvironmentPlugin {/* #nodeenvironmentplugin */}\n\nText.\n',
  );
  const plugins = pluginEntries([internal]);
  const pluginProblems = (page: Page): string[] =>
    check([outputPage, internal, page], ROOT)
      .problems.filter((p) => p.message.includes('plugin page'))
      .map((p) => `${p.line}: ${p.message}`);

  it('knows each plugin page and internal entry by class name', () => {
    expect(plugins.get('HtmlRspackPlugin')).toEqual({ file: 'docs/plugins/rspack/html-rspack-plugin.mdx', anchor: '' });
    expect(plugins.get('SplitChunksPlugin')).toEqual({
      file: 'docs/plugins/webpack/split-chunks-plugin.mdx',
      anchor: '',
    });
    expect(plugins.get('NodeEnvironmentPlugin')).toEqual({
      file: 'docs/plugins/webpack/internal-plugins.mdx',
      anchor: 'nodeenvironmentplugin',
    });
  });

  it('reads plugin names in code, with rspack., a namespace, new and arguments, but not webpack. or methods', () => {
    const page = doc(
      'docs/guide/features/d.mdx',
      [
        '`HtmlRspackPlugin`, `rspack.DefinePlugin`, `new rspack.CopyRspackPlugin()`, `rspack.optimize.SplitChunksPlugin`,',
        '`new compiler.rspack.EntryPlugin(context, entry, options)`, `compiler.webpack.BannerPlugin`.',
        'Not: `webpack.ProvidePlugin`, `HtmlRspackPlugin.getCompilationHooks`, `html-webpack-plugin`, `MiniCssExtractPlugin`.',
        '',
        '## `IgnorePlugin` in a heading',
      ].join('\n'),
    );
    expect(pluginMentions(page, plugins).map((m) => m.option)).toEqual([
      'HtmlRspackPlugin',
      'DefinePlugin',
      'CopyRspackPlugin',
      'SplitChunksPlugin',
      'EntryPlugin',
      'BannerPlugin',
    ]);
  });

  it('flags a config or guide page that names a plugin without linking to its page, naming file and line', () => {
    expect(
      pluginProblems(doc('docs/guide/tech/e.mdx', 'Intro.\n\nAdd `new rspack.HtmlRspackPlugin()` to get a page.\n')),
    ).toEqual([
      '7: names `new rspack.HtmlRspackPlugin()` but never links to its plugin page (../../plugins/rspack/html-rspack-plugin.mdx); `--fix` adds the link',
    ]);
    expect(pluginProblems(doc('docs/config/mode.mdx', 'Production uses `SwcJsMinimizerRspackPlugin`.\n'))).toEqual([
      '5: names `SwcJsMinimizerRspackPlugin` but never links to its plugin page (../plugins/rspack/swc-js-minimizer-rspack-plugin.mdx); `--fix` adds the link',
    ]);
    expect(
      pluginProblems(doc('docs/guide/tech/f.mdx', 'Rspack applies `node.NodeEnvironmentPlugin` itself.\n')),
    ).toEqual([
      '5: names `node.NodeEnvironmentPlugin` but never links to its plugin page (../../plugins/webpack/internal-plugins.mdx#nodeenvironmentplugin); `--fix` adds the link',
    ]);
  });

  it('accepts one link to the page anywhere, with or without an anchor, and leaves other pages alone', () => {
    const linked = doc(
      'docs/guide/tech/g.mdx',
      'See [its `minify` option](../../plugins/rspack/html-rspack-plugin.mdx#minify). Later `HtmlRspackPlugin` again.\n',
    );
    expect(pluginProblems(linked)).toEqual([]);
    expect(pluginProblems(doc('docs/api/h.mdx', '`HtmlRspackPlugin` on an API page.\n'))).toEqual([]);
  });

  it('links the first mention in each language, and the page then passes', () => {
    const entries = optionEntries([outputPage], loadOptionTree());
    const zh = doc(
      `${ZH}/guide/features/i.mdx`,
      '用 `new rspack.CopyRspackPlugin()` 复制 `public/`，再用 `rspack.CopyRspackPlugin` 复制图标；`output.filename` 决定文件名。\n',
      'zh',
    );
    const fixed = fix(zh, entries, plugins);
    expect(fixed).toContain(
      '用 [`new rspack.CopyRspackPlugin()`](../../plugins/rspack/copy-rspack-plugin.mdx) 复制 `public/`，再用 `rspack.CopyRspackPlugin` 复制图标；[`output.filename`](../../config/output.mdx#outputfilename) 决定文件名。',
    );
    const after = doc(zh.file, fixed.replace(/^---[\s\S]*?---\n\n/, ''), 'zh');
    expect(check([outputPage, internal, after], ROOT).problems).toEqual([]);
  });
});
