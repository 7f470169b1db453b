/**
 * Recent searches, kept in localStorage per locale: the query and the entry the reader opened,
 * newest first, without duplicates. Storage may be missing or full; search works without it.
 */
export interface RecentSearch {
  query: string;
  title: string;
  url: string;
}

const LIMIT = 5;

export function storageKey(locale: string): string {
  return `rspack-search-recent-${locale}`;
}

/** Adds `entry` in front of `list`, dropping an older one with the same URL and the overflow. */
export function addRecent(list: RecentSearch[], entry: RecentSearch, limit = LIMIT): RecentSearch[] {
  return [entry, ...list.filter((r) => r.url !== entry.url)].slice(0, limit);
}

export function readRecent(locale: string): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey(locale)) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (r): r is RecentSearch =>
            typeof r?.query === 'string' && typeof r?.title === 'string' && typeof r?.url === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function writeRecent(locale: string, list: RecentSearch[]): void {
  try {
    window.localStorage.setItem(storageKey(locale), JSON.stringify(list));
  } catch {
    // Private mode or a full storage: the list lives for this page only.
  }
}
