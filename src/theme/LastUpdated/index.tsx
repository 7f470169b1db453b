/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (LastUpdated: "Last updated on Aug 26, 2025 by …")
 * with one change: the date is a DateText (src/components/DateText), which leaves the server's text
 * in place while the page hydrates. The development-only "simulated" note is left out.
 */
import { ThemeClassNames } from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import type { Props } from '@theme/LastUpdated';
import type { ReactNode } from 'react';
import DateText from '@site/src/components/DateText'; // (CUSTOM)

function LastUpdatedAtDate({ lastUpdatedAt }: { lastUpdatedAt: number }): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            {/* (CUSTOM) was a <time> with useDateTimeFormat(…).format(new Date(lastUpdatedAt)) */}
            <DateText
              date={lastUpdatedAt}
              format={{ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }}
              itemProp="dateModified"
            />
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
