import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** A sitemap URL and the same page in every language, keyed by hreflang. */
export interface Alternates {
  loc: string;
  links: Record<string, string>;
}

/**
 * Every page exists in both languages (the docs checks keep them in step), so
 * the page at `/x` has its Chinese twin at `/zh/x` and the other way round.
 */
export function alternatesOf(
  loc: string,
  origin: string,
  locales: Record<string, string>,
  defaultLocale: string,
): Alternates {
  const pathname = loc.slice(origin.length);
  const prefixes = Object.keys(locales).filter((l) => l !== defaultLocale);
  const owner = prefixes.find((l) => pathname === `/${l}` || pathname.startsWith(`/${l}/`));
  const neutral = owner ? pathname.slice(owner.length + 1) || '/' : pathname;
  const links: Record<string, string> = {};
  for (const [name, hreflang] of Object.entries(locales)) {
    links[hreflang] = `${origin}${name === defaultLocale ? '' : `/${name}`}${neutral}`;
  }
  links['x-default'] = `${origin}${neutral}`;
  return { loc, links };
}

/** Adds `<xhtml:link rel="alternate">` to each `<url>` of a sitemap written by Docusaurus. */
export function withAlternates(xml: string, alternates: (loc: string) => Alternates): string {
  const withNamespace = xml.includes('xmlns:xhtml=')
    ? xml
    : xml.replace('<urlset ', '<urlset xmlns:xhtml="http://www.w3.org/1999/xhtml" ');
  return withNamespace.replace(/<url><loc>([^<]+)<\/loc>/g, (whole, loc: string) => {
    const links = Object.entries(alternates(loc).links)
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`)
      .join('');
    return `${whole}${links}`;
  });
}

/**
 * What search engines read besides the pages: robots.txt naming the sitemap
 * of each language, and hreflang alternates in every sitemap entry so each
 * language's page is offered to its readers.
 */
export default function crawlersPlugin(context: LoadContext): Plugin {
  const { siteConfig, i18n } = context;
  const origin = siteConfig.url.replace(/\/$/, '');
  const locales = Object.fromEntries(i18n.locales.map((l) => [l, i18n.localeConfigs[l]?.htmlLang ?? l]));
  return {
    name: 'crawlers',
    async postBuild({ outDir }) {
      const sitemap = path.join(outDir, 'sitemap.xml');
      const xml = await fs.readFile(sitemap, 'utf8');
      await fs.writeFile(
        sitemap,
        withAlternates(xml, (loc) => alternatesOf(loc, origin, locales, i18n.defaultLocale)),
      );
      if (i18n.currentLocale === i18n.defaultLocale) {
        const sitemaps = i18n.locales.map(
          (l) => `Sitemap: ${origin}${l === i18n.defaultLocale ? '' : `/${l}`}/sitemap.xml`,
        );
        await fs.writeFile(
          path.join(outDir, 'robots.txt'),
          ['User-agent: *', 'Allow: /', '', ...sitemaps, ''].join('\n'),
        );
      }
    },
  };
}
