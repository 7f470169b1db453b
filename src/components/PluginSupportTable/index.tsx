import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import {
  PLUGIN_COMPAT,
  type PluginAlternative,
  type PluginCompat,
  type PluginStatus,
} from '@site/src/data/pluginCompat';
import styles from './styles.module.css';

/** A shape per status, so the column can be read without telling colors apart. */
const STATUS_ICON: Record<PluginStatus, string> = {
  supported: '✓',
  alternative: '⇄',
  partial: '◐',
  unsupported: '✕',
};

/** Static translate() calls, so `docusaurus write-translations` can extract every id. */
function statusLabel(status: PluginStatus): string {
  switch (status) {
    case 'supported':
      return translate({ id: 'pluginCompat.status.supported', message: 'Supported' });
    case 'alternative':
      return translate({ id: 'pluginCompat.status.alternative', message: 'Has an alternative' });
    case 'partial':
      return translate({ id: 'pluginCompat.status.partial', message: 'Partially supported' });
    case 'unsupported':
      return translate({ id: 'pluginCompat.status.unsupported', message: 'Not supported' });
  }
}

/** Notes mark code with backticks, as in Markdown; nothing else is parsed. */
function withCode(text: string): ReactNode[] {
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed string never reorder.
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function Alternative({ alternative }: { alternative: PluginAlternative }) {
  switch (alternative.kind) {
    case 'builtin':
      return <code>rspack.{alternative.exportPath}</code>;
    case 'option':
      return <code>{alternative.option}</code>;
    case 'package':
      return (
        <Link href={alternative.url}>
          <code>{alternative.npmPackage}</code>
        </Link>
      );
  }
}

/** Sort key: the package name without its scope's `@`, so `@sentry/…` files under S. */
function sortKey(plugin: PluginCompat): string {
  return plugin.npmPackage.replace(/^@/, '');
}

// One collator for the whole sort: `localeCompare` with a locale builds one per comparison.
const collator = new Intl.Collator('en');
const ROWS = [...PLUGIN_COMPAT].sort((a, b) => collator.compare(sortKey(a), sortKey(b)));

/**
 * The community plugin compatibility table (data: src/data/pluginCompat.ts).
 *
 * On narrow screens the rows become stacked cards. Changing `display` on table
 * elements drops their table semantics in some browsers, so the elements carry
 * their roles explicitly (https://adrianroselli.com/2018/02/tables-css-display-properties-and-aria.html).
 */
export default function PluginSupportTable() {
  const captionId = useId();
  return (
    <div className={styles.wrapper} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} role="table">
        <caption id={captionId} className={styles.caption}>
          <Translate id="pluginCompat.caption">Community webpack plugins in Rspack 1.5</Translate>
        </caption>
        <thead className={styles.head} role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className={styles.nameColumn}>
              <Translate id="pluginCompat.column.plugin">Plugin</Translate>
            </th>
            <th scope="col" role="columnheader" className={styles.statusColumn}>
              <Translate id="pluginCompat.column.status">Status</Translate>
            </th>
            <th scope="col" role="columnheader">
              <Translate id="pluginCompat.column.notes">Notes</Translate>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {ROWS.map((plugin) => (
            <tr key={plugin.npmPackage} className={styles.row} role="row">
              <th scope="row" role="rowheader" className={styles.name}>
                <Link href={plugin.url}>{plugin.name}</Link>
              </th>
              <td role="cell">
                <span className={clsx(styles.status, styles[plugin.status])}>
                  <span className={styles.icon} aria-hidden="true">
                    {STATUS_ICON[plugin.status]}
                  </span>
                  {statusLabel(plugin.status)}
                </span>
              </td>
              <td role="cell" className={styles.notes}>
                <p>{withCode(plugin.note)}</p>
                {plugin.alternative && (
                  <p>
                    <span className={styles.alternativeLabel}>
                      <Translate id="pluginCompat.alternativeLabel">Alternative:</Translate>
                    </span>{' '}
                    <Alternative alternative={plugin.alternative} />
                  </p>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
