/**
 * Reads what a config entry's `- **Default:**` line (or a cell of a defaults
 * table) says the default is, per build: mode production, development or
 * none, for a web or a node target. The defaults check compares it with what
 * @rspack/core applies; the options check uses the single-value form to reject
 * an example that only restates the default.
 *
 * Forms understood:
 * - one value: `'[name].js'`, `true`, `['browser', 'module', 'main']`, optionally
 *   followed by a remark in parentheses, after a colon or after ", which";
 * - values per condition, clauses separated by `,` or `;`: "`true` in production
 *   mode, otherwise `false`", "`'fetch'` for web targets, `'async-node'` for
 *   Node.js targets", "production: `x`, development: `y`";
 * - clauses that apply only when another option is turned on (`output.module`,
 *   `experiments.css`, `futureDefaults`...) are dropped, since no default build turns
 *   those on.
 * Anything else is prose, which the check counts as "not compared".
 */
import vm from 'node:vm';
import type { Page } from './pages';

export const MODES = ['production', 'development', 'none'] as const;
export const TARGETS = ['web', 'node'] as const;
export type Mode = (typeof MODES)[number];
export type Target = (typeof TARGETS)[number];
/** One default build: `production/web`, `none/node`... */
export type BuildKey = `${Mode}/${Target}`;
export const BUILDS: BuildKey[] = MODES.flatMap((m) => TARGETS.map((t) => `${m}/${t}` as BuildKey));

export interface Literal {
  /** The code span as written. */
  code: string;
  value: unknown;
}

export type ParsedDefault =
  | {
      kind: 'values';
      /** The documented value for each build the text speaks about. */
      values: Map<BuildKey, Literal>;
      /** The text says the value applies per JavaScript dependency type (`resolve.byDependency`). */
      perDependency: boolean;
    }
  | { kind: 'prose'; reason: string };

const context = vm.createContext(Object.freeze({}));

/**
 * The value of a code span that is a plain literal (strings, numbers,
 * booleans, `undefined`, `Infinity`, `Number.MAX_SAFE_INTEGER`, regular
 * expressions, arrays and objects of those), or undefined for anything else
 * (`process.cwd()`, `output.filename`, `{ ... }`).
 */
export function literal(code: string): Literal | undefined {
  const text = code.trim();
  if (!text || /\/\*|\.\.\.|=>|\bfunction\b|\bnew\b/.test(text)) return undefined;
  // Bare words other than the literal keywords are option names or prose (`mode`, `output.module`).
  if (/^[A-Za-z_$][\w$.]*$/.test(text) && !/^(?:true|false|null|undefined|Infinity|NaN|Number\.\w+)$/.test(text)) {
    return undefined;
  }
  try {
    const value: unknown = vm.runInContext(`(${text}\n)`, context, { timeout: 50 });
    if (typeof value === 'function') return undefined;
    return { code: text, value };
  } catch {
    return undefined;
  }
}

/** Splits at `,` and `;` outside code spans, parentheses and brackets. */
function segments(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inCode = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '`') inCode = !inCode;
    else if (!inCode && (ch === '(' || ch === '[')) depth += 1;
    else if (!inCode && (ch === ')' || ch === ']')) depth = Math.max(0, depth - 1);
    if (!inCode && depth === 0 && (ch === ',' || ch === ';')) {
      out.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  out.push(current);
  return out.map((s) => s.trim()).filter(Boolean);
}

/** Index of the `)` that closes the `(` at `start` (code spans skipped), or the end of the text. */
function closingParenthesis(text: string, start: number): number {
  let depth = 0;
  let inCode = false;
  for (let i = start; i < text.length; i += 1) {
    if (text[i] === '`') inCode = !inCode;
    if (inCode) continue;
    if (text[i] === '(') depth += 1;
    if (text[i] === ')') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return text.length - 1;
}

/** Removes top-level `( ... )` remarks, which explain rather than condition. */
function dropParentheses(text: string): string {
  let out = '';
  let depth = 0;
  let inCode = false;
  for (const ch of text) {
    if (ch === '`') inCode = !inCode;
    if (!inCode && ch === '(') depth += 1;
    if (depth === 0) out += ch;
    if (!inCode && ch === ')') depth = Math.max(0, depth - 1);
  }
  return out;
}

/** Options no default build turns on: a clause that needs one of them does not apply. */
const OFF_OPTION = String.raw`\`(?:output\.module(?::\s*true)?|experiments\.(?:css|futureDefaults|outputModule|buildHttp)|futureDefaults|buildHttp)\``;
const CLAUSE_NEEDS_OFF_OPTION = new RegExp(
  String.raw`\b(?:when|with|if)\s+(?:\[)?${OFF_OPTION}(?:\]\([^)]*\))?(?:\s+(?:is|are)\s+(?:\`true\`|on|set))?`,
  'i',
);
/** A remark that says an off option would change nothing: "unless `experiments.buildHttp` is on". */
const UNLESS_OFF_OPTION = new RegExp(String.raw`\bunless\s+${OFF_OPTION}\s+is\s+(?:on|\`true\`)`, 'gi');
/** Clauses about other dependency types than JavaScript ones. */
const OTHER_DEPENDENCY = /\bfor\s+(?:`new URL\(\)`|CSS\b)/i;

/** Words a condition may hold besides the mode and target names. */
const FILLER = new Set([
  'in',
  'mode',
  'modes',
  'when',
  'is',
  'or',
  'not',
  'set',
  'and',
  'the',
  'target',
  'targets',
  'for',
  'has',
  'a',
  'an',
  '`mode`',
  '`target`',
  'only',
  'environment',
  'like',
  'other',
  'all',
  'else',
  'otherwise',
  'with',
  'any',
  'every',
  'worker',
  'workers',
]);

interface Condition {
  modes?: Set<Mode>;
  targets?: Set<Target>;
  otherwise: boolean;
}

/** The builds a clause's condition text names, or a reason it cannot be read. */
function condition(text: string): Condition | string {
  let t = dropParentheses(text).replace(UNLESS_OFF_OPTION, ' ');
  // An explanation after a colon or ", which" / "which" does not condition the value.
  t = t.replace(/(?:^|\s):\s.*$/, '').replace(/^:\s*/, '');
  t = t.replace(/\bwhich\b.*$/i, '');
  const modes = new Set<Mode>();
  const targets = new Set<Target>();
  let otherwise = false;
  const words = t
    .replace(/:/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/[.,]$/, ''))
    .filter((w) => w !== '' && w !== ',');
  const unknown: string[] = [];
  for (const raw of words) {
    const w = raw.toLowerCase();
    if (/^`?'?production'?`?$/.test(w)) modes.add('production');
    else if (/^`?'?development'?`?$/.test(w)) modes.add('development');
    else if (/^`'none'`$|^none$/.test(w)) modes.add('none');
    else if (/^(?:browser|browsers|web|`'web'`|`document`)$/.test(w)) targets.add('web');
    else if (/^(?:node\.js|node\.js-like|node|`'node'`)$/.test(w)) targets.add('node');
    else if (w === 'otherwise' || w === 'else') {
      otherwise = true;
    } else if (!FILLER.has(w)) unknown.push(raw);
  }
  if (unknown.length) return `condition not understood: "${unknown.join(' ')}"`;
  return {
    ...(modes.size ? { modes } : {}),
    ...(targets.size ? { targets } : {}),
    otherwise,
  };
}

/** Drops Markdown links around code (`[`x`](url)` → `` `x` ``) and trailing punctuation. */
function plain(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .replace(/[.]$/, '');
}

const LEADING_CONNECTOR = /^(?:(?:or|and|otherwise|else|but)\s+)+/i;

/** Parses the text after `- **Default:**` (or a table cell). */
export function parseDefault(input: string): ParsedDefault {
  let text = plain(input);
  let perDependency = false;
  const perDependencyAt = /\s*\bfor every JavaScript dependency type\b\s*/i.exec(text);
  if (perDependencyAt) {
    // "for every JavaScript dependency type (`import`, `require()`...): `x` ..." or "`x` for every ... type (...)".
    perDependency = true;
    let end = perDependencyAt.index + perDependencyAt[0].length;
    if (text[end] === '(') end = closingParenthesis(text, end) + 1;
    const rest = text.slice(end).replace(/^\s*:\s*/, ' ');
    text = `${text.slice(0, perDependencyAt.index)}${rest}`.trim();
  }
  const clauses: { value: Literal; cond: string }[] = [];
  for (const segment of segments(text)) {
    const lead = segment.replace(LEADING_CONNECTOR, '');
    const startsWithCode = /^`[^`]+`/.exec(lead);
    if (!startsWithCode) {
      // A continuation ("otherwise `false`", "which means ..."): its code span, if any, is the value.
      const connector = LEADING_CONNECTOR.exec(segment)?.[0] ?? '';
      const span = /`([^`]+)`/.exec(lead);
      const valueFirst =
        /otherwise|else/i.test(connector) ||
        /^(?:otherwise|else)\b/i.test(lead) ||
        /^(?:production|development|none|web|node)\s*:/i.test(lead);
      if (span && valueFirst) {
        const value = literal(span[1]);
        if (!value) return { kind: 'prose', reason: `\`${span[1]}\` is not a literal value` };
        clauses.push({ value, cond: `${connector} ${lead.replace(span[0], ' ')}` });
        continue;
      }
      if (!clauses.length) return { kind: 'prose', reason: 'does not start with a value' };
      clauses[clauses.length - 1].cond += ` , ${segment}`;
      continue;
    }
    const value = literal(startsWithCode[0].slice(1, -1));
    if (!value) {
      if (!clauses.length) return { kind: 'prose', reason: `${startsWithCode[0]} is not a literal value` };
      clauses[clauses.length - 1].cond += ` , ${segment}`;
      continue;
    }
    clauses.push({
      value,
      cond: `${LEADING_CONNECTOR.exec(segment)?.[0] ?? ''} ${lead.slice(startsWithCode[0].length)}`,
    });
  }
  const values = new Map<BuildKey, Literal>();
  const fallbacks: Literal[] = [];
  for (const clause of clauses) {
    if (CLAUSE_NEEDS_OFF_OPTION.test(clause.cond)) continue;
    let condText = clause.cond;
    if (OTHER_DEPENDENCY.test(condText)) {
      // "`[]` for other targets and for `new URL()`" still speaks about JavaScript requests on other targets.
      const rest = condText.replace(/\s*(?:\band\s+)?\bfor\s+(?:`new URL\(\)`|CSS\b).*$/i, '');
      if (!/\btargets?\b/i.test(rest)) continue;
      condText = rest;
    }
    // A remark after a comma (", which means ...") belongs to the value, not to a condition.
    const cond = condition(condText.replace(/,\s*which\b.*$/i, ''));
    if (typeof cond === 'string') return { kind: 'prose', reason: cond };
    if (!cond.modes && !cond.targets) {
      fallbacks.push(clause.value);
      continue;
    }
    for (const build of BUILDS) {
      const [mode, target] = build.split('/') as [Mode, Target];
      if (cond.modes && !cond.modes.has(mode)) continue;
      if (cond.targets && !cond.targets.has(target)) continue;
      if (!values.has(build)) values.set(build, clause.value);
    }
  }
  if (fallbacks.length > 1) return { kind: 'prose', reason: 'more than one value without a condition' };
  if (fallbacks.length === 1) {
    for (const build of BUILDS) if (!values.has(build)) values.set(build, fallbacks[0]);
  }
  if (!values.size) return { kind: 'prose', reason: 'no value applies to a default build' };
  return { kind: 'values', values, perDependency };
}

/** The one value a Default line gives for every build, or undefined when it varies or is prose. */
export function singleDefault(text: string): Literal | undefined {
  const parsed = parseDefault(text);
  if (parsed.kind !== 'values' || parsed.values.size !== BUILDS.length) return undefined;
  const all = [...parsed.values.values()];
  return all.every((v) => sameValue(v.value, all[0].value)) ? all[0] : undefined;
}

/** Deep equality across realms: regular expressions by source and flags, objects by own enumerable keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  const tag = Object.prototype.toString.call(a);
  if (tag !== Object.prototype.toString.call(b)) return false;
  if (tag === '[object RegExp]') return String(a) === String(b);
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  }
  if (tag === '[object Object]' && a && b) {
    const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
    const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
    return (
      ka.length === kb.length &&
      ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    );
  }
  return false;
}

/** A value as a reader would write it, for messages. */
export function show(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Object.prototype.toString.call(value) === '[object RegExp]') return String(value);
  if (Array.isArray(value)) return `[${value.map(show).join(', ')}]`;
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (proto && proto !== Object.prototype && proto.constructor?.name && proto.constructor.name !== 'Object') {
      return `a ${proto.constructor.name}`;
    }
    const entries = Object.entries(value as object).filter(([, v]) => v !== undefined);
    return entries.length ? `{ ${entries.map(([k, v]) => `${k}: ${show(v)}`).join(', ')} }` : '{}';
  }
  return String(value);
}

/** The Default line of an entry: the first `- **Default:**` between its heading and the next heading. */
export function defaultLine(page: Page, headingLine: number): { text: string; line: number } | undefined {
  const next = page.headings.find((h) => h.line > headingLine)?.line ?? Number.POSITIVE_INFINITY;
  const lines = page.source.split('\n');
  for (let i = headingLine; i < Math.min(next - 1, lines.length); i += 1) {
    const m = /^\s*[-*]\s+\*\*(?:Default:?|默认值[:：]?)\*\*[:：]?\s*(.*)$/.exec(lines[i]);
    if (m) return { text: m[1], line: i + 1 };
  }
  return undefined;
}
