/**
 * Self-test of the "Anchors in both languages" check (tests/verify/anchors.ts):
 * a Chinese heading whose generated slug differs from the English anchor, and
 * headings without an explicit id.
 */
import { check } from '../verify/anchors';
import { parsePage } from '../verify/pages';

const EN = 'docs/guide/fixture.mdx';
const ZH = 'i18n/zh/docusaurus-plugin-content-docs/current/guide/fixture.mdx';

const en = (body: string) => parsePage(`---\ntitle: Fixture\n---\n\n${body}`, EN, 'en', 'doc', ZH);
const zh = (body: string) => parsePage(`---\ntitle: Fixture\n---\n\n${body}`, ZH, 'zh', 'doc', EN);

describe('anchors in both languages', () => {
  it('passes headings with the same explicit ids', () => {
    const result = check([
      en('## Options {/* #options */}\n\n### output.filename {/* #outputfilename */}\n'),
      zh('## 选项 {/* #options */}\n\n### output.filename {/* #outputfilename */}\n'),
    ]);
    expect(result.problems).toEqual([]);
    expect(result.summary[0]).toBe('2 English heading anchors, 2 also on the Chinese page, 0 missing there');
  });

  it('fails an English anchor the Chinese page lacks, at the Chinese heading', () => {
    const result = check([
      en('## Options {/* #options */}\n\n## Pitfalls {/* #pitfalls */}\n'),
      zh('## 选项 {/* #options */}\n\n## 常见陷阱 {/* #traps */}\n'),
    ]);
    expect(result.problems).toEqual([
      expect.objectContaining({ check: 'anchors', file: ZH, line: 7, message: expect.stringContaining('#pitfalls') }),
    ]);
  });

  it('fails headings without an explicit id in either language, even when the slugs match', () => {
    const result = check([
      en('## Options\n\n### output.filename\n'),
      zh('## Options\n\n### output.filename {/* #outputfilename */}\n'),
    ]);
    expect(result.problems.map((p) => `${p.file}:${p.line}`)).toEqual([`${EN}:5`, `${EN}:7`, `${ZH}:5`]);
    expect(result.problems[0].message).toContain('heading "Options" has no explicit id');
  });
});
