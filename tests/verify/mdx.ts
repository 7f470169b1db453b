/**
 * "MDX compiles": every page must be valid MDX, or the site build stops. The
 * usual slips are a `{` in prose or a table (read as a JavaScript expression),
 * a `<word>` read as a JSX tag, and a line starting with `import `.
 * The compiler is the @mdx-js/mdx Docusaurus uses; front matter is blanked out
 * first so line numbers still match the file.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { CheckResult, Page, Problem } from './pages';

const SCRIPT = path.join(__dirname, 'mdx-compile.mjs');

/** The source with its front matter replaced by empty lines. */
export function withoutFrontMatter(source: string): string {
  const m = /^---\n[\s\S]*?\n---\n/.exec(source);
  return m ? m[0].replace(/[^\n]/g, '') + source.slice(m[0].length) : source;
}

export function compileProblems(inputs: { file: string; source: string }[], root: string): Problem[] {
  const run = spawnSync(process.execPath, [SCRIPT], {
    cwd: root,
    input: JSON.stringify(inputs.map((i) => ({ file: i.file, source: withoutFrontMatter(i.source) }))),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`mdx-compile.mjs failed: ${run.stderr}`);
  const failures = JSON.parse(run.stdout) as { file: string; line: number; message: string }[];
  return failures.map((f) => ({ check: 'mdx', file: f.file, line: f.line, message: `not valid MDX: ${f.message}` }));
}

export function check(pages: Page[], root: string): CheckResult {
  const started = Date.now();
  const mdx = pages.filter((p) => p.file.endsWith('.mdx'));
  const problems = compileProblems(mdx, root);
  return {
    name: 'MDX compiles',
    problems,
    summary: [`${mdx.length} MDX files compiled, ${problems.length} failed, in ${((Date.now() - started) / 1000).toFixed(1)} s`],
  };
}
