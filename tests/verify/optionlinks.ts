/**
 * "Guide pages link to options and plugins":
 *
 * - when a guide page names a configuration option in code (`output.filename`,
 *   `optimization.splitChunks.chunks`) that has its own entry in the
 *   configuration reference, the page must link to that entry at least once,
 *   so a reader is one click from Type and Default;
 * - when a config or guide page names a plugin of @rspack/core in code
 *   (`HtmlRspackPlugin`, `rspack.DefinePlugin`, `new rspack.CopyRspackPlugin()`),
 *   it must link to the plugin's page (or its entry on the internal-plugins
 *   page) at least once.
 *
 * `ts-node tests/verify/optionlinks.ts --fix` adds the missing links: it turns
 * the first mention of each option or plugin on a page into a link, in both
 * languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createSlugger } from '@docusaurus/utils';
import { RSPACK_PLUGIN_PAGES, WEBPACK_PLUGIN_PAGES } from '../routes';
import { loadPages, pageKey, ROOT, type CheckResult, type Page, type Problem } from './pages';
import { isConfigPage, loadOptionTree, optionHeadings, type OptionTree } from './options';

const CHECK = 'option-links';

/**
 * Top-level options named in code without a dot that still mean the option:
 * names no other API uses. `mode`, `target`, `entry`, `name`... are left out,
 * as their words have other meanings in prose.
 */
const DISTINCT_TOP_LEVEL = new Set([
  'devtool',
  'devServer',
  'externals',
  'externalsType',
  'externalsPresets',
  'experiments',
  'infrastructureLogging',
  'lazyCompilation',
  'optimization',
  'resolveLoader',
  'watchOptions',
]);

export interface OptionEntry {
  /** Config page (or plugin page), relative to the repository root, English. */
  file: string;
  /** The heading id to link to; empty for a whole page. */
  anchor: string;
}

/** The id Docusaurus gives each heading of a page: an explicit `{/* #id *\/}` or the slug of its text. */
export function headingAnchors(page: Page): Map<number, string> {
  const slugger = createSlugger();
  const anchors = new Map<number, string>();
  for (const heading of page.headings) {
    const text = heading.text
      .replace(/\\([{}[\]*<>_])/g, '$1')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/<[^>]+>/g, '')
      .trim();
    anchors.set(heading.line, heading.id ?? slugger.slug(text));
  }
  return anchors;
}

/** Where each documented option's entry is, from the English config pages (the Chinese ones share the ids). */
export function optionEntries(pages: Page[], tree: OptionTree): Map<string, OptionEntry> {
  const entries = new Map<string, OptionEntry>();
  const english = pages.filter((p) => p.locale === 'en' && isConfigPage(p));
  const anchorsByFile = new Map(english.map((p) => [p.file, headingAnchors(p)]));
  for (const heading of optionHeadings(english, tree)) {
    if (!heading.resolved || entries.has(heading.resolved)) continue;
    const anchor = anchorsByFile.get(heading.page.file)?.get(heading.line);
    if (anchor) entries.set(heading.resolved, { file: heading.page.file, anchor });
  }
  return entries;
}

export function isGuidePage(page: Page): boolean {
  return page.kind === 'doc' && /(?:^docs|\/current)\/guide\//.test(page.file);
}

export interface Mention {
  /** The option path or the plugin's class name: the key of its entry. */
  option: string;
  /** The text of the code span (`new rspack.CopyRspackPlugin()`). */
  code: string;
  line: number;
  /** Already the text of a link. */
  linked: boolean;
}

/** Options a page names in inline code, in reading order. */
export function mentions(page: Page, entries: Map<string, OptionEntry>): Mention[] {
  const found: Mention[] = [];
  for (const { text, line } of page.prose) {
    if (/^\s*#/.test(text)) continue;
    for (const m of text.matchAll(/`([^`\s]+)`/g)) {
      const option = m[1];
      if (!entries.has(option)) continue;
      if (!option.includes('.') && !DISTINCT_TOP_LEVEL.has(option)) continue;
      found.push({ option, code: option, line, linked: isLinkText(text, m.index!, m[0].length) });
    }
  }
  return found;
}

/** Is the code span at `index` the whole text of a link (`[`x`](...)`)? */
const isLinkText = (text: string, index: number, length: number): boolean =>
  text.slice(0, index).endsWith('[') && text.slice(index + length).startsWith('](');

/** The link from `page` to an entry, relative, as pages link to each other. */
export function entryUrl(page: Page, entry: OptionEntry): string {
  const relativeToTree = pageKey(page).replace(/^doc(?:@[^:]+)?:/, '');
  const treeDir = page.file.slice(0, page.file.length - relativeToTree.length - 1);
  const target = entry.file.replace(/^docs\//, `${treeDir}/`);
  let relative = path.posix.relative(path.posix.dirname(page.file), target);
  if (!relative.startsWith('.')) relative = `./${relative}`;
  return entry.anchor ? `${relative}#${entry.anchor}` : relative;
}

/** Does the page link to the entry anywhere (by source file and anchor; any anchor for a whole page)? */
function linksTo(page: Page, entry: OptionEntry): boolean {
  const base = path.posix.basename(entry.file);
  if (!entry.anchor) {
    return page.links.some((l) => {
      const file = l.url.split('#')[0];
      return file.endsWith(`/${base}`) || file === base;
    });
  }
  const target = `${base}#${entry.anchor}`;
  return page.links.some((l) => l.url.endsWith(`/${target}`) || l.url === `./${target}`);
}

// ---------------------------------------------------------------------------
// Plugins

/** The page that holds one short entry per rarely constructed plugin (its `## Name` headings). */
const INTERNAL_PLUGINS = 'docs/plugins/webpack/internal-plugins.mdx';

/**
 * Where each plugin is documented, by class name: its page, or its entry on
 * the internal-plugins page. Read from the route maps of tests/routes.ts and
 * the English internal-plugins page.
 */
export function pluginEntries(
  pages: Page[],
  maps: Record<string, string>[] = [RSPACK_PLUGIN_PAGES, WEBPACK_PLUGIN_PAGES],
): Map<string, OptionEntry> {
  const entries = new Map<string, OptionEntry>();
  const internal = pages.find((p) => p.file === INTERNAL_PLUGINS);
  const anchors = internal ? headingAnchors(internal) : new Map<number, string>();
  for (const [i, map] of maps.entries()) {
    for (const [name, page] of Object.entries(map)) {
      const className = name.split('.').pop()!;
      const file = `docs/plugins/${i === 0 ? 'rspack' : 'webpack'}/${page}.mdx`;
      if (file !== INTERNAL_PLUGINS) {
        entries.set(className, { file, anchor: '' });
        continue;
      }
      const heading = internal?.headings.find(
        (h) => h.depth === 2 && [name, className].includes(h.text.replace(/`/g, '')),
      );
      if (heading) entries.set(className, { file, anchor: anchors.get(heading.line)! });
    }
  }
  return entries;
}

/** Config and guide pages of the current docs: they link to the plugins they name. */
export function namesPlugins(page: Page): boolean {
  return (isGuidePage(page) || isConfigPage(page)) && page.version === 'current';
}

/**
 * A code span that is a plugin and nothing else: `HtmlRspackPlugin`,
 * `rspack.DefinePlugin`, `rspack.optimize.SplitChunksPlugin`,
 * `compiler.rspack.EntryPlugin`, `new rspack.CopyRspackPlugin()`,
 * `new CssExtractRspackPlugin({ filename })`. `webpack.DefinePlugin` is
 * webpack's own and `HtmlRspackPlugin.getCompilationHooks` is a method.
 */
const PLUGIN_CODE =
  /^(?:new\s+)?(?:(?:compiler\.)?rspack\.|compiler\.webpack\.)?(?:(?:optimize|javascript|node|web|webworker|electron|library|wasm|sharing|container|experiments)\.)?([A-Z]\w*Plugin(?:V\d+)?)(?:\(.*\))?;?$/;

/** Plugins a page names in inline code, in reading order. */
export function pluginMentions(page: Page, entries: Map<string, OptionEntry>): Mention[] {
  const found: Mention[] = [];
  for (const { text, line } of page.prose) {
    if (/^\s*#/.test(text)) continue;
    for (const m of text.matchAll(/`([^`\n]+)`/g)) {
      const name = PLUGIN_CODE.exec(m[1].trim())?.[1];
      if (!name || !entries.has(name)) continue;
      found.push({ option: name, code: m[1], line, linked: isLinkText(text, m.index!, m[0].length) });
    }
  }
  return found;
}

/** First mentions (one per option or plugin) that neither are link text nor have a link elsewhere on the page. */
function unlinked(page: Page, mentioned: Mention[], entries: Map<string, OptionEntry>): Mention[] {
  const seen = new Set<string>();
  const missing: Mention[] = [];
  for (const mention of mentioned) {
    if (seen.has(mention.option)) continue;
    seen.add(mention.option);
    const entry = entries.get(mention.option)!;
    // A mention the author made link text on purpose (to a guide section) is left alone.
    if (!linksTo(page, entry) && !mention.linked) missing.push(mention);
  }
  return missing;
}

export function check(pages: Page[], root: string = ROOT): CheckResult {
  const tree = loadOptionTree(root);
  const entries = optionEntries(pages, tree);
  const plugins = pluginEntries(pages);
  const problems: Problem[] = [];
  const count = { options: 0, optionsMissing: 0, plugins: 0, pluginsMissing: 0 };
  const report = (page: Page, mention: Mention, entry: OptionEntry, what: string): void => {
    problems.push({
      check: CHECK,
      file: page.file,
      line: mention.line,
      message: `names \`${mention.code}\` but never links to its ${what} (${entryUrl(page, entry)}); \`--fix\` adds the link`,
    });
  };
  const guides = pages.filter(isGuidePage);
  for (const page of guides) {
    const mentioned = mentions(page, entries);
    count.options += new Set(mentioned.map((m) => m.option)).size;
    for (const mention of unlinked(page, mentioned, entries)) {
      count.optionsMissing += 1;
      report(page, mention, entries.get(mention.option)!, 'entry');
    }
  }
  const pluginPages = pages.filter(namesPlugins);
  for (const page of pluginPages) {
    const mentioned = pluginMentions(page, plugins);
    count.plugins += new Set(mentioned.map((m) => m.option)).size;
    for (const mention of unlinked(page, mentioned, plugins)) {
      count.pluginsMissing += 1;
      report(page, mention, plugins.get(mention.option)!, 'plugin page');
    }
  }
  return {
    name: 'Guide pages link to options and plugins',
    problems,
    summary: [
      `${entries.size} options have an entry in the configuration reference`,
      `${guides.length} guide pages name options ${count.options} times (once per page counted), ${count.options - count.optionsMissing} linked`,
      `${plugins.size} plugins have a page or an entry; ${pluginPages.length} config and guide pages name them ${count.plugins} times (once per page counted), ${count.plugins - count.pluginsMissing} linked`,
    ],
  };
}

/** Turns the first mention of each option (or plugin) that the page does not link to yet into a link. */
export function fix(page: Page, entries: Map<string, OptionEntry>, plugins?: Map<string, OptionEntry>): string {
  const lines = page.source.split('\n');
  const missing = [
    ...(isGuidePage(page) ? unlinkedMentions(page, mentions(page, entries), entries) : []),
    ...(plugins && namesPlugins(page) ? unlinkedMentions(page, pluginMentions(page, plugins), plugins) : []),
  ];
  for (const { mention, entry } of missing) {
    const index = mention.line - 1;
    const code = `\`${mention.code}\``;
    const at = lines[index].split(code);
    // Replace the first occurrence that is not already link text.
    for (let i = 1; i < at.length; i += 1) {
      const before = at.slice(0, i).join(code);
      if (before.endsWith('[')) continue;
      lines[index] = `${before}[${code}](${entryUrl(page, entry)})${at.slice(i).join(code)}`;
      break;
    }
  }
  return lines.join('\n');
}

/**
 * For each option or plugin the page never links to, its first mention that
 * is not link text: the one `--fix` turns into a link.
 */
function unlinkedMentions(
  page: Page,
  mentioned: Mention[],
  entries: Map<string, OptionEntry>,
): { mention: Mention; entry: OptionEntry }[] {
  const found = new Map<string, { mention: Mention; entry: OptionEntry }>();
  for (const mention of mentioned) {
    const entry = entries.get(mention.option)!;
    if (found.has(mention.option) || mention.linked || linksTo(page, entry)) continue;
    found.set(mention.option, { mention, entry });
  }
  return [...found.values()];
}

if (require.main === module && process.argv.includes('--fix')) {
  const pages = loadPages(ROOT);
  const entries = optionEntries(pages, loadOptionTree(ROOT));
  const plugins = pluginEntries(pages);
  let changed = 0;
  for (const page of pages.filter((p) => isGuidePage(p) || namesPlugins(p))) {
    const next = fix(page, entries, plugins);
    if (next !== page.source) {
      fs.writeFileSync(path.join(ROOT, page.file), next);
      changed += 1;
    }
  }
  console.log(`linked option and plugin mentions on ${changed} config and guide pages`);
}
