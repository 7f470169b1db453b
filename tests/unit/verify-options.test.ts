/**
 * Self-tests of the "Options exist" check (tests/verify/options.ts): the option
 * tree read from @rspack/core's types, heading recognition, relative headings
 * and the coverage figures.
 */
import { parsePage, type Page } from '../verify/pages';
import {
  checkWithTree,
  coverage,
  coverageLines,
  exampleValue,
  loadOptionTree,
  optionInHeading,
  type OptionTree,
} from '../verify/options';

const ZH = 'i18n/zh/docusaurus-plugin-content-docs/current';

/** Problems about headings that name no option (the example requirement is tested on its own). */
const unknownHeadings = <T extends { message: string }>(result: { problems: T[] }): T[] =>
  result.problems.filter((p) => p.message.startsWith('heading names no option'));

function configPage(name: string, body: string, locale: Page['locale'] = 'en'): Page {
  const file = locale === 'en' ? `docs/config/${name}` : `${ZH}/config/${name}`;
  const twin = locale === 'en' ? `${ZH}/config/${name}` : `docs/config/${name}`;
  return parsePage(`---\ntitle: ${name}\n---\n\n${body}`, file, locale, 'doc', twin);
}

describe('option tree of @rspack/core', () => {
  let tree: OptionTree;
  beforeAll(() => {
    tree = loadOptionTree();
  });

  it('holds top-level options, nested options, arrays and records', () => {
    for (const option of [
      'mode',
      'output.filename',
      'output.library.type',
      'module.rules[].use',
      'module.rules[].oneOf[].use',
      'module.rules[].use[].loader',
      'module.parser.javascript.exportsPresence',
      'module.generator.asset.filename',
      'optimization.splitChunks.cacheGroups.*.test',
      'devServer.proxy',
      'devServer.client.overlay',
      'experiments.css',
    ]) {
      expect(tree.paths).toContain(option);
    }
    expect(tree.topLevel).toEqual(expect.arrayContaining(['entry', 'output', 'module', 'devServer', 'optimization']));
  });

  it('stops at recursive types and does not invent options', () => {
    expect(tree.paths).not.toContain('output.filenme');
    expect([...tree.paths].every((p) => p.split('.').length <= 8)).toBe(true);
    expect(tree.secondLevel.get('output')).toContain('output.filename');
    expect(tree.secondLevel.get('module')).toContain('module.rules');
  });
});

describe('optionInHeading', () => {
  it('reads option paths, with or without backticks', () => {
    expect(optionInHeading('output.filename')).toBe('output.filename');
    expect(optionInHeading('`mode`')).toBe('mode');
    expect(optionInHeading('module.rules[].use')).toBe('module.rules[].use');
    expect(optionInHeading('splitChunks.cacheGroups.\\{cacheGroup\\}.test')).toBe('splitChunks.cacheGroups.*.test');
    expect(optionInHeading('module.parser.css/auto')).toBe('module.parser.css/auto');
    expect(optionInHeading('output.clean <Badge text="1.5" />')).toBe('output.clean');
    // Looks like an option path, so it is checked (and fails: the path is module.rules[].use).
    expect(optionInHeading('Rule.use')).toBe('Rule.use');
  });

  it('leaves prose headings alone', () => {
    for (const text of [
      'Example',
      'Node.js',
      'Vue.js',
      'Type checking with `defineConfig`',
      'The `extends` option',
      '配置文件',
      '`Configuration`',
    ]) {
      expect(optionInHeading(text)).toBeNull();
    }
  });
});

describe('check on config pages', () => {
  let tree: OptionTree;
  beforeAll(() => {
    tree = loadOptionTree();
  });

  it('fails on a misspelt option heading, naming file and line', () => {
    const page = configPage('output.mdx', '# Output\n\n## output.filenme\n\nText.\n');
    const result = checkWithTree([page], tree);
    expect(unknownHeadings(result)).toHaveLength(1);
    expect(unknownHeadings(result)[0]).toMatchObject({ check: 'options', file: 'docs/config/output.mdx', line: 7 });
    expect(unknownHeadings(result)[0].message).toContain('did you mean "output.filename"');
  });

  it('passes full and page-relative option headings', () => {
    const body = [
      '# Output',
      '',
      '## output.filename',
      '',
      '## Example',
      '',
      '### library.type',
      '',
      '#### `output.library.name`',
    ].join('\n');
    const result = checkWithTree([configPage('output.mdx', body), configPage('output.mdx', body, 'zh')], tree);
    expect(unknownHeadings(result)).toEqual([]);
    expect(result.summary.join('\n')).toContain(
      '6 option headings, 0 unknown, 6 without an example of their own, 0 marked no-example with a reason',
    );
  });

  it('resolves the page prefix from the file name only', () => {
    const devServer = configPage('dev-server.mdx', '## proxy\n\n## devServer.port\n');
    const optimization = configPage('optimization.mdx', '### splitChunks.cacheGroups.\\{name\\}.priority\n');
    const other = configPage('other-options.mdx', '## `amd`\n\n## proxy\n');
    const result = checkWithTree([devServer, optimization, other], tree);
    expect(unknownHeadings(result).map((p) => `${p.file}:${p.line}`)).toEqual(['docs/config/other-options.mdx:7']);
  });

  it('ignores headings outside config pages and below ####', () => {
    const guide = parsePage('## output.filenme\n', 'docs/guide/a.mdx', 'en', 'doc', `${ZH}/guide/a.mdx`);
    const deep = configPage('output.mdx', '##### output.filenme\n');
    expect(unknownHeadings(checkWithTree([guide, deep], tree))).toEqual([]);
  });
});

describe('every option entry has its own example', () => {
  let tree: OptionTree;
  beforeAll(() => {
    tree = loadOptionTree();
  });
  const fence = '```';
  const example = [`${fence}js title="rspack.config.mjs"`, 'export default {};', fence];

  it('asks for a rspack.config block between an entry and the next option heading, naming file and line', () => {
    const body = [
      '## output.filename',
      '',
      '### Placeholders',
      '',
      ...example,
      '',
      '## output.path',
      '',
      'No example here.',
      '',
      '### output.clean',
      '',
      '```js title="src/index.js"',
      'console.log(1);',
      fence,
    ].join('\n');
    const result = checkWithTree([configPage('output.mdx', body)], tree);
    expect(result.problems.map((p) => [p.line, p.message])).toEqual([
      [13, 'the entry for output.path has no rspack.config example of its own'],
      [17, 'the entry for output.clean has no rspack.config example of its own'],
    ]);
  });
});

describe('entries without an example on purpose, and examples that restate the default', () => {
  let tree: OptionTree;
  beforeAll(() => {
    tree = loadOptionTree();
  });
  const fence = '```';
  const block = (...code: string[]) => [`${fence}js title="rspack.config.mjs"`, ...code, fence];

  it('accepts a no-example marker with a reason and fails one without', () => {
    const body = [
      '## output.hashDigest', // 5
      '',
      "- **Default:** `'hex'`",
      '',
      'Rspack implements only one encoding.',
      '', // 10
      "{/* no-example: 'hex' is the only value Rspack implements */}",
      '',
      '## output.cssHeadDataCompression',
      '',
      '{/* no-example: */}', // 15
    ].join('\n');
    const result = checkWithTree([configPage('output.mdx', body)], tree);
    expect(result.problems.map((p) => [p.line, p.message])).toEqual([
      [15, 'the no-example marker of output.cssHeadDataCompression gives no reason: {/* no-example: why */}'],
      [13, 'the entry for output.cssHeadDataCompression has no rspack.config example of its own'],
    ]);
    expect(result.summary.join('\n')).toContain('1 without an example of their own, 1 marked no-example with a reason');
  });

  it('fails a marker next to an example', () => {
    const body = [
      '## output.hashSalt',
      '',
      '{/* no-example: no reason to set it */}',
      '',
      ...block('export default { output: { hashSalt: "v2" } };'),
    ].join('\n');
    const result = checkWithTree([configPage('output.mdx', body)], tree);
    expect(result.problems.map((p) => p.line)).toEqual([7]);
    expect(result.problems[0].message).toContain('has an example and a no-example marker');
  });

  it('fails an example that only sets the default value, wherever the config object is', () => {
    const body = [
      '## output.hashDigest', // 5
      '',
      "- **Default:** `'hex'`",
      '',
      ...block("export default { output: { hashDigest: 'hex' } };"), // 9
      '',
      '## output.hashDigestLength',
      '',
      '- **Default:** `16`',
      '', // 15
      ...block(
        "import { defineConfig } from '@rspack/cli';",
        'export default defineConfig({ output: { hashDigestLength: 8 } });',
      ),
      '',
      '## output.iife',
      '',
      '- **Default:** `true`', // 24
      '',
      ...block('const config = { output: { iife: true } };', 'export default config;'), // 26
    ].join('\n');
    const result = checkWithTree([configPage('output.mdx', body)], tree);
    expect(result.problems.map((p) => [p.line, p.message])).toEqual([
      [
        9,
        "the example for output.hashDigest sets it to its default 'hex': show a value worth copying, or mark the entry {/* no-example: why */}",
      ],
      [
        26,
        'the example for output.iife sets it to its default true: show a value worth copying, or mark the entry {/* no-example: why */}',
      ],
    ]);
  });

  it('reads the value an example gives an option path', () => {
    expect(
      exampleValue(
        "export default defineConfig({ resolve: { mainFields: ['module', 'main'] } });",
        'resolve.mainFields',
      ),
    ).toEqual({
      text: "['module', 'main']",
      siblings: ['mainFields'],
    });
    expect(
      exampleValue('module.exports = { stats: { preset: "none", timings: true } };', 'stats.timings')?.siblings,
    ).toEqual(['preset', 'timings']);
    expect(exampleValue('export default { output: {} };', 'output.filename')).toBeUndefined();
  });
});

describe('coverage', () => {
  const tree: OptionTree = {
    paths: new Set([
      'mode',
      'output',
      'output.path',
      'output.filename',
      'output.library',
      'output.library.type',
      'entry',
      'entry.*',
    ]),
    topLevel: ['mode', 'output', 'entry'],
    secondLevel: new Map([
      ['mode', []],
      ['output', ['output.path', 'output.filename', 'output.library']],
      ['entry', []],
    ]),
    nested: new Map(),
    timings: { program: 0, walk: 0 },
  };

  it('counts top-level and direct sub-options named by a heading', () => {
    const result = coverage(new Set(['mode', 'output', 'output.filename', 'output.library.type']), tree);
    expect(result).toMatchObject({ documented: 3, total: 6 });
    const output = result.perOption.find((c) => c.option === 'output')!;
    expect(output.documentedSubOptions).toEqual(['output.filename']);
    const lines = coverageLines(result);
    expect(lines[0]).toContain('3/6 top-level, second-level and nested-group options documented (50.0%)');
    expect(lines).toContain('  output: documented, 1/3 sub-options; missing: path, library');
    expect(lines).toContain('  options without sub-options: 1/2 documented; missing: entry');
  });

  it('counts the children of a nested group, not the group twice', () => {
    const withNested: OptionTree = { ...tree, nested: new Map([['output.library', ['output.library.type']]]) };
    const result = coverage(new Set(['output', 'output.library', 'output.library.type']), withNested);
    // output, output.library (as a sub-option of output) and output.library.type, out of 3 + 4 + 1.
    expect(result).toMatchObject({ documented: 3, total: 7 });
    expect(coverageLines(result)).toContain('  output.library: 1/1 sub-options');
  });

  it('counts the sub-options of splitChunks, rule fields and JavaScript parser options', () => {
    const real = loadOptionTree();
    expect(real.nested.get('optimization.splitChunks')).toContain('optimization.splitChunks.cacheGroups');
    expect(real.nested.get('module.rules[]')).toContain('module.rules[].oneOf');
    expect(real.nested.get('module.parser.javascript')).toContain('module.parser.javascript.exportsPresence');
    const page = configPage('module.mdx', '## module.rules[].test\n');
    expect(checkWithTree([page], real).summary.join('\n')).toMatch(/module\.rules\[\]: 1\/\d+ sub-options/);
  });

  it('reports per-locale coverage from real config pages', () => {
    const real = loadOptionTree();
    const page = configPage('output.mdx', '## output\n\n## output.filename\n\n## path\n');
    const summary = checkWithTree([page], real).summary.join('\n');
    const outputTotal = real.secondLevel.get('output')!.length;
    expect(summary).toContain(`output: documented, 2/${outputTotal} sub-options`);
    expect(summary).toMatch(/coverage \(Chinese config pages\): 0\/\d+ \(0\.0%\)/);
  });
});
