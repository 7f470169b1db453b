/**
 * Turns Pagefind hits (one per page or per heading, see plugins/pagefind-search/records.ts)
 * into what the modal shows: pages in the order of their best hit, each with its matching
 * headings. Pure, so it is unit-tested.
 */

/** One hit after its fragment is loaded. */
export interface Hit {
  /** `/config/output` or `/config/output#outputpublicpath`. */
  url: string;
  /** The heading, or the page title for the page's own record. */
  title: string;
  /** The page title. */
  page: string;
  /** Breadcrumbs of the page ("Config", "Guide › Optimization") or "Blog". */
  section: string;
  /** Pagefind's excerpt: escaped text with `<mark>` around the matched words. */
  excerpt: string;
  score: number;
  /** Front-matter keywords: on the page's own hit, or on the entry a keyword names. */
  keywords?: string[];
}

export interface ResultItem extends Hit {
  /** True for the page itself, false for a heading in it. */
  isPage: boolean;
}

export interface ResultGroup {
  url: string;
  page: string;
  section: string;
  items: ResultItem[];
}

/** The page a hit belongs to: its URL without the fragment. */
export function pageOf(url: string): string {
  const i = url.indexOf('#');
  return i === -1 ? url : url.slice(0, i);
}

/** Lower-cased, without code punctuation: `` `output.publicPath` `` and `output.publicpath` are equal. */
function plain(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`'"()]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * How exactly a hit answers the query, best first:
 * 4  an entry named by the query on the page that owns it: the title is the query or an option
 *    path ending with it (`splitChunks` → `optimization.splitChunks`), and the page's title
 *    starts the path (`optimization`) or is the heading itself;
 * 3  a page titled exactly as the query;
 * 2.5 an entry the query is a keyword of (a page keyword that names the entry: `public path`,
 *    公共路径 → output.publicPath; see keywordTargets in plugins/pagefind-search/records.ts);
 * 2  a page with the query among its front-matter keywords;
 * 1  any other title that is the query; 0.5 a title that holds it; 0 the rest.
 * Pagefind scores words; this lifts the entry or page whose name the reader typed.
 */
export function titleMatch(hit: Pick<Hit, 'title' | 'page' | 'url' | 'keywords'>, query: string): number {
  const t = plain(hit.title);
  const q = plain(query);
  if (!q) return 0;
  const isPage = !hit.url.includes('#');
  if (t === q || t.endsWith(`.${q}`) || t.endsWith(`:${q}`)) {
    const page = plain(hit.page);
    if (t.startsWith(`${page}.`) || (t === page && !isPage)) return 4;
    if (isPage && t === q) return 3;
  }
  if (hit.keywords?.some((k) => plain(k) === q)) return isPage ? 2 : 2.5;
  if (t === q || t.endsWith(`.${q}`) || t.endsWith(`:${q}`)) return 1;
  if (t.includes(q)) return 0.5;
  return 0;
}

/** Re-orders hits so an exact title match comes first, keeping Pagefind's order otherwise. */
export function rankHits<T extends Hit>(hits: T[], query: string): T[] {
  return hits
    .map((hit, i) => ({ hit, i, m: titleMatch(hit, query) }))
    .sort((a, b) => b.m - a.m || a.i - b.i)
    .map((x) => x.hit);
}

/** Groups hits by page, pages in the order of their best hit, at most `perPage` items each. */
export function groupHits(hits: Hit[], perPage = 4): ResultGroup[] {
  const groups = new Map<string, ResultGroup>();
  for (const hit of hits) {
    const url = pageOf(hit.url);
    let group = groups.get(url);
    if (!group) {
      group = { url, page: hit.page, section: hit.section, items: [] };
      groups.set(url, group);
    }
    if (group.items.length < perPage) group.items.push({ ...hit, isPage: hit.url === url });
  }
  return [...groups.values()];
}

/** Splits `text` into parts, marking each case-insensitive occurrence of a query word. */
export function highlight(text: string, query: string): { text: string; match: boolean }[] {
  const words = [...new Set(query.split(/[\s.]+/).filter((w) => w.length > 0))].sort((a, b) => b.length - a.length);
  if (!words.length) return [{ text, match: false }];
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts: { text: string; match: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(new RegExp(escaped.join('|'), 'gi'))) {
    const at = m.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at), match: false });
    parts.push({ text: m[0], match: true });
    last = at + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
