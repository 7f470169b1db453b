/**
 * "Guide pages link to options": when a guide page names a configuration
 * option in code (`output.filename`, `optimization.splitChunks.chunks`) that
 * has its own entry in the configuration reference, the page must link to
 * that entry at least once, so a reader is one click from Type and Default.
 *
 * `ts-node tests/verify/optionlinks.ts --fix` adds the missing links: it turns
 * the first mention of each option on a page into a link, in both languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createSlugger } from '@docusaurus/utils';
import { loadPages, ROOT, type CheckResult, type Page, type Problem } from './pages';
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
  /** Config page, relative to the repository root. */
  file: string;
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
  option: string;
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
      const before = text.slice(0, m.index);
      const after = text.slice(m.index! + m[0].length);
      found.push({ option, line, linked: before.endsWith('[') && after.startsWith('](') });
    }
  }
  return found;
}

/** The link from `page` to an entry, relative, as pages link to each other. */
export function entryUrl(page: Page, entry: OptionEntry): string {
  const treeDir = page.file.slice(0, page.file.indexOf('/guide/'));
  const configFile = entry.file.replace(/^docs\//, `${treeDir}/`);
  let relative = path.posix.relative(path.posix.dirname(page.file), configFile);
  if (!relative.startsWith('.')) relative = `./${relative}`;
  return `${relative}#${entry.anchor}`;
}

/** Does the page link to the entry anywhere (by source file and anchor)? */
function linksTo(page: Page, entry: OptionEntry): boolean {
  const target = `${path.posix.basename(entry.file)}#${entry.anchor}`;
  return page.links.some((l) => l.url.endsWith(`/${target}`) || l.url === `./${target}`);
}

export function check(pages: Page[], root: string = ROOT): CheckResult {
  const tree = loadOptionTree(root);
  const entries = optionEntries(pages, tree);
  const problems: Problem[] = [];
  let mentioned = 0;
  const guides = pages.filter(isGuidePage);
  for (const page of guides) {
    const seen = new Set<string>();
    for (const mention of mentions(page, entries)) {
      if (seen.has(mention.option)) continue;
      seen.add(mention.option);
      mentioned += 1;
      const entry = entries.get(mention.option)!;
      // A mention the author made link text on purpose (to a guide section) is left alone.
      if (!linksTo(page, entry) && !mention.linked) {
        problems.push({
          check: CHECK,
          file: page.file,
          line: mention.line,
          message: `names \`${mention.option}\` but never links to its entry (${entryUrl(page, entry)}); \`--fix\` adds the link`,
        });
      }
    }
  }
  return {
    name: 'Guide pages link to options',
    problems,
    summary: [
      `${entries.size} options have an entry in the configuration reference`,
      `${guides.length} guide pages name options ${mentioned} times (once per page counted), ${mentioned - problems.length} linked`,
    ],
  };
}

/** Turns the first unlinked mention of each option without a link into one. */
export function fix(page: Page, entries: Map<string, OptionEntry>): string {
  const lines = page.source.split('\n');
  const done = new Set<string>();
  for (const mention of mentions(page, entries)) {
    if (done.has(mention.option)) continue;
    const entry = entries.get(mention.option)!;
    if (linksTo(page, entry)) {
      done.add(mention.option);
      continue;
    }
    if (mention.linked) continue;
    const index = mention.line - 1;
    const code = `\`${mention.option}\``;
    const at = lines[index].split(code);
    // Replace the first occurrence that is not already link text.
    for (let i = 1; i < at.length; i += 1) {
      const before = at.slice(0, i).join(code);
      if (before.endsWith('[')) continue;
      lines[index] = `${before}[${code}](${entryUrl(page, entry)})${at.slice(i).join(code)}`;
      done.add(mention.option);
      break;
    }
  }
  return lines.join('\n');
}

if (require.main === module && process.argv.includes('--fix')) {
  const pages = loadPages(ROOT);
  const entries = optionEntries(pages, loadOptionTree(ROOT));
  let changed = 0;
  for (const page of pages.filter(isGuidePage)) {
    const next = fix(page, entries);
    if (next !== page.source) {
      fs.writeFileSync(path.join(ROOT, page.file), next);
      changed += 1;
    }
  }
  console.log(`linked option mentions on ${changed} guide pages`);
}
