import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import markdownExportPlugin from '../../plugins/markdown-export';
import { hashOf, MarkdownCache } from '../../plugins/markdown-export/cache';

// The exported Markdown is cached by content (plugins/markdown-export/cache.ts): a rebuild converts
// only the pages whose source, partials or tables changed, and writes the same files.

describe('markdown export cache', () => {
  test('an entry is used only while its dependencies hash the same', async () => {
    const cache = new MarkdownCache(fs.mkdtempSync(path.join(os.tmpdir(), 'md-cache-')));
    expect(await cache.get('page', () => null)).toBeUndefined();
    await cache.set('page', '# Page\n', [{ kind: 'partial', key: 'docs/types/_a.mdx', hash: hashOf('A') }]);
    expect(await cache.get('page', () => hashOf('A'))).toBe('# Page\n');
    expect(await cache.get('page', () => hashOf('B'))).toBeUndefined();
    expect(await cache.get('page', () => null)).toBeUndefined();
  });

  test('a rebuild converts only the page whose partial changed, and writes the same Markdown', async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-export-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
      fs.writeFileSync(path.join(siteDir, file), text);
    };
    write('docs/types/_size.mdx', 'A **number** of bytes.\n');
    write('docs/a.mdx', "import Size from './types/_size.mdx';\n\nSize:\n\n<Size />\n");
    write('docs/b.mdx', 'Plain [link](./a.mdx).\n');
    const doc = (name: string) => ({
      title: name.toUpperCase(),
      description: name,
      permalink: `/${name}`,
      source: `@site/docs/${name}.mdx`,
    });
    const plugin = markdownExportPlugin({
      siteDir,
      baseUrl: '/',
      siteConfig: { url: 'https://example.com', title: 'Site', tagline: 'Tag' },
      i18n: { currentLocale: 'en', localeConfigs: { en: { htmlLang: 'en' } } },
    } as never);
    await plugin.allContentLoaded!({
      allContent: {
        'docusaurus-plugin-content-docs': { default: { loadedVersions: [{ docs: [doc('a'), doc('b')] }] } },
      },
    } as never);
    const logs: string[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation((line: string) => logs.push(line));
    const build = async (name: string) => {
      const outDir = path.join(siteDir, name);
      await plugin.postBuild!({ outDir } as never);
      return ['a.md', 'b.md', 'llms.txt'].map((f) => fs.readFileSync(path.join(outDir, f), 'utf8'));
    };
    try {
      const first = await build('out1');
      expect(first[0]).toContain('A **number** of bytes.');
      expect(await build('out2')).toEqual(first);
      write('docs/types/_size.mdx', 'A **count** of bytes.\n');
      const third = await build('out3');
      expect(third[0]).toContain('A **count** of bytes.');
      expect(third[1]).toBe(first[1]);
    } finally {
      log.mockRestore();
    }
    expect(logs.map((l) => /\((\d+) converted, (\d+) cached\)/.exec(l)?.slice(1).join('/'))).toEqual([
      '2/0',
      '0/2',
      '1/1',
    ]);
    fs.rmSync(siteDir, { recursive: true, force: true });
  });
});
