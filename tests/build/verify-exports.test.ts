/**
 * Self-tests of the "Exports exist" check (tests/verify/exports.ts): exports
 * of @rspack/core named on pages, CLI flags read from @rspack/cli's help, and
 * hook headings of plugin API pages checked against a real build.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { parsePage, ROOT, type Page } from '../verify/pages';
import {
  checkCliFlags,
  checkExportRefs,
  checkHookHeadings,
  hookInHeading,
  loadCliSpec,
  loadHookOwners,
  parseCommandFlags,
  parseCommandList,
  type CliSpec,
  type ExportTruth,
  type HookOwners,
} from '../verify/exports';

const ZH = 'i18n/zh/docusaurus-plugin-content-docs/current';

function docPage(relative: string, body: string, locale: Page['locale'] = 'en'): Page {
  const file = locale === 'en' ? `docs/${relative}` : `${ZH}/${relative}`;
  const twin = locale === 'en' ? `${ZH}/${relative}` : `docs/${relative}`;
  return parsePage(`---\ntitle: Test\n---\n\n${body}`, file, locale, 'doc', twin);
}

describe('exports of @rspack/core', () => {
  const truth: ExportTruth = {
    module: createRequire(path.join(ROOT, 'package.json'))('@rspack/core'),
    typeNames: () => new Set(['Configuration', 'SwcLoaderOptions']),
  };

  it('fails on an unknown plugin, naming file and line', () => {
    const page = docPage(
      'plugins/webpack/foo-plugin.mdx',
      '# FooPlugin\n\nUse `rspack.FooPlugin`:\n\n```js\nnew rspack.optimize.FooPlugin();\n```\n',
    );
    const { problems } = checkExportRefs([page], truth);
    expect(problems.map((p) => `${p.file}:${p.line}`)).toEqual([
      'docs/plugins/webpack/foo-plugin.mdx:7',
      'docs/plugins/webpack/foo-plugin.mdx:10',
    ]);
    expect(problems[0].message).toContain('no export "FooPlugin"');
    expect(problems[1].message).toContain('rspack.optimize has no export "FooPlugin"');
  });

  it('passes real exports in every form', () => {
    const body = [
      '`rspack.DefinePlugin` and `rspack.optimize.SplitChunksPlugin`, `rspack.experiments.swc.transform()`.',
      '',
      '```js title="rspack.config.mjs"',
      "import { rspack, DefinePlugin as Define, type Configuration } from '@rspack/core';",
      "import type { RspackPluginInstance } from '@rspack/core';",
      "import { SwcLoaderOptions } from '@rspack/core';",
      "const { HtmlRspackPlugin } = require('@rspack/core');",
      'new rspack.container.ModuleFederationPlugin({});',
      'compiler.rspack.sources.RawSource;',
      '```',
      '',
      'Files such as `rspack.config.mjs`, `rspack.config.*`, `rspack.pftrace` and https://rspack.rs/guide are not exports.',
    ].join('\n');
    const { problems, refs } = checkExportRefs(
      [docPage('guide/a.mdx', body), docPage('guide/a.mdx', body, 'zh')],
      truth,
    );
    expect(problems).toEqual([]);
    expect(refs).toBe(2 * 9);
  });

  it('fails on an unknown import from @rspack/core and on an unknown member anywhere', () => {
    const page = docPage(
      'api/index.mdx',
      "```js\nimport { DefinePlugin, DefinPlugin } from '@rspack/core';\n```\n\nSee `compiler.webpack.Foo`.\n",
      'zh',
    );
    const { problems } = checkExportRefs([page], truth);
    expect(problems.map((p) => [p.file, p.line])).toEqual([
      [`${ZH}/api/index.mdx`, 6],
      [`${ZH}/api/index.mdx`, 9],
    ]);
  });
});

describe('CLI flags', () => {
  let spec: CliSpec;
  beforeAll(async () => {
    spec = await loadCliSpec();
  });

  it('reads commands, aliases and flags from the installed CLI', () => {
    const build = spec.commands.find((c) => c.name === 'build')!;
    const serve = spec.commands.find((c) => c.name === 'serve')!;
    expect(spec.defaultCommand).toBe('build');
    expect(serve.aliases).toEqual(expect.arrayContaining(['dev', 's']));
    expect(spec.commands.find((c) => c.name === 'preview')!.aliases).toEqual(['p']);
    for (const flag of [
      '--config-name',
      '--configName',
      '-c',
      '--watch',
      '--no-watch',
      '--output-path',
      '--outputPath',
    ]) {
      expect(build.flags).toContain(flag);
    }
    expect(build.flags).not.toContain('--hot');
    expect(serve.flags).toContain('--no-hot');
    expect(build.flags).not.toContain('--no-mode'); // a string option cannot be negated
  });

  it('fails on an unknown flag, naming file and line', () => {
    const page = docPage('api/cli.mdx', '```bash\nnpx rspack build --mode production --minify\n```\n');
    const { problems } = checkCliFlags([page], spec);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'docs/api/cli.mdx', line: 6 });
    expect(problems[0].message).toBe('--minify is not accepted by rspack build (@rspack/cli --help)');
  });

  it('checks a flag against the command it is given to', () => {
    const body = [
      '```bash',
      'rspack build --hot', // serve only
      'rspack dev --hot --no-hot --port 3000 -c ./rspack.dev.mjs',
      'rspack --mode=development -wm production', // the default command, combined short flags
      'npx rspack preview dist --open',
      '```',
      '',
      'In package.json: `"build": "rspack build --config-name web"`.',
    ].join('\n');
    const { problems } = checkCliFlags([docPage('guide/start/quick-start.mdx', body)], spec);
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '6: --hot is not accepted by rspack build (@rspack/cli --help)',
    ]);
  });

  it('reads flag tables of CLI pages by their command column', () => {
    const body = [
      '| Flag | Commands | What it does |',
      '| --- | --- | --- |',
      '| `-c`, `--config <path>` | all | Config file. |',
      '| `--analyze` | serve | Wrong: build only. |',
      '| `--port <number>` | serve、preview | Port. |',
      '| `--version` | 全部 | `build` also accepts `-v`. |',
      '',
      '## rspack preview',
      '',
      'Pass `--public-path` or `--entry`.',
    ].join('\n');
    const { problems } = checkCliFlags([docPage('api/cli.mdx', body, 'zh')], spec);
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      `${ZH}/api/cli.mdx:8: --analyze is not accepted by rspack serve (@rspack/cli --help)`,
      `${ZH}/api/cli.mdx:14: --entry is not accepted by rspack preview (@rspack/cli --help)`,
    ]);
  });

  it('leaves flags of other programs and CSS custom properties alone outside the CLI pages', () => {
    const body = [
      '| `-t, --template <name>` | create-rspack template |',
      '',
      'Run `tsc --noEmit`, or set `NODE_OPTIONS=--experimental-strip-types`.',
      '',
      'The custom property `--accent` is lowered too; `rspack build` shows it.',
    ].join('\n');
    expect(checkCliFlags([docPage('guide/start/quick-start.mdx', body)], spec).problems).toEqual([]);
  });

  it('reads command tables on other pages for the command of the row', () => {
    const body =
      '| `rspack build` | `rspack b` | `--watch` keeps it running. |\n| `rspack preview` | | `--watch` too. |\n';
    const { problems } = checkCliFlags([docPage('guide/start/quick-start.mdx', body)], spec);
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '6: --watch is not accepted by rspack preview (@rspack/cli --help)',
    ]);
  });

  it('parses yargs help text', () => {
    const help = [
      'Commands:',
      '  rspack build    run the build      [default] [aliases: bundle, b]',
      '  rspack preview [dir]  run the rspack server for build output',
      '                                                           [aliases: preview, p]',
      '',
      'Options:',
      '  -w, --watch         watch                           [boolean] [default: false]',
      '      --configName    Name of the configuration to use.                  [array]',
      '      --profile       capture timing information for each module',
      '                                                      [boolean] [default: false]',
      '      --port          port                                              [number]',
    ].join('\n');
    expect(parseCommandList(help)).toEqual({
      commands: [
        { name: 'build', aliases: ['bundle', 'b'] },
        { name: 'preview', aliases: ['p'] },
      ],
      defaultCommand: 'build',
    });
    expect([...parseCommandFlags(help)].sort()).toEqual(
      ['--config-name', '--configName', '--no-profile', '--no-watch', '--port', '--profile', '--watch', '-w'].sort(),
    );
  });
});

describe('hook headings', () => {
  let owners: HookOwners;
  beforeAll(async () => {
    owners = await loadHookOwners();
  });

  it('collects hooks from a real build', () => {
    expect(owners.compiler).toContain('emit');
    expect(owners.compilation).toContain('processAssets');
    expect(owners.normalModuleFactory).toContain('beforeResolve');
    expect(owners.contextModuleFactory).toContain('afterResolve');
    expect(owners.javascriptModulesPlugin).toContain('chunkHash');
    expect(owners.runtimePlugin).toContain('createScript');
    expect(owners.statsFactory).toContain('extract');
    expect(owners.statsPrinter).toContain('print');
  });

  it('reads hook headings and leaves prose headings alone', () => {
    expect(hookInHeading('hooks.emit')).toEqual({ owner: null, hook: 'emit' });
    expect(hookInHeading('`compilation.hooks.processAssets`')).toEqual({ owner: 'compilation', hook: 'processAssets' });
    expect(hookInHeading('JavascriptModulesPlugin.hooks.chunkHash')).toEqual({
      owner: 'javascriptModulesPlugin',
      hook: 'chunkHash',
    });
    expect(hookInHeading('Example')).toBeNull();
    expect(hookInHeading('Process assets stages')).toBeNull();
  });

  it('fails on an unknown hook heading and passes hooks.emit', () => {
    const page = docPage(
      'api/plugin-api/compiler-hooks.mdx',
      '# Compiler hooks\n\n## hooks.emit\n\n## Example\n\n## hooks.emitt\n',
    );
    const { problems, hooks } = checkHookHeadings([page], owners);
    expect(hooks).toBe(2);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'docs/api/plugin-api/compiler-hooks.mdx', line: 11 });
    expect(problems[0].message).toBe('"emitt" is not a hook of compiler in the installed @rspack/core');
  });

  it('resolves the owner by page name or by the heading', () => {
    const compilation = docPage(
      'api/plugin-api/compilation-hooks.mdx',
      '## hooks.processAssets\n\n### `seal`\n\n## hooks.emit\n',
      'zh',
    );
    const factory = docPage(
      'api/plugin-api/normal-module-factory-hooks.mdx',
      '## hooks.beforeResolve\n\n## compiler.hooks.done\n',
    );
    const stats = docPage(
      'api/plugin-api/stats-hooks.mdx',
      '## statsFactory.hooks.extract\n\n## hooks.print\n\n## plugin.hooks.x\n',
    );
    const { problems } = checkHookHeadings([compilation, factory, stats], owners);
    expect(problems.map((p) => `${p.file}:${p.line}`)).toEqual([
      `${ZH}/api/plugin-api/compilation-hooks.mdx:9`, // emit is a compiler hook
      'docs/api/plugin-api/stats-hooks.mdx:9', // unknown owner
    ]);
  });
});
