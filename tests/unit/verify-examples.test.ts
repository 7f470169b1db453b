/**
 * Self-test of the "Examples really build" check: projects parsed from
 * inline pages are built with the installed Rspack in temporary folders.
 */
import { buildCommand, check, excerpt, findProjects, fingerprint } from '../verify/examples';
import { parsePage, ROOT, type Page } from '../verify/pages';

const fence = '```';

function page(file: string, lines: string[]): Page {
  return parsePage(`---\ntitle: Fixture\n---\n\n${lines.join('\n')}`, file, 'en', 'doc', file);
}

const config = (entry: string): string[] => [
  `${fence}js title="rspack.config.mjs" project="demo"`,
  "import { defineConfig } from '@rspack/cli';",
  '',
  `export default defineConfig({ entry: '${entry}', output: { filename: '[name].js' } });`,
  fence,
];

const entryModule = [
  `${fence}js title="src/index.js" project="demo"`,
  "document.title = 'demo';",
  fence,
];

const packageJson = [
  `${fence}json title="package.json" project="demo"`,
  '{ "name": "demo", "private": true, "scripts": { "build": "rspack build" } }',
  fence,
];

describe('examples check', () => {
  const good = page('docs/good.mdx', [...config('./src/index.js'), '', ...entryModule, '', ...packageJson]);
  // The config's entry names a file the page never shows.
  const broken = page('docs/broken.mdx', ['Intro.', '', ...config('./src/main.js'), '', ...entryModule]);
  // The Chinese twin: the same files with a translated comment, built once.
  const twin = page('i18n/zh/docusaurus-plugin-content-docs/current/good.mdx', [
    ...config('./src/index.js'),
    '',
    `${fence}js title="src/index.js" project="demo"`,
    '// 设置页面标题',
    "document.title = 'demo';",
    fence,
    '',
    ...packageJson,
  ]);
  const untitled = page('docs/untitled.mdx', [`${fence}js project="demo"`, 'console.log(1);', fence]);
  let result: Awaited<ReturnType<typeof check>>;

  beforeAll(async () => {
    result = await check([good, broken, twin, untitled], ROOT);
  });

  it('passes a project that builds, listing its output', () => {
    expect(result.problems.filter((p) => p.file === 'docs/good.mdx')).toEqual([]);
    expect(result.summary.find((l) => l.includes('docs/good.mdx'))).toMatch(
      /^ {2}demo \(docs\/good\.mdx\): dist\/ \([1-9]\d* files?\); rspack build, [\d.]+ s$/,
    );
  });

  it('fails a project whose entry is missing, at the line of its first block', () => {
    const problems = result.problems.filter((p) => p.file === 'docs/broken.mdx');
    expect(problems).toHaveLength(1);
    // Front matter (3 lines), a blank line, "Intro." and a blank line: the first fence is line 7.
    expect(problems[0].line).toBe(7);
    expect(problems[0].message).toMatch(/^project "demo": `rspack build` exited with 1: .*src\/main\.js/);
  });

  it('builds a project that differs only in comments once, reporting it for both pages', () => {
    expect(result.summary).toContainEqual(expect.stringMatching(/^ {2}demo \(i18n\/zh\/.*good\.mdx\): dist\/ .*; same build as docs\/good\.mdx$/));
  });

  it('asks for a title on every block of a project', () => {
    const problems = result.problems.filter((p) => p.file === 'docs/untitled.mdx');
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [5, 'project "demo": every block of a project needs a title="relative/path" to be saved as'],
    ]);
  });

  it('counts the projects built', () => {
    expect(result.summary[0]).toMatch(/^3 projects checked, 2 built \(the others differ from one only in comments\) in [\d.]+ s$/);
  });
});

describe('project helpers', () => {
  it('groups blocks by page and project id', () => {
    const twoProjects = page('docs/two.mdx', [
      `${fence}js title="a.js" project="one"`,
      'a',
      fence,
      `${fence}js title="b.js" project="two"`,
      'b',
      fence,
      `${fence}js title="c.js" project="one"`,
      'c',
      fence,
      `${fence}js title="d.js"`,
      'd',
      fence,
    ]);
    const projects = findProjects([twoProjects]);
    expect(projects.map((p) => [p.id, p.blocks.map((b) => b.attrs.title)])).toEqual([
      ['one', ['a.js', 'c.js']],
      ['two', ['b.js']],
    ]);
  });

  it('keeps magic comments and strings in the fingerprint', () => {
    const project = (code: string) => findProjects([page('docs/x.mdx', [`${fence}js title="a.js" project="p"`, code, fence])])[0];
    expect(fingerprint(project("import('./a'); // load"))).toBe(fingerprint(project("import('./a'); // 加载")));
    expect(fingerprint(project("import(/* webpackChunkName: 'a' */ './a');"))).not.toBe(fingerprint(project("import('./a');")));
    expect(fingerprint(project("log('hi');"))).not.toBe(fingerprint(project("log('你好');")));
  });

  it('runs a Node build script when there is no config file', () => {
    const api = page('docs/api.mdx', [`${fence}js title="build.mjs" project="api"`, 'x', fence]);
    expect(buildCommand(findProjects([api])[0], ROOT).shown).toBe('node build.mjs');
  });

  it('quotes the first error lines of a build log', () => {
    expect(excerpt('\u001b[31mERROR\u001b[39m in ./src\n  × Module not found\nmore\nmore\nmore')).toBe(
      'ERROR in ./src | × Module not found | more | more',
    );
  });
});
