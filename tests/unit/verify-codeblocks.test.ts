/**
 * Self-test of the "Code examples type-check" check: pages parsed from inline
 * strings, checked against the real node_modules of the repository.
 */
import { check, commentElisions, rewriteConfig, ungrammaticalFences } from '../verify/codeblocks';
import { parsePage, ROOT, type Page } from '../verify/pages';

const FILE = 'docs/guide/fixture.mdx';

function page(body: string, file = FILE): Page {
  return parsePage(`---\ntitle: Fixture\n---\n\n${body}`, file, 'en', 'doc', file);
}

/** Lines of the fixture above the body: front matter (3) and a blank line. */
const OFFSET = 4;

const fence = '```';

describe('codeblocks check', () => {
  let result: ReturnType<typeof check>;
  const broken = page(
    [
      'Intro.',
      '',
      `${fence}js title="rspack.config.mjs"`,
      "import { defineConfig } from '@rspack/cli';",
      '',
      'export default defineConfig({',
      "  entry: './src/index.js',",
      "  output: { filenme: 'x' },",
      '});',
      fence,
      '',
      `${fence}js title="rspack.config.mjs"`,
      'export default {',
      "  mode: 'production',",
      '  output: {',
      "    filename: '[name].js',",
      "    filenme: 'x',",
      '  },',
      '};',
      fence,
      '',
      `${fence}js title="rspack.config.cjs"`,
      'const config = {',
      "  devtol: 'source-map',",
      '};',
      'module.exports = config;',
      fence,
      '',
      `${fence}js title="rspack.config.mjs"`,
      'export default (env, argv) => ({',
      "  mode: argv.mode ?? 'development',",
      "  output: { filename: '[name].js', clean: 'yes' },",
      '});',
      fence,
      '',
      `${fence}ts title="src/index.ts"`,
      "const count: number = 'three';",
      fence,
      '',
      `${fence}js noverify=""`,
      'whatever(',
      fence,
      '',
      `${fence}js title="rspack.config.mjs" fragment`,
      'export default {',
      "  output: { filename: '[name].js',",
      '};',
      fence,
    ].join('\n'),
  );
  const good = page(
    [
      `${fence}js title="rspack.common.mjs"`,
      "import { defineConfig } from '@rspack/cli';",
      '',
      "export default defineConfig({ entry: './src/app.js', output: { filename: '[name].js' } });",
      fence,
      '',
      `${fence}js title="rspack.config.mjs"`,
      "import { rspack } from '@rspack/core';",
      "import ReactRefreshPlugin from '@rspack/plugin-react-refresh';",
      "import common from './rspack.common.mjs';",
      '',
      'export default {',
      '  ...common,',
      '  output: { ...common.output, clean: true },',
      '  plugins: [new rspack.DefinePlugin({ VERSION: \'"1"\' }), new ReactRefreshPlugin()],',
      '};',
      fence,
      '',
      `${fence}js title="rspack.config.cjs"`,
      "const path = require('node:path');",
      '',
      'module.exports = async function config() {',
      "  return { output: { path: path.resolve(__dirname, 'dist') } };",
      '};',
      fence,
      '',
      `${fence}tsx title="src/App.tsx"`,
      'export function App({ name }: { name: string }) {',
      '  return <h1>Hello {name}</h1>;',
      '}',
      fence,
      '',
      `${fence}ts`,
      "import { App } from './components/App';",
      '',
      'console.log(App.displayName);',
      fence,
      '',
      `${fence}js title="src/hot.js"`,
      'import.meta.webpackHot?.accept();',
      'if (module.hot) module.hot.dispose(() => {});',
      fence,
      '',
      `${fence}js title="rspack.config.mjs" fragment`,
      'export default {',
      '  // ...',
      '  plugins: [new HelloPlugin(), ...],',
      '  ...',
      '};',
      fence,
      '',
      `${fence}js fragment`,
      'output: {',
      "  filename: '[name].js',",
      '},',
      fence,
      '',
      `${fence}js title="build.mjs" noverify="needs a server running on port 3000"`,
      'await fetch(',
      fence,
    ].join('\n'),
    'docs/guide/good.mdx',
  );

  beforeAll(() => {
    result = check([broken, good], ROOT);
  });

  function at(line: number): string[] {
    return result.problems.filter((p) => p.file === FILE && p.line === line + OFFSET).map((p) => p.message);
  }

  it('fails a misspelt option passed to defineConfig, naming file and line', () => {
    expect(at(8).join('\n')).toMatch(/'filenme' does not exist in type 'Output'/);
  });

  it('fails a misspelt option next to a correct one in a plain exported object', () => {
    expect(at(17).join('\n')).toMatch(/'filenme' does not exist/);
  });

  it('follows `module.exports = config` to the object it names', () => {
    expect(at(24).join('\n')).toMatch(/'devtol' does not exist/);
  });

  it('checks what a config function returns', () => {
    expect(at(32).join('\n')).toMatch(/not assignable to type 'Clean'/);
  });

  it('type-checks TypeScript blocks', () => {
    expect(at(37).join('\n')).toMatch(/Type 'string' is not assignable to type 'number'/);
  });

  it('fails an opt-out without a reason', () => {
    expect(at(40).join('\n')).toMatch(/noverify needs a reason/);
  });

  it('checks the syntax of fragments', () => {
    expect(at(47)).toEqual(["rspack.config.mjs: ',' expected. (TS1005)"]);
  });

  it('reports nothing else for the broken page', () => {
    expect(result.problems.filter((p) => p.file === FILE)).toHaveLength(7);
  });

  it('passes correct configs, JSX, HMR code, fragments with elisions and opt-outs with a reason', () => {
    expect(result.problems.filter((p) => p.file !== FILE)).toEqual([]);
  });

  it('counts typed blocks, configs, fragments and opt-outs with their reasons', () => {
    expect(result.summary[0]).toMatch(
      /^11 blocks type-checked on 2 pages in [\d.]+ s, 7 of them as Rspack configurations$/,
    );
    expect(result.summary[1]).toBe('3 fragments checked for syntax only');
    expect(result.summary[2]).toBe('2 opted out with noverify:');
    expect(result.summary).toContain('  docs/guide/good.mdx:62: needs a server running on port 3000');
  });
});

describe('config rewrite', () => {
  it('wraps the exported object without moving lines', () => {
    const source = "export default {\n  mode: 'production',\n};\n";
    const rewritten = rewriteConfig(source, 'rspack.config.mjs')!;
    expect(rewritten).toBe("export default /** @satisfies {__RspackConfigExport} */ ({\n  mode: 'production',\n});\n");
  });

  it('uses `satisfies` in TypeScript', () => {
    expect(rewriteConfig('export default { mode: "none" };', 'rspack.config.ts')).toBe(
      'export default ({ mode: "none" }) satisfies __RspackConfigExport;',
    );
  });

  it('reports a config file that exports nothing', () => {
    expect(rewriteConfig('const config = {};', 'rspack.config.mjs')).toBeUndefined();
  });
});

describe('fragment elisions', () => {
  it('comments out elisions and leaves spreads alone', () => {
    expect(commentElisions('[a, ...]')).toBe('[a, /* ... */]');
    expect(commentElisions('{ ..., a }')).toBe('{ /* ... */ a }');
    expect(commentElisions('  ...')).toBe('  /* ... */');
    expect(commentElisions('[...rest]')).toBe('[...rest]');
    expect(commentElisions("'Loading...'")).toBe("'Loading...'");
  });
});

describe('fence languages', () => {
  it('fails a fence whose language has no grammar, and passes the aliases the highlighter knows', () => {
    const pages = [
      page('```kotlin\nval a = 1\n```\n', 'docs/unknown.mdx'),
      page('```javascript\nconst a = 1;\n```\n\n```vue\n<template><p /></template>\n```\n', 'docs/aliases.mdx'),
    ];
    expect(ungrammaticalFences(pages).map((p) => [p.file, p.line, p.message.slice(0, 44)])).toEqual([
      ['docs/unknown.mdx', 5, 'no grammar for the fence language "kotlin": '],
    ]);
  });

  it('type-checks blocks tagged javascript or typescript like js and ts', () => {
    const bad = page('```typescript title="a.ts"\nconst a: number = "x";\n```\n', 'docs/long-names.mdx');
    expect(check([bad], ROOT).problems.map((p) => p.file)).toEqual(['docs/long-names.mdx']);
  });
});

describe('0.x docs', () => {
  const config = (body: string) =>
    `${fence}js title="rspack.config.mjs"\nimport { defineConfig } from '@rspack/cli';\n\nexport default defineConfig({\n${body}\n});\n${fence}\n`;

  it('type-checks blocks of the 0.x version against @rspack/core 0.7, the current docs against 1.5', () => {
    // resolve.tsConfigPath was replaced by resolve.tsConfig in 1.0.
    const future = config("  resolve: { tsConfigPath: './tsconfig.json' },");
    const old = page(future, 'versioned_docs/version-0.x/config/experiments.mdx');
    const current = page(future, 'docs/config/experiments-fixture.mdx');
    const files = check([old, current], ROOT).problems.map((p) => p.file);
    expect(files).toEqual(['docs/config/experiments-fixture.mdx']);
  });

  it('fails an option 0.7 does not have on a 0.x page', () => {
    const old = page(config('  lazyCompilation: true,'), 'versioned_docs/version-0.x/config/lazy.mdx');
    expect(check([old], ROOT).problems.map((p) => p.file)).toEqual(['versioned_docs/version-0.x/config/lazy.mdx']);
  });
});
