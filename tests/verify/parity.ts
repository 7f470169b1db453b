/**
 * Languages in step: every English page has its Chinese twin and the other
 * way round, and each pair has the same skeleton (headings, option-name
 * headings, code blocks, internal links). Prose may differ; code may differ
 * only in comments and string literals, which are the parts a translator
 * legitimately changes.
 */
import path from 'node:path';
import ts from 'typescript';
import type { CheckResult, CodeBlock, Heading, Page, Problem } from './pages';

const CHECK = 'parity';

type Kind = 'missing twin' | 'headings' | 'option headings' | 'code blocks' | 'links';
const KINDS: Kind[] = ['missing twin', 'headings', 'option headings', 'code blocks', 'links'];

interface Finding {
  kind: Kind;
  problem: Problem;
}

function finding(kind: Kind, file: string, line: number, message: string): Finding {
  return { kind, problem: { check: CHECK, file, line, message } };
}

/* ------------------------------------------------------------------ headings */

function countDepth(headings: Heading[], depth: number): number {
  return headings.filter((h) => h.depth === depth).length;
}

/** Same sequence of heading levels; reports the counts and where the two first part ways. */
function compareHeadings(en: Page, zh: Page): Finding[] {
  const a = en.headings;
  const b = zh.headings;
  const i = firstDifference(
    a.map((h) => h.depth),
    b.map((h) => h.depth),
  );
  if (i < 0) return [];
  const counts = `h2 ${countDepth(a, 2)} vs ${countDepth(b, 2)}, h3 ${countDepth(a, 3)} vs ${countDepth(b, 3)} (en vs zh)`;
  const describe = (h: Heading | undefined, page: Page): string =>
    h ? `${page.file}:${h.line} h${h.depth} "${h.text}"` : `end of ${page.file}`;
  const message = `heading structure differs from the English page: ${counts}; first difference: ${describe(b[i], zh)} vs ${describe(a[i], en)}`;
  // Point at the Chinese heading when there is one, otherwise at the English one it lacks.
  return b[i] ? [finding('headings', zh.file, b[i].line, message)] : [finding('headings', en.file, a[i].line, message)];
}

/** Index of the first position where two sequences differ, or -1 when they are equal. */
function firstDifference<T>(a: readonly T[], b: readonly T[]): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    if (i >= a.length || i >= b.length || a[i] !== b[i]) return i;
  }
  return -1;
}

/**
 * Headings that name an option, hook or API rather than describe a topic
 * (`output.filename`, `` `mode` ``, `hooks.emit`, `module.rules[].use`,
 * `new rspack.DefinePlugin()`): code stays verbatim in both languages (CONTRIBUTING.md).
 */
const CODE_LIKE_HEADING = [
  /^`[^`]+`$/,
  /^[\w$@-]+(?:\[\])?(?:\.[\w$-]+(?:\[\])?)+(?:\(\))?$/,
  /^(?:new\s+)?[\w$.]+\([^)]*\)$/,
];

export function isCodeLikeHeading(text: string): boolean {
  return CODE_LIKE_HEADING.some((re) => re.test(text.trim()));
}

function compareOptionHeadings(en: Page, zh: Page): Finding[] {
  const a = en.headings.filter((h) => isCodeLikeHeading(h.text));
  const b = zh.headings.filter((h) => isCodeLikeHeading(h.text));
  const i = firstDifference(
    a.map((h) => h.text),
    b.map((h) => h.text),
  );
  if (i < 0) return [];
  if (!b[i]) {
    return [
      finding(
        'option headings',
        en.file,
        a[i].line,
        `option heading "${a[i].text}" has no identical heading in ${zh.file}`,
      ),
    ];
  }
  const other = a[i] ? `"${a[i].text}" at ${en.file}:${a[i].line}` : `nothing in ${en.file}`;
  return [
    finding(
      'option headings',
      zh.file,
      b[i].line,
      `option heading "${b[i].text}" differs from the English page: ${other}`,
    ),
  ];
}

/* --------------------------------------------------------------- code blocks */

const SCRIPT_LANGS: Record<string, ts.ScriptKind> = {
  js: ts.ScriptKind.JS,
  javascript: ts.ScriptKind.JS,
  mjs: ts.ScriptKind.JS,
  cjs: ts.ScriptKind.JS,
  jsx: ts.ScriptKind.JSX,
  ts: ts.ScriptKind.TS,
  typescript: ts.ScriptKind.TS,
  mts: ts.ScriptKind.TS,
  cts: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
};

/** A comparable unit of code and the 0-based line of the block it came from. */
interface Token {
  text: string;
  line: number;
}

const STRING_KINDS = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
]);

/**
 * Tokens of a JS/TS block with comments dropped and string literals (and JSX
 * text) replaced by a marker. The tokens come from the TypeScript scanner as the
 * parser drives it, so regular expressions, template literals and JSX are
 * split correctly — a bare scanner cannot tell `/` from a RegExp on its own.
 */
export function scriptTokens(code: string, lang: string): Token[] {
  const kind = SCRIPT_LANGS[lang] ?? ts.ScriptKind.TS;
  const ext =
    kind === ts.ScriptKind.TSX ? 'tsx' : kind === ts.ScriptKind.JSX ? 'jsx' : kind === ts.ScriptKind.JS ? 'js' : 'ts';
  const source = ts.createSourceFile(`block.${ext}`, code, ts.ScriptTarget.Latest, true, kind);
  const tokens: Token[] = [];
  const visit = (node: ts.Node): void => {
    // getChildren() lists JSDoc comments too; they are comments, so they may differ.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const children = node.getChildren(source);
    if (children.length > 0 && node.kind !== ts.SyntaxKind.JsxText) {
      children.forEach(visit);
      return;
    }
    const start = node.getStart(source);
    const text = code.slice(start, node.end);
    if (text === '') return;
    const line = source.getLineAndCharacterOfPosition(start).line;
    if (STRING_KINDS.has(node.kind)) {
      // Template parts too: the `${...}` expressions between them stay tokens of their own.
      tokens.push({ text: '<string>', line });
    } else if (node.kind === ts.SyntaxKind.JsxText) {
      if (text.trim() !== '') tokens.push({ text: '<jsx-text>', line });
    } else {
      tokens.push({ text, line });
    }
  };
  visit(source);
  return tokens;
}

/**
 * Lines of a shell, JSON, TOML, YAML, CSS or plain-text block with quoted
 * strings and `#`, `//` and `/* *\/` comments removed and whitespace collapsed.
 * A `#` or `//` only starts a comment at the start of a line or after a space,
 * so URLs and `a#b` stay code.
 */
export function textTokens(code: string): Token[] {
  const tokens: Token[] = [];
  let inBlockComment = false;
  code.split('\n').forEach((raw, line) => {
    let out = '';
    let i = 0;
    while (i < raw.length) {
      if (inBlockComment) {
        const end = raw.indexOf('*/', i);
        if (end < 0) break;
        inBlockComment = false;
        i = end + 2;
        continue;
      }
      const ch = raw[i];
      const atWordStart = i === 0 || /\s/.test(raw[i - 1]);
      if (ch === '"' || ch === "'" || ch === '`') {
        const end = closingQuote(raw, i);
        if (end > 0) {
          out += '<string>';
          i = end + 1;
          continue;
        }
      }
      if (atWordStart && (ch === '#' || raw.startsWith('//', i))) break;
      if (raw.startsWith('/*', i)) {
        inBlockComment = true;
        i += 2;
        continue;
      }
      out += ch;
      i += 1;
    }
    const text = out.replace(/\s+/g, ' ').trim();
    if (text) tokens.push({ text, line });
  });
  return tokens;
}

/** Index of the quote closing the one at `start` on the same line, or -1. */
function closingQuote(line: string, start: number): number {
  const quote = line[start];
  for (let i = start + 1; i < line.length; i += 1) {
    if (line[i] === '\\') i += 1;
    else if (line[i] === quote) return i;
  }
  return -1;
}

const MARKDOWN_LANGS = new Set(['md', 'markdown', 'mdx']);

/**
 * A Markdown block (a README excerpt, say) is prose and is translated like the
 * page around it; what must match is its shape: the block markers that start
 * each line (headings, list items, quotes) and the targets of its links.
 */
export function markdownTokens(code: string): Token[] {
  const tokens: Token[] = [];
  code.split('\n').forEach((raw, line) => {
    const marker = /^\s*(#{1,6}|[-*+]|\d+\.|>|```|~~~|:::\w*)\s/.exec(`${raw} `);
    if (marker) tokens.push({ text: marker[1], line });
    for (const m of raw.matchAll(/\]\(([^)\s]+)/g)) tokens.push({ text: `(${m[1]})`, line });
  });
  return tokens;
}

export function codeTokens(block: CodeBlock): Token[] {
  if (block.lang in SCRIPT_LANGS) return scriptTokens(block.code, block.lang);
  if (MARKDOWN_LANGS.has(block.lang)) return markdownTokens(block.code);
  return textTokens(block.code);
}

function blockLabel(block: CodeBlock): string {
  const title = block.attrs.title ? ` title="${block.attrs.title}"` : '';
  return `\`\`\`${block.lang || '(no lang)'}${title}`;
}

/**
 * Longest common subsequence of the two block lists by lang+title, so one
 * extra or missing block is reported once instead of shifting every later pair.
 */
function alignBlocks(a: CodeBlock[], b: CodeBlock[]): [CodeBlock | null, CodeBlock | null][] {
  const key = (blk: CodeBlock): string => blockLabel(blk);
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      lcs[i][j] = key(a[i]) === key(b[j]) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const pairs: [CodeBlock | null, CodeBlock | null][] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && key(a[i]) === key(b[j])) {
      pairs.push([a[i], b[j]]);
      i += 1;
      j += 1;
    } else if (j >= m || (i < n && lcs[i + 1][j] >= lcs[i][j + 1])) {
      pairs.push([a[i], null]);
      i += 1;
    } else {
      pairs.push([null, b[j]]);
      j += 1;
    }
  }
  return pairs;
}

function compareBlockCode(en: Page, zh: Page, a: CodeBlock, b: CodeBlock): Finding[] {
  const ta = codeTokens(a);
  const tb = codeTokens(b);
  const i = firstDifference(
    ta.map((t) => t.text),
    tb.map((t) => t.text),
  );
  if (i < 0) return [];
  // Fence line + 1 is the first code line; token lines are 0-based within the block.
  const where = (t: Token | undefined, blk: CodeBlock): string =>
    t ? `line ${blk.line + 1 + t.line} \`${t.text}\`` : 'end of block';
  return [
    finding(
      'code blocks',
      zh.file,
      b.line,
      `${blockLabel(b)} differs from ${en.file}:${a.line} beyond comments and strings: ${where(tb[i], b)} vs ${where(ta[i], a)}`,
    ),
  ];
}

function compareBlocks(en: Page, zh: Page): Finding[] {
  const out: Finding[] = [];
  const countNote =
    en.blocks.length === zh.blocks.length
      ? ''
      : ` (${en.blocks.length} blocks in English, ${zh.blocks.length} in Chinese)`;
  for (const [a, b] of alignBlocks(en.blocks, zh.blocks)) {
    if (a && b) out.push(...compareBlockCode(en, zh, a, b));
    else if (a)
      out.push(
        finding('code blocks', en.file, a.line, `${blockLabel(a)} has no counterpart in ${zh.file}${countNote}`),
      );
    else if (b)
      out.push(
        finding('code blocks', zh.file, b.line, `${blockLabel(b)} has no counterpart in ${en.file}${countNote}`),
      );
  }
  return out;
}

/* --------------------------------------------------------------------- links */

/** GitHub-style slug, as Docusaurus derives heading ids when none is given. */
export function slugify(text: string): string {
  return text
    .replace(/`/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Ids of a page's headings in order: the explicit `{#id}` / `{/* #id *\/}` or the slug, deduplicated like Docusaurus. */
export function headingIds(page: Page): string[] {
  const lines = page.source.split('\n');
  const seen = new Map<string, number>();
  return page.headings.map((h) => {
    const explicit = /\{(?:\/\*\s*)?#([\w-]+)\s*(?:\*\/)?\}\s*$/.exec(lines[h.line - 1] ?? '');
    if (explicit) return explicit[1];
    const base = slugify(h.text);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n ? `${base}-${n}` : base;
  });
}

/** `%E9%85%8D` → `配`; a malformed escape is compared as written. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function isInternal(url: string): boolean {
  return !/^(?:[a-z][\w+.-]*:|\/\/)/i.test(url);
}

interface LinkIndex {
  byFile: Map<string, Page>;
  ids: Map<string, string[]>;
}

function idsOf(index: LinkIndex, page: Page): string[] {
  let ids = index.ids.get(page.file);
  if (!ids) {
    ids = headingIds(page);
    index.ids.set(page.file, ids);
  }
  return ids;
}

/**
 * What a link points at, comparable across languages: the target path as
 * written plus the anchor. An anchor that resolves to a heading of the target
 * page is replaced by the id of the same heading (same position) in the
 * English version of that page, so `#配置文件` and `#configuration-file` count as
 * one target when they name the same heading, and differ otherwise.
 */
function linkKey(page: Page, url: string, index: LinkIndex): string {
  const hash = url.indexOf('#');
  const target = hash < 0 ? url : url.slice(0, hash);
  const anchor = hash < 0 ? '' : safeDecode(url.slice(hash + 1));
  if (!anchor) return target;
  const targetFile = target ? path.posix.normalize(path.posix.join(path.posix.dirname(page.file), target)) : page.file;
  const targetPage = index.byFile.get(targetFile);
  const position = targetPage ? idsOf(index, targetPage).indexOf(anchor) : -1;
  if (!targetPage || position < 0) return `${target}#${anchor}`;
  const english = targetPage.locale === 'en' ? targetPage : index.byFile.get(targetPage.twin);
  const englishId = english ? idsOf(index, english)[position] : undefined;
  return `${target}#${englishId ?? anchor}`;
}

function compareLinks(en: Page, zh: Page, index: LinkIndex): Finding[] {
  const collect = (page: Page): Map<string, number[]> => {
    const map = new Map<string, number[]>();
    for (const link of page.links.filter((l) => isInternal(l.url))) {
      const key = linkKey(page, link.url, index);
      map.set(key, [...(map.get(key) ?? []), link.line]);
    }
    return map;
  };
  const a = collect(en);
  const b = collect(zh);
  const out: Finding[] = [];
  const surplus = (from: Map<string, number[]>, to: Map<string, number[]>, page: Page, other: Page): void => {
    for (const [key, lines] of from) {
      const extra = lines.length - (to.get(key)?.length ?? 0);
      // The last occurrences are the surplus ones; report each at its own line.
      for (const line of lines.slice(lines.length - Math.max(extra, 0))) {
        out.push(finding('links', page.file, line, `link to "${key}" has no counterpart in ${other.file}`));
      }
    }
  };
  surplus(a, b, en, zh);
  surplus(b, a, zh, en);
  return out;
}

/* ---------------------------------------------------------------------- check */

export function check(pages: Page[]): CheckResult {
  const byFile = new Map(pages.map((p) => [p.file, p]));
  const index: LinkIndex = { byFile, ids: new Map() };
  const findings: Finding[] = [];
  let pairs = 0;
  let inStep = 0;
  for (const page of pages) {
    const twin = byFile.get(page.twin);
    if (!twin) {
      const message =
        page.locale === 'en'
          ? `no Chinese page: ${page.twin} is missing`
          : `Chinese page without an English source: ${page.twin} is missing`;
      findings.push(finding('missing twin', page.file, 1, message));
      continue;
    }
    if (page.locale !== 'en') continue;
    pairs += 1;
    const found = [
      ...compareHeadings(page, twin),
      ...compareOptionHeadings(page, twin),
      ...compareBlocks(page, twin),
      ...compareLinks(page, twin, index),
    ];
    if (found.length === 0) inStep += 1;
    findings.push(...found);
  }
  const perKind = KINDS.map((k) => `${k} ${findings.filter((f) => f.kind === k).length}`).join(', ');
  return {
    name: 'Languages in step (parity)',
    problems: findings.map((f) => f.problem),
    summary: [
      `${pages.filter((p) => p.locale === 'en').length} English and ${pages.filter((p) => p.locale === 'zh').length} Chinese pages; ${pairs} pairs checked, ${inStep} in step`,
      `mismatches: ${perKind}`,
    ],
  };
}
