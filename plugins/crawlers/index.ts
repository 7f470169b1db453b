import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** One `<xhtml:link rel="alternate">` of a sitemap entry, as the sitemap library writes it. */
export interface AlternateLink {
  lang: string;
  url: string;
}

/**
 * The same page in every language, for hreflang alternates. Every page exists
 * in both languages (the docs checks keep them in step), so the page at `/x`
 * has its Chinese twin at `/zh/x` and the other way round.
 */
export function alternateLinks(
  url: string,
  origin: string,
  locales: Record<string, string>,
  defaultLocale: string,
): AlternateLink[] {
  const pathname = url.startsWith(origin) ? url.slice(origin.length) : url;
  const prefixed = Object.keys(locales).filter((l) => l !== defaultLocale);
  const owner = prefixed.find((l) => pathname === `/${l}` || pathname.startsWith(`/${l}/`));
  const neutral = owner ? pathname.slice(owner.length + 1) || '/' : pathname;
  const links = Object.entries(locales).map(([name, hreflang]) => ({
    lang: hreflang,
    url: `${origin}${name === defaultLocale ? '' : `/${name}`}${neutral}`,
  }));
  return [...links, { lang: 'x-default', url: `${origin}${neutral}` }];
}

/**
 * robots.txt for search engines, naming the sitemap of each language. (The
 * sitemaps themselves come from the classic preset, with hreflang alternates
 * added by its `createSitemapItems` option in docusaurus.config.ts.)
 */
export default function crawlersPlugin(context: LoadContext): Plugin {
  const { siteConfig, i18n } = context;
  const origin = siteConfig.url.replace(/\/$/, '');
  return {
    name: 'crawlers',
    async postBuild({ outDir }) {
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const sitemaps = i18n.locales.map(
        (l) => `Sitemap: ${origin}${l === i18n.defaultLocale ? '' : `/${l}`}/sitemap.xml`,
      );
      await fs.writeFile(
        path.join(outDir, 'robots.txt'),
        ['User-agent: *', 'Allow: /', '', ...sitemaps, ''].join('\n'),
      );
    },
  };
}
