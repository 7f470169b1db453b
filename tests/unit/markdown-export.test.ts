import { markdownLink } from '../../plugins/markdown-export';
import { pluginSupportTable } from '../../plugins/markdown-export/pluginTable';
import { type MarkdownOptions, mdxToMarkdown } from '../../plugins/mdx/markdown';
import { markdownUrl } from '../../src/utils/markdownUrl';

const en: MarkdownOptions = { locale: 'en' };
const md = (lines: string[], options: MarkdownOptions = en) => mdxToMarkdown(lines.join('\n'), 'Page', options);

describe('plain Markdown export', () => {
  const page = md([
    '---',
    'title: Quick start',
    '---',
    "import Foo from './foo';",
    '',
    '## Install {/* #install */}',
    '',
    '<PackageManagerTabs command="add -D @rspack/core" />',
    '',
    '```js title="rspack.config.mjs"',
    "import { defineConfig } from '@rspack/cli';",
    'export default defineConfig({});',
    '```',
  ]);

  test('starts with the title and drops front matter, imports and heading id comments', () => {
    expect(page.startsWith('# Page\n\n## Install\n')).toBe(true);
    expect(page).not.toContain("import Foo from './foo';");
    expect(page).not.toContain('title: Quick start');
    expect(page).not.toContain('{/*');
  });

  test('keeps import and export lines inside code blocks', () => {
    expect(page).toContain("import { defineConfig } from '@rspack/cli';\nexport default defineConfig({});");
  });

  test('turns package-manager tabs into one command per manager', () => {
    expect(page).toContain(
      '```bash\nnpm add -D @rspack/core\nyarn add -D @rspack/core\npnpm add -D @rspack/core\nbun add -D @rspack/core\n```',
    );
  });

  test('turns tabs into labelled sections and admonitions into quotes labelled in the page language', () => {
    const tabs = md(['<Tabs>', '<TabItem value="esm" label="ESM">', '', 'Use `import`.', '', '</TabItem>', '</Tabs>']);
    expect(tabs).toContain('**ESM**\n\nUse `import`.');
    expect(md([':::tip', 'Cache it.', ':::'])).toContain('> **Tip**\n>\n> Cache it.');
    expect(md([':::warning', '慢。', ':::'], { locale: 'zh' })).toContain('> **警告**\n>\n> 慢。');
    expect(md([':::info[Since 1.5]', 'New.', ':::'])).toContain('> **Since 1.5**');
  });

  test('renders keyboard keys as code and drops the truncate marker', () => {
    const text = md(['Press <kbd>Ctrl</kbd>+<kbd>K</kbd>.', '', '{/* truncate */}', '', 'More.']);
    expect(text).toContain('Press `Ctrl`+`K`.\n\nMore.');
  });

  test('links to the Markdown of a linked page, also from blog posts', () => {
    expect(markdownLink('../config/output.mdx#outputfilename', false)).toBe('../config/output.md#outputfilename');
    expect(markdownLink('../docs/guide/start/quick-start.mdx', true)).toBe('../guide/start/quick-start.md');
    expect(markdownLink('https://rspack.dev/x.mdx', false)).toBe('https://rspack.dev/x.mdx');
  });

  test('gives each page a stable Markdown URL', () => {
    expect(markdownUrl('/guide/start/introduction')).toBe('/guide/start/introduction.md');
    expect(markdownUrl('/zh/config/')).toBe('/zh/config/index.md');
  });
});

describe('shared partials in the Markdown export', () => {
  const page = [
    "import FilenameType from '../types/_filename.mdx';",
    '',
    '## output.filename',
    '',
    '<FilenameType />',
    '',
    'More text.',
  ];
  const partial = [
    '---',
    'x: 1',
    '---',
    "import Other from './other';",
    '',
    '**The `Filename` type** is a string or a function.',
  ].join('\n');

  it('puts the text of an imported partial where the page renders it', () => {
    const loadPartial = jest.fn((specifier: string) => (specifier === '../types/_filename.mdx' ? partial : null));
    const text = md(page, { locale: 'en', loadPartial });
    expect(loadPartial).toHaveBeenCalledWith('../types/_filename.mdx');
    expect(text).toContain('## output.filename\n\n**The `Filename` type** is a string or a function.\n\nMore text.');
    expect(text).not.toContain('<FilenameType');
    expect(text).not.toContain('import Other');
  });
});

describe('the plugin support table in the Markdown export', () => {
  it('lists every plugin with its status and note, in the page language', () => {
    const table = md(['<PluginSupportTable />'], {
      locale: 'zh',
      tableOf: (component) => (component === 'PluginSupportTable' ? pluginSupportTable('zh') : null),
    });
    expect(table).toMatch(/\| 插件 +\| 状态 +\| 说明 +\|/);
    expect(table).toMatch(/`circular-dependency-plugin` +\| ⇄ 有替代方案/);
    expect(table).not.toContain('<PluginSupportTable');
  });
});
