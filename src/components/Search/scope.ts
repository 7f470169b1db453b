/**
 * What a search covers: the reader's language (one Pagefind bundle per locale), the docs version
 * of the page being read, and the blog only when asked. Pure, so the unit tests and the index
 * plugin share it.
 */

/** The docs version a URL path belongs to: `0.x` under /0.x/ (or /zh/0.x/), `current` elsewhere. */
export function versionOfPath(pathname: string): string {
  const m = /^\/(?:zh\/)?(\d+\.x)(?:\/|$)/.exec(pathname);
  return m ? m[1] : 'current';
}

export type PagefindFilters = Record<string, string | string[]> | { any: Record<string, string | string[]>[] };

/** Docs of this version; with the blog, blog posts too (they have no version). */
export function searchFilters(version: string, includeBlog: boolean): PagefindFilters {
  const docs = { type: 'doc', version };
  return includeBlog ? { any: [docs, { type: 'blog' }] } : docs;
}

/**
 * Readers paste option paths with the surrounding code (`output.publicPath:`, `'splitChunks'`,
 * `this.async()`); keep the words, drop the punctuation Pagefind would treat as part of a word.
 */
export function normalizeQuery(query: string): string {
  return query
    .replace(/[`'"“”‘’]/g, ' ')
    .replace(/\(\)/g, '')
    .replace(/[:;,!?]+(\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** False for a single Latin letter, which would match half the index; one Chinese character is a word. */
export function isSearchable(term: string): boolean {
  return term.length >= 2 || /[\u3400-\u9fff]/.test(term);
}
