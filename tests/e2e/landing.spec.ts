import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BENCHMARK_METRICS, BENCHMARK_REPO_URL, BENCHMARK_TOOLS } from '../../src/data/benchmark';
import { COMPANIES } from '../../src/data/companies';
import { CAPABILITIES, FEATURE_CARDS } from '../../src/data/features';
import { REPO_URL } from '../../src/data/site';
import { hydrated, localized, LOCALES, watchErrors, type Locale } from './support';

/**
 * The landing page (/ and /zh/), against the production build: every section
 * in both languages, the animations' motion rules, the benchmark chart against
 * its data, the logo wall's outbound links, accessibility and small screens.
 */

const ZH = JSON.parse(fs.readFileSync(path.join(__dirname, '../../i18n/zh/code.json'), 'utf8')) as Record<
  string,
  { message: string }
>;

/** The English texts are the source messages; the Chinese ones come from i18n/zh/code.json. */
const TEXT: Record<Locale, (id: string, english: string) => string> = {
  en: (_id, english) => english,
  zh: (id) => ZH[id].message,
};

const CARD_TITLES: Record<string, string> = {
  FastStartup: 'Fast Startup',
  LightningHMR: 'Lightning HMR',
  FrameworkAgnostic: 'Framework Agnostic',
  WebpackCompatible: 'Webpack Compatible',
};

const SECTIONS = [
  { id: 'features', titleId: 'homepage.features.title', english: 'Why Rspack' },
  { id: 'benchmark', titleId: 'homepage.benchmark.title', english: 'Built for Speed' },
  { id: 'fully-featured', titleId: 'homepage.fullyFeatured.title', english: 'Fully Featured' },
  { id: 'trusted-by', titleId: 'homepage.logoWall.title', english: 'Trusted By Innovators' },
];

/** Scrolls through the whole page so every lazily loaded part gets its turn. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
  });
}

async function openHome(page: Page, locale: Locale): Promise<void> {
  await page.goto(localized(locale, '/'));
  await hydrated(page);
}

for (const locale of LOCALES) {
  const t = TEXT[locale];

  test.describe(`landing page (${locale})`, () => {
    test('renders the hero with its actions', async ({ page }) => {
      const errors = watchErrors(page);
      await openHome(page, locale);
      const hero = page.locator('main header').first();
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Rspack');
      await expect(hero).toContainText(t('homepage.hero.tagline', 'The fast Rust-based web bundler'));
      await expect(hero).toContainText(t('homepage.hero.slogan', 'Seamlessly replace webpack with compatible API'));
      const start = hero.getByRole('link', { name: t('homepage.hero.getStarted', 'Get Started') });
      await expect(start).toHaveAttribute('href', localized(locale, '/guide/start/quick-start'));
      const github = hero.getByRole('link', { name: 'GitHub' });
      await expect(github).toHaveAttribute('href', REPO_URL);
      await expect(github).toHaveAttribute('rel', /noopener/);
      expect(errors).toEqual([]);
    });

    test('renders every section in order, with its title', async ({ page }) => {
      await openHome(page, locale);
      const ids = await page.locator('main > section').evaluateAll((sections) => sections.map((s) => s.id));
      expect(ids).toEqual(SECTIONS.map((s) => s.id));
      for (const section of SECTIONS) {
        await expect(page.locator(`#${section.id} h2`)).toHaveText(t(section.titleId, section.english));
      }
    });

    test('links each feature card to its page', async ({ page }) => {
      await openHome(page, locale);
      const items = page.locator('#features li[data-feature]');
      await expect(items).toHaveCount(FEATURE_CARDS.length);
      for (const card of FEATURE_CARDS) {
        const item = page.locator(`#features li[data-feature="${card.id}"]`);
        const link = item.getByRole('link');
        await expect(link).toHaveText(t(`homepage.features.${card.id}`, CARD_TITLES[card.id]));
        await expect(link).toHaveAttribute('href', localized(locale, card.link));
        if (locale === 'zh') {
          await expect(item).toContainText(ZH[`homepage.features.${card.id}Desc`].message);
        }
      }
    });

    test('links each of the twelve capabilities to its page', async ({ page }) => {
      await openHome(page, locale);
      await expect(page.locator('#fully-featured li[data-capability]')).toHaveCount(12);
      for (const item of CAPABILITIES) {
        const link = page.locator(`#fully-featured li[data-capability="${item.id}"] a`);
        await expect(link).toHaveAttribute('href', localized(locale, item.link));
        await expect(link.locator('svg')).toHaveCount(1);
        if (locale === 'zh') {
          await expect(link.locator('h3')).toHaveText(ZH[`homepage.fullyFeatured.${item.id}`].message);
          await expect(link).toContainText(ZH[`homepage.fullyFeatured.${item.id}Desc`].message);
        }
      }
    });

    test('shows the benchmark figures of the data for every metric', async ({ page }) => {
      await openHome(page, locale);
      const chart = page.locator('#benchmark');
      for (const metric of BENCHMARK_METRICS) {
        await chart.locator(`#benchmark-tab-${metric}`).click();
        await expect(chart.locator(`#benchmark-tab-${metric}`)).toHaveAttribute('aria-selected', 'true');
        await expect(chart.locator('table')).toHaveAttribute('data-metric', metric);
        for (const tool of BENCHMARK_TOOLS) {
          const row = chart.locator(`tr[data-tool="${tool.id}"]`);
          await expect(row.getByRole('rowheader')).toHaveText(tool.name);
          const shown = await row.locator('[data-seconds]').textContent();
          expect(Number.parseFloat(shown ?? '')).toBe(tool.seconds[metric]);
          if (locale === 'zh') {
            expect(shown).toContain('秒');
          }
        }
      }
      const repo = chart.getByRole('link', { name: t('homepage.benchmark.repoLink', 'See the benchmark repository') });
      await expect(repo).toHaveAttribute('href', BENCHMARK_REPO_URL);
    });

    test('links every company of the logo wall in a new tab', async ({ page }) => {
      await openHome(page, locale);
      const links = page.locator('#trusted-by a');
      await expect(links).toHaveCount(COMPANIES.length);
      for (const [index, company] of COMPANIES.entries()) {
        const link = links.nth(index);
        await expect(link).toHaveAttribute('href', company.url);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
        await expect(link).toHaveAttribute('rel', /(^|\s)noreferrer(\s|$)/);
        await expect(link).toHaveAccessibleName(new RegExp(company.name.replace('.', '\\.')));
      }
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`has no serious accessibility violations (${theme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: theme });
        await openHome(page, locale);
        await scrollThrough(page);
        const results = await new AxeBuilder({ page }).include('main').analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
      });
    }

    for (const width of [360, 375, 1920]) {
      test(`has no horizontal scroll at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await openHome(page, locale);
        await scrollThrough(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
      });
    }
  });
}

test.describe('landing page behaviour', () => {
  test('animations play on screen and pause off screen', async ({ page }) => {
    await openHome(page, 'en');
    await page.locator('#features').scrollIntoViewIfNeeded();
    const boxes = page.locator('#features [data-animation]');
    await expect(boxes).toHaveCount(FEATURE_CARDS.length);
    for (const box of await boxes.all()) {
      await box.scrollIntoViewIfNeeded();
      await expect(box).toHaveAttribute('data-state', 'play');
      await expect(box.locator('svg')).toHaveCount(1);
    }
    const box = boxes.first();
    await box.scrollIntoViewIfNeeded();
    const before = await box.innerHTML();
    await page.waitForTimeout(700);
    expect(await box.innerHTML()).not.toBe(before);

    await page.locator('#trusted-by').scrollIntoViewIfNeeded();
    await expect(box).toHaveAttribute('data-state', 'pause');
  });

  test('reduced motion stops every animation on a still frame', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page, 'en');
    const boxes = page.locator('#features [data-animation]');
    for (const box of await boxes.all()) {
      await box.scrollIntoViewIfNeeded();
      await expect(box).toHaveAttribute('data-state', 'still');
      await expect(box.locator('svg')).toHaveCount(1);
    }
    const frames = await boxes.evaluateAll((elements) => elements.map((e) => e.innerHTML));
    await page.waitForTimeout(800);
    expect(await boxes.evaluateAll((elements) => elements.map((e) => e.innerHTML))).toEqual(frames);

    // CSS motion is off as well: the floating logo and the growing bars.
    const logo = page.locator('main header img');
    expect(await logo.evaluate((e) => getComputedStyle(e).animationName)).toBe('none');
    const bar = page.locator('#benchmark tr span[aria-hidden] > span').first();
    expect(await bar.evaluate((e) => getComputedStyle(e).transitionDuration)).toBe('0s');
  });

  test('benchmark tabs follow the keyboard', async ({ page }) => {
    await openHome(page, 'en');
    const tab = (metric: string) => page.locator(`#benchmark-tab-${metric}`);
    await tab('dev').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('build')).toBeFocused();
    await expect(tab('build')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tab('hmr')).toBeFocused();
    await expect(page.locator('#benchmark table')).toHaveAttribute('data-metric', 'hmr');
    await page.keyboard.press('ArrowRight');
    await expect(tab('dev')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('hmr')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab('dev')).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the tab order; the panel follows it.
    await expect(tab('build')).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('Tab');
    await expect(page.locator('#benchmark-panel')).toBeFocused();
  });

  test('loads the animation player and data only when the cards come into view', async ({ page }) => {
    // The hero fills this viewport, so the feature cards start below the fold.
    await page.setViewportSize({ width: 1280, height: 640 });
    // Record the URLs and fetch the bodies afterwards: a response's body can
    // be discarded by the browser before the test gets to read it.
    const scriptUrls: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) {
        scriptUrls.push(response.url());
      }
    });
    const scriptBodies = () => Promise.all(scriptUrls.map(async (url) => (await page.request.get(url)).text()));
    // lottie-web's code and the animations' layer data carry these names.
    const isAnimationCode = (body: string) => body.includes('bodymovin') || body.includes('"nm":"Speedometer"');

    await openHome(page, 'en');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#features').evaluate((e) => e.getBoundingClientRect().top)).toBeGreaterThan(640);
    const firstLoad = await scriptBodies();
    expect(firstLoad.length).toBeGreaterThan(0);
    expect(firstLoad.filter(isAnimationCode)).toEqual([]);

    await page.locator('#features [data-animation]').first().scrollIntoViewIfNeeded();
    await expect(page.locator('#features [data-animation]').first()).toHaveAttribute('data-state', 'play');
    await expect.poll(async () => (await scriptBodies()).some(isAnimationCode)).toBe(true);
  });

  test('does not shift the layout while sections and animations load', async ({ page }) => {
    await openHome(page, 'en');
    await page.evaluate(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) {
            (window as unknown as { cls: number }).cls += entry.value;
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await scrollThrough(page);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.01);
  });
});
