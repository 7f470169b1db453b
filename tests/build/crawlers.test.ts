/** What crawlers read: robots.txt and complete sitemaps with language alternates. */
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { ROUTES, zhPath } from '../routes';
import { BUILD, requireBuild } from './support';

type Url = { loc: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] };

function sitemap(prefix: string): Url[] {
  const xml = fs.readFileSync(path.join(BUILD, prefix, 'sitemap.xml'), 'utf8');
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'url' || name === 'xhtml:link',
  }).parse(xml);
  return parsed.urlset.url as Url[];
}

describe('crawlers', () => {
  beforeAll(requireBuild);

  test('robots.txt allows crawling and names the sitemap of each language', () => {
    const robots = fs.readFileSync(path.join(BUILD, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain('Sitemap: https://rspack.dev/sitemap.xml');
    expect(robots).toContain('Sitemap: https://rspack.dev/zh/sitemap.xml');
  });

  test.each([
    ['en', ''],
    ['zh', 'zh'],
  ])('the %s sitemap lists every written route with its alternates', (_name, prefix) => {
    const urls = sitemap(prefix);
    const locs = new Set(urls.map((u) => u.loc.replace('https://rspack.dev', '')));
    const written = ROUTES.filter((r) => r.status === 'written').map((r) => (prefix ? zhPath(r.path) : r.path));
    expect(written.filter((p) => !locs.has(p) && !locs.has(p.replace(/\/$/, '')))).toEqual([]);
    for (const url of urls) {
      const hreflangs = url['xhtml:link'].map((l) => l['@_hreflang']).sort();
      expect(hreflangs).toEqual(['en', 'x-default', 'zh-CN']);
    }
  });
});
