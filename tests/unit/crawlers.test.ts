import { alternatesOf, withAlternates } from '../../plugins/crawlers';

const ORIGIN = 'https://rspack.dev';
const LOCALES = { en: 'en', zh: 'zh-CN' };

describe('sitemap alternates', () => {
  it('pairs a page with its twin in the other language, from either side', () => {
    const fromEn = alternatesOf(`${ORIGIN}/config/output`, ORIGIN, LOCALES, 'en');
    const fromZh = alternatesOf(`${ORIGIN}/zh/config/output`, ORIGIN, LOCALES, 'en');
    const links = { en: `${ORIGIN}/config/output`, 'zh-CN': `${ORIGIN}/zh/config/output`, 'x-default': `${ORIGIN}/config/output` };
    expect(fromEn.links).toEqual(links);
    expect(fromZh.links).toEqual(links);
    expect(alternatesOf(`${ORIGIN}/zh/`, ORIGIN, LOCALES, 'en').links.en).toBe(`${ORIGIN}/`);
  });

  it('adds the xhtml links to every url of a sitemap', () => {
    const xml =
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://rspack.dev/blog/</loc><lastmod>2025-08-01</lastmod></url></urlset>';
    const out = withAlternates(xml, (loc) => alternatesOf(loc, ORIGIN, LOCALES, 'en'));
    expect(out).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(out).toContain(
      '<url><loc>https://rspack.dev/blog/</loc><xhtml:link rel="alternate" hreflang="en" href="https://rspack.dev/blog/"/><xhtml:link rel="alternate" hreflang="zh-CN" href="https://rspack.dev/zh/blog/"/>',
    );
  });
});
