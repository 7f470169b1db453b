/**
 * Self-test of "Guide pages link to options": a guide page that names an
 * option in code must link to the option's entry, and `--fix` adds the link.
 */
import { check, fix, headingAnchors, optionEntries } from '../verify/optionlinks';
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
