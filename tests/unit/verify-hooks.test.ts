/**
 * Self-test of the "Every hook is documented" check (tests/verify/hooks.ts):
 * hooks of a real build that no plugin API heading names fail, per owner and
 * per language, and the coverage per owner is counted.
 */
import { parsePage, type Page } from '../verify/pages';
import { loadHookOwners, type HookOwners } from '../verify/exports';
import { check, checkHookCoverage, coverageLine, documentedHooks } from '../verify/hooks';

const ZH = 'i18n/zh/docusaurus-plugin-content-docs/current';

function docPage(relative: string, body: string, locale: Page['locale'] = 'en'): Page {
  const file = locale === 'en' ? `docs/${relative}` : `${ZH}/${relative}`;
  const twin = locale === 'en' ? `${ZH}/${relative}` : `docs/${relative}`;
  return parsePage(`---\ntitle: Test\n---\n\n${body}`, file, locale, 'doc', twin);
}

/** The same page in both languages. */
const both = (relative: string, body: string): Page[] => [docPage(relative, body), docPage(relative, body, 'zh')];

const headings = (hooks: string[], prefix = 'hooks.'): string =>
  hooks.map((h) => `## ${prefix}${h} {/* #${h.replace(/\W/g, '').toLowerCase()} */}\n`).join('\n');

const OWNERS: HookOwners = {
  compiler: new Set(['emit', 'done']),
  compilation: new Set(['processAssets', 'seal']),
  normalModule: new Set(['loader']),
  statsFactory: new Set(['extract', 'result']),
  statsPrinter: new Set(['print', 'result']),
};

describe('hook coverage', () => {
  it('fails on a hook no heading documents, naming the owner page in each language', () => {
    const pages = [
      ...both('api/plugin-api/compiler-hooks.mdx', headings(['emit', 'done'])),
      docPage(
        'api/plugin-api/compilation-hooks.mdx',
        `${headings(['processAssets', 'seal'])}\n### NormalModule.hooks.loader\n`,
      ),
      docPage('api/plugin-api/compilation-hooks.mdx', headings(['processAssets']), 'zh'),
      ...both(
        'api/plugin-api/stats-hooks.mdx',
        headings(
          [
            'statsFactory.hooks.extract',
            'statsFactory.hooks.result',
            'statsPrinter.hooks.print',
            'statsPrinter.hooks.result',
          ],
          '',
        ),
      ),
    ];
    const { problems, coverage } = checkHookCoverage(pages, OWNERS);
    expect(problems.map((p) => `${p.file}: ${p.message.split(' exists')[0]}`)).toEqual([
      `${ZH}/api/plugin-api/compilation-hooks.mdx: compilation.hooks.seal`,
      `${ZH}/api/plugin-api/compilation-hooks.mdx: NormalModule.getCompilationHooks(compilation).hooks.loader`,
    ]);
    expect(coverage.map(coverageLine)).toEqual([
      'compiler hooks: 2/2 documented',
      'compilation hooks: 2/2 documented (zh 1/2)',
      'normalModule hooks: 1/1 documented (zh 0/1)',
      'statsFactory hooks: 2/2 documented',
      'statsPrinter hooks: 2/2 documented',
    ]);
  });

  it('does not count an unqualified heading owned by two objects, nor prose or index headings', () => {
    const pages = [
      docPage('api/plugin-api/stats-hooks.mdx', headings(['extract', 'print', 'result'])),
      docPage('api/plugin-api/index.mdx', '## hooks.emit\n\n## Compiler hooks\n\n## compiler.hooks.done\n'),
    ];
    const documented = documentedHooks(pages, OWNERS, 'en');
    expect([...documented.statsFactory]).toEqual(['extract']);
    expect([...documented.statsPrinter]).toEqual(['print']);
    expect([...documented.compiler]).toEqual(['done']);
  });

  it('runs against a real build and reports every undocumented hook', async () => {
    const owners = await loadHookOwners();
    const pages = both('api/plugin-api/compiler-hooks.mdx', headings([...owners.compiler].filter((h) => h !== 'emit')));
    const result = await check(pages);
    const compilerProblems = result.problems.filter((p) => p.message.startsWith('compiler.hooks.'));
    expect(compilerProblems.map((p) => p.file)).toEqual([
      'docs/api/plugin-api/compiler-hooks.mdx',
      `${ZH}/api/plugin-api/compiler-hooks.mdx`,
    ]);
    expect(compilerProblems[0].message).toContain('compiler.hooks.emit exists in the installed @rspack/core');
    expect(result.summary).toContain(`compiler hooks: ${owners.compiler.size - 1}/${owners.compiler.size} documented`);
    expect(result.summary).toContain(`runtimePlugin hooks: 0/${owners.runtimePlugin.size} documented`);
  });
});
