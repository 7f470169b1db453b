import { alternateLinks } from '../../plugins/crawlers';

const ORIGIN = 'https://rspack.dev';
const LOCALES = { en: 'en', zh: 'zh-CN' };

describe('sitemap alternates', () => {
  it('pairs a page with its twin in the other language, from either side', () => {
    const links = [
      { lang: 'en', url: `${ORIGIN}/config/output` },
      { lang: 'zh-CN', url: `${ORIGIN}/zh/config/output` },
      { lang: 'x-default', url: `${ORIGIN}/config/output` },
    ];
    expect(alternateLinks(`${ORIGIN}/config/output`, ORIGIN, LOCALES, 'en')).toEqual(links);
    expect(alternateLinks(`${ORIGIN}/zh/config/output`, ORIGIN, LOCALES, 'en')).toEqual(links);
    expect(alternateLinks(`${ORIGIN}/zh/`, ORIGIN, LOCALES, 'en')[0]).toEqual({ lang: 'en', url: `${ORIGIN}/` });
  });
});
