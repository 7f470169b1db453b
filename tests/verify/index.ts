/**
 * `npm run verify`: every check that keeps the docs true to Rspack 1.5.
 * Each check gets the parsed pages and returns problems (file:line) and
 * summary lines; this runs them all and prints one report.
 */
import { formatProblem, loadPages, ROOT, type CheckResult, type Page } from './pages';

export type Check = (pages: Page[], root: string) => Promise<CheckResult> | CheckResult;

/** The checks, in the order their summaries are printed. */
export async function loadChecks(): Promise<Check[]> {
  const modules = [
    await import('./placeholders'),
    await import('./mdx'),
    await import('./codeblocks'),
    await import('./examples'),
    await import('./options'),
    await import('./defaults'),
    await import('./optionlinks'),
    await import('./exports'),
    await import('./plugins'),
    await import('./cli'),
    await import('./loadercontext'),
    await import('./hooks'),
    await import('./parity'),
    await import('./anchors'),
    await import('./prose'),
    await import('./terms'),
  ];
  return modules.map((m) => m.check);
}

export async function verify(root: string = ROOT): Promise<CheckResult[]> {
  const pages = loadPages(root);
  const results: CheckResult[] = [];
  for (const check of await loadChecks()) {
    results.push(await check(pages, root));
  }
  return results;
}

async function main(): Promise<void> {
  const started = Date.now();
  const results = await verify();
  const problems = results.flatMap((r) => r.problems);
  for (const r of results) {
    console.log(`\n${r.name}`);
    for (const line of r.summary) console.log(`  ${line}`);
  }
  if (problems.length) {
    console.log(`\n${problems.length} problem(s):`);
    for (const p of problems) console.log(`  ${formatProblem(p)}`);
  }
  console.log(`\nverify: ${problems.length ? 'FAILED' : 'ok'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exitCode = problems.length ? 1 : 0;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
