/**
 * "MDX compiles": every page must be valid MDX, or the site build stops. The
 * usual slips are a `{` in prose or a table (read as a JavaScript expression),
 * a `<word>` read as a JSX tag, and a line starting with `import `.
 * The compiler is the @mdx-js/mdx Docusaurus uses; front matter is blanked out
 * first so line numbers still match the file.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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

/**
 * Components every page may use without an import: the keys the site's
 * MDXComponents wrapper adds (read from its source) and the capitalised ones
 * Docusaurus registers itself.
 */
export function globalComponents(root: string): Set<string> {
  const wrapper = fs.readFileSync(path.join(root, 'src/theme/MDXComponents.tsx'), 'utf8');
  const body = /export default \{([\s\S]*?)\};/.exec(wrapper)?.[1] ?? '';
  const own = [...body.matchAll(/^\s*([A-Z]\w*)\s*[,:]/gm)].map((m) => m[1]);
  return new Set([...own, 'Head', 'Details', 'Heading', 'Admonition', 'Mermaid']);
}

/** `<Name />` elements a page renders that it neither imports nor gets from MDXComponents. */
export function unknownComponents(page: Page, known: Set<string>): Problem[] {
  const imported = new Set(page.imports);
  return page.jsx
    .filter(({ name }) => /^[A-Z]/.test(name) && !imported.has(name) && !known.has(name))
    .map(({ name, line }) => ({
      check: 'mdx',
      file: page.file,
      line,
      message: `<${name}> is neither imported nor one of the site's MDX components`,
    }));
}

/**
 * `{name}` in prose is JavaScript that runs when the page renders: a code span
 * cut short by a backtick inside it (`` `import(`./${x}`)` ``) leaves `{x}` as
 * an expression that throws a ReferenceError and fails the build.
 */
export function strayExpressions(page: Page): Problem[] {
  return page.expressions.map(({ value, line }) => ({
    check: 'mdx',
    file: page.file,
    line,
    message: `{${value}} in the text is evaluated as JavaScript: use a code span (double backticks around code holding a backtick) or escape the brace as \\{`,
  }));
}

/**
 * A blog post's summary (above `{/* truncate *\/}`) is also shown on the blog
 * index, where `#anchor` links point at nothing: they must name the post.
 */
export function summaryAnchors(page: Page): Problem[] {
  if (page.kind !== 'blog') return [];
  const truncate = page.source.split('\n').findIndex((l) => /\{\/\*\s*truncate\s*\*\/\}/.test(l)) + 1;
  return page.links
    .filter((link) => link.url.startsWith('#') && link.line < truncate)
    .map((link) => ({
      check: 'mdx',
      file: page.file,
      line: link.line,
      message: `the summary links ${link.url}, which the blog index does not have: link ./<this post>.mdx${link.url}`,
    }));
}

/** Front matter Docusaurus would reject, and sources the MDX parser stops on. */
function parseProblems(pages: Page[]): Problem[] {
  return pages
    .filter((p) => p.parseError)
    .map((p) => ({ check: 'mdx', file: p.file, line: p.parseError!.line, message: p.parseError!.message }));
}

export function check(pages: Page[], root: string): CheckResult {
  const started = Date.now();
  const mdx = pages.filter((p) => p.file.endsWith('.mdx'));
  const known = globalComponents(root);
  const compiled = compileProblems(mdx, root);
  const failedToCompile = new Set(compiled.map((p) => p.file));
  const problems = [
    ...compiled,
    // A page the compiler rejects is reported once, by the compiler; front matter only here.
    ...parseProblems(mdx).filter((p) => !failedToCompile.has(p.file) || !p.message.startsWith('not valid MDX')),
    ...mdx.flatMap((p) => unknownComponents(p, known)),
    ...mdx.flatMap(strayExpressions),
    ...mdx.flatMap(summaryAnchors),
  ];
  return {
    name: 'MDX compiles',
    problems,
    summary: [
      `${mdx.length} MDX files compiled, ${problems.length} failed, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    ],
  };
}
