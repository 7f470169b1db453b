import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { type ComponentProps, type ReactNode, useState } from 'react';

interface Props extends Omit<ComponentProps<'time'>, 'dateTime' | 'children'> {
  /** An ISO date or a timestamp. */
  date: string | number;
  /** How to write it, e.g. `{ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }`. */
  format: Intl.DateTimeFormatOptions;
}

/**
 * A `<time>` element with the date as the page's language writes it (`Aug 26, 2025`,
 * `2025年8月26日`). While the browser hydrates the server's HTML, which already shows that text, no
 * Intl.DateTimeFormat is created: creating the first one of a page loads the language's calendar
 * data, and on every doc page it was the largest single function of hydration, ~20 ms of the main
 * thread (~85 ms at Lighthouse's 4x CPU slowdown). React keeps the server's text over the ISO date
 * rendered meanwhile (`suppressHydrationWarning`). A page opened by a link inside the app formats
 * at once.
 */
export default function DateText({ date, format, ...rest }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Decided when the component mounts, so the re-render once the app has started changes nothing.
  const [hydrating] = useState(() => !isBrowser && typeof window !== 'undefined');
  const {
    i18n: { currentLocale, localeConfigs },
  } = useDocusaurusContext();
  const at = new Date(date);
  const iso = at.toISOString();
  return (
    <time {...rest} dateTime={iso} suppressHydrationWarning>
      {hydrating
        ? iso.slice(0, 10)
        : new Intl.DateTimeFormat(currentLocale, {
            calendar: localeConfigs[currentLocale]?.calendar,
            ...format,
          }).format(at)}
    </time>
  );
}
