/**
 * Reads every documentation and blog page (English and Chinese), through the
 * site's one MDX parser, into a small structure the checks share: front matter, headings, fenced code blocks and
 * links, each with the line it starts on, so problems point at file:line.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { Nodes, Root } from 'mdast';
import { CONTINUE, SKIP, visit } from 'unist-util-visit';
import { headingIdComment, isCommentExpression, parseMdx } from '../../plugins/mdx/parse';

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
  /** Docs version: `current` (Rspack 1.5) or an older one such as `0.x` (Rspack 0.7). */
  version: string;
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
  /** JSX elements the page renders (`<Tabs>`, `<PackageManagerTabs />`), outside code. */
  jsx: { name: string; line: number }[];
  /** Names bound by the page's `import` statements. */
  imports: string[];
  /** `{...}` expressions in the text that are neither comments nor literals: evaluated when the page renders. */
  expressions: { value: string; line: number }[];
  /** Set when the source is not valid MDX: where and why the parser stopped. */
  parseError?: { line: number; message: string };
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
  // The 0.x docs version (Rspack 0.7), checked against @rspack/core-0.7.
  {
    dir: 'versioned_docs/version-0.x',
    locale: 'en',
    kind: 'doc',
    twinDir: 'i18n/zh/docusaurus-plugin-content-docs/version-0.x',
  },
  {
    dir: 'i18n/zh/docusaurus-plugin-content-docs/version-0.x',
    locale: 'zh',
    kind: 'doc',
    twinDir: 'versioned_docs/version-0.x',
  },
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

function parseFrontMatter(yaml: string): Record<string, string> {
  const data: Record<string, string> = {};
  for (const line of yaml.split('\n')) {
    const m = /^(\w[\w-]*):\s*(.*)$/.exec(line);
    if (m) data[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return data;
}

/** A JSX tag alone on its line (`<Tabs>`, `</TabItem>`, `<PackageManagerTabs ... />`) is markup, not prose. */
const JSX_ONLY_LINE = /^\s*<\/?[A-Z][^>]*>?\s*$/;

/**
 * Parses one MDX source with the site's MDX parser (plugins/mdx/parse.ts).
 * `file` is only used to fill in the result. A source that is not valid MDX
 * gives a page with no structure and its `parseError`; the "MDX compiles"
 * check reports it at its line.
 */
export function parsePage(source: string, file: string, locale: Locale, kind: Page['kind'], twin: string): Page {
  const lines = source.split('\n');
  const page: Page = {
    file,
    version: pageVersion(file),
    locale,
    kind,
    twin,
    frontMatter: {},
    headings: [],
    blocks: [],
    links: [],
    prose: [],
    jsx: [],
    imports: [],
    expressions: [],
    source,
  };
  let tree: Root;
  try {
    tree = parseMdx(source);
  } catch (error) {
    const e = error as { line?: number; reason?: string; message?: string };
    page.parseError = { line: e.line ?? 1, message: `not valid MDX: ${String(e.reason ?? e.message).split('\n')[0]}` };
    return page;
  }
  /** Lines that hold no prose: front matter, code, imports and exports. MDX comments stay: cspell reads its directives there. */
  const skip = new Set<number>();
  const span = (node: Nodes): void => {
    for (let l = node.position!.start.line; l <= node.position!.end.line; l += 1) skip.add(l);
  };
  visit(tree, (node: Nodes) => {
    switch (node.type) {
      case 'yaml':
        page.frontMatter = parseFrontMatter(node.value);
        try {
          // Docusaurus reads front matter with js-yaml: a value it rejects fails the build.
          yaml.load(node.value);
        } catch (error) {
          const mark = (error as { mark?: { line: number } }).mark;
          page.parseError = {
            line: node.position!.start.line + 1 + (mark?.line ?? 0),
            message: `front matter is not valid YAML (quote the value): ${(error as { reason?: string }).reason ?? error}`,
          };
        }
        span(node);
        return SKIP;
      case 'mdxjsEsm':
        for (const m of node.value.matchAll(/^import\s+(?:(\w+)|\{([^}]*)\})/gm)) {
          if (m[1]) page.imports.push(m[1]);
          for (const name of (m[2] ?? '').split(','))
            page.imports.push(
              name
                .trim()
                .split(/\s+as\s+/)
                .pop()!,
            );
        }
        span(node);
        return SKIP;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        if (node.name) page.jsx.push({ name: node.name, line: node.position!.start.line });
        return CONTINUE;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (!isCommentExpression(node.value) && !/^\s*(['"`])[\s\S]*\1\s*$|^\s*\d+\s*$/.test(node.value)) {
          page.expressions.push({ value: node.value.trim(), line: node.position!.start.line });
        }
        return CONTINUE;
      case 'code': {
        const meta = (node.meta ?? '').trim();
        page.blocks.push({
          lang: (node.lang ?? '').toLowerCase(),
          meta,
          ...parseMeta(meta),
          code: node.value,
          line: node.position!.start.line,
        });
        span(node);
        return SKIP;
      }
      case 'heading': {
        const line = node.position!.start.line;
        const raw = lines[line - 1].replace(/^\s*#{1,6}\s+/, '').trimEnd();
        const comment = node.children.find((c) => c.type === 'mdxTextExpression' && headingIdComment(c.value));
        const id = comment && comment.type === 'mdxTextExpression' ? headingIdComment(comment.value) : undefined;
        const text = raw.replace(/\s*\{\/\*\s*#[\w-]+\s*\*\/\}\s*$/, '');
        page.headings.push({ depth: node.depth, text, line, ...(id ? { id } : {}) });
        return CONTINUE;
      }
      case 'link':
      case 'definition':
        page.links.push({ url: node.url, line: node.position!.start.line });
        return CONTINUE;
      default:
        return CONTINUE;
    }
  });
  page.links.sort((a, b) => a.line - b.line);
  lines.forEach((text, i) => {
    if (!skip.has(i + 1) && !JSX_ONLY_LINE.test(text)) page.prose.push({ text, line: i + 1 });
  });
  return page;
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

/** The docs version a source file belongs to, from its folder (`versioned_docs/version-0.x/...`). */
export function pageVersion(file: string): string {
  return /(?:^|\/)version-([^/]+)\//.exec(file)?.[1] ?? 'current';
}

/** The @rspack/core package a page's facts are checked against. */
export function corePackage(page: Pick<Page, 'version'>): string {
  return page.version === '0.x' ? '@rspack/core-0.7' : '@rspack/core';
}

/** Route-independent name of a page: `guide/start/quick-start.mdx`, same in both languages. */
export function pageKey(page: Page): string {
  const tree = TREES.find((t) => page.file.startsWith(`${t.dir}/`))!;
  const version = pageVersion(page.file);
  return `${tree.kind}${version === 'current' ? '' : `@${version}`}:${page.file.slice(tree.dir.length + 1)}`;
}
