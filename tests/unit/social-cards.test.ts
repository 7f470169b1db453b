import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import socialCardsPlugin from '../../plugins/social-cards';
import { cardsDrawn } from '../../plugins/social-cards/drawing';
import { type CardData, cardThreads, renderCards } from '../../plugins/social-cards/render';

// The cards are drawn on worker threads (plugins/social-cards/worker.js); these tests hold the
// threaded drawing to the main-thread one, and the cached path to a copy without drawing.

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

const CARDS: CardData[] = [
  { title: 'output.filename', section: 'Config' },
  { title: 'Announcing Rspack 1.5', section: 'Blog · August 26, 2025', badge: 'v1.5' },
  { title: '模块联邦', section: '指南' },
];

async function draw(threads: number): Promise<Buffer[]> {
  const pngs: Buffer[] = [];
  await renderCards(
    CARDS,
    async (card, png) => {
      pngs[CARDS.indexOf(card)] = png;
    },
    { threads },
  );
  return pngs;
}

describe('social card drawing', () => {
  test('threads: one core left to the main thread, at most two, fewer for a few cards, SOCIAL_CARDS_THREADS overrides (0 = main thread)', () => {
    expect(cardThreads(1, undefined)).toBe(1);
    expect(cardThreads(189, undefined)).toBe(Math.max(1, Math.min(2, os.availableParallelism() - 1)));
    expect(cardThreads(189, '0')).toBe(0);
    expect(cardThreads(189, '3')).toBe(3);
    expect(cardThreads(189, 'x')).toBe(0);
  });

  test('worker threads draw the same 1200 × 630 PNGs as the main thread', async () => {
    const [inline, one, two] = [await draw(0), await draw(1), await draw(2)];
    expect(inline).toHaveLength(CARDS.length);
    for (const png of inline) expect(pngSize(png)).toEqual([1200, 630]);
    expect(one.map((p) => p.equals(inline[one.indexOf(p)]))).toEqual([true, true, true]);
    expect(two.map((p) => p.equals(inline[two.indexOf(p)]))).toEqual([true, true, true]);
    // Different texts make different cards.
    expect(inline[0].equals(inline[1])).toBe(false);
  });

  test('a second build copies every card from the cache and draws none', async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-cards-'));
    fs.mkdirSync(path.join(siteDir, 'static/img'), { recursive: true });
    fs.copyFileSync(path.join(__dirname, '../../static/img/logo.svg'), path.join(siteDir, 'static/img/logo.svg'));
    const plugin = socialCardsPlugin({
      siteDir,
      siteConfig: { title: 'Rspack', themeConfig: { navbar: { items: [] } } },
      i18n: { currentLocale: 'en', localeConfigs: { en: { htmlLang: 'en' } } },
    } as never);
    const blog = {
      name: 'docusaurus-plugin-content-blog',
      options: { id: 'default' },
      content: {
        blogPosts: [
          { metadata: { permalink: '/blog/announcing-1-5', title: 'Announcing Rspack 1.5', date: '2025-08-26' } },
        ],
      },
    };
    const logs: string[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation((line: string) => logs.push(line));
    try {
      for (const run of ['first', 'second']) {
        const outDir = path.join(siteDir, `build-${run}`);
        const drawing = plugin.postBuild!({ outDir, plugins: [blog], baseUrl: '/' } as never);
        // The search index waits for this: it resolves once the cards are written.
        await cardsDrawn();
        expect(fs.existsSync(path.join(outDir, 'img/og/blog/announcing-1-5.png'))).toBe(true);
        await drawing;
      }
    } finally {
      log.mockRestore();
    }
    expect(logs[0]).toMatch(/2 cards \(2 drawn, 0 cached\)/);
    expect(logs[1]).toMatch(/2 cards \(0 drawn, 2 cached\)/);
    for (const file of ['img/og/site.png', 'img/og/blog/announcing-1-5.png']) {
      const [first, second] = ['first', 'second'].map((run) =>
        fs.readFileSync(path.join(siteDir, `build-${run}`, file)),
      );
      expect(second.equals(first)).toBe(true);
    }
    fs.rmSync(siteDir, { recursive: true, force: true });
  });
});
