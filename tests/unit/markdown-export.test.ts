import { inlinePartials, mdxToMarkdown } from '../../plugins/markdown-export/transform';
import { markdownUrl } from '../../src/utils/markdownUrl';

describe('plain Markdown export', () => {
  const source = [
    '---',
    'title: Quick start',
    '---',
    "import Foo from './foo';",
    '',
    'Install it:',
    '',
    '<PackageManagerTabs command="add -D @rspack/core" />',
    '',
    '```js title="rspack.config.mjs"',
    "import { defineConfig } from '@rspack/cli';",
    'export default defineConfig({});',
    '```',
  ].join('\n');
  const md = mdxToMarkdown(source, 'Quick start');

  test('starts with the title and drops front matter and MDX imports', () => {
    expect(md.startsWith('# Quick start\n\nInstall it:')).toBe(true);
    expect(md).not.toContain("import Foo from './foo';");
    expect(md).not.toContain('title: Quick start');
  });

  test('keeps import and export lines inside code blocks', () => {
    expect(md).toContain("import { defineConfig } from '@rspack/cli';\nexport default defineConfig({});");
  });

  test('turns package-manager tabs into one command per manager', () => {
    expect(md).toContain(
      '```bash\nnpm add -D @rspack/core\nyarn add -D @rspack/core\npnpm add -D @rspack/core\nbun add -D @rspack/core\n```',
    );
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
  ].join('\n');
  const partial = [
    '---',
    'x: 1',
    '---',
    "import Other from './other';",
    '',
    '**The `Filename` type** is a string or a function.',
  ].join('\n');

  it('puts the text of an imported partial where the page renders it', () => {
    const load = jest.fn((specifier: string) => (specifier === '../types/_filename.mdx' ? partial : null));
    const md = mdxToMarkdown(inlinePartials(page, load), 'output');
    expect(load).toHaveBeenCalledWith('../types/_filename.mdx');
    expect(md).toContain('## output.filename\n\n**The `Filename` type** is a string or a function.\n\nMore text.');
    expect(md).not.toContain('<FilenameType');
    expect(md).not.toContain('import Other');
  });

  it('leaves a component alone when its partial cannot be found', () => {
    expect(inlinePartials(page, () => null)).toBe(page);
  });
});
