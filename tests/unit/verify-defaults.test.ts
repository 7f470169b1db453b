/**
 * Self-tests of the "Defaults agree with Rspack" check (tests/verify/defaults.ts):
 * the Default-line forms it reads, and pages that state a wrong default in a
 * Default line, in a defaults table and in the Chinese twin only.
 */
import { parseDefault, singleDefault } from '../verify/defaultline';
import { type AppliedOptions, appliedOptions, checkWith, rowOptions, valueAt } from '../verify/defaults';
import { loadOptionTree, type OptionTree } from '../verify/options';
import { parsePage, type Page } from '../verify/pages';

const ZH = 'i18n/zh/docusaurus-plugin-content-docs/current';

function page(name: string, body: string, locale: Page['locale'] = 'en'): Page {
  const file = locale === 'en' ? `docs/config/${name}` : `${ZH}/config/${name}`;
  const twin = locale === 'en' ? `${ZH}/config/${name}` : `docs/config/${name}`;
  return parsePage(`---\ntitle: ${name}\n---\n\n${body}`, file, locale, 'doc', twin);
}

const values = (text: string): Record<string, unknown> => {
  const parsed = parseDefault(text);
  if (parsed.kind !== 'values') throw new Error(`prose: ${parsed.reason}`);
  return Object.fromEntries([...parsed.values].map(([build, v]) => [build, v.value]));
};

describe('Default line forms', () => {
  it('reads a single value with or without a remark', () => {
    expect(singleDefault("`'[name].js'`")?.value).toBe('[name].js');
    expect(singleDefault('`true` (off with `all: false`)')?.value).toBe(true);
    expect(singleDefault("`['browser', 'module', 'main']`")?.value).toEqual(['browser', 'module', 'main']);
    expect(singleDefault('`undefined`: the value of `exportsPresence` applies')?.value).toBeUndefined();
    expect(singleDefault("`'[name].js'`, or `'[name].mjs'` when `output.module` is `true`")?.code).toBe("'[name].js'");
  });

  it('reads values per mode and per target', () => {
    expect(values("`true` in production mode, `false` in development mode and when `mode` is `'none'`")).toMatchObject({
      'production/web': true,
      'development/node': false,
      'none/web': false,
    });
    expect(values("`30` when `mode` is `'production'` or not set, otherwise `Infinity`")).toMatchObject({
      'production/node': 30,
      'none/node': Number.POSITIVE_INFINITY,
    });
    expect(values("production: `'deterministic'`, development: `'named'`")).toEqual({
      'production/web': 'deterministic',
      'production/node': 'deterministic',
      'development/web': 'named',
      'development/node': 'named',
    });
    expect(
      values("`'fetch'` for web and web worker targets, `'async-node'` for Node.js targets, otherwise `false`"),
    ).toMatchObject({
      'none/web': 'fetch',
      'none/node': 'async-node',
    });
    expect(singleDefault('`true` in production mode, `false` otherwise')).toBeUndefined();
  });

  it('counts prose as prose', () => {
    for (const text of [
      'the value of `output.filename`',
      "`path.join(process.cwd(), 'dist')`",
      '`true` in the printed summary, `false` in the JSON',
      'depends on who starts the build:',
    ]) {
      expect(parseDefault(text).kind).toBe('prose');
    }
  });

  it('reads option names in table rows', () => {
    expect(rowOptions('[`maxAsyncRequests`](#a), [`maxInitialRequests`](#b)')).toEqual([
      'maxAsyncRequests',
      'maxInitialRequests',
    ]);
    expect(rowOptions('`devtool` (JavaScript API)')).toEqual(['devtool']);
    expect(rowOptions('`resolve.conditionNames` includes')).toBeNull();
  });
});

describe('check against @rspack/core', () => {
  let tree: OptionTree;
  let applied: AppliedOptions;
  beforeAll(() => {
    tree = loadOptionTree();
    applied = appliedOptions().applied;
  });

  it('reads resolve options per dependency type', () => {
    const prod = applied.get('production/web')!;
    expect(valueAt(prod, 'resolve.mainFields', true)).toEqual({ found: true, value: ['browser', 'module', 'main'] });
    expect(valueAt(applied.get('production/node')!, 'resolve.mainFields', true)).toEqual({
      found: true,
      value: ['module', 'main'],
    });
    expect(valueAt(prod, 'devServer.port')).toMatchObject({ found: false });
  });

  it('fails a wrong Default line at its line, per condition, and passes a right one', () => {
    const body = [
      '## output.filename {/* #outputfilename */}', // 5
      '',
      "- **Default:** `'[name].bundle.js'`", // 7
      '',
      '## output.pathinfo {/* #outputpathinfo */}',
      '', // 10
      '- **Default:** `true` in production mode, otherwise `false`',
      '',
      '## output.hashDigest {/* #outputhashdigest */}',
      '',
      "- **Default:** `'hex'`", // 15
      '',
      '## output.path {/* #outputpath */}',
      '',
      '- **Default:** the `dist` folder of the current directory',
    ].join('\n');
    const result = checkWith([page('output.mdx', body)], tree, applied, '1.5.8');
    expect(result.problems.map((p) => [p.file, p.line])).toEqual([
      ['docs/config/output.mdx', 7],
      ['docs/config/output.mdx', 11],
    ]);
    expect(result.problems[0].message).toContain("says '[name].bundle.js', Rspack applies '[name].js' (every build)");
    expect(result.problems[1].message).toContain('says true, Rspack applies false (mode production)');
    expect(result.summary.join('\n')).toContain('output: 3 compared, 1 agree, 2 differ, 1 not compared');
  });

  it('fails a wrong cell of a defaults table', () => {
    const body = [
      '## optimization.splitChunks {/* #optimizationsplitchunks */}',
      '',
      "| Option | `mode: 'production'` | `'development'` and `'none'` |",
      '| --- | --- | --- |',
      "| [`chunks`](#c) | `'async'` | same |", // 9
      '| `minSize` | `20000` | `20000` |', // 10
    ].join('\n');
    const result = checkWith([page('optimization.mdx', body)], tree, applied, '1.5.8');
    expect(result.problems.map((p) => p.line)).toEqual([10]);
    expect(result.problems[0].message).toContain(
      'default of optimization.splitChunks.minSize: says 20000, Rspack applies 10000',
    );
  });

  it('fails a Chinese Default line that names another value', () => {
    const en = page('output.mdx', "## output.hashDigest {/* #outputhashdigest */}\n\n- **Default:** `'hex'`\n");
    const zh = page(
      'output.mdx',
      "## output.hashDigest {/* #outputhashdigest */}\n\n- **默认值：** `'base64'`\n",
      'zh',
    );
    const result = checkWith([en, zh], tree, applied, '1.5.8');
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ file: `${ZH}/config/output.mdx`, line: 7 });
  });
});
