/**
 * Turns one built page into the search records Pagefind indexes: one record for the page
 * itself (title, keywords, lead) and one per heading with an id (the section under it).
 * Readers look for an entry (`output.publicPath`), not for the 80-entry page that holds it,
 * so each entry is ranked and excerpted on its own words; the modal groups them by page again.
 * The records are synthetic HTML whose weights say what matters; the served pages are untouched.
 */
import { load } from 'cheerio';
import type { AnyNode, Element, Text } from 'domhandler';
import { versionOfPath } from '../../src/components/Search/scope';

export type PageKind = 'doc' | 'blog';

export interface RecordOptions {
  /** `<html lang>` of the locale, e.g. `en` or `zh-CN`. */
  htmlLang: string;
  /** The site-wide `<meta name="keywords">`, which says nothing about a page. */
  siteKeywords?: string;
  /**
   * The keywords of the same page in the default language (the English twin of a Chinese page),
   * in the same order: a keyword takes the entry its twin names (see keywordTargets).
   */
  twinKeywords?: string[];
}

export interface SearchRecord {
  /** Page URL, with `#id` for a section. */
  url: string;
  /** The synthetic HTML handed to Pagefind. */
  html: string;
}

/** Weights (Pagefind's default for body text is 1, for a top-level heading 7). */
export const WEIGHTS = {
  /** The page title, in the page's own record. */
  pageTitle: 10,
  /** Front-matter keywords: the words readers type when the prose uses others. */
  keywords: 8,
  /** An option, hook or method heading (`output.publicPath`, `hooks.emit`, `this.async()`). */
  apiHeading: 10,
  /** Any other heading. */
  heading: 6,
  /** The page title repeated in each of its sections, as context. */
  sectionContext: 1.5,
  /** Code blocks: they repeat option names everywhere. */
  code: 0.3,
} as const;

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

const segmenters = new Map<string, Intl.Segmenter>();
/** One word segmenter per language: making one costs more than segmenting a paragraph. */
function wordSegmenter(lang: string): Intl.Segmenter {
  let segmenter = segmenters.get(lang);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
    segmenters.set(lang, segmenter);
  }
  return segmenter;
}

/**
 * Splits Chinese runs into words separated by spaces (`摇树优化` → `摇树 优化`). Pagefind splits
 * titles and metadata on whitespace only, while the browser splits a Chinese query into words,
 * so an unsplit title would never match. Latin text passes through unchanged.
 */
export function segmentWords(text: string, lang = 'zh-CN'): string {
  if (!CJK.test(text)) return text;
  const segmenter = wordSegmenter(lang);
  const out: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (isWordLike) out.push(segment);
    else if (/\S/.test(segment)) out.push(segment.trim());
  }
  return out.join(' ');
}

/**
 * Marks the word boundaries of Chinese text with zero-width spaces, leaving what readers see as
 * it is (Pagefind drops U+200B from excerpts). Pagefind's own segmenter and the browser's, which
 * splits the query, disagree on many words (公共路径 is one word to one and two to the other);
 * splitting the text the way the browser splits queries makes them meet.
 */
export function markWordBreaks(text: string, lang = 'zh-CN'): string {
  if (!CJK.test(text)) return text;
  const segmenter = wordSegmenter(lang);
  let out = '';
  let previous = '';
  for (const { segment } of segmenter.segment(text)) {
    if (previous && /\S$/.test(previous) && /^\S/.test(segment) && (CJK.test(previous) || CJK.test(segment))) {
      out += '\u200B';
    }
    out += segment;
    previous = segment;
  }
  return out;
}

/**
 * True for headings that name an API entry: an option path, a hook, a method, a CLI flag or a
 * plugin, written as code (`output.publicPath`, `hooks.emit`, `this.async()`, `--mode`, `entry`,
 * `HtmlRspackPlugin`), not prose ("Options", "How splitChunks decides").
 */
export function isApiHeading(text: string): boolean {
  const t = text.trim();
  if (!t || t.length > 90) return false;
  if (/^--?[a-z]/.test(t)) return true;
  if (!/^[\w$@<>{}[\]\\/.:*-]+(\(.*\))?$/.test(t)) return false;
  return /[.(]/.test(t) || /^[a-z$_]/.test(t) || /^[A-Z][a-z0-9]+[A-Z]/.test(t);
}

/**
 * The extra word an option path is searched by: its last segment, so `splitChunks` finds
 * `optimization.splitChunks` as a whole word (Pagefind indexes the parts of a dotted word at a
 * lower weight). Only the last one: the parent's name would make every child match as well.
 */
export function apiAliases(text: string): string {
  const parts = text
    .replace(/\(.*\)$/, '')
    .split(/[.\s/[\]{}\\<>:]+/)
    .filter((p) => p && p !== 'name');
  const last = parts.at(-1);
  return last && last !== text.trim() ? last : '';
}

/**
 * The words of an explicit heading id that the heading text lacks: authors pick ids readers
 * would type (the id `rspack-build` on the heading "Building"), so they are searched with it.
 */
export function idWords(id: string, text: string): string {
  const have = new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const words = id.split('-').filter((w) => w.length > 1 && !/^\d+$/.test(w) && !have.has(w));
  // An id that is the heading text without punctuation (`outputpublicpath`) adds nothing.
  const squashed = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return id.replace(/-/g, '') === squashed ? '' : words.join(' ');
}

/** A name without case, spaces or punctuation: `public path`, `publicPath` and `public-path` meet. */
function squash(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The entry each front-matter keyword names, as a heading id, or undefined for a keyword about
 * the page as a whole. A keyword names an entry when it is the entry's option name (`public
 * path` → `output.publicPath`, `alias` → `resolve.alias`, `port` → `devServer.port`) or its
 * heading id (`rspack build` → `#rspack-build`). A Chinese keyword (公共路径) cannot name a
 * Latin option; it names what the keyword at the same place in the English twin's list names,
 * as the two lists translate each other. Readers who type the name of an entry want the entry,
 * not the top of an 80-entry page.
 */
export function keywordTargets(
  keywords: string[],
  headings: { id: string; text: string }[],
  twinKeywords: string[] = [],
): (string | undefined)[] {
  const named = (keyword: string) => {
    const k = squash(keyword);
    if (!k) return undefined;
    const entry = headings.find(
      (h) =>
        squash(h.id) === k ||
        (isApiHeading(h.text) && (squash(h.text) === k || squash(apiAliases(h.text) || h.text) === k)),
    );
    return entry?.id;
  };
  return keywords.map((keyword, i) => {
    const own = named(keyword);
    if (own || !CJK.test(keyword) || twinKeywords.length !== keywords.length) return own;
    return twinKeywords[i] ? named(twinKeywords[i]) : undefined;
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);
}

/** Elements that are not content: links to anchors, buttons, icons, code block titles. */
const SKIPPED_TAGS = new Set(['button', 'svg', 'script', 'style']);
/** Attributes Pagefind reads; the rest (classes, links, styles) would only make the IPC heavier. */
const KEPT_ATTRIBUTES = /^(id|alt|title|data-pagefind-.*)$/;
const VOID_TAGS = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'track', 'wbr']);

function isSkipped(el: Element): boolean {
  if (SKIPPED_TAGS.has(el.tagName) || 'data-pagefind-ignore' in el.attribs) return true;
  const cls = el.attribs.class;
  return Boolean(cls && (/(^|\s)hash-link(\s|$)/.test(cls) || cls.includes('codeBlockTitle')));
}

function textOf(el: Element): string {
  let out = '';
  const walk = (node: AnyNode) => {
    if (node.type === 'text') out += (node as Text).data;
    else if (node.type === 'tag' && !isSkipped(node as Element)) for (const c of (node as Element).children) walk(c);
  };
  for (const c of el.children) walk(c);
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * The content of a section as lean HTML: the same elements and text Pagefind would read from the
 * page, without what is not content (links to anchors, buttons, icons) and without the attributes
 * it ignores. Code is marked as light; headings inside a section (deeper than the split level)
 * become plain paragraphs; Chinese text gets its word breaks (see markWordBreaks).
 */
function cleanContent(nodes: AnyNode[], htmlLang: string): string {
  const zh = /^zh/i.test(htmlLang);
  const out: string[] = [];
  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      const data = (node as Text).data;
      out.push(escapeHtml(zh ? markWordBreaks(data, htmlLang) : data));
      return;
    }
    if (node.type !== 'tag') return;
    const el = node as Element;
    if (isSkipped(el)) return;
    const tag = /^h[1-6]$/.test(el.tagName) ? 'p' : el.tagName;
    let attrs = '';
    for (const [name, value] of Object.entries(el.attribs)) {
      if (KEPT_ATTRIBUTES.test(name)) attrs += value ? ` ${name}="${escapeHtml(value)}"` : ` ${name}`;
    }
    if (tag === 'pre') attrs += ` data-pagefind-weight="${WEIGHTS.code}"`;
    // A bare span (the tokens of highlighted code) changes nothing in the text: only its text goes.
    if (tag === 'span' && !attrs) {
      for (const child of el.children) walk(child);
      return;
    }
    out.push(`<${tag}${attrs}>`);
    if (VOID_TAGS.has(tag)) return;
    for (const child of el.children) walk(child);
    out.push(`</${tag}>`);
  };
  for (const node of nodes) walk(node);
  return out.join('');
}

interface RecordParts {
  url: string;
  title: string;
  page: string;
  section: string;
  kind: PageKind;
  version: string;
  heading: { text: string; weight: number; aliases?: string };
  keywords?: string[];
  context?: string;
  body: string;
}

function recordHtml(p: RecordParts, htmlLang: string): string {
  const seg = (t: string) => escapeHtml(segmentWords(t, htmlLang));
  // Only the words the title's own spaces do not give: a Latin word of a Chinese heading
  // (创建 TypeScript 项目) would otherwise count twice and outrank the page titled TypeScript.
  const titleWords = new Set(p.heading.text.toLowerCase().split(/\s+/));
  const terms = CJK.test(p.heading.text)
    ? segmentWords(p.heading.text, htmlLang)
        .split(' ')
        .filter((w) => !titleWords.has(w.toLowerCase()))
        .join(' ')
    : '';
  const meta = (name: string, value: string) =>
    `<meta data-pagefind-meta="${name}[content]" content="${escapeHtml(value)}">`;
  const filter = (name: string, value: string) =>
    `<meta data-pagefind-filter="${name}[content]" content="${escapeHtml(value)}">`;
  return [
    `<!doctype html><html lang="${htmlLang}"><head><title>${escapeHtml(p.title)}</title>`,
    meta('title', p.title),
    meta('page', p.page),
    p.section ? meta('section', p.section) : '',
    // Searched metadata (see the metaWeights in src/components/Search/engine.ts): Pagefind
    // splits metadata on whitespace only, so Chinese goes in pre-split.
    terms ? meta('terms', terms) : '',
    p.keywords ? meta('keywords', segmentWords(p.keywords.join(' '), htmlLang)) : '',
    // The keywords as written, for the modal to see that one is exactly the query.
    p.keywords ? meta('keys', p.keywords.join(', ')) : '',
    filter('type', p.kind),
    filter('version', p.version),
    '</head><body><main data-pagefind-body>',
    `<h1 data-pagefind-weight="${p.heading.weight}">${seg(p.heading.text)}${
      p.heading.aliases ? ` ${escapeHtml(p.heading.aliases)}` : ''
    }</h1>`,
    p.keywords ? `<p data-pagefind-weight="${WEIGHTS.keywords}">${seg(p.keywords.join(', '))}</p>` : '',
    p.context ? `<p data-pagefind-weight="${WEIGHTS.sectionContext}">${seg(p.context)}</p>` : '',
    p.body,
    '</main></body></html>',
  ].join('');
}

function hasClass(el: Element, name: string): boolean {
  const cls = el.attribs?.class;
  return Boolean(cls) && ` ${cls} `.replace(/\s+/g, ' ').includes(` ${name} `);
}

/** The first element under `node` (depth first, in document order) that passes `test`. */
function findFirst(node: Element, test: (el: Element) => boolean): Element | null {
  for (const child of node.children) {
    if (child.type !== 'tag' && child.type !== 'script' && child.type !== 'style') continue;
    const el = child as Element;
    if (test(el)) return el;
    const found = findFirst(el, test);
    if (found) return found;
  }
  return null;
}

function findAll(node: Element, test: (el: Element) => boolean, found: Element[] = []): Element[] {
  for (const child of node.children) {
    if (child.type !== 'tag' && child.type !== 'script' && child.type !== 'style') continue;
    const el = child as Element;
    if (test(el)) found.push(el);
    findAll(el, test, found);
  }
  return found;
}

/** All the text under an element, as `textContent` reads it. */
function allText(node: AnyNode): string {
  if (node.type === 'text') return (node as Text).data;
  return 'children' in node ? (node.children as AnyNode[]).map(allText).join('') : '';
}

/** The page kind from Docusaurus' classes on `<html>`; null for lists, tags, 404 and the landing page. */
function pageKind(htmlTag: string): PageKind | null {
  if (/\bdocs-doc-page\b/.test(htmlTag)) return 'doc';
  if (/\bblog-post-page\b/.test(htmlTag)) return 'blog';
  return null;
}

/**
 * The parts of a built page that records are made of: the `<html>` tag, the title and keyword
 * tags of the head, and the `<article>` (breadcrumbs, title, content). The navbar, sidebar,
 * footer and scripts around it are most of the file and are never parsed. Null for a page without
 * an article, which is read whole.
 */
function pageParts(html: string): { htmlTag: string; title: string; metas: string[]; article: string } | null {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start === -1 || end < start) return null;
  const head = html.slice(0, start);
  return {
    htmlTag: /<html\b[^>]*>/i.exec(head)?.[0] ?? '<html>',
    title: /<title\b[^>]*>[^<]*<\/title>/i.exec(head)?.[0] ?? '',
    metas: head.match(/<meta\b[^>]*\bkeywords\b[^>]*>/gi) ?? [],
    article: html.slice(start, end + '</article>'.length),
  };
}

/**
 * Everything of a built page that `pageRecords` reads: two pages with the same source give the
 * same records (with the same URL and options), whatever else differs (script and style names).
 */
export function recordSource(html: string): string {
  const parts = pageParts(html);
  if (parts) return [parts.htmlTag, parts.title, ...parts.metas, parts.article].join('\n');
  const htmlTag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
  // A page that is neither a doc page nor a blog post gives no records, whatever else it holds.
  return pageKind(htmlTag) ? html : htmlTag;
}

function essentials(html: string): string {
  const parts = pageParts(html);
  if (!parts) return html;
  const { htmlTag, title, metas } = parts;
  let { article } = parts;
  // Most tags of a page are the spans of highlighted code; they carry no words of their own, and
  // parsing them is most of the work. They go before parsing, unless one has an attribute
  // Pagefind reads (then all stay, as closing tags cannot be told apart).
  const spans = article.match(SPAN_OPEN) ?? [];
  if (!spans.some((tag) => [...tag.matchAll(ATTRIBUTE)].some((m) => KEPT_ATTRIBUTES.test(m[1])))) {
    article = article.replace(SPAN_TAG, '');
  }
  return `${htmlTag}<head>${title}${metas.join('')}</head><body>${article}</body></html>`;
}

const ATTRIBUTE = /\s([^\s=>/]+)(?:=(?:"[^"]*"|'[^']*'|[^\s>]*))?/g;
const SPAN_OPEN = /<span\b(?:\s+[^\s=>/]+(?:=(?:"[^"]*"|'[^']*'|[^\s>]*))?)*\s*\/?>/g;
const SPAN_TAG = /<span\b(?:\s+[^\s=>/]+(?:=(?:"[^"]*"|'[^']*'|[^\s>]*))?)*\s*\/?>|<\/span\s*>/g;

const ATTRIBUTE_VALUE = /\s([^\s=>/]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

/** The front-matter keywords of a built page, read from its head without parsing the page. */
export function pageKeywords(html: string, siteKeywords?: string): string[] {
  const end = html.indexOf('<body');
  const head = end === -1 ? html : html.slice(0, end);
  return (head.match(/<meta\b[^>]*\bkeywords\b[^>]*>/gi) ?? [])
    .map((tag) => {
      const attrs = new Map(
        [...tag.matchAll(ATTRIBUTE_VALUE)].map((m) => [m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '']),
      );
      if (attrs.get('name') !== 'keywords') return '';
      return (attrs.get('content') ?? '').replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, e: string) => ENTITIES[e] ?? '');
    })
    .filter((k) => k && k !== siteKeywords)
    .flatMap((k) => k.split(','))
    .map((k) => k.trim())
    .filter(Boolean);
}

/**
 * The records of one built page, or an empty list when the page is not content
 * (blog lists, tag pages, 404, the landing page).
 * @param url the page's URL path, e.g. `/zh/config/output`
 */
export function pageRecords(html: string, url: string, options: RecordOptions): SearchRecord[] {
  // The <html> tag of the parts when there is an article, so that recordSource holds all this reads.
  const kind = pageKind(pageParts(html)?.htmlTag ?? /<html\b[^>]*>/i.exec(html)?.[0] ?? '');
  if (!kind) return [];
  const doc = load(essentials(html)).root()[0] as unknown as Element;
  const article = findFirst(doc, (el) => el.tagName === 'article') ?? doc;
  const root =
    kind === 'doc'
      ? findFirst(doc, (el) => hasClass(el, 'theme-doc-markdown'))
      : findFirst(article, (el) => hasClass(el, 'markdown'));
  if (!root) return [];
  const h1 =
    kind === 'doc'
      ? findFirst(root, (el) => el.tagName === 'h1')
      : findFirst(findFirst(article, (el) => el.tagName === 'header') ?? doc, (el) => el.tagName === 'h1');
  const titleTag = findFirst(doc, (el) => el.tagName === 'title');
  const title = h1 ? textOf(h1) : ((titleTag ? allText(titleTag) : '').split(' | ')[0] ?? '');

  const keywords = findAll(doc, (el) => el.tagName === 'meta' && el.attribs.name === 'keywords')
    .map((m) => m.attribs.content ?? '')
    .filter((k) => k && k !== options.siteKeywords)
    .flatMap((k) => k.split(','))
    .map((k) => k.trim())
    .filter(Boolean);
  // Breadcrumbs without the page itself: "Guide › Optimization".
  const trail = findFirst(doc, (el) => hasClass(el, 'breadcrumbs'));
  const crumbs = (trail ? findAll(trail, (el) => hasClass(el, 'breadcrumbs__item')) : [])
    .filter((li) => !hasClass(li, 'breadcrumbs__item--active'))
    .map((li) => allText(li).trim())
    .filter(Boolean);
  const section = kind === 'blog' ? 'Blog' : crumbs.join(' › ');
  const version = versionOfPath(url);

  // Split the top-level children at every heading with an id.
  type Chunk = { heading: Element | null; nodes: AnyNode[] };
  const chunks: Chunk[] = [{ heading: null, nodes: [] }];
  for (const node of root.children) {
    const el = node as Element;
    if (el.type === 'tag' && el.tagName === 'header') continue;
    if (el.type === 'tag' && /^h[2-4]$/.test(el.tagName) && el.attribs.id) {
      chunks.push({ heading: el, nodes: [] });
    } else {
      chunks.at(-1)?.nodes.push(node);
    }
  }

  const headings = chunks.flatMap((c) => (c.heading ? [{ id: c.heading.attribs.id, text: textOf(c.heading) }] : []));
  const targets = keywordTargets(keywords, headings, options.twinKeywords);
  const keywordsOf = (id: string | undefined) => {
    const own = keywords.filter((_, i) => targets[i] === id);
    return own.length ? own : undefined;
  };

  const records: SearchRecord[] = [];
  for (const chunk of chunks) {
    const body = cleanContent(chunk.nodes, options.htmlLang);
    // A keyword that names an entry goes to the entry's record; the others to the page's own.
    const ownKeywords = keywordsOf(chunk.heading?.attribs.id);
    if (!chunk.heading) {
      records.push({
        url,
        html: recordHtml(
          {
            url,
            title,
            page: title,
            section,
            kind,
            version,
            heading: { text: title, weight: WEIGHTS.pageTitle },
            keywords: ownKeywords,
            body,
          },
          options.htmlLang,
        ),
      });
      continue;
    }
    const text = textOf(chunk.heading);
    const api = isApiHeading(text);
    const sectionUrl = `${url}#${chunk.heading.attribs.id}`;
    records.push({
      url: sectionUrl,
      html: recordHtml(
        {
          url: sectionUrl,
          title: text,
          page: title,
          section,
          kind,
          version,
          heading: {
            text,
            weight: api ? WEIGHTS.apiHeading : WEIGHTS.heading,
            aliases: [api ? apiAliases(text) : '', idWords(chunk.heading.attribs.id, text)].filter(Boolean).join(' '),
          },
          context: title,
          keywords: ownKeywords,
          body,
        },
        options.htmlLang,
      ),
    });
  }
  return records;
}
