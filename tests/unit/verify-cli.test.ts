/**
 * Self-tests of the "CLI reference complete" check (tests/verify/cli.ts):
 * options read from @rspack/cli's help, and the CLI page failing when a flag
 * has no entry, an alias is not mentioned or a heading names no real flag.
 */
import { parsePage, type Page } from '../verify/pages';
import {
  checkCliReference,
  headingFlags,
  loadCliOptions,
  mergeOptions,
  parseHelpOptions,
  type CliOption,
} from '../verify/cli';

const ZH = 'i18n/zh/docusaurus-plugin-content-docs/current';

function cliPage(body: string, locale: Page['locale'] = 'en'): Page {
  const file = locale === 'en' ? 'docs/api/cli.mdx' : `${ZH}/api/cli.mdx`;
  const twin = locale === 'en' ? `${ZH}/api/cli.mdx` : 'docs/api/cli.mdx';
  return parsePage(`---\ntitle: CLI\n---\n\n${body}`, file, locale, 'doc', twin);
}

const OPTIONS: CliOption[] = [
  { name: 'config', alias: 'c', commands: ['build', 'serve', 'preview'] },
  { name: 'public-path', commands: ['preview'] },
  { name: 'hot', commands: ['serve'] },
];

const COMPLETE = [
  '## Flags {/* #flags */}',
  '',
  '### --config, -c {/* #--config */}',
  '',
  'Loads another file.',
  '',
  '### --publicPath {/* #--public-path */}',
  '',
  '### --hot {/* #--hot */}',
  '',
  '- **Alias:** none',
].join('\n');

describe('CLI reference', () => {
  it('passes a page with an entry for every flag, in both languages', () => {
    const { problems, coverage } = checkCliReference([cliPage(COMPLETE), cliPage(COMPLETE, 'zh')], OPTIONS);
    expect(problems).toEqual([]);
    expect(coverage.map((c) => `${c.locale} ${c.documented}/${c.total}`)).toEqual(['en 3/3', 'zh 3/3']);
  });

  it('fails when a flag of the help output has no entry, naming the page and the Flags heading', () => {
    const zh = COMPLETE.replace('### --hot {/* #--hot */}', '### 热更新 {/* #hot */}');
    const { problems, coverage } = checkCliReference([cliPage(COMPLETE), cliPage(zh, 'zh')], OPTIONS);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ check: 'cli', file: `${ZH}/api/cli.mdx`, line: 5 });
    expect(problems[0].message).toContain('--hot (rspack serve) has no entry');
    expect(coverage[1].documented).toBe(2);
  });

  it('fails when the page is missing in one language', () => {
    const { problems } = checkCliReference([cliPage(COMPLETE)], OPTIONS);
    expect(problems.map((p) => `${p.file}: ${p.message}`)).toEqual([
      `${ZH}/api/cli.mdx: the CLI reference page is missing`,
    ]);
  });

  it('fails on an entry that leaves out the alias and on a heading that names no flag', () => {
    const body =
      COMPLETE.replace('### --config, -c {/* #--config */}', '### --config {/* #--config */}') +
      '\n\n### --minify {/* #--minify */}\n';
    const { problems } = checkCliReference([cliPage(body), cliPage(COMPLETE, 'zh')], OPTIONS);
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '7: the entry of --config does not mention its alias -c',
      '17: --minify is not a flag of any rspack command (@rspack/cli --help)',
    ]);
  });

  it('reads flags from headings in either spelling', () => {
    expect(headingFlags('--config, -c')).toEqual(['config']);
    expect(headingFlags('`--outputPath`, `-o`')).toEqual(['output-path']);
    expect(headingFlags('Environment variables')).toEqual([]);
  });

  it('parses yargs help and merges the commands', () => {
    const build = [
      'rspack build',
      '',
      'Options:',
      '  -c, --config        config file                                       [string]',
      '      --configName    Name of the configuration to use.                  [array]',
      '      --profile       capture timing information for each module',
      '                                                      [boolean] [default: false]',
    ].join('\n');
    const preview = [
      'rspack preview [dir]',
      '',
      'Positionals:',
      '  dir  directory want to preview   [string]',
      '',
      'Options:',
      '      --publicPath    static resource server path   [string]',
    ].join('\n');
    expect(parseHelpOptions(build)).toEqual([
      { name: 'config', alias: 'c' },
      { name: 'config-name' },
      { name: 'profile' },
    ]);
    expect(
      mergeOptions([
        { command: 'build', help: build },
        { command: 'preview', help: preview },
      ]),
    ).toEqual([
      { name: 'config', alias: 'c', commands: ['build'] },
      { name: 'config-name', commands: ['build'] },
      { name: 'profile', commands: ['build'] },
      { name: 'public-path', commands: ['preview'] },
    ]);
  });

  it('reads every option of build, serve and preview from the installed CLI', async () => {
    const options = await loadCliOptions();
    const names = options.map((o) => o.name);
    for (const name of [
      'config',
      'config-loader',
      'node-env',
      'output-path',
      'devtool',
      'json',
      'hot',
      'public-path',
      'server',
    ]) {
      expect(names).toContain(name);
    }
    expect(options.find((o) => o.name === 'port')!.commands).toEqual(['serve', 'preview']);
    expect(options.find((o) => o.name === 'output-path')!.alias).toBe('o');
    expect(names).not.toContain('dir'); // a positional, not a flag
  });
});
