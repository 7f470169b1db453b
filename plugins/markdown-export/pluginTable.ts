/**
 * The table `<PluginSupportTable />` shows, as Markdown cells, so readers of
 * the exported page get the same rows. The data module translates its notes
 * with `@docusaurus/Translate`; here that import is answered by a stub that
 * reads the language's messages (i18n/zh/code.json for Chinese).
 */
import fs from 'node:fs';
import path from 'node:path';
import jiti from 'jiti';
import type { Locale, TableData } from '../mdx/markdown';
import type { PluginAlternative, PluginCompat, PluginStatus } from '../../src/data/pluginCompat';

const SITE = path.resolve(__dirname, '../..');
const STUB = path.join(__dirname, 'translate-stub.ts');
/**
 * Where jiti keeps the data modules as it compiled them (by their content): compiling them again
 * with Babel took 0.35 s of the main thread per locale in every build. They are still run afresh
 * (`requireCache: false`), so a changed module or message file is read as it is now.
 */
export const TRANSFORM_CACHE = path.join(SITE, 'node_modules/.cache/jiti');

export function messages(locale: Locale): Record<string, string> {
  if (locale === 'en') return {};
  const file = path.join(SITE, `i18n/${locale}/code.json`);
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { message: string }>;
  return Object.fromEntries(Object.entries(json).map(([id, entry]) => [id, entry.message]));
}

const ICON: Record<PluginStatus, string> = { supported: '✓', alternative: '⇄', partial: '◐', unsupported: '✕' };

function alternative(alt: PluginAlternative): string {
  switch (alt.kind) {
    case 'builtin':
      return `\`rspack.${alt.exportPath}\``;
    case 'option':
      return `\`${alt.option}\``;
    case 'package':
      return `\`${alt.npmPackage}\` (${alt.url})`;
  }
}

export function pluginSupportTable(locale: Locale): TableData {
  const load = jiti(__filename, {
    cache: TRANSFORM_CACHE,
    requireCache: false,
    alias: { '@docusaurus/Translate': STUB },
  });
  const t = messages(locale);
  (load(STUB) as { setMessages: (m: Record<string, string>) => void }).setMessages(t);
  const { PLUGIN_COMPAT } = load('../../src/data/pluginCompat') as { PLUGIN_COMPAT: readonly PluginCompat[] };
  const say = (id: string, message: string): string => t[id] || message;
  // Chinese sentences end in full-width punctuation and need no space after it.
  const gap = locale === 'zh' ? '' : ' ';
  const status: Record<PluginStatus, string> = {
    supported: say('pluginCompat.status.supported', 'Supported'),
    alternative: say('pluginCompat.status.alternative', 'Has an alternative'),
    partial: say('pluginCompat.status.partial', 'Partially supported'),
    unsupported: say('pluginCompat.status.unsupported', 'Not supported'),
  };
  const rows = [...PLUGIN_COMPAT]
    .sort((a, b) => a.npmPackage.replace(/^@/, '').localeCompare(b.npmPackage.replace(/^@/, '')))
    .map((p) => [
      `\`${p.npmPackage}\``,
      `${ICON[p.status]} ${status[p.status]}`,
      p.alternative
        ? [p.note, say('pluginCompat.alternativeLabel', 'Alternative:'), alternative(p.alternative)].join(gap)
        : p.note,
    ]);
  return {
    header: [
      say('pluginCompat.column.plugin', 'Plugin'),
      say('pluginCompat.column.status', 'Status'),
      say('pluginCompat.column.notes', 'Notes'),
    ],
    rows,
  };
}
