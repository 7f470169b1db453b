/**
 * "Defaults agree with Rspack": every config entry's `- **Default:**` line,
 * and the default columns of the defaults tables on config pages, against the
 * values the installed @rspack/core applies. `rspack(options)` applies the
 * defaults to `compiler.options` without building anything, so one compiler
 * per mode (production, development, none) and target (web, node) gives the
 * truth for every documented value that a default build can have.
 *
 * Lines the parser cannot read (prose) and options whose defaults are applied
 * somewhere other than `compiler.options` (the dev server, the stats presets,
 * the resolver in Rust) are counted as "not compared", never as failures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BUILDS,
  type BuildKey,
  defaultLine,
  type Literal,
  literal,
  MODES,
  type Mode,
  type ParsedDefault,
  parseDefault,
  sameValue,
  show,
  type Target,
} from './defaultline';
import { isConfigPage, loadOptionTree, type OptionHeading, type OptionTree, optionHeadings } from './options';
import { ROOT, type CheckResult, type Page, type Problem } from './pages';

const CHECK = 'defaults';

/** `compiler.options` of each default build. */
export type AppliedOptions = Map<BuildKey, Record<string, unknown>>;

/**
 * Options whose default `compiler.options` does not hold, with where it lives.
 * Their entries are listed as not compared.
 */
export const APPLIED_ELSEWHERE: { prefix: string; reason: string }[] = [
  { prefix: 'devServer', reason: 'applied by @rspack/dev-server when it starts' },
  { prefix: 'stats', reason: 'applied by the stats presets when stats are printed' },
  { prefix: 'resolveLoader.aliasFields', reason: 'applied by the resolver in Rust' },
];

/** Builds one compiler per mode and target with the Rspack under `root`, in an empty folder. */
export function appliedOptions(root: string = ROOT): { applied: AppliedOptions; version: string; ms: number } {
  const started = Date.now();
  const corePath = require.resolve('@rspack/core', { paths: [root] });
  const { rspack } = require(corePath) as typeof import('@rspack/core');
  const version = (
    JSON.parse(fs.readFileSync(path.join(path.dirname(corePath), '..', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  // No package.json and no browserslist config: uniqueName stays '' and targets stay as given.
  const context = fs.mkdtempSync(path.join(os.tmpdir(), 'rspack-defaults-'));
  const applied: AppliedOptions = new Map();
  try {
    for (const build of BUILDS) {
      const [mode, target] = build.split('/') as [Mode, Target];
      const compiler = rspack({ mode, target, context });
      applied.set(build, compiler.options as unknown as Record<string, unknown>);
    }
  } finally {
    fs.rmSync(context, { recursive: true, force: true });
  }
  return { applied, version, ms: Date.now() - started };
}

/** Expands `'...'` in a resolve list with the top-level value, as the resolver does. */
function expandDots(list: unknown, base: unknown): unknown {
  if (!Array.isArray(list)) return list;
  return list.flatMap((item) => (item === '...' ? (Array.isArray(base) ? base : []) : [item]));
}

/** Lookup result for a sub-option whose parent is `false` in a build: that build is skipped. */
const PARENT_OFF = 'the parent option is false in these builds';
/** A documented value that compiler.options leaves unset: Rust or the code that reads the option fills it in. */
export const NOT_IN_OPTIONS = 'not set in compiler.options (filled in by Rust or by the code that reads it)';

export type Lookup = { found: true; value: unknown } | { found: false; reason: string };

/**
 * The value an option path has in `compiler.options`. `perDependency` reads a
 * resolve option as the resolver sees it for an `import` (`byDependency.esm`,
 * with `'...'` expanded), which is what "for every JavaScript dependency type" means.
 */
export function valueAt(options: Record<string, unknown>, option: string, perDependency = false): Lookup {
  if (/\[\]|\*/.test(option)) return { found: false, reason: 'inside an array or a record' };
  const elsewhere = APPLIED_ELSEWHERE.find((e) => option === e.prefix || option.startsWith(`${e.prefix}.`));
  if (elsewhere) return { found: false, reason: elsewhere.reason };
  const segments = option.split('.');
  if (perDependency && /^resolve(?:Loader)?$/.test(segments[0]) && segments.length === 2) {
    const resolve = options[segments[0]] as Record<string, unknown> | undefined;
    const esm = (resolve?.byDependency as Record<string, Record<string, unknown>> | undefined)?.esm;
    const own = esm?.[segments[1]];
    return { found: true, value: own === undefined ? resolve?.[segments[1]] : expandDots(own, resolve?.[segments[1]]) };
  }
  let current: unknown = options;
  for (const [i, segment] of segments.entries()) {
    // `performance: false` in a development build: its sub-options do not apply there.
    if (current === false && i > 0) return { found: false, reason: PARENT_OFF };
    if (current === undefined || current === null || typeof current !== 'object')
      return { found: true, value: undefined };
    current = (current as Record<string, unknown>)[segment];
  }
  if (typeof current === 'function') return { found: false, reason: 'the applied value is a function' };
  return { found: true, value: current };
}

export interface Comparison {
  page: Page;
  line: number;
  /** Set for a Default line (not a table cell): the line of its entry's heading. */
  heading?: number;
  option: string;
  /** 'agree', 'differ', or why it was not compared. */
  outcome: 'agree' | 'differ' | { notCompared: string };
  message?: string;
}

/** Compares one documented default (a line or a table cell, restricted to `builds`) with the applied values. */
export function compare(
  parsed: ParsedDefault,
  option: string,
  applied: AppliedOptions,
  builds: readonly BuildKey[] = BUILDS,
): { outcome: Comparison['outcome']; message?: string } {
  if (parsed.kind === 'prose') return { outcome: { notCompared: `prose: ${parsed.reason}` } };
  const differences = new Map<string, BuildKey[]>();
  let compared = 0;
  for (const build of builds) {
    const documented = parsed.values.get(build);
    if (!documented) continue;
    const lookup = valueAt(applied.get(build)!, option, parsed.perDependency);
    if (!lookup.found && lookup.reason === PARENT_OFF) continue;
    if (!lookup.found) return { outcome: { notCompared: lookup.reason } };
    if (lookup.value === undefined && documented.value !== undefined)
      return { outcome: { notCompared: NOT_IN_OPTIONS } };
    compared += 1;
    if (!sameValue(documented.value, lookup.value)) {
      const key = `says ${documented.code}, Rspack applies ${show(lookup.value)}`;
      differences.set(key, [...(differences.get(key) ?? []), build]);
    }
  }
  if (!compared) return { outcome: { notCompared: PARENT_OFF } };
  if (!differences.size) return { outcome: 'agree' };
  const parts = [...differences].map(([text, keys]) => `${text} (${describeBuilds(keys, builds)})`);
  return { outcome: 'differ', message: `default of ${option}: ${parts.join('; ')}` };
}

/** "production", "every build", "development/web, none/web"... */
function describeBuilds(keys: BuildKey[], among: readonly BuildKey[]): string {
  if (keys.length === among.length) return among.length === BUILDS.length ? 'every build' : 'every build of the column';
  for (const mode of MODES) {
    const ofMode = BUILDS.filter((b) => b.startsWith(`${mode}/`));
    if (keys.length === ofMode.length && ofMode.every((b) => keys.includes(b))) return `mode ${mode}`;
  }
  return keys.join(', ');
}

// ---------------------------------------------------------------------------
// Defaults tables

interface TableRow {
  line: number;
  cells: string[];
}

interface Table {
  line: number;
  header: string[];
  rows: TableRow[];
}

function splitRow(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  let inCode = false;
  const body = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i];
    if (ch === '\\' && body[i + 1] === '|') {
      current += '|';
      i += 1;
      continue;
    }
    if (ch === '`') inCode = !inCode;
    if (ch === '|' && !inCode) {
      cells.push(current.trim());
      current = '';
      continue;
    }
    current += ch;
  }
  cells.push(current.trim());
  return cells;
}

/** The Markdown tables of a page, outside code blocks. */
export function tables(page: Page): Table[] {
  const lines = page.source.split('\n');
  const prose = new Set(page.prose.map((p) => p.line));
  const found: Table[] = [];
  for (let i = 0; i + 1 < lines.length; i += 1) {
    if (!prose.has(i + 1) || !/^\s*\|/.test(lines[i]) || !/^\s*\|[\s:|-]+\|\s*$/.test(lines[i + 1])) continue;
    const table: Table = { line: i + 1, header: splitRow(lines[i]), rows: [] };
    let j = i + 2;
    for (; j < lines.length && /^\s*\|/.test(lines[j]); j += 1)
      table.rows.push({ line: j + 1, cells: splitRow(lines[j]) });
    found.push(table);
    i = j;
  }
  return found;
}

/** The builds a table column speaks about, or null for a column that holds no default. */
export function columnBuilds(header: string): BuildKey[] | null {
  if (/^default$/i.test(header.trim())) return BUILDS;
  const modes = MODES.filter((m) => new RegExp(`'${m}'|\\b${m}\\b`).test(header));
  if (!modes.length) return null;
  return BUILDS.filter((b) => modes.some((m) => b.startsWith(`${m}/`)));
}

/**
 * The options a row's first cell names: code spans (optionally links)
 * separated by `/` or `,`, optionally followed by a remark in parentheses
 * without code. Anything else ("`resolve.conditionNames` includes") is no option row.
 */
export function rowOptions(cell: string): string[] | null {
  const text = cell.replace(/\[(`[^`]+`)\]\([^)]*\)/g, '$1').trim();
  const m = /^(`[^`]+`(?:\s*[/,]\s*`[^`]+`)*)(?:\s*\([^`)]*\))?$/.exec(text);
  if (!m) return null;
  return [...m[1].matchAll(/`([^`]+)`/g)].map((n) => n[1]);
}

/** Resolves a table's option name: as written, under the enclosing entry, or under the page's top-level option. */
function resolveRowOption(
  name: string,
  previous: string | undefined,
  entry: string | undefined,
  prefix: string | undefined,
  tree: OptionTree,
): string | undefined {
  const candidates = [name];
  if (entry) candidates.push(`${entry}.${name}`);
  if (previous?.includes('.')) candidates.push(`${previous.slice(0, previous.lastIndexOf('.'))}.${name}`);
  if (prefix) candidates.push(`${prefix}.${name}`);
  return candidates.find((c) => tree.paths.has(c));
}

function tableComparisons(
  page: Page,
  headings: OptionHeading[],
  tree: OptionTree,
  applied: AppliedOptions,
): Comparison[] {
  const out: Comparison[] = [];
  const prefix = path.posix
    .basename(page.file)
    .replace(/\.mdx?$/, '')
    .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  for (const table of tables(page)) {
    const columns = table.header.map((h, i) => (i === 0 ? null : columnBuilds(h)));
    if (!columns.some(Boolean)) continue;
    const entry = [...headings].reverse().find((h) => h.line < table.line && h.resolved)?.resolved ?? undefined;
    for (const row of table.rows) {
      const names = rowOptions(row.cells[0] ?? '');
      if (!names) continue;
      let previous: string | undefined;
      const options: string[] = [];
      for (const name of names) {
        const resolved = resolveRowOption(
          name,
          previous,
          entry,
          tree.topLevel.includes(prefix) ? prefix : undefined,
          tree,
        );
        if (!resolved) break;
        options.push(resolved);
        previous = resolved;
      }
      if (options.length !== names.length) continue;
      for (const option of options) {
        let last = '';
        for (let c = 1; c < row.cells.length; c += 1) {
          const builds = columns[c];
          const cell = /^same$/i.test(row.cells[c].trim()) ? last : row.cells[c];
          last = cell;
          if (!builds) continue;
          const result = compare(parseDefault(cell), option, applied, builds);
          out.push({ page, line: row.line, option, ...result });
        }
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------

/** Every documented default of the English config pages, compared. */
export function comparisons(pages: Page[], tree: OptionTree, applied: AppliedOptions): Comparison[] {
  const config = pages.filter((p) => isConfigPage(p) && p.locale === 'en' && p.version === 'current');
  const headings = optionHeadings(config, tree);
  const out: Comparison[] = [];
  for (const page of config) {
    const own = headings.filter((h) => h.page === page);
    for (const heading of own) {
      if (!heading.resolved) continue;
      const line = defaultLine(page, heading.line);
      if (!line) continue;
      const result = compare(parseDefault(line.text), heading.resolved, applied);
      out.push({ page, line: line.line, heading: heading.line, option: heading.resolved, ...result });
    }
    out.push(...tableComparisons(page, own, tree, applied));
  }
  return out;
}

/** "output: 58 compared, 57 agree, 1 differ, 12 not compared" for each page. */
export function summaryLines(found: Comparison[]): string[] {
  const byPage = new Map<string, Comparison[]>();
  for (const c of found) {
    const name = path.posix.basename(c.page.file).replace(/\.mdx?$/, '');
    byPage.set(name, [...(byPage.get(name) ?? []), c]);
  }
  const line = (name: string, list: Comparison[]): string => {
    const agree = list.filter((c) => c.outcome === 'agree').length;
    const differ = list.filter((c) => c.outcome === 'differ').length;
    return `${name}: ${agree + differ} compared, ${agree} agree, ${differ} differ, ${list.length - agree - differ} not compared`;
  };
  const reasons = new Map<string, number>();
  for (const c of found) {
    if (typeof c.outcome !== 'object') continue;
    const reason = c.outcome.notCompared.startsWith('prose') ? 'prose the parser does not read' : c.outcome.notCompared;
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  return [
    line('all config pages', found),
    ...[...byPage].sort(([a], [b]) => a.localeCompare(b)).map(([name, list]) => `  ${line(name, list)}`),
    `not compared: ${[...reasons]
      .sort((a, b) => b[1] - a[1])
      .map(([reason, n]) => `${n} ${reason}`)
      .join('; ')}`,
  ];
}

/** The literal values a Default line names, in order of appearance, written without spaces. */
export function literalSpans(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)]
    .map((m) => m[1])
    .filter((code) => literal(code))
    .map((code) => code.replace(/\s+/g, ''));
}

/**
 * The Chinese twin of each compared Default line names the same values: the
 * entry with the same heading text (option headings are identical in both
 * languages) must hold the same literal code spans, in any order.
 */
export function chineseLines(found: Comparison[], pages: Page[]): Problem[] {
  const byFile = new Map(pages.map((p) => [p.file, p]));
  const problems: Problem[] = [];
  for (const c of found) {
    if (c.heading === undefined || typeof c.outcome !== 'string') continue;
    const zh = byFile.get(c.page.twin);
    const heading = c.page.headings.find((h) => h.line === c.heading);
    const twinHeading = zh?.headings.find((h) => h.text === heading?.text);
    if (!zh || !twinHeading) continue;
    const en = literalSpans(c.page.source.split('\n')[c.line - 1]);
    const line = defaultLine(zh, twinHeading.line);
    if (!line) {
      problems.push({
        check: CHECK,
        file: zh.file,
        line: twinHeading.line,
        message: `the entry for ${c.option} has no 默认值 line (English: ${c.page.file}:${c.line})`,
      });
      continue;
    }
    const own = literalSpans(line.text);
    if ([...en].sort().join('\n') !== [...own].sort().join('\n')) {
      problems.push({
        check: CHECK,
        file: zh.file,
        line: line.line,
        message: `默认值 of ${c.option} names ${own.map((v) => `\`${v}\``).join(', ') || 'no value'}, the English line ${en.map((v) => `\`${v}\``).join(', ')} (${c.page.file}:${c.line})`,
      });
    }
  }
  return problems;
}

export function checkWith(pages: Page[], tree: OptionTree, applied: AppliedOptions, version: string): CheckResult {
  const found = comparisons(pages, tree, applied);
  const problems: Problem[] = found
    .filter((c) => c.outcome === 'differ')
    .map((c) => ({ check: CHECK, file: c.page.file, line: c.line, message: `${c.message} (@rspack/core ${version})` }));
  problems.push(...chineseLines(found, pages));
  return { name: 'Defaults agree with Rspack', problems, summary: summaryLines(found) };
}

export function check(pages: Page[], root: string = ROOT): CheckResult {
  const tree = loadOptionTree(root);
  const { applied, version, ms } = appliedOptions(root);
  const result = checkWith(pages, tree, applied, version);
  result.summary.unshift(
    `@rspack/core ${version}: ${BUILDS.length} compilers (${BUILDS.join(', ')}) in ${(ms / 1000).toFixed(1)} s`,
  );
  return result;
}

export type { Literal };
