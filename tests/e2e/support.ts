import type { Page } from '@playwright/test';
import { ROUTES, zhPath } from '../routes';

export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];

/** Every written route, in both languages. */
export const WRITTEN_URLS: { locale: Locale; url: string }[] = ROUTES.filter((r) => r.status === 'written').flatMap(
  (r) => [
    { locale: 'en' as const, url: r.path },
    { locale: 'zh' as const, url: zhPath(r.path) },
  ],
);

export function localized(locale: Locale, path: string): string {
  return locale === 'zh' ? zhPath(path) : path;
}

/** Collects console errors and uncaught exceptions while a page is used. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Waits until React has taken over the server-rendered page. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}
