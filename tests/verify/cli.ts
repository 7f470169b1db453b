/**
 * "CLI reference complete": the CLI page (api/cli.mdx) has an entry for every
 * flag that the installed @rspack/cli prints in `rspack build|serve|preview
 * --help`, in English and in Chinese, so a flag added by an upgrade fails
 * here until it is documented.
 *
 * An entry is a heading that names the flag (`### --config, -c`, dashed or
 * camel case); a short alias (`-c`) must appear in the heading or in the
 * entry below it. A flag heading that no command accepts is a problem too.
 * (tests/verify/exports.ts part (b) checks flags used anywhere else.)
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseCommandList } from './exports';
import { pageKey, ROOT, type CheckResult, type Heading, type Page, type Problem } from './pages';

const CHECK = 'cli';
/** The page that documents every flag, by its route-independent key. */
export const CLI_PAGE = 'doc:api/cli.mdx';

export interface CliOption {
  /** Dashed name without the leading `--`: `config-name`. */
  name: string;
  /** One-letter alias without the dash (`c`), when the help shows one for any command. */
  alias?: string;
  /** Commands whose help lists it. */
  commands: string[];
}

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Option lines of one `rspack <command> --help` (`  -c, --config  config file  [string]`). */
export function parseHelpOptions(help: string): { name: string; alias?: string }[] {
  const options: { name: string; alias?: string }[] = [];
  let inOptions = false;
  for (const line of help.split('\n')) {
    if (/^\S/.test(line)) inOptions = /^Options:/.test(line);
    const m = inOptions ? /^\s+(?:-(\w), )?--([\w-]+)\b/.exec(line) : null;
    if (m) options.push({ name: kebab(m[2]), ...(m[1] ? { alias: m[1] } : {}) });
  }
  return options;
}

/** Merges the options of several commands' help texts into one list, in first-seen order. */
export function mergeOptions(helps: { command: string; help: string }[]): CliOption[] {
  const byName = new Map<string, CliOption>();
  for (const { command, help } of helps) {
    for (const { name, alias } of parseHelpOptions(help)) {
      const option = byName.get(name) ?? { name, commands: [] };
      if (alias) option.alias = alias;
      option.commands.push(command);
      byName.set(name, option);
    }
  }
  return [...byName.values()];
}

const run = promisify(execFile);

/** Asks the installed @rspack/cli for the options of every command. */
export async function loadCliOptions(root: string = ROOT): Promise<CliOption[]> {
  const bin = path.join(root, 'node_modules/@rspack/cli/bin/rspack.js');
  const help = async (...args: string[]): Promise<string> =>
    (await run(process.execPath, [bin, ...args, '--help'], { cwd: root, env: { ...process.env, NO_COLOR: '1' } }))
      .stdout;
  const { commands } = parseCommandList(await help());
  const texts = await Promise.all(commands.map(async (c) => ({ command: c.name, help: await help(c.name) })));
  return mergeOptions(texts);
}

/** Flags a heading names: `--config, -c` -> ['config'], `--configName` -> ['config-name']. */
export function headingFlags(text: string): string[] {
  return [...text.matchAll(/(?<![\w-])--([A-Za-z][\w-]*)/g)].map((m) => kebab(m[1]));
}

/** The heading's text plus every line up to the next heading of the same or a higher level. */
function entryText(page: Page, heading: Heading): string {
  const next = page.headings.find((h) => h.line > heading.line && h.depth <= heading.depth);
  return page.source
    .split('\n')
    .slice(heading.line - 1, next ? next.line - 1 : undefined)
    .join('\n');
}

export interface CliCoverage {
  locale: Page['locale'];
  file: string;
  documented: number;
  total: number;
}

export function checkCliReference(
  pages: Page[],
  options: CliOption[],
): { problems: Problem[]; coverage: CliCoverage[] } {
  const problems: Problem[] = [];
  const coverage: CliCoverage[] = [];
  const known = new Set(options.map((o) => o.name));
  for (const locale of ['en', 'zh'] as const) {
    const page = pages.find((p) => p.locale === locale && pageKey(p) === CLI_PAGE);
    if (!page) {
      const file = locale === 'en' ? 'docs/api/cli.mdx' : 'i18n/zh/docusaurus-plugin-content-docs/current/api/cli.mdx';
      problems.push({ check: CHECK, file, line: 1, message: 'the CLI reference page is missing' });
      coverage.push({ locale, file, documented: 0, total: options.length });
      continue;
    }
    const entries = page.headings.filter((h) => h.depth >= 2 && h.depth <= 4 && headingFlags(h.text).length);
    const anchor = page.headings.find((h) => h.id === 'flags')?.line ?? 1;
    let documented = 0;
    for (const option of options) {
      const heading = entries.find((h) => headingFlags(h.text).includes(option.name));
      if (!heading) {
        problems.push({
          check: CHECK,
          file: page.file,
          line: anchor,
          message: `--${option.name} (rspack ${option.commands.join(', ')}) has no entry: add a heading such as "### --${option.name}"`,
        });
        continue;
      }
      documented += 1;
      if (option.alias && !new RegExp(`(?<![\\w-])-${option.alias}(?![\\w-])`).test(entryText(page, heading))) {
        problems.push({
          check: CHECK,
          file: page.file,
          line: heading.line,
          message: `the entry of --${option.name} does not mention its alias -${option.alias}`,
        });
      }
    }
    for (const heading of entries) {
      for (const flag of headingFlags(heading.text).filter((f) => !known.has(f))) {
        problems.push({
          check: CHECK,
          file: page.file,
          line: heading.line,
          message: `--${flag} is not a flag of any rspack command (@rspack/cli --help)`,
        });
      }
    }
    coverage.push({ locale, file: page.file, documented, total: options.length });
  }
  return { problems, coverage };
}

export async function check(pages: Page[], root: string = ROOT): Promise<CheckResult> {
  const options = await loadCliOptions(root);
  const { problems, coverage } = checkCliReference(pages, options);
  return {
    name: 'CLI reference complete',
    problems,
    summary: coverage.map((c) => `cli: ${c.documented}/${c.total} flags documented (${c.locale}, ${c.file})`),
  };
}
