import { mdxToMarkdown } from '../../plugins/markdown-export/transform';
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
    expect(md).toContain('```bash\nnpm add -D @rspack/core\nyarn add -D @rspack/core\npnpm add -D @rspack/core\nbun add -D @rspack/core\n```');
  });

  test('gives each page a stable Markdown URL', () => {
    expect(markdownUrl('/guide/start/introduction')).toBe('/guide/start/introduction.md');
    expect(markdownUrl('/zh/config/')).toBe('/zh/config/index.md');
  });
});
