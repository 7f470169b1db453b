/**
 * Self-test of the "Examples really build" check: projects parsed from
 * inline pages are built with the installed Rspack in temporary folders.
 */
import {
  buildCommand,
  check,
  excerpt,
  findProjects,
  fingerprint,
  globToRegExp,
  parseExpectations,
  unmetExpectations,
} from '../verify/examples';
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

const entryModule = [`${fence}js title="src/index.js" project="demo"`, "document.title = 'demo';", fence];

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
    expect(result.summary).toContainEqual(
      expect.stringMatching(/^ {2}demo \(i18n\/zh\/.*good\.mdx\): dist\/ .*; same build as docs\/good\.mdx$/),
    );
  });

  it('asks for a title on every block of a project', () => {
    const problems = result.problems.filter((p) => p.file === 'docs/untitled.mdx');
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [5, 'project "demo": every block of a project needs a title="relative/path" to be saved as'],
    ]);
  });

  it('counts the projects built', () => {
    expect(result.summary[0]).toMatch(
      /^3 projects checked, 2 built \(the others differ from one only in comments\) in [\d.]+ s$/,
    );
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
    const project = (code: string) =>
      findProjects([page('docs/x.mdx', [`${fence}js title="a.js" project="p"`, code, fence])])[0];
    expect(fingerprint(project("import('./a'); // load"))).toBe(fingerprint(project("import('./a'); // 加载")));
    expect(fingerprint(project("import(/* webpackChunkName: 'a' */ './a');"))).not.toBe(
      fingerprint(project("import('./a');")),
    );
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

describe('expected effects', () => {
  const withExpect = (file: string, expectation: string): Page =>
    page(file, [
      `${fence}js title="rspack.config.mjs" project="demo" expect='${expectation}'`,
      "export default { entry: './src/index.js', output: { filename: 'js/[name].[contenthash:8].js' } };",
      fence,
      '',
      `${fence}js title="src/index.js" project="demo"`,
      "console.log('marker:' + 'effect');",
      fence,
    ]);
  const holds = withExpect(
    'docs/holds.mdx',
    'dist/js/main.*.js; !dist/main.js; dist/js/*.js ~ marker:; dist/**/*.js !~ nowhere; (log) ~ compiled',
  );
  const fails = withExpect(
    'docs/fails.mdx',
    'dist/main.js; dist/js/*.js !~ marker:; !dist/js/*.js; dist/js/*.js ~ absent-text',
  );
  const malformed = withExpect('docs/malformed.mdx', 'dist/a.js dist/b.js');
  let result: Awaited<ReturnType<typeof check>>;

  beforeAll(async () => {
    result = await check([holds, fails, malformed], ROOT);
  });

  it('passes a project whose files show every expected effect, and says how many it saw', () => {
    expect(result.problems.filter((p) => p.file === 'docs/holds.mdx')).toEqual([]);
    expect(result.summary.find((l) => l.includes('docs/holds.mdx'))).toMatch(/5 expected effects seen; rspack build/);
  });

  it('names each effect the build did not produce, at the line of the block that expects it', () => {
    const problems = result.problems.filter((p) => p.file === 'docs/fails.mdx');
    expect(problems.map((p) => p.line)).toEqual([5, 5, 5, 5]);
    expect(problems.map((p) => p.message.replace(/^project "demo": `rspack build`: /, ''))).toEqual([
      'expected a file matching dist/main.js, none was written',
      expect.stringMatching(/^expected dist\/js\/main\.[0-9a-f]{8}\.js not to contain "marker:", it does$/),
      expect.stringMatching(/^expected no file matching dist\/js\/\*\.js, found dist\/js\/main\.[0-9a-f]{8}\.js/),
      'expected dist/js/*.js to contain "absent-text", it does not',
    ]);
  });

  it('rejects an assertion it cannot read without building', () => {
    const problems = result.problems.filter((p) => p.file === 'docs/malformed.mdx');
    expect(problems.map((p) => p.message)).toEqual([
      'project "demo": expect: cannot read the assertion "dist/a.js dist/b.js"',
    ]);
  });

  it('asks every configuration page for an example that asserts its effect', async () => {
    const configPage = page('docs/config/mode.mdx', ['## mode', '', 'Text without a built example.']);
    const { problems } = await check([configPage], ROOT);
    expect(problems).toEqual([
      {
        check: 'examples',
        file: 'docs/config/mode.mdx',
        line: 1,
        message: 'a configuration page needs a project="..." example with expect="..." (what the build must produce)',
      },
    ]);
  });

  it('counts the projects that assert an effect', () => {
    expect(result.summary[1]).toBe('2 projects assert their effect (9 assertions on the files they write)');
  });
});

describe('expectation helpers', () => {
  it('reads file, absence and content assertions, keeping a bare semicolon inside a text', () => {
    expect(
      parseExpectations('dist/a.js; !dist/*.map; dist/a.js ~ data:image/svg+xml;base64,; dist/a.js !~ x y'),
    ).toEqual([
      { text: 'dist/a.js', glob: 'dist/a.js', kind: 'file', negated: false },
      { text: '!dist/*.map', glob: 'dist/*.map', kind: 'file', negated: true },
      {
        text: 'dist/a.js ~ data:image/svg+xml;base64,',
        glob: 'dist/a.js',
        kind: 'content',
        negated: false,
        needle: 'data:image/svg+xml;base64,',
      },
      { text: 'dist/a.js !~ x y', glob: 'dist/a.js', kind: 'content', negated: true, needle: 'x y' },
    ]);
  });

  it('matches * within a segment and ** across segments', () => {
    expect(globToRegExp('dist/*.js').test('dist/main.js')).toBe(true);
    expect(globToRegExp('dist/*.js').test('dist/js/main.js')).toBe(false);
    expect(globToRegExp('dist/**/*.js').test('dist/js/a/main.js')).toBe(true);
    expect(globToRegExp('dist/**/*.js').test('dist/main.js')).toBe(true);
    expect(globToRegExp('dist/main.[id].js').test('dist/main.[id].js')).toBe(true);
    expect(globToRegExp('dist/main.[id].js').test('dist/main.i.js')).toBe(false);
  });

  it('reads files only when a content assertion needs them', () => {
    const read = jest.fn((f: string) => (f === 'dist/a.js' ? 'hello' : ''));
    expect(unmetExpectations(parseExpectations('dist/a.js; !dist/b.js'), ['dist/a.js'], read)).toEqual([]);
    expect(read).not.toHaveBeenCalled();
    expect(unmetExpectations(parseExpectations('dist/*.js ~ hello'), ['dist/a.js', 'dist/c.js'], read)).toEqual([]);
  });
});

describe('examples of the 0.x docs', () => {
  it('are built with @rspack/core 0.7, which stamps its own version into the bundle', async () => {
    const body = (version: string) => [
      `${fence}js title="rspack.config.mjs" project="v0" expect="dist/main.js ~ ${version}"`,
      "export default { entry: './src/index.js', experiments: { rspackFuture: { bundlerInfo: { force: true } } } };",
      fence,
      '',
      `${fence}js title="src/index.js" project="v0"`,
      'console.log(__rspack_version__);',
      fence,
    ];
    const old = page('versioned_docs/version-0.x/config/fixture.mdx', body('0.7.5'));
    const result = await check([old], ROOT);
    expect(result.problems).toEqual([]);
    expect(result.summary.join('\n')).toContain('rspack build (0.7)');
    const wrong = await check([page('versioned_docs/version-0.x/config/fixture.mdx', body('1.5.'))], ROOT);
    expect(wrong.problems).toHaveLength(1);
  });
});
