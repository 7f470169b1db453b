/**
 * Turns one built page into the search records Pagefind indexes: one record for the page
 * itself (title, keywords, lead) and one per heading with an id (the section under it).
 * Readers look for an entry (`output.publicPath`), not for the 80-entry page that holds it,
 * so each entry is ranked and excerpted on its own words; the modal groups them by page again.
 * The records are synthetic HTML whose weights say what matters; the served pages are untouched.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { versionOfPath } from '../../src/components/Search/scope';

export type PageKind = 'doc' | 'blog';

export interface RecordOptions {
  /** `<html lang>` of the locale, e.g. `en` or `zh-CN`. */
  htmlLang: string;
  /** The site-wide `<meta name="keywords">`, which says nothing about a page. */
  siteKeywords?: string;
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

/**
 * Splits Chinese runs into words separated by spaces (`摇树优化` → `摇树 优化`). Pagefind splits
 * titles and metadata on whitespace only, while the browser splits a Chinese query into words,
 * so an unsplit title would never match. Latin text passes through unchanged.
 */
export function segmentWords(text: string, lang = 'zh-CN'): string {
  if (!CJK.test(text)) return text;
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
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
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);
}

function textOf($: CheerioAPI, el: Element): string {
  const copy = $(el).clone();
  copy.find('.hash-link, button, [data-pagefind-ignore]').remove();
  return copy.text().replace(/\s+/g, ' ').trim();
}

/** Strips what is not content (links to anchors, buttons, icons) and marks code as light. */
function cleanContent($: CheerioAPI, nodes: AnyNode[], htmlLang: string): string {
  const wrapper = $('<div></div>');
  for (const node of nodes) wrapper.append($(node).clone());
  wrapper
    .find(
      '.hash-link, button, svg, script, style, [data-pagefind-ignore], .codeBlockTitle_DygR, [class*="codeBlockTitle"]',
    )
    .remove();
  wrapper.find('pre').attr('data-pagefind-weight', String(WEIGHTS.code));
  // Headings inside a section (deeper than the split level) stay plain text.
  wrapper.find('h1, h2, h3, h4, h5, h6').each((_, h) => {
    h.tagName = 'p';
  });
  if (/^zh/i.test(htmlLang)) {
    const walk = (node: AnyNode) => {
      if (node.type === 'text')
        (node as unknown as { data: string }).data = markWordBreaks(
          (node as unknown as { data: string }).data,
          htmlLang,
        );
      else if ('children' in node) for (const child of node.children) walk(child);
    };
    for (const node of wrapper.toArray()) walk(node);
  }
  return wrapper.html() ?? '';
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
    CJK.test(p.heading.text) ? meta('terms', segmentWords(p.heading.text, htmlLang)) : '',
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

/** The page kind from Docusaurus' classes on `<html>`; null for lists, tags, 404 and the landing page. */
function pageKind($: CheerioAPI): PageKind | null {
  const classes = $('html').attr('class') ?? '';
  if (/\bdocs-doc-page\b/.test(classes)) return 'doc';
  if (/\bblog-post-page\b/.test(classes)) return 'blog';
  return null;
}

/**
 * The records of one built page, or an empty list when the page is not content
 * (blog lists, tag pages, 404, the landing page).
 * @param url the page's URL path, e.g. `/zh/config/output`
 */
export function pageRecords(html: string, url: string, options: RecordOptions): SearchRecord[] {
  const $ = load(html);
  const kind = pageKind($);
  if (!kind) return [];
  const root = kind === 'doc' ? $('.theme-doc-markdown').first() : $('article .markdown').first();
  if (!root.length) return [];
  const h1 = kind === 'doc' ? root.find('h1').first() : $('article header h1').first();
  const title = h1.length ? textOf($, h1[0] as Element) : ($('title').text().split(' | ')[0] ?? '');

  const keywords = $('meta[name="keywords"]')
    .map((_, m) => $(m).attr('content') ?? '')
    .get()
    .filter((k) => k && k !== options.siteKeywords)
    .flatMap((k) => k.split(','))
    .map((k) => k.trim())
    .filter(Boolean);
  // Breadcrumbs without the page itself: "Guide › Optimization".
  const crumbs = $('.breadcrumbs .breadcrumbs__item:not(.breadcrumbs__item--active)')
    .map((_, li) => $(li).text().trim())
    .get()
    .filter(Boolean);
  const section = kind === 'blog' ? 'Blog' : crumbs.join(' › ');
  const version = versionOfPath(url);

  // Split the top-level children at every heading with an id.
  type Chunk = { heading: Element | null; nodes: AnyNode[] };
  const chunks: Chunk[] = [{ heading: null, nodes: [] }];
  for (const node of root.contents().toArray()) {
    const el = node as Element;
    if (el.type === 'tag' && el.tagName === 'header') continue;
    if (el.type === 'tag' && /^h[2-4]$/.test(el.tagName) && el.attribs.id) {
      chunks.push({ heading: el, nodes: [] });
    } else {
      chunks.at(-1)?.nodes.push(node);
    }
  }

  const records: SearchRecord[] = [];
  for (const chunk of chunks) {
    const body = cleanContent($, chunk.nodes, options.htmlLang);
    // Keywords belong to the page as a whole: its own record carries them.
    const ownKeywords = chunk.heading || !keywords.length ? undefined : keywords;
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
    const text = textOf($, chunk.heading);
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
