import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useState } from 'react';

/**
 * A date as the page's language writes it (`Aug 26, 2025`, `2025年8月26日`), or `undefined` while
 * the browser hydrates the server's HTML, which already shows it. Creating the first
 * Intl.DateTimeFormat of a page loads the language's calendar data: on every doc page it was the
 * largest single function of hydration, ~20 ms of the main thread (~85 ms at Lighthouse's 4x CPU
 * slowdown). Render the text in an element with `suppressHydrationWarning`, so that React keeps the
 * server's text instead of the placeholder given while hydrating.
 */
export function useDateText(date: Date, options: Intl.DateTimeFormatOptions): string | undefined {
  const isBrowser = useIsBrowser();
  // Decided when the component mounts: a page opened by a link inside the app formats at once.
  const [hydrating] = useState(() => !isBrowser && typeof window !== 'undefined');
  const {
    i18n: { currentLocale, localeConfigs },
  } = useDocusaurusContext();
  if (hydrating) return undefined;
  return new Intl.DateTimeFormat(currentLocale, {
    calendar: localeConfigs[currentLocale]?.calendar,
    ...options,
  }).format(date);
}
