/**
 * Loads Pagefind and its index for the page's locale on demand, then searches. Nothing here runs
 * before the reader opens the search: the module is part of the modal's lazy chunk, and
 * pagefind.js is imported at run time from the bundle the build wrote (build/pagefind,
 * build/zh/pagefind), so it is never in the first-load JavaScript.
 */
import { isSearchable, normalizeQuery, searchFilters } from './scope';
import { type Hit, rankHits } from './results';

interface PagefindFragment {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

interface PagefindResult {
  score: number;
  data: () => Promise<PagefindFragment>;
}

interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string, options?: { filters?: unknown }) => Promise<{ results: PagefindResult[] } | null>;
}

/** Hits whose fragment is loaded per query: enough for the first screen, little to download. */
const LOADED_HITS = 12;
/**
 * Hits after those whose fragments are fetched in the background while the reader types: the
 * next keystroke's best hits are almost always among them (its results are a subset of these,
 * re-ranked), so its results show without waiting for the network. Fetching a fragment is most of
 * the time between a keystroke and its results; searching takes a few milliseconds.
 */
const PREFETCHED_HITS = 30;

const loaded = new Map<string, Promise<Pagefind>>();

/** Loads (once per bundle) Pagefind from `bundleUrl`, e.g. `/zh/pagefind/`. */
export function loadPagefind(bundleUrl: string): Promise<Pagefind> {
  let pending = loaded.get(bundleUrl);
  if (!pending) {
    pending = (async () => {
      const pagefind = (await import(/* webpackIgnore: true */ `${bundleUrl}pagefind.js`)) as Pagefind;
      await pagefind.options({
        basePath: bundleUrl,
        // Record URLs already hold the site's base URL (/zh/...).
        baseUrl: '/',
        // Searching takes a few milliseconds; a worker would be one more download.
        noWorker: true,
        excerptLength: 18,
        ranking: {
          // Short records (one heading each) should not win on length alone.
          pageLength: 0.3,
          termSaturation: 1.6,
          // Matches in these metadata fields add to the score (plugins/pagefind-search/records.ts):
          // the heading or page title, its Chinese words, and front-matter keywords, which weigh
          // most: they are the words readers type where the prose uses others.
          metaWeights: { title: 5, terms: 5, keywords: 10 },
        },
      });
      await pagefind.init();
      return pagefind;
    })();
    pending.catch(() => loaded.delete(bundleUrl));
    loaded.set(bundleUrl, pending);
  }
  return pending;
}

export interface SearchScope {
  bundleUrl: string;
  version: string;
  includeBlog: boolean;
}

/**
 * Searches and returns the best hits with their excerpts, best first, or null when `isStale`
 * says a newer query has replaced this one before its excerpts were loaded (as the reader types,
 * only the latest query downloads anything beyond the index). With `prefetch` (the query is being
 * typed), the fragments of the next hits are fetched too, for the next keystroke.
 */
export async function search(
  query: string,
  scope: SearchScope,
  isStale = () => false,
  { prefetch = false }: { prefetch?: boolean } = {},
): Promise<Hit[] | null> {
  const term = normalizeQuery(query);
  if (!isSearchable(term)) return [];
  const pagefind = await loadPagefind(scope.bundleUrl);
  const response = await pagefind.search(term, { filters: searchFilters(scope.version, scope.includeBlog) });
  if (isStale()) return null;
  const results = response?.results ?? [];
  // Titles are in the fragments, so only the best few are loaded, all at once.
  const head = await Promise.all(
    results.slice(0, LOADED_HITS).map(async (r) => {
      const data = await r.data();
      return {
        url: data.url,
        title: data.meta.title ?? '',
        page: data.meta.page ?? data.meta.title ?? '',
        section: data.meta.section ?? '',
        excerpt: data.excerpt,
        score: r.score,
        keywords: data.meta.keys?.split(', '),
      } satisfies Hit;
    }),
  );
  if (prefetch && !isStale()) {
    // In a task of its own: the excerpts of fragments already loaded are made at once, and the
    // results of this keystroke should not wait for them.
    const next = results.slice(LOADED_HITS, LOADED_HITS + PREFETCHED_HITS);
    setTimeout(() => {
      if (!isStale()) for (const r of next) r.data().catch(() => undefined);
    }, 0);
  }
  return rankHits(head, term);
}
