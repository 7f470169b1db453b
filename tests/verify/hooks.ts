/**
 * Check "Every hook is documented": the converse of the hook part of
 * exports.ts. That check fails a heading that names no real hook; this one
 * fails a real hook that no heading names. The hooks come from the same tiny
 * build (`loadHookOwners`), per owner: compiler, compilation, normalModule,
 * normalModuleFactory, contextModuleFactory, javascriptModulesPlugin,
 * runtimePlugin, statsFactory and statsPrinter. A new Rspack release that adds
 * a hook therefore fails here until a plugin API page documents it.
 *
 * A heading documents a hook for an owner when it names the owner
 * (`## statsFactory.hooks.extract`, `### NormalModule.hooks.loader`) or when
 * it is unqualified (`## hooks.emit`) on the page of exactly one owner that
 * has the hook (compiler-hooks.mdx -> compiler; on stats-hooks.mdx the hook
 * must belong to only one of statsFactory and statsPrinter). Each language is
 * counted on its own, so a Chinese page that lags behind fails too.
 */
import path from 'node:path';
import { hookHeadings, isPluginApiPage, loadHookOwners, pageOwners, type HookOwners } from './exports';
import { ROOT, type CheckResult, type Locale, type Page, type Problem } from './pages';

const CHECK = 'hooks';
const ZH_DOCS = 'i18n/zh/docusaurus-plugin-content-docs/current';

/** The page that documents each owner's hooks (a missing hook is reported there). */
export const OWNER_PAGES: Record<string, string> = {
  compiler: 'compiler-hooks.mdx',
  compilation: 'compilation-hooks.mdx',
  normalModule: 'compilation-hooks.mdx',
  normalModuleFactory: 'normal-module-factory-hooks.mdx',
  contextModuleFactory: 'context-module-factory-hooks.mdx',
  javascriptModulesPlugin: 'javascript-modules-plugin-hooks.mdx',
  runtimePlugin: 'runtime-plugin-hooks.mdx',
  statsFactory: 'stats-hooks.mdx',
  statsPrinter: 'stats-hooks.mdx',
};

/** How an owner is written in the message of a missing hook. */
const OWNER_LABEL: Record<string, string> = {
  normalModule: 'NormalModule.getCompilationHooks(compilation)',
  javascriptModulesPlugin: 'JavascriptModulesPlugin.getCompilationHooks(compilation)',
  runtimePlugin: 'RuntimePlugin.getCompilationHooks(compilation)',
};

export function pageFile(owner: string, locale: Locale): string {
  const base = `api/plugin-api/${OWNER_PAGES[owner] ?? 'index.mdx'}`;
  return locale === 'en' ? `docs/${base}` : `${ZH_DOCS}/${base}`;
}

/** Hooks per owner that the headings of one language's plugin API pages document. */
export function documentedHooks(pages: Page[], owners: HookOwners, locale: Locale): Record<string, Set<string>> {
  const documented: Record<string, Set<string>> = Object.fromEntries(
    Object.keys(owners).map((o) => [o, new Set<string>()]),
  );
  for (const page of pages.filter((p) => p.locale === locale && isPluginApiPage(p))) {
    const candidates = pageOwners(page, owners);
    // A page named after no owner (index.mdx) documents only qualified headings.
    const named = candidates.length < Object.keys(owners).length;
    for (const heading of hookHeadings(page)) {
      if (heading.owner) {
        documented[heading.owner]?.add(heading.hook);
        continue;
      }
      const having = named ? candidates.filter((o) => owners[o].has(heading.hook)) : [];
      if (having.length === 1) documented[having[0]].add(heading.hook);
    }
  }
  return documented;
}

export interface Coverage {
  owner: string;
  total: number;
  /** Documented hooks per language. */
  documented: Record<Locale, number>;
}

export function checkHookCoverage(pages: Page[], owners: HookOwners): { problems: Problem[]; coverage: Coverage[] } {
  const problems: Problem[] = [];
  const byLocale = {
    en: documentedHooks(pages, owners, 'en'),
    zh: documentedHooks(pages, owners, 'zh'),
  };
  const coverage: Coverage[] = [];
  for (const [owner, hooks] of Object.entries(owners)) {
    const documented = { en: 0, zh: 0 };
    for (const locale of ['en', 'zh'] as const) {
      for (const hook of [...hooks].sort()) {
        if (byLocale[locale][owner].has(hook)) {
          documented[locale] += 1;
          continue;
        }
        problems.push({
          check: CHECK,
          file: pageFile(owner, locale),
          line: 1,
          message: `${OWNER_LABEL[owner] ?? owner}.hooks.${hook} exists in the installed @rspack/core, but no heading documents it (write \`## hooks.${hook}\` on ${OWNER_PAGES[owner] ?? 'its page'})`,
        });
      }
    }
    coverage.push({ owner, total: hooks.size, documented });
  }
  return { problems, coverage };
}

/** `compiler hooks: 30/30 documented`, with the Chinese count when it differs. */
export function coverageLine(c: Coverage): string {
  const zh = c.documented.zh === c.documented.en ? '' : ` (zh ${c.documented.zh}/${c.total})`;
  return `${c.owner} hooks: ${c.documented.en}/${c.total} documented${zh}`;
}

export async function check(pages: Page[], root: string = ROOT): Promise<CheckResult> {
  const started = Date.now();
  const owners = await loadHookOwners(root);
  const { problems, coverage } = checkHookCoverage(pages, owners);
  return {
    name: 'Every hook is documented',
    problems,
    summary: [
      ...coverage.map(coverageLine),
      `hooks read from a test build with ${path.relative(root, require.resolve('@rspack/core/package.json', { paths: [root] }))}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    ],
  };
}
