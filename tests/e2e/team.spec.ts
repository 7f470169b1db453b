import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CORE_TEAM, EMERITI, TEAM_ROLES, type Team, type TeamMember } from '../../src/data/team';
import { hydrated, localized, LOCALES, watchErrors, type Locale } from './support';

/**
 * The team pages' member cards, against the production build: every member in
 * both languages with the role in the page's language, the server HTML in data
 * order, a shuffle after hydration, and no card moving or resizing when it happens.
 */

const ZH = JSON.parse(fs.readFileSync(path.join(__dirname, '../../i18n/zh/code.json'), 'utf8')) as Record<
  string,
  { message: string }
>;

const PAGES: { team: Team; route: string; members: readonly TeamMember[] }[] = [
  { team: 'core', route: '/misc/team/core-team', members: CORE_TEAM },
  { team: 'emeriti', route: '/misc/team/emeriti', members: EMERITI },
];

function role(locale: Locale, member: TeamMember): string {
  return locale === 'zh' ? ZH[`team.role.${member.role}`].message : TEAM_ROLES[member.role];
}

const logins = (members: readonly TeamMember[]) => members.map((m) => m.github);

/** The logins of the cards, in the order they are shown. */
function shownOrder(page: Page, team: Team): Promise<string[]> {
  return page
    .locator(`ul[data-team="${team}"] > li`)
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-login') ?? ''));
}

/** Where the list, each card and the content after the list are. */
function geometry(page: Page, team: Team) {
  return page.locator(`ul[data-team="${team}"]`).evaluate((list) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
    };
    return {
      list: box(list),
      cards: [...list.children].map(box),
      next: list.nextElementSibling ? box(list.nextElementSibling) : null,
    };
  });
}

for (const locale of LOCALES) {
  for (const { team, route, members } of PAGES) {
    const url = localized(locale, route);

    test.describe(`${team} cards (${locale})`, () => {
      test('show every member with a GitHub link and the role in this language', async ({ page }) => {
        const errors = watchErrors(page);
        await page.goto(url);
        await hydrated(page);
        const cards = page.locator(`ul[data-team="${team}"] > li`);
        await expect(cards).toHaveCount(members.length);
        for (const member of members) {
          const card = page.locator(`ul[data-team="${team}"] > li[data-login="${member.github}"]`);
          await expect(card).toContainText(member.name);
          await expect(card).toContainText(role(locale, member));
          const link = card.getByRole('link', { name: `@${member.github}` });
          await expect(link).toHaveAttribute('href', `https://github.com/${member.github}`);
          await expect(link).toHaveAttribute('rel', /noopener/);
        }
        expect(errors).toEqual([]);
      });

      test('are in data order in the server HTML', async ({ request }) => {
        const html = await (await request.get(url)).text();
        // The HTML minifier drops attribute quotes where it can.
        const list = html.slice(html.search(new RegExp(`data-team="?${team}`)));
        const order = [...list.matchAll(/data-login="?([^"\s>]+)/g)].map((m) => m[1]).slice(0, members.length);
        expect(order).toEqual(logins(members));
        expect(list).toMatch(/data-shuffled="?false/);
      });

      test('are shuffled after hydration without a layout shift', async ({ page, browser }) => {
        // The page as the server sent it, before any script runs.
        const still = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
        const serverPage = await still.newPage();
        await serverPage.goto(url);
        const before = await geometry(serverPage, team);
        await still.close();

        // Layout shifts of anything inside the list, recorded from the first paint.
        await page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { __teamShifts: number[] }).__teamShifts = shifts;
          new PerformanceObserver((entries) => {
            for (const entry of entries.getEntries() as (PerformanceEntry & {
              value: number;
              sources?: { node?: Node }[];
            })[]) {
              const list = document.querySelector('ul[data-team]');
              if (entry.sources?.some((s) => s.node && list?.contains(s.node))) shifts.push(entry.value);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });

        let order: string[] = [];
        // A shuffle may, rarely, give the data order back: a few visits make that practically impossible.
        for (let visit = 0; visit < 3; visit++) {
          await page.goto(url);
          await hydrated(page);
          await expect(page.locator(`ul[data-team="${team}"]`)).toHaveAttribute('data-shuffled', 'true');
          order = await shownOrder(page, team);
          if (order.join() !== logins(members).join()) break;
        }
        expect(order).not.toEqual(logins(members));
        expect([...order].sort()).toEqual([...logins(members)].sort());

        expect(await geometry(page, team)).toEqual(before);
        await page.waitForTimeout(500);
        expect(await page.evaluate(() => (window as unknown as { __teamShifts: number[] }).__teamShifts)).toEqual([]);
      });
    });
  }
}
