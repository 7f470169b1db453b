/**
 * Reads every documentation and blog page (English and Chinese) into a small
 * structure the checks share: front matter, headings, fenced code blocks and
 * links, each with the line it starts on, so problems point at file:line.
 */
import fs from 'node:fs';
import path from 'node:path';

export type Locale = 'en' | 'zh';

export interface Heading {
  depth: number;
  /** Heading text without the `{/* #id *\/}` suffix. */
  text: string;
  /** The explicit id of that suffix, when the heading has one. */
  id?: string;
  line: number;
}

export interface CodeBlock {
  lang: string;
  /** Everything after the language on the opening fence. */
  meta: string;
  /** `title="..."` and other key="value" pairs of the meta. */
  attrs: Record<string, string>;
  /** Bare words of the meta, e.g. `fragment`. */
  flags: Set<string>;
  code: string;
  /** Line of the opening fence (1-based). */
  line: number;
}

export interface Link {
  url: string;
  line: number;
}

export interface Page {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  locale: Locale;
  kind: 'doc' | 'blog';
  /** The same page in the other language (path relative to the root). */
  twin: string;
  frontMatter: Record<string, string>;
  headings: Heading[];
  blocks: CodeBlock[];
  links: Link[];
  /** Prose lines: outside front matter, code fences, imports and JSX-only lines. */
  prose: { text: string; line: number }[];
  source: string;
}

export interface Problem {
  check: string;
  file: string;
  line: number;
  message: string;
}

export interface CheckResult {
  name: string;
  problems: Problem[];
  /** Lines for the summary `npm run verify` prints. */
  summary: string[];
}

export const ROOT = path.resolve(__dirname, '../..');

const TREES: { dir: string; locale: Locale; kind: Page['kind']; twinDir: string }[] = [
  { dir: 'docs', locale: 'en', kind: 'doc', twinDir: 'i18n/zh/docusaurus-plugin-content-docs/current' },
  { dir: 'blog', locale: 'en', kind: 'blog', twinDir: 'i18n/zh/docusaurus-plugin-content-blog' },
  { dir: 'i18n/zh/docusaurus-plugin-content-docs/current', locale: 'zh', kind: 'doc', twinDir: 'docs' },
  { dir: 'i18n/zh/docusaurus-plugin-content-blog', locale: 'zh', kind: 'blog', twinDir: 'blog' },
];

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}: [${p.check}] ${p.message}`;
}

function parseMeta(meta: string): Pick<CodeBlock, 'attrs' | 'flags'> {
  const attrs: Record<string, string> = {};
  const flags = new Set<string>();
  for (const m of meta.matchAll(/(\w[\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g)) {
    if (m[2] !== undefined || m[3] !== undefined || m[4] !== undefined) {
      attrs[m[1]] = m[2] ?? m[3] ?? m[4];
    } else {
      flags.add(m[1]);
    }
  }
  return { attrs, flags };
}

function parseFrontMatter(lines: string[]): { data: Record<string, string>; end: number } {
  if (lines[0] !== '---') return { data: {}, end: 0 };
  const data: Record<string, string> = {};
  for (let i = 1; i < lines.length; i += 1) {
    if (lines[i] === '---') return { data, end: i + 1 };
    const m = /^(\w[\w-]*):\s*(.*)$/.exec(lines[i]);
    if (m) data[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return { data, end: 0 };
}

/** Parses one Markdown/MDX source. `file` is only used to fill in the result. */
export function parsePage(source: string, file: string, locale: Locale, kind: Page['kind'], twin: string): Page {
  const lines = source.split('\n');
  const { data, end } = parseFrontMatter(lines);
  const headings: Heading[] = [];
  const blocks: CodeBlock[] = [];
  const links: Link[] = [];
  const prose: Page['prose'] = [];
  let fence: { marker: string; block: CodeBlock; body: string[] } | null = null;

  for (let i = end; i < lines.length; i += 1) {
    const line = lines[i];
    const lineNo = i + 1;
    if (fence) {
      if (line.trim().startsWith(fence.marker) && line.trim().replace(/[`~]/g, '') === '') {
        fence.block.code = fence.body.join('\n');
        blocks.push(fence.block);
        fence = null;
      } else {
        fence.body.push(line);
      }
      continue;
    }
    const open = /^\s*(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/.exec(line);
    if (open) {
      const meta = open[3].trim();
      fence = {
        marker: open[1],
        body: [],
        block: { lang: open[2].toLowerCase(), meta, ...parseMeta(meta), code: '', line: lineNo },
      };
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*$/.exec(line);
    if (heading) {
      const explicit = /\s*\{\/\*\s*#([\w-]+)\s*\*\/\}\s*$|\s*\{#([\w-]+)\}\s*$/.exec(heading[2]);
      const text = explicit ? heading[2].slice(0, explicit.index) : heading[2];
      const id = explicit ? (explicit[1] ?? explicit[2]) : undefined;
      headings.push({ depth: heading[1].length, text, line: lineNo, ...(id ? { id } : {}) });
    }
    for (const m of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      links.push({ url: m[1], line: lineNo });
    }
    if (!/^(import|export)\s/.test(line) && !/^\s*<\/?[A-Z][^>]*>?\s*$/.test(line)) {
      prose.push({ text: line, line: lineNo });
    }
  }
  return { file, locale, kind, twin, frontMatter: data, headings, blocks, links, prose, source };
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => f.split(path.sep).join('/'));
}

/** Every page of the site in both languages, type partials included. */
export function loadPages(root: string = ROOT): Page[] {
  const pages: Page[] = [];
  for (const tree of TREES) {
    for (const relative of walk(path.join(root, tree.dir))) {
      const file = `${tree.dir}/${relative}`;
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      pages.push(parsePage(source, file, tree.locale, tree.kind, `${tree.twinDir}/${relative}`));
    }
  }
  return pages;
}

/** Route-independent name of a page: `guide/start/quick-start.mdx`, same in both languages. */
export function pageKey(page: Page): string {
  const tree = TREES.find((t) => page.file.startsWith(`${t.dir}/`))!;
  return `${tree.kind}:${page.file.slice(tree.dir.length + 1)}`;
}
