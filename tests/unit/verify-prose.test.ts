/**
 * Self-test of the "Prose hygiene" check (cspell for English, autocorrect for
 * Chinese) and of the placeholder check, on pages parsed from inline strings.
 * cspell and autocorrect run for real, with the repository's cspell.json,
 * tests/verify/words.txt and .autocorrectrc.
 */
import { check as checkPlaceholders, findPlaceholder } from '../verify/placeholders';
import { check as checkProse, englishProse, lintChinese, maskProse, spellCheck } from '../verify/prose';
import { parsePage, ROOT, type Page } from '../verify/pages';

const EN = 'docs/guide/fixture.mdx';
const ZH = 'i18n/zh/docusaurus-plugin-content-docs/current/guide/fixture.mdx';
const fence = '```';

function en(lines: string[], file = EN): Page {
  return parsePage(lines.join('\n'), file, 'en', 'doc', ZH);
}

function zh(lines: string[]): Page {
  return parsePage(lines.join('\n'), ZH, 'zh', 'doc', EN);
}

describe('spelling (cspell)', () => {
  // One cspell run for all fixtures below: starting cspell is the slow part.
  const TYPO = 'docs/guide/typo.mdx';
  const MASKED = 'docs/guide/masked.mdx';
  const DIRECTIVE = 'docs/guide/directive.mdx';
  let problems: ReturnType<typeof spellCheck>['problems'];
  const at = (file: string): string[] =>
    problems.filter((p) => p.file === file).map((p) => `${p.line}:${/"(.*?)"/.exec(p.message)?.[1]}`);

  beforeAll(() => {
    const typo = en(
      [
        '---',
        'title: Fixture',
        '---',
        '',
        'Rspack builds the project quickly.',
        '',
        'The bundler reads the configuraton file first.',
      ],
      TYPO,
    );
    const masked = en(
      [
        '---',
        'title: Quik start',
        'slug: xyzzyq-route',
        '---',
        '',
        'Run `rspak bild` or see [the site](https://qwzx.example/asdfgh) and https://zzqq.example/qqq.',
        '',
        '<PackageManagerTabs command="add -D qqzzx" />',
        '',
        '<PackageManagerTabs',
        "  command={{ npm: 'npx zzqqx', yarn: 'yarn dlx zzqqx' }}",
        '/>',
        '',
        `${fence}js`,
        'const mispeled = 1;',
        fence,
      ],
      MASKED,
    );
    const directive = en(['{/* cspell:ignore Spack */}', '', 'Not R-Spack.'], DIRECTIVE);
    problems = spellCheck([typo, masked, directive], ROOT).problems;
  });

  it('fails a misspelt English word with file:line', () => {
    expect(at(TYPO)).toEqual(['7:configuraton']);
    expect(problems.find((p) => p.file === TYPO)).toMatchObject({ check: 'spelling', line: 7 });
  });

  it('checks the visible front matter but not code, inline code, URLs or JSX', () => {
    expect(at(MASKED)).toEqual(['2:Quik']);
  });

  it('honours a cspell:ignore directive written as an MDX comment', () => {
    expect(englishProse(en(['{/* cspell:ignore Spack */}'], DIRECTIVE))[0].text.trim()).toBe('cspell:ignore Spack');
    expect(at(DIRECTIVE)).toEqual([]);
  });

  it('masks non-prose parts without moving columns', () => {
    const line = 'Use `output.path` with [docs](../config/index.mdx) at https://x.dev <kbd>Ctrl</kbd>.';
    const masked = maskProse(line);
    expect(masked).toHaveLength(line.length);
    expect(masked.split(/\s+/).filter(Boolean)).toEqual(['Use', 'with', '[docs]', 'at', 'Ctrl', '.']);
  });
});

describe('Chinese spacing and punctuation (autocorrect)', () => {
  it('fails Chinese run together with Latin text, with file:line', () => {
    const { problems } = lintChinese([zh(['---', 'title: 示例', '---', '', '使用Rspack构建'])], ROOT);
    expect(problems).toEqual([
      expect.objectContaining({
        check: 'autocorrect',
        file: ZH,
        line: 5,
        message: expect.stringContaining('使用 Rspack 构建'),
      }),
    ]);
  });

  it('fails half-width punctuation in a Chinese sentence', () => {
    const { problems } = lintChinese([zh(['使用 Rspack 构建,速度很快。'])], ROOT);
    expect(problems).toEqual([expect.objectContaining({ file: ZH, line: 1, message: expect.stringContaining('，') })]);
  });

  it('passes a correctly spaced Chinese sentence', () => {
    expect(lintChinese([zh(['---', 'title: 示例', '---', '', '使用 Rspack 构建。'])], ROOT).problems).toEqual([]);
  });

  it('runs both parts in one check with a summary', () => {
    const result = checkProse([en(['Rspack builds fast.']), zh(['使用 Rspack 构建。'])], ROOT);
    expect(result.problems).toEqual([]);
    expect(result.summary.join('\n')).toMatch(/3 words on 1 prose lines, 0 unknown[\s\S]*1 pages, 0 autocorrect/);
  });
});

describe('placeholders', () => {
  it('fails a placeholder word with file:line, in either language', () => {
    const result = checkPlaceholders([
      en(['---', 'title: Fixture', '---', '', 'Intro.', '', 'TODO: explain the cache.']),
      zh(['---', 'title: 示例', '---', '', '本节内容敬请期待。']),
    ]);
    expect(result.problems).toEqual([
      expect.objectContaining({ check: 'placeholder', file: EN, line: 7, message: expect.stringContaining('"TODO"') }),
      expect.objectContaining({
        check: 'placeholder',
        file: ZH,
        line: 5,
        message: expect.stringContaining('"敬请期待"'),
      }),
    ]);
  });

  it('knows every placeholder word of the brief', () => {
    for (const text of ['TODO', 'TBD', 'Lorem ipsum dolor', 'More is coming soon.', '内容待补充', '敬请期待']) {
      expect(findPlaceholder(text)).toBeDefined();
    }
  });

  it('passes ordinary text, including a todo-list example app', () => {
    const result = checkPlaceholders([en(['Build a todo list app with React.', '', 'The docs are complete.'])]);
    expect(result.problems).toEqual([]);
  });
});
