/**
 * Self-test of the "Languages in step" check: English/Chinese pairs parsed
 * from inline strings, one broken on purpose per case, and one pair that
 * differs only in prose, comments and string literals.
 */
import { check, isCodeLikeHeading, scriptTokens, textTokens } from '../verify/parity';
import { parsePage, type Page } from '../verify/pages';

const EN = 'docs/guide/fixture.mdx';
const ZH = 'i18n/zh/docusaurus-plugin-content-docs/current/guide/fixture.mdx';
const fence = '```';

function en(lines: string[], file = EN, twin = ZH): Page {
  return parsePage(lines.join('\n'), file, 'en', 'doc', twin);
}

function zh(lines: string[], file = ZH, twin = EN): Page {
  return parsePage(lines.join('\n'), file, 'zh', 'doc', twin);
}

const ENGLISH = [
  '---', // 1
  'title: Fixture',
  '---',
  '',
  'Read the [quick start](./quick-start.mdx) first.', // 5
  '',
  '## output.filename',
  '',
  '### When to change it',
  '', // 10
  `${fence}js title="rspack.config.mjs"`,
  '// Hash the names so browsers can cache the files.',
  'export default {',
  "  output: { filename: '[name].[contenthash].js' },",
  '};', // 15
  fence,
  '',
  `${fence}bash`,
  '# build once',
  'npx rspack build --mode "production"', // 20
  fence,
  '',
  '## Next steps',
  '',
  'See [the glossary](../misc/glossary.mdx#chunk) and [the FAQ](../misc/faq.mdx).', // 25
];

const CHINESE = [
  '---', // 1
  'title: 示例',
  '---',
  '',
  '请先阅读[快速上手](./quick-start.mdx)。', // 5
  '',
  '## output.filename',
  '',
  '### 何时修改',
  '', // 10
  `${fence}js title="rspack.config.mjs"`,
  '// 在文件名中加入哈希，方便浏览器缓存。',
  'export default {',
  "  output: { filename: '[name].[contenthash:8].js' }, /* 字符串可以不同 */",
  '};', // 15
  fence,
  '',
  `${fence}bash`,
  '# 构建一次',
  "npx rspack build --mode 'production'", // 20
  fence,
  '',
  '## 下一步',
  '',
  '参阅[术语表](../misc/glossary.mdx#chunk)和[常见问题](../misc/faq.mdx)。', // 25
];

/** A copy of CHINESE with line `n` (1-based) replaced. */
function chineseWith(n: number, text: string): string[] {
  return CHINESE.map((l, i) => (i === n - 1 ? text : l));
}

describe('parity check', () => {
  it('passes a pair that differs only in prose, comments and string literals', () => {
    const result = check([en(ENGLISH), zh(CHINESE)]);
    expect(result.problems).toEqual([]);
    expect(result.summary[0]).toContain('1 pairs checked, 1 in step');
  });

  it('fails an English page without a Chinese page, naming the English file at line 1', () => {
    const result = check([en(ENGLISH)]);
    expect(result.problems).toEqual([
      expect.objectContaining({ file: EN, line: 1, message: expect.stringContaining(`${ZH} is missing`) }),
    ]);
  });

  it('fails a Chinese page without an English source', () => {
    const result = check([zh(CHINESE)]);
    expect(result.problems).toEqual([expect.objectContaining({ file: ZH, line: 1 })]);
  });

  it('fails a heading-count mismatch at the first differing heading, with the counts', () => {
    const result = check([en(ENGLISH), zh(chineseWith(9, '## 何时修改'))]);
    expect(result.problems).toHaveLength(1);
    const [problem] = result.problems;
    expect(problem).toMatchObject({ file: ZH, line: 9 });
    expect(problem.message).toContain('h2 2 vs 3, h3 1 vs 0');
    expect(problem.message).toContain(`${EN}:9`);
  });

  it('fails an option-name heading that is not identical', () => {
    const result = check([en(ENGLISH), zh(chineseWith(7, '## output.fileName'))]);
    expect(result.problems).toEqual([
      expect.objectContaining({ file: ZH, line: 7, message: expect.stringContaining('"output.fileName"') }),
    ]);
  });

  it('fails a code difference beyond comments and strings at the Chinese block line', () => {
    const result = check([en(ENGLISH), zh(chineseWith(14, "  output: { filename: '[name].js', clean: true },"))]);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ file: ZH, line: 11 });
    expect(result.problems[0].message).toContain(`${EN}:11`);
    expect(result.problems[0].message).toContain('line 14');
  });

  it('fails a shell block that differs outside comments and strings', () => {
    const result = check([en(ENGLISH), zh(chineseWith(20, "npx rspack build --mode 'production' --watch"))]);
    expect(result.problems).toEqual([expect.objectContaining({ file: ZH, line: 18 })]);
  });

  it('fails a missing code block once, at the English block', () => {
    const result = check([en(ENGLISH), zh([...CHINESE.slice(0, 17), ...CHINESE.slice(21)])]);
    expect(result.problems).toEqual([
      expect.objectContaining({ file: EN, line: 18, message: expect.stringContaining('no counterpart') }),
    ]);
  });

  it('fails a link missing on the Chinese side at the English link line', () => {
    const result = check([en(ENGLISH), zh(chineseWith(25, '参阅[术语表](../misc/glossary.mdx#chunk)和常见问题。'))]);
    expect(result.problems).toEqual([
      expect.objectContaining({ file: EN, line: 25, message: expect.stringContaining('"../misc/faq.mdx"') }),
    ]);
  });

  it('fails a link that exists only on the Chinese side at the Chinese link line', () => {
    const result = check([
      en(ENGLISH),
      zh(chineseWith(5, '请先阅读[快速上手](./quick-start.mdx)和[配置](../config/index.mdx)。')),
    ]);
    expect(result.problems).toEqual([expect.objectContaining({ file: ZH, line: 5 })]);
  });

  it('accepts different anchors that name the same heading, and rejects others', () => {
    const target = (locale: 'en' | 'zh', heading: string): Page =>
      locale === 'en'
        ? en(
            ['## Chunk', '', '## Module'],
            'docs/misc/glossary.mdx',
            'i18n/zh/docusaurus-plugin-content-docs/current/misc/glossary.mdx',
          )
        : zh(
            [heading, '', '## 模块'],
            'i18n/zh/docusaurus-plugin-content-docs/current/misc/glossary.mdx',
            'docs/misc/glossary.mdx',
          );
    const sameHeading = chineseWith(25, '参阅[术语表](../misc/glossary.mdx#代码块)和[常见问题](../misc/faq.mdx)。');
    const ok = check([en(ENGLISH), zh(sameHeading), target('en', ''), target('zh', '## 代码块')]);
    expect(ok.problems).toEqual([]);
    const otherHeading = chineseWith(25, '参阅[术语表](../misc/glossary.mdx#模块)和[常见问题](../misc/faq.mdx)。');
    const bad = check([en(ENGLISH), zh(otherHeading), target('en', ''), target('zh', '## 代码块')]);
    expect(bad.problems.map((p) => `${p.file}:${p.line}`)).toEqual([`${EN}:25`, `${ZH}:25`]);
  });
});

describe('parity helpers', () => {
  it('recognises option-name headings', () => {
    for (const text of ['output.filename', '`mode`', 'hooks.emit', 'module.rules[].use', 'new rspack.DefinePlugin()']) {
      expect(isCodeLikeHeading(text)).toBe(true);
    }
    for (const text of ['Next steps', 'Choosing a file with `--config`', 'Chunk']) {
      expect(isCodeLikeHeading(text)).toBe(false);
    }
  });

  it('drops comments and masks strings, templates and JSX text in scripts', () => {
    const a = scriptTokens(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source code holding a template literal.
      "/** @type {X} */\nconst a = `hi ${name}`; // c\nconst r = /a+/g;\nconst el = <p title='x'>Hello</p>;",
      'jsx',
    );
    const b = scriptTokens(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source code holding a template literal.
      'const a = `你好 ${name}`;\nconst r = /a+/g; /* 注释 */\nconst el = <p title="y">你好</p>;',
      'jsx',
    );
    expect(a.map((t) => t.text)).toEqual(b.map((t) => t.text));
    expect(a.map((t) => t.text)).toContain('/a+/g');
  });

  it('keeps URLs and words joined by # in text blocks', () => {
    expect(textTokens('open https://example.com/#top # comment\necho a#b').map((t) => t.text)).toEqual([
      'open https://example.com/#top',
      'echo a#b',
    ]);
  });
});
