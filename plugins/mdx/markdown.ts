/**
 * Turns a parsed MDX page into plain Markdown that a person or an LLM can read
 * (`/page.md`, llms.txt): front matter, imports and MDX comments go, every MDX
 * component the pages use becomes the Markdown it stands for, and admonitions
 * become block quotes. Whatever is left of JSX is a bug that the export test
 * (tests/build/markdown-export.test.ts) reports.
 */
import type { BlockContent, Code, Paragraph, PhrasingContent, Root, RootContent, Table, TableRow } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { isCommentExpression, parseMdx } from './parse';

export type Locale = 'en' | 'zh';

/** A table a component stands for: header cells, then rows of cells (Markdown allowed in `code` spans only). */
export interface TableData {
  header: string[];
  rows: string[][];
}

export interface MarkdownOptions {
  locale: Locale;
  /** Source of an imported `.mdx` partial by import specifier, or null when there is none. */
  loadPartial?: (specifier: string) => string | null;
  /**
   * The table a data-driven component renders (`PluginSupportTable`, `<TeamCards team="core" />`), or null for
   * other components. `attribute` reads one of the element's string attributes.
   */
  tableOf?: (component: string, attribute: (name: string) => string | undefined) => TableData | null;
  /** Rewrites link targets, e.g. a page's `.mdx` source path into its Markdown URL. */
  rewriteUrl?: (url: string) => string;
}

const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;

const ADMONITION_LABELS: Record<Locale, Record<string, string>> = {
  en: { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution' },
  zh: { note: '备注', tip: '提示', info: '信息', warning: '警告', danger: '危险', caution: '注意' },
};

type Node = RootContent | Root;
type JsxNode = Extract<RootContent, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });

function attribute(node: JsxNode, name: string): string | undefined {
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || attr.name !== name) continue;
    if (typeof attr.value === 'string') return attr.value;
    return attr.value?.value;
  }
  return undefined;
}

/** `command="add -D x"` gives one line per package manager; `command={{ npm: '...' }}` gives its own lines. */
function packageManagerCode(node: JsxNode): Code {
  const command = attribute(node, 'command') ?? '';
  const perManager = [...command.matchAll(/(\w+)\s*:\s*(['"`])(.*?)\2/g)].map((m) => m[3]);
  const lines = perManager.length ? perManager : PACKAGE_MANAGERS.map((pm) => `${pm} ${command}`);
  return { type: 'code', lang: 'bash', value: lines.join('\n') };
}

function table({ header, rows }: TableData): Table {
  const cells = (values: string[]): TableRow => ({
    type: 'tableRow',
    children: values.map((value) => ({
      type: 'tableCell',
      children: value.split('`').map((part, i) => (i % 2 === 1 ? { type: 'inlineCode', value: part } : text(part))),
    })),
  });
  return { type: 'table', children: [cells(header), ...rows.map(cells)] };
}

/** The partials a page imports: component name -> specifier (`FilenameType` -> `../types/_filename.mdx`). */
function partialImports(tree: Root): Map<string, string> {
  const found = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const m of node.value.matchAll(/import\s+([A-Z]\w*)\s+from\s+['"]([^'"]+\.mdx?)['"]/g)) found.set(m[1], m[2]);
  }
  return found;
}

class Renderer {
  constructor(
    private readonly options: MarkdownOptions,
    private readonly partials: Map<string, string>,
  ) {}

  /** The Markdown nodes one MDX node stands for (none, itself, or several). */
  node(node: RootContent): RootContent[] {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return isCommentExpression(node.value) ? [] : this.expression(node.value);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.jsx(node);
      case 'containerDirective':
        return this.admonition(node);
      case 'leafDirective':
      case 'textDirective':
        // `a:b` that the directive syntax read as a directive: give back the text.
        return [text(`${node.type === 'leafDirective' ? '::' : ':'}${node.name}`), ...this.children(node.children)];
      case 'heading': {
        // The space before a heading id comment would otherwise be kept as `&#x20;`.
        const children = this.children(node.children) as PhrasingContent[];
        const last = children.at(-1);
        if (last?.type === 'text') last.value = last.value.trimEnd();
        return [{ ...node, children }];
      }
      case 'link':
      case 'definition':
        node.url = this.options.rewriteUrl?.(node.url) ?? node.url;
        return node.type === 'link'
          ? [{ ...node, children: this.children(node.children) as PhrasingContent[] }]
          : [node];
      default:
        if ('children' in node) {
          (node as { children: RootContent[] }).children = this.children(
            (node as { children: RootContent[] }).children,
          );
        }
        return [node];
    }
  }

  children(nodes: RootContent[]): RootContent[] {
    return nodes.flatMap((child) => this.node(child));
  }

  /** A literal in braces (`{'<'}`) is text; any other expression has no Markdown form. */
  private expression(value: string): RootContent[] {
    const literal = /^\s*(['"`])([\s\S]*)\1\s*$/.exec(value);
    return literal ? [text(literal[2])] : [];
  }

  private admonition(node: Extract<RootContent, { type: 'containerDirective' }>): RootContent[] {
    const [first, ...rest] = node.children;
    const hasLabel =
      first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
    const label = hasLabel
      ? (first as Paragraph).children
      : [text(ADMONITION_LABELS[this.options.locale][node.name] ?? node.name)];
    const body = this.children(hasLabel ? rest : node.children) as BlockContent[];
    return [
      {
        type: 'blockquote',
        children: [paragraph([{ type: 'strong', children: label as PhrasingContent[] }]), ...body],
      },
    ];
  }

  private jsx(node: JsxNode): RootContent[] {
    const name = node.name ?? '';
    const children = () => this.children(node.children as RootContent[]);
    if (name === 'PackageManagerTabs') return [packageManagerCode(node)];
    if (name === 'Tabs') return children();
    if (name === 'TabItem') {
      const label = attribute(node, 'label') ?? attribute(node, 'value') ?? '';
      return [paragraph([{ type: 'strong', children: [text(label)] }]), ...children()];
    }
    const tableData = this.options.tableOf?.(name, (attr) => attribute(node, attr));
    if (tableData) return [table(tableData)];
    const partial = this.partials.get(name);
    if (partial) return this.partial(partial);
    switch (name) {
      case 'kbd':
      case 'code':
        return [{ type: 'inlineCode', value: textOf(node) }];
      case 'br':
        return [{ type: 'break' }];
      case 'img':
        return [{ type: 'image', url: attribute(node, 'src') ?? '', alt: attribute(node, 'alt') ?? '' }];
      case 'a':
        return [{ type: 'link', url: attribute(node, 'href') ?? '', children: children() as PhrasingContent[] }];
      case 'summary':
        return node.type === 'mdxJsxFlowElement'
          ? [paragraph([{ type: 'strong', children: children() as PhrasingContent[] }])]
          : [{ type: 'strong', children: children() as PhrasingContent[] }];
      default:
        // details, div, span and the like: what they hold is the content.
        return children();
    }
  }

  private partial(specifier: string): RootContent[] {
    const source = this.options.loadPartial?.(specifier);
    if (source == null) return [];
    const tree = parseMdx(source);
    return new Renderer(this.options, partialImports(tree)).children(tree.children);
  }
}

function textOf(node: Node): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? (node.children as RootContent[]).map(textOf).join('') : '';
}

const stringifier = unified()
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one' });

/** The Markdown of an MDX page, under a `# title` heading. */
export function mdxToMarkdown(source: string, title: string, options: MarkdownOptions): string {
  const tree = parseMdx(source);
  const renderer = new Renderer(options, partialImports(tree));
  const root: Root = { type: 'root', children: renderer.children(tree.children) };
  const body = String(stringifier.stringify(root)).trim();
  return `# ${title}\n\n${body}\n`;
}
