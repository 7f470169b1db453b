/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (LastUpdated: "Last updated on Aug 26, 2025 by …")
 * with one change: the date is formatted by useDateText, which leaves the server's text in place
 * while the page hydrates. The development-only "simulated" note is left out.
 */
import { ThemeClassNames } from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import type { Props } from '@theme/LastUpdated';
import type { ReactNode } from 'react';
import { useDateText } from '../../utils/useDateText'; // (CUSTOM)

function LastUpdatedAtDate({ lastUpdatedAt }: { lastUpdatedAt: number }): ReactNode {
  const atDate = new Date(lastUpdatedAt);
  const iso = atDate.toISOString();
  // (CUSTOM) was useDateTimeFormat(…).format(atDate)
  const text = useDateText(atDate, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            {/* (CUSTOM) suppressHydrationWarning and the ISO date while hydrating */}
            <time dateTime={iso} itemProp="dateModified" suppressHydrationWarning>
              {text ?? iso.slice(0, 10)}
            </time>
          </b>
        ),
      }}
    >
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({ lastUpdatedBy }: { lastUpdatedBy: string }): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{ user: <b>{lastUpdatedBy}</b> }}
    >
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
