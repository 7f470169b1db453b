/**
 * Prose hygiene: English prose is spelt right (cspell with the project word
 * list in cspell.json + tests/verify/words.txt) and Chinese pages follow the
 * spacing and punctuation rules of CONTRIBUTING.md (autocorrect). Placeholder words
 * are a check of their own (placeholders.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lintFor, loadConfig } from 'autocorrect-node';
import type { CheckResult, Page, Problem } from './pages';

/** One line of prose to spell-check, already masked, and where it came from. */
export interface ProseLine {
  file: string;
  line: number;
  text: string;
}

/** Front matter keys whose values readers see as text. */
const VISIBLE_FRONT_MATTER = /^(title|description|sidebar_label):\s*(.*)$/;

/**
 * Replaces the parts of a Markdown line that are not English prose with spaces
 * (so columns still match): inline code, link targets, URLs, tags, JSX
 * expressions and admonition markers.
 */
export function maskProse(text: string): string {
  const blank = (s: string): string => ' '.repeat(s.length);
  return (
    text
      // MDX comments are not prose, but cspell directives (`{/* cspell:ignore Spack */}`) are kept for cspell.
      .replace(/\{\/\*.*?\*\/\}/g, (m) => {
        const directive = /^\{\/\*\s*(cspell:.*?)\s*\*\/\}$/.exec(m);
        return directive ? directive[1].padEnd(m.length) : blank(m);
      })
      .replace(/<!--.*?-->/g, blank)
      .replace(/(`+)[^`]*?\1/g, blank)
      .replace(/\]\([^)]*\)/g, (m) => `]${blank(m.slice(1))}`)
      .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/, blank)
      .replace(/\b(?:https?|mailto):\S+/g, blank)
      .replace(/\b[\w.+-]+@[\w-]+\.[\w.]+\b/g, blank)
      // GitHub handles and npm scopes (`@hardfist`, `@rspack/core`) are identifiers, not words.
      .replace(/(^|[\s[(])@[\w./-]+/g, (m, lead: string) => lead + blank(m.slice(lead.length)))
      .replace(/<\/?[A-Za-z][^>]*>/g, blank)
      .replace(/\{[^{}]*\}/g, blank)
      .replace(/^(\s*):::\w*/, (m) => blank(m))
      .replace(/&\w+;/g, blank)
  );
}

/** Line numbers (1-based) of the fences and code of a page's code blocks. */
function codeLines(page: Page): Set<number> {
  const lines = new Set<number>();
  for (const block of page.blocks) {
    const last = block.line + block.code.split('\n').length + 1;
    for (let n = block.line; n <= last; n += 1) lines.add(n);
  }
  return lines;
}

/**
 * Line numbers (1-based) of the attribute lines of JSX elements written over
 * several lines (`<PackageManagerTabs` … `/>`): they are code, not prose.
 */
function jsxAttributeLines(page: Page): Set<number> {
  const code = codeLines(page);
  const inside = new Set<number>();
  let open = false;
  page.source.split('\n').forEach((text, i) => {
    if (code.has(i + 1)) {
      open = false;
    } else if (open) {
      inside.add(i + 1);
      if (/>\s*$/.test(text)) open = false;
    } else if (/^\s*<[A-Za-z][\w.]*(\s[^>]*)?$/.test(text)) {
      open = true;
    }
  });
  return inside;
}

/** The English prose of a page: visible front matter values and prose lines, masked. */
export function englishProse(page: Page): ProseLine[] {
  const out: ProseLine[] = [];
  const lines = page.source.split('\n');
  if (lines[0] === '---') {
    for (let i = 1; i < lines.length && lines[i] !== '---'; i += 1) {
      const m = VISIBLE_FRONT_MATTER.exec(lines[i]);
      if (m)
        out.push({
          file: page.file,
          line: i + 1,
          text: `${' '.repeat(lines[i].length - m[2].length)}${maskProse(m[2])}`,
        });
    }
  }
  const attributes = jsxAttributeLines(page);
  for (const { text, line } of page.prose) {
    if (!attributes.has(line)) out.push({ file: page.file, line, text: maskProse(text) });
  }
  return out;
}

const WORD = /[A-Za-z][A-Za-z']*[A-Za-z]|[A-Za-z]/g;

function countWords(lines: ProseLine[]): number {
  return lines.reduce((n, l) => n + (l.text.match(WORD)?.length ?? 0), 0);
}

interface SpellResult {
  problems: Problem[];
  words: number;
  lines: number;
}

/**
 * Writes the masked prose of each English page to a temporary `<page>.txt`
 * (same line numbers, other lines left empty) and runs the cspell binary once
 * over all of them. One process keeps it to a few seconds, and one file per
 * page keeps a page's `cspell:ignore` directive to that page.
 */
export function spellCheck(pages: Page[], root: string): SpellResult {
  const english = pages.filter((p) => p.locale === 'en');
  const all = english.flatMap(englishProse);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-prose-'));
  try {
    for (const page of english) {
      const text = new Array<string>(page.source.split('\n').length).fill('');
      for (const l of all.filter((p) => p.file === page.file)) text[l.line - 1] = l.text;
      const out = path.join(dir, `${page.file}.txt`);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, text.join('\n'));
    }
    return { problems: runCspell(dir, root), words: countWords(all), lines: all.length };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function runCspell(dir: string, root: string): Problem[] {
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'cspell', 'bin.mjs'),
      'lint',
      '--config',
      path.join(root, 'cspell.json'),
      '--root',
      dir,
      '--no-progress',
      '--no-summary',
      '--no-color',
      '--no-must-find-files',
      '--issue-template',
      '$filename\t$row\t$text\t$quickFix',
      '**/*.txt',
    ],
    { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  // Exit 1 means "issues found"; anything else means cspell itself failed.
  if (run.status !== 0 && run.status !== 1) {
    throw new Error(`cspell failed (${run.status ?? run.signal}): ${run.stderr || run.error?.message}`);
  }
  const problems: Problem[] = [];
  for (const row of run.stdout.split('\n')) {
    const m = /^(.+)\.txt\t(\d+)\t([^\t]*)\t?(.*)$/.exec(row);
    if (!m) continue;
    const fix = m[4] ? ` (${m[4]})` : '';
    problems.push({
      check: 'spelling',
      file: m[1].split(path.sep).join('/'),
      line: Number(m[2]),
      message: `unknown word "${m[3]}"${fix}: fix the typo or, if it is a real term, add it to tests/verify/words.txt`,
    });
  }
  return problems;
}

/** The root whose `.autocorrectrc` is loaded: autocorrect keeps one configuration per process. */
let configuredFor: string | undefined;

/** Loads the project's `.autocorrectrc`, when there is one, before the first lint. */
function configureAutocorrect(root: string): void {
  if (configuredFor === root) return;
  const rc = path.join(root, '.autocorrectrc');
  if (fs.existsSync(rc)) loadConfig(fs.readFileSync(rc, 'utf8'));
  configuredFor = root;
}

/** autocorrect lints of the Chinese pages: spacing around Latin text and numbers, full-width punctuation. */
export function lintChinese(pages: Page[], root: string): { problems: Problem[]; pages: number } {
  configureAutocorrect(root);
  const zh = pages.filter((p) => p.locale === 'zh');
  const problems: Problem[] = [];
  for (const page of zh) {
    const result = lintFor(page.source, page.file);
    if (result.error) {
      problems.push({
        check: 'autocorrect',
        file: page.file,
        line: 1,
        message: `autocorrect could not read the page: ${result.error}`,
      });
    }
    for (const lint of result.lines) {
      problems.push({
        check: 'autocorrect',
        file: page.file,
        line: lint.l,
        message: `"${lint.old}" should be "${lint.new}"`,
      });
    }
  }
  return { problems, pages: zh.length };
}

export function check(pages: Page[], root: string): CheckResult {
  const started = Date.now();
  const spelling = spellCheck(pages, root);
  const spellMs = Date.now() - started;
  const chinese = lintChinese(pages, root);
  const lintMs = Date.now() - started - spellMs;
  return {
    name: 'Prose hygiene (cspell, autocorrect)',
    problems: [...spelling.problems, ...chinese.problems],
    summary: [
      `English: ${spelling.words} words on ${spelling.lines} prose lines, ${spelling.problems.length} unknown (cspell, ${spellMs} ms)`,
      `Chinese: ${chinese.pages} pages, ${chinese.problems.length} autocorrect lint(s) (${lintMs} ms)`,
    ],
  };
}
