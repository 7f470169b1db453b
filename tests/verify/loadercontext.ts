/**
 * Check "Loader context matches Rspack": api/loader-api/context.mdx (English
 * and Chinese) documents the properties of `this` inside a loader. Each
 * documented property is a heading naming it (`## this.async()`,
 * `## this.resourcePath`, `### this.utils.contextify()`); headings inside the
 * section whose id is `not-supported` name webpack properties that Rspack
 * does not provide.
 *
 * The truth comes from a real build: a probe loader, run by the installed
 * @rspack/core on a one-file project, records every property name on its
 * `this` (own and inherited) and the keys of its plain-object properties
 * (`utils.contextify`). The check fails when a page documents a property the
 * probe did not see, marks as unsupported one it did see, or leaves a property
 * the probe saw undocumented (names starting with `__` are internal and
 * exempt).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT, type CheckResult, type Heading, type Page, type Problem } from './pages';

const CHECK = 'loader-context';
/** Id of the section listing webpack properties Rspack lacks. */
export const UNSUPPORTED_SECTION = 'not-supported';

/** Names found on the loader context: `async`, `utils`, `utils.contextify`... */
export type ContextNames = Set<string>;

export interface ContextEntry {
  /** `async`, `utils.contextify`. */
  name: string;
  supported: boolean;
  line: number;
}

/** Loader context pages: `api/loader-api/context.mdx` in both trees. */
export function isContextPage(page: Page): boolean {
  return page.kind === 'doc' && /(?:^docs|\/current)\/api\/loader-api\/context\.mdx?$/.test(page.file);
}

/** The property a heading names (`this.async()` -> `async`), or null for a prose heading. */
export function propertyInHeading(text: string): string | null {
  const t = text.trim().replace(/^`(.*)`$/, '$1');
  const m = /^this\.([\w$]+(?:\.[\w$]+)*)(?:\([^)]*\))?$/.exec(t);
  return m ? m[1] : null;
}

/** The documented entries of a page, each marked supported or not by its section. */
export function contextEntries(page: Page): ContextEntry[] {
  const entries: ContextEntry[] = [];
  let section: Heading | undefined;
  for (const heading of page.headings) {
    if (heading.depth === 2) section = heading;
    const name = propertyInHeading(heading.text);
    if (!name) continue;
    const supported = !(section && section !== heading && section.id === UNSUPPORTED_SECTION);
    entries.push({ name, supported, line: heading.line });
  }
  return entries;
}

/** Checks one page against the names the probe saw. */
export function checkContextPage(page: Page, names: ContextNames): { problems: Problem[]; entries: ContextEntry[] } {
  const entries = contextEntries(page);
  const problems: Problem[] = [];
  const problem = (line: number, message: string): void => {
    problems.push({ check: CHECK, file: page.file, line, message });
  };
  for (const entry of entries) {
    const present = names.has(entry.name);
    if (entry.supported && !present) {
      problem(
        entry.line,
        `this.${entry.name} is documented but the loader context of the installed @rspack/core has no such property`,
      );
    }
    if (!entry.supported && present) {
      problem(entry.line, `this.${entry.name} is marked as not supported, but the installed @rspack/core provides it`);
    }
  }
  const documented = new Set(entries.filter((e) => e.supported).map((e) => e.name));
  const missing = [...names].filter((n) => !n.includes('.') && !n.startsWith('__') && !documented.has(n));
  if (missing.length) {
    problem(
      1,
      `the loader context has properties the page does not document: ${missing.map((n) => `this.${n}`).join(', ')}`,
    );
  }
  return { problems, entries };
}

/**
 * The probe loader: records the names on `this` and the keys of its
 * plain-object properties to `out`, then turns the file into an empty module.
 */
function probeSource(out: string): string {
  return `const fs = require('fs');
module.exports = function () {
  const names = new Set();
  for (let o = this; o && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
    for (const key of Object.getOwnPropertyNames(o)) names.add(key);
  }
  for (const key of [...names]) {
    const value = this[key];
    const proto = value && typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
    if (proto === Object.prototype || proto === null) {
      for (const inner of Object.keys(value)) names.add(key + '.' + inner);
    }
  }
  fs.writeFileSync(${JSON.stringify(out)}, JSON.stringify([...names]));
  return 'export default 0;';
};
`;
}

/** Builds a one-file project with the probe loader and returns the names it saw. */
export async function probeLoaderContext(root: string = ROOT): Promise<ContextNames> {
  type Core = {
    rspack: (options: object) => {
      run: (cb: (err: Error | null, stats?: { hasErrors(): boolean; toString(o: object): string }) => void) => void;
      close: (cb: () => void) => void;
    };
  };
  const core = createRequire(path.join(root, 'package.json'))('@rspack/core') as Core;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-loader-context-'));
  const out = path.join(dir, 'names.json');
  try {
    fs.writeFileSync(path.join(dir, 'index.js'), "import './probe.txt';\n");
    fs.writeFileSync(path.join(dir, 'probe.txt'), 'probe\n');
    fs.writeFileSync(path.join(dir, 'probe-loader.cjs'), probeSource(out));
    const compiler = core.rspack({
      context: dir,
      entry: './index.js',
      mode: 'development',
      output: { path: path.join(dir, 'dist') },
      infrastructureLogging: { level: 'none' },
      module: {
        rules: [{ test: /\.txt$/, use: [{ loader: path.join(dir, 'probe-loader.cjs'), options: { probe: true } }] }],
      },
    });
    await new Promise<void>((resolve, reject) => {
      compiler.run((error, stats) => {
        if (error || !stats) return reject(error ?? new Error('no stats'));
        if (stats.hasErrors()) return reject(new Error(stats.toString({ preset: 'errors-only' })));
        compiler.close(resolve);
      });
    });
    return new Set(JSON.parse(fs.readFileSync(out, 'utf8')) as string[]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function check(pages: Page[], root: string = ROOT): Promise<CheckResult> {
  const contextPages = pages.filter(isContextPage);
  if (!contextPages.length) {
    return {
      name: 'Loader context matches Rspack',
      problems: [],
      summary: ['no loader context page yet (docs/api/loader-api/context.mdx)'],
    };
  }
  const names = await probeLoaderContext(root);
  const problems: Problem[] = [];
  const summary: string[] = [];
  for (const page of contextPages) {
    const result = checkContextPage(page, names);
    problems.push(...result.problems);
    const supported = result.entries.filter((e) => e.supported);
    const unsupported = result.entries.filter((e) => !e.supported);
    const absent = supported.filter((e) => !names.has(e.name)).length;
    const present = unsupported.filter((e) => names.has(e.name)).length;
    summary.push(
      `loader context (${page.locale}): ${supported.length} documented, ${absent ? `${absent} missing` : 'all present'}; ` +
        `${unsupported.length} marked unsupported, ${present ? `${present} present` : 'none present'}`,
    );
  }
  return { name: 'Loader context matches Rspack', problems, summary };
}
