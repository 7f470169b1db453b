/** Self-test of "MDX compiles": a page the site build would reject fails verify, at its line. */
import { check, withoutFrontMatter } from '../verify/mdx';
import { parsePage, ROOT } from '../verify/pages';

const page = (file: string, body: string) => parsePage(`---\ntitle: Fixture\n---\n\n${body}`, file, 'en', 'doc', file);

describe('MDX compiles', () => {
  it('passes valid MDX, including code with braces and heading ids', () => {
    const ok = page(
      'docs/ok.mdx',
      '## output.library {/* #lib */}\n\nUse `{ name }`.\n\n```js\nconst a = { b: 1 };\n```\n',
    );
    expect(check([ok], ROOT).problems).toEqual([]);
  });

  it('fails a brace or an unclosed tag in prose, naming file and line', () => {
    const braces = page('docs/braces.mdx', 'Intro.\n\n| key | value |\n| --- | --- |\n| a | {name} is {bad js |\n');
    const tag = page('docs/tag.mdx', 'Text.\n\nThe <name> placeholder.\n');
    const problems = check([braces, tag], ROOT).problems;
    expect(problems.map((p) => [p.file, p.line])).toEqual([
      ['docs/braces.mdx', 9],
      ['docs/tag.mdx', 7],
    ]);
    expect(problems[0].message).toMatch(/^not valid MDX: /);
  });

  it('fails a component the page neither imports nor gets from MDXComponents', () => {
    const partial = page(
      'docs/partial.mdx',
      [
        "import FilenameType from '../types/_filename.mdx';",
        '',
        '<FilenameType />',
        '',
        '<RuleSetCondition />',
        '',
        '<PackageManagerTabs command="add -D @rspack/core" />',
        '',
        'In code `<Missing />` is text.',
        '',
        '```jsx',
        '<AlsoMissing />',
        '```',
      ].join('\n'),
    );
    expect(check([partial], ROOT).problems.map((p) => [p.line, p.message])).toEqual([
      [9, "<RuleSetCondition> is neither imported nor one of the site's MDX components"],
    ]);
  });

  it('keeps line numbers when it drops the front matter', () => {
    expect(withoutFrontMatter('---\na: 1\n---\nBody')).toBe('\n\n\nBody');
  });

  it('fails front matter that Docusaurus cannot read as YAML, at its line', () => {
    const bad = parsePage(
      '---\ntitle: CLI\ndescription: @rspack/cli: every flag\n---\n\nText.\n',
      'docs/cli.mdx',
      'en',
      'doc',
      'docs/cli.mdx',
    );
    const quoted = parsePage(
      '---\ntitle: CLI\ndescription: "@rspack/cli: every flag"\n---\n\nText.\n',
      'docs/ok.mdx',
      'en',
      'doc',
      'docs/ok.mdx',
    );
    const problems = check([bad, quoted], ROOT).problems;
    expect(problems.map((p) => [p.file, p.line])).toEqual([['docs/cli.mdx', 3]]);
    expect(problems[0].message).toMatch(/^front matter is not valid YAML/);
  });

  it('fails an expression in prose that would run when the page renders, and keeps literals and comments', () => {
    const cut = parsePage(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is MDX holding a template literal.
      "---\ntitle: X\n---\n\nSuch as `import(`./locales/${lang}.json`)` here.\n\nA {'<'} sign {/* note */}.\n",
      'docs/cut.mdx',
      'en',
      'doc',
      'docs/cut.mdx',
    );
    const problems = check([cut], ROOT).problems;
    expect(problems.map((p) => [p.line, p.message.slice(0, 10)])).toEqual([[5, '{lang} in ']]);
  });

  it('fails an in-page anchor in a blog summary, which the blog index shows without that section', () => {
    const post = (link: string) =>
      parsePage(
        `---\ntitle: X\n---\n\nRead the [notes](${link}).\n\n{/* truncate */}\n\n## Notes {/* #notes */}\n`,
        'blog/p.mdx',
        'en',
        'blog',
        'x',
      );
    expect(check([post('#notes')], ROOT).problems.map((p) => p.line)).toEqual([5]);
    expect(check([post('./p.mdx#notes')], ROOT).problems).toEqual([]);
  });
});
