import fs from 'node:fs';
import path from 'node:path';
import { VERSION_DATA } from '../../plugins/lean-docs-data';

const stripDescriptions = require('../../plugins/lean-docs-data/strip-descriptions-loader.js') as (s: string) => string;

const ROOT = path.join(__dirname, '../..');

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(mdx?|tsx?|json)$/.test(f))
    .map((f) => path.join(dir, f));
}

describe('doc descriptions left out of the data every doc page loads', () => {
  test('the loader drops each doc description and keeps the rest', () => {
    const data = {
      version: {
        version: 'current',
        docsSidebars: { guide: [{ type: 'link', href: '/guide/start/introduction', label: 'Introduction' }] },
        docs: {
          'guide/start/introduction': {
            id: 'guide/start/introduction',
            title: 'Introduction',
            description: 'What Rspack is.',
            sidebar: 'guide',
          },
        },
      },
    };
    const out = JSON.parse(stripDescriptions(JSON.stringify(data)));
    expect(out.version.docs['guide/start/introduction']).toEqual({
      id: 'guide/start/introduction',
      title: 'Introduction',
      sidebar: 'guide',
    });
    expect(out.version.docsSidebars).toEqual(data.version.docsSidebars);
  });

  test('applies to the version props the docs plugin generates, not to other JSON', () => {
    expect(VERSION_DATA.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/index-466.json')).toBe(true);
    expect(VERSION_DATA.test('/site/.docusaurus/docusaurus-plugin-content-blog/default/p/blog-bd9.json')).toBe(false);
  });

  // The descriptions are read only by doc cards (DocCardList, category index pages): a page or
  // sidebar that starts using them would show cards without their text.
  test('no page, theme component or sidebar uses doc cards or generated category indexes', () => {
    const files = ['docs', 'versioned_docs', 'i18n', 'src', 'versioned_sidebars'].flatMap((d) =>
      sources(path.join(ROOT, d)),
    );
    files.push(path.join(ROOT, 'sidebars.ts'));
    const users = files.filter((f) =>
      /DocCardList|@theme\/DocCard|useDocById|generated-index/.test(fs.readFileSync(f, 'utf8')),
    );
    expect(users).toEqual([]);
  });
});
