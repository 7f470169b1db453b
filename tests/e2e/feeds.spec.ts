import { expect, test } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { hydrated } from './support';

const FEEDS = [
  { url: '/blog/rss.xml', language: 'en', post: 'https://rspack.dev/blog/announcing-0-1' },
  { url: '/zh/blog/rss.xml', language: 'zh-CN', post: 'https://rspack.dev/zh/blog/announcing-0-1' },
];

for (const feed of FEEDS) {
  test(`${feed.url} is valid RSS in ${feed.language} with absolute links`, async ({ request }) => {
    const response = await request.get(feed.url);
    expect(response.status()).toBe(200);
    const xml = new XMLParser().parse(await response.text(), true);
    const channel = xml.rss.channel;
    expect(channel.language).toBe(feed.language);
    const items = [channel.item].flat();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.link).toMatch(/^https:\/\/rspack\.dev\//);
      expect(Date.parse(item.pubDate)).not.toBeNaN();
    }
    expect(items.map((i) => i.link)).toContain(feed.post);
  });
}

for (const path of ['/', '/blog/', '/blog/announcing-0-1', '/zh/', '/zh/blog/announcing-0-1']) {
  test(`${path} announces its language's feed`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const href = path.startsWith('/zh/') ? '/zh/blog/rss.xml' : '/blog/rss.xml';
    await expect(page.locator(`head link[rel="alternate"][type="application/rss+xml"][href="${href}"]`)).toHaveCount(1);
  });
}
