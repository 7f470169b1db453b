/**
 * "Plugins exist": the plugin reference follows what @rspack/core exports.
 *
 * (a) Every plugin class the installed `require('@rspack/core')` exports, on
 *     the module or one of its namespaces (`optimize`, `experiments`...), has
 *     a page or a `## ClassName` entry on the internal-plugins page (the maps
 *     in tests/routes.ts say which), and the maps, page titles and entries
 *     name only plugins that exist.
 * (b) Every option heading of a plugin page names an option of that plugin,
 *     read from the constructor's parameter types in the declarations, and
 *     the headings cover the options to the second level (printed per plugin).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { RSPACK_PLUGIN_PAGES, WEBPACK_PLUGIN_PAGES } from '../routes';
import { missingSegment } from './exports';
import { headingAnchors, optionEntries } from './optionlinks';
import {
  isConfigPage,
  loadCoreProgram,
  loadOptionTree,
  optionHeadings,
  optionInHeading,
  TreeBuilder,
  type OptionTree,
} from './options';
import { formatProblem, loadPages, pageKey, ROOT, type CheckResult, type Page, type Problem } from './pages';

const CHECK = 'plugins';

// ---------------------------------------------------------------------------
// (a) Exports and pages

/** A class name ends in `Plugin` (or `PluginV1`, the older module federation). */
const PLUGIN_NAME = /^[A-Z][\w$]*Plugin(?:V\d+)?$/;

/**
 * Every plugin class of the module, as `Name` or `namespace.Name`: the
 * module's own exports and those of its namespace objects (`optimize`,
 * `experiments`, `container`...). Functions such as `createNativePlugin` and
 * the `rspack` function itself are not plugin classes.
 */
export function pluginExports(core: unknown): string[] {
  const found: string[] = [];
  const module = core as Record<string, unknown>;
  for (const key of Object.keys(module)) {
    const value = module[key];
    if (typeof value === 'function' && PLUGIN_NAME.test(key)) found.push(key);
    else if (value && typeof value === 'object' && /^[a-z]/.test(key) && !Array.isArray(value)) {
      for (const inner of Object.keys(value)) {
        if (typeof (value as Record<string, unknown>)[inner] === 'function' && PLUGIN_NAME.test(inner)) {
          found.push(`${key}.${inner}`);
        }
      }
    }
  }
  return found;
}

/** Route maps as the check reads them: export path -> page path (`plugins/rspack/copy-rspack-plugin.mdx`). */
export type PluginPages = Map<string, string>;

export function routePluginPages(): PluginPages {
  return new Map([
    ...Object.entries(RSPACK_PLUGIN_PAGES).map(([name, page]): [string, string] => [
      name,
      `plugins/rspack/${page}.mdx`,
    ]),
    ...Object.entries(WEBPACK_PLUGIN_PAGES).map(([name, page]): [string, string] => [
      name,
      `plugins/webpack/${page}.mdx`,
    ]),
  ]);
}

/** The page that holds one short entry per plugin instead of a page each. */
export const INTERNAL_PAGE = 'plugins/webpack/internal-plugins.mdx';
/** Plugin pages that are about no single plugin. */
const OVERVIEW_PAGES = new Set(['plugins/index.mdx', 'plugins/webpack/index.mdx', INTERNAL_PAGE]);

/** Doc pages of the current version (Rspack 1.5); the 0.x docs have no plugin reference. */
const isCurrentDoc = (page: Page): boolean => page.kind === 'doc' && page.version === 'current';
const docPath = (page: Page): string => pageKey(page).replace(/^doc:/, '');
const className = (exportPath: string): string => exportPath.split('.').pop()!;
const isPluginPage = (page: Page): boolean =>
  isCurrentDoc(page) && /^plugins\/(?:rspack|webpack)\//.test(docPath(page));

/** `## DynamicEntryPlugin`, `## node.NodeEnvironmentPlugin`: the plugin an internal-plugins entry is about. */
export function entryPlugin(text: string): string | null {
  const t = text.replace(/^`|`$/g, '').trim();
  return /^(?:[a-z][\w$]*\.)?[A-Z][\w$]*Plugin(?:V\d+)?$/.test(t) ? t : null;
}

export interface ExportsFindings {
  problems: Problem[];
  exports: string[];
  withPage: number;
}

const ROUTES_FILE = 'tests/routes.ts';

/**
 * `routesSource` is the text of tests/routes.ts, used only to point problems
 * about the maps at their line.
 */
export function checkExports(pages: Page[], core: unknown, map: PluginPages, routesSource = ''): ExportsFindings {
  const problems: Problem[] = [];
  const problem = (file: string, line: number, message: string): void => {
    problems.push({ check: CHECK, file, line, message });
  };
  const routeLines = routesSource.split('\n');
  /** The line of the map entry for `name`, or of the webpack map when there is none. */
  const routesLine = (name?: string): number => {
    const at = name
      ? routeLines.findIndex((l) => new RegExp(`^\\s*['"]?${name.replace(/[.$]/g, '\\$&')}['"]?\\s*:`).test(l))
      : routeLines.findIndex((l) => l.includes('WEBPACK_PLUGIN_PAGES'));
    return at + 1 || 1;
  };
  const exports = pluginExports(core);
  const byPath = new Map(pages.filter(isCurrentDoc).map((p) => [`${p.locale}:${docPath(p)}`, p]));
  const internal = (locale: Page['locale']): Page | undefined => byPath.get(`${locale}:${INTERNAL_PAGE}`);
  const internalEntries = (page: Page | undefined): Map<string, number> =>
    new Map(
      (page?.headings ?? [])
        .filter((h) => h.depth === 2 && entryPlugin(h.text))
        .map((h): [string, number] => [entryPlugin(h.text)!, h.line]),
    );

  // Every export has a page, or an entry on the internal page.
  let withPage = 0;
  for (const name of exports) {
    const page = map.get(name);
    if (!page) {
      problem(
        ROUTES_FILE,
        routesLine(),
        `@rspack/core exports ${name} but no plugin page map (RSPACK_PLUGIN_PAGES, WEBPACK_PLUGIN_PAGES) lists it`,
      );
      continue;
    }
    let ok = true;
    for (const locale of ['en', 'zh'] as const) {
      const target = byPath.get(`${locale}:${page}`);
      if (!target) {
        ok = false;
        if (locale === 'en') problem(ROUTES_FILE, routesLine(name), `${name}: its page ${page} does not exist`);
        continue;
      }
      if (page === INTERNAL_PAGE) {
        const entries = internalEntries(target);
        if (!entries.has(name) && !entries.has(className(name))) {
          ok = false;
          problem(target.file, 1, `${name} has no \`## ${name}\` entry on the internal-plugins page`);
        }
      }
    }
    if (ok) withPage += 1;
  }

  // Maps, titles and internal entries name only plugins that exist.
  const exported = new Set(exports);
  for (const [name, page] of map) {
    if (exported.has(name)) continue;
    const missing = missingSegment(core, name.split('.'));
    problem(
      ROUTES_FILE,
      routesLine(name),
      missing < 0
        ? `${name} (mapped to ${page}) is not a plugin class of @rspack/core`
        : `${name} (mapped to ${page}) is not exported by the installed @rspack/core`,
    );
  }
  const pageOf = new Map<string, string[]>();
  for (const [name, page] of map) pageOf.set(page, [...(pageOf.get(page) ?? []), name]);
  for (const page of pages.filter(isPluginPage)) {
    const key = docPath(page);
    if (OVERVIEW_PAGES.has(key)) continue;
    const names = pageOf.get(key);
    if (!names) {
      problem(
        page.file,
        1,
        `plugin page for no export of @rspack/core (add it to the plugin page maps in ${ROUTES_FILE})`,
      );
      continue;
    }
    const title = page.frontMatter.title;
    if (!names.some((n) => className(n) === title)) {
      problem(page.file, 2, `title "${title}" is not the plugin the page documents (${names.join(', ')})`);
    }
  }
  for (const locale of ['en', 'zh'] as const) {
    const page = internal(locale);
    for (const [name, line] of internalEntries(page)) {
      const full = exports.find((e) => e === name) ?? exports.find((e) => className(e) === name);
      if (!full) problem(page!.file, line, `${name} is not a plugin @rspack/core exports`);
      else if (map.get(full) !== INTERNAL_PAGE)
        problem(page!.file, line, `${full} has a page of its own (${map.get(full) ?? 'none'}), not an entry here`);
    }
  }
  return { problems, exports, withPage };
}

// ---------------------------------------------------------------------------
// (b) Option trees

/**
 * The options of one plugin, in the path syntax of the configuration option
 * tree (tests/verify/options.ts): `.` between properties, `[]` for an array
 * element, `*` for a key the user chooses (headings write `\{name\}`).
 */
export interface PluginOptionTree {
  /** `HtmlRspackPlugin`, `optimize.SplitChunksPlugin`; `CssExtractRspackPlugin (loader)` for a second options type. */
  label: string;
  /**
   * `object`: the constructor takes one options object, whose properties are
   * the options (`new HtmlRspackPlugin({ title })`); `parameters`: each
   * constructor parameter is one, under its declared name
   * (`new EntryPlugin(context, entry, options)`, `new DefinePlugin(define)`).
   */
  form: 'object' | 'parameters';
  /** Every option path, with the intermediate `[]` and `*` nodes. */
  paths: Set<string>;
  firstLevel: string[];
  /**
   * The sub-options of each first-level option that coverage counts (without
   * `[]`): its named properties, also through an array (`patterns[].from`), but
   * not through a record (`exposes.{name}.import` is one level further), and
   * none when the option also takes a string, number, `true`, RegExp or
   * function: the object is then one of several forms, which its Type line
   * spells out (`base: string | { href, target }`).
   */
  secondLevel: Map<string, string[]>;
  /**
   * Options whose type is the very type of a configuration option, so the
   * configuration reference documents their sub-options: option (`''` for
   * the whole options object) -> configuration path.
   */
  sameAsConfig: Map<string, string>;
}

/** Option paths compare without `[]`: `patterns[].from` and `patterns.from` count once. */
export const normalizeOption = (option: string): string => option.replace(/\[\]/g, '');

class TypeReader {
  constructor(
    readonly checker: ts.TypeChecker,
    readonly program: ts.Program,
  ) {}

  parts(type: ts.Type): ts.Type[] {
    const t = this.checker.getNonNullableType(type);
    return t.isUnion() ? t.types : [t];
  }

  /** RegExp, Date, Function...; a mapped type (`Partial<X>`) is declared there too but is the user's own object. */
  private fromDefaultLibrary(type: ts.Type): boolean {
    if (((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Mapped) !== 0) return false;
    const declarations = type.getSymbol()?.getDeclarations() ?? [];
    return declarations.some((d) => this.program.isSourceFileDefaultLibrary(d.getSourceFile()));
  }

  /** Union members that are objects of options (what TreeBuilder expands). */
  objects(type: ts.Type): ts.Type[] {
    return this.parts(type).filter(
      (t) =>
        (t.isIntersection() || (t.flags & ts.TypeFlags.Object) !== 0) &&
        !t.getCallSignatures().length &&
        !t.getConstructSignatures().length &&
        !this.checker.isArrayType(t) &&
        !this.checker.isTupleType(t) &&
        !t.getProperty('apply') &&
        !this.fromDefaultLibrary(t),
    );
  }

  /** Does the type also accept a string, number, `true`, a RegExp or a function (or anything)? */
  hasShorthand(type: ts.Type): boolean {
    const scalar =
      ts.TypeFlags.StringLike |
      ts.TypeFlags.NumberLike |
      ts.TypeFlags.BigIntLike |
      ts.TypeFlags.ESSymbolLike |
      ts.TypeFlags.Any |
      ts.TypeFlags.Unknown;
    return this.parts(type).some(
      (t) =>
        (t.flags & scalar) !== 0 ||
        ((t.flags & ts.TypeFlags.BooleanLiteral) !== 0 && this.checker.typeToString(t) === 'true') ||
        t.getCallSignatures().length > 0 ||
        ((t.flags & ts.TypeFlags.Object) !== 0 && !this.checker.isArrayType(t) && this.fromDefaultLibrary(t)),
    );
  }
}

/** The type of `rspack.a.b` (a value) or of the exported type `A` as the declarations give it. */
function exportedType(checker: ts.TypeChecker, exports: ts.Symbol[], name: string, kind: 'value' | 'type') {
  const [first, ...rest] = name.split('.');
  let symbol = exports.find((s) => s.name === first);
  if (!symbol) return undefined;
  if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  let type = kind === 'type' ? checker.getDeclaredTypeOfSymbol(symbol) : checker.getTypeOfSymbol(symbol);
  for (const member of rest) {
    const property = type.getProperty(member);
    if (!property) return undefined;
    type = checker.getTypeOfSymbol(property);
  }
  return type;
}

/**
 * Object types of the configuration to depth 2 (`output.library`,
 * `optimization.splitChunks`), each with its option path.
 */
function configTypes(reader: TypeReader, source: ts.SourceFile): Map<ts.Type, string> {
  const { checker } = reader;
  const options = checker.getSymbolAtLocation(source)?.exports?.get(ts.escapeLeadingUnderscores('options'));
  if (!options) throw new Error('cannot read RspackOptions from @rspack/core');
  const found = new Map<ts.Type, string>();
  const visit = (type: ts.Type, at: string, depth: number): void => {
    for (const part of reader.objects(type)) {
      if (at && !found.has(part)) found.set(part, at);
      if (depth >= 2) continue;
      for (const property of checker.getPropertiesOfType(part)) {
        visit(checker.getTypeOfSymbol(property), at ? `${at}.${property.name}` : property.name, depth + 1);
      }
    }
  };
  visit(checker.getTypeOfSymbol(options), '', 0);
  return found;
}

/** Builds the tree of a plugin from its constructor parameters (name and type each). */
export function buildPluginTree(
  reader: TypeReader,
  label: string,
  parameters: { name: string; type: ts.Type }[],
  config: Map<ts.Type, string>,
): PluginOptionTree {
  const { checker } = reader;
  const optionTypes = new Map<string, ts.Type[]>();
  const sameAsConfig = new Map<string, string>();
  const whole = parameters.length === 1 ? reader.objects(parameters[0].type) : [];
  const form = whole.some((t) => checker.getPropertiesOfType(t).length) ? 'object' : 'parameters';
  if (form === 'object') {
    for (const part of whole) {
      if (config.has(part)) sameAsConfig.set('', config.get(part)!);
      for (const property of checker.getPropertiesOfType(part)) {
        optionTypes.set(property.name, [...(optionTypes.get(property.name) ?? []), checker.getTypeOfSymbol(property)]);
      }
    }
  } else {
    for (const parameter of parameters) optionTypes.set(parameter.name, [parameter.type]);
  }
  const builder = new TreeBuilder(checker, reader.program);
  const secondLevel = new Map<string, string[]>();
  for (const [name, types] of optionTypes) {
    for (const type of types) builder.visit(type, name, 1);
    for (const part of types.flatMap((t) => reader.objects(t))) {
      if (config.has(part)) sameAsConfig.set(name, config.get(part)!);
    }
  }
  for (const [name, types] of optionTypes) {
    const subs = new Set<string>();
    if (!types.some((t) => reader.hasShorthand(t))) {
      const direct = new RegExp(`^${name.replace(/\$/g, '\\$')}(?:\\[\\])*\\.[A-Za-z_$][\\w$]*$`);
      for (const p of builder.paths) if (direct.test(p)) subs.add(normalizeOption(p));
    }
    secondLevel.set(name, [...subs]);
  }
  return { label, form, paths: builder.paths, firstLevel: [...optionTypes.keys()], secondLevel, sameAsConfig };
}

/**
 * Second options types a page documents in a section of its own: the
 * section id, the type's exported name and the label of its coverage line.
 */
export const EXTRA_OPTION_SECTIONS: Record<string, { section: string; type: string; label: string }[]> = {
  CssExtractRspackPlugin: [
    { section: 'loader-options', type: 'CssExtractRspackLoaderOptions', label: 'CssExtractRspackPlugin (loader)' },
  ],
};

/** Option trees per plugin: the constructor's, then those of EXTRA_OPTION_SECTIONS (keyed by section id). */
export type PluginTrees = Map<string, Map<string, PluginOptionTree>>;

/** Sections whose `###` entries are the constructor's options. */
export const OPTION_SECTIONS = ['options', 'plugin-options'];

const pluginTreeCache = new Map<string, PluginTrees>();

/** The option trees of `plugins`, read from the declarations under `root` (once per process). */
export function loadPluginTrees(plugins: string[], root: string = ROOT): PluginTrees {
  const key = `${root}\n${plugins.join(',')}`;
  const cached = pluginTreeCache.get(key);
  if (cached) return cached;
  const { program, checker, source } = loadCoreProgram(root);
  const reader = new TypeReader(checker, program);
  const specifier = source.statements
    .filter(ts.isImportDeclaration)
    .map((s) => s.moduleSpecifier)
    .find((s) => ts.isStringLiteral(s) && s.text === '@rspack/core');
  const moduleSymbol = specifier && checker.getSymbolAtLocation(specifier);
  if (!moduleSymbol) throw new Error(`cannot resolve @rspack/core under ${root}`);
  const exports = checker.getExportsOfModule(moduleSymbol);
  const config = configTypes(reader, source);
  const trees: PluginTrees = new Map();
  for (const plugin of plugins) {
    const type = exportedType(checker, exports, plugin, 'value');
    const signatures = type?.getConstructSignatures() ?? [];
    if (!signatures.length) continue;
    // The signature with the most parameters names them all (overloads drop trailing ones).
    const signature = signatures.reduce((a, b) => (b.getParameters().length > a.getParameters().length ? b : a));
    const parameters = signature
      .getParameters()
      .map((p) => ({ name: p.name, type: checker.getNonNullableType(checker.getTypeOfSymbol(p)) }));
    const sections = new Map<string, PluginOptionTree>();
    const main = buildPluginTree(reader, plugin, parameters, config);
    for (const section of OPTION_SECTIONS) sections.set(section, main);
    for (const extra of EXTRA_OPTION_SECTIONS[className(plugin)] ?? []) {
      const extraType = exportedType(checker, exports, extra.type, 'type');
      if (!extraType) throw new Error(`@rspack/core exports no type ${extra.type}`);
      sections.set(extra.section, buildPluginTree(reader, extra.label, [{ name: 'options', type: extraType }], config));
    }
    trees.set(plugin, sections);
  }
  pluginTreeCache.set(key, trees);
  return trees;
}

// ---------------------------------------------------------------------------
// Headings and coverage

export interface PluginOptionHeading {
  page: Page;
  line: number;
  /** The `##` section it is in (`options`, `loader-options`). */
  section: string;
  /** As the heading writes it, record keys as `*` (`exposes.*.import`). */
  option: string;
  /** Followed by a `- **Type:**` line, as an entry must be. */
  typed: boolean;
}

/** `- **Type:**` (or `- **类型：**`) opens an option entry. */
const TYPE_LINE = /^\s*[-*]\s+\*\*(?:Type|类型)\s*[:：]\s*\*\*/;

/**
 * The option headings of a plugin page: headings below `##` inside a section
 * that lists options (OPTION_SECTIONS and EXTRA_OPTION_SECTIONS) whose text
 * is an option path (`### minify`, `### patterns[].from`,
 * `### exposes.\{name\}.import`). An entry's first line must be its
 * `- **Type:**` line. Prose headings in those sections (`### Options without
 * effect`, `### Handler function`) are not entries.
 */
export function pluginOptionHeadings(page: Page, sections: Set<string>): PluginOptionHeading[] {
  const lines = page.source.split('\n');
  const anchors = headingAnchors(page);
  const found: PluginOptionHeading[] = [];
  let section = '';
  for (const heading of page.headings) {
    if (heading.depth <= 2) {
      section = anchors.get(heading.line) ?? '';
      continue;
    }
    if (!sections.has(section)) continue;
    const next = lines.slice(heading.line).find((l) => l.trim());
    const option = optionInHeading(heading.text);
    if (option) found.push({ page, line: heading.line, section, option, typed: Boolean(next && TYPE_LINE.test(next)) });
  }
  return found;
}

/** What the configuration reference documents, for options whose type is a configuration type. */
export interface ConfigDocs {
  /** Option paths with an entry on the English config pages. */
  documented: Set<string>;
  /** Where each entry is (file and anchor), to see whether a plugin page links to it. */
  entries: Map<string, { file: string; anchor: string }>;
  /** The options the configuration reference's coverage counts (top-level, second-level, nested groups). */
  counted: Set<string>;
}

export function loadConfigDocs(pages: Page[], tree: OptionTree): ConfigDocs {
  const english = pages.filter((p) => p.locale === 'en' && isConfigPage(p));
  return {
    documented: new Set(
      optionHeadings(english, tree)
        .filter((h) => h.resolved)
        .map((h) => h.resolved!),
    ),
    entries: optionEntries(english, tree),
    counted: new Set([...tree.topLevel, ...[...tree.secondLevel.values()].flat(), ...[...tree.nested.values()].flat()]),
  };
}

export interface PluginCoverage {
  label: string;
  page: Page;
  locale: Page['locale'];
  /** First- and second-level options coverage counts, without `[]`. */
  required: string[];
  documented: string[];
  /** Options counted as documented by a configuration entry the page links to, and that entry's option. */
  viaConfig: { option: string; entry: string }[];
}

const linksToEntry = (page: Page, entry: { file: string; anchor: string }): boolean =>
  page.links.some(
    (l) => l.url.split('#')[0].endsWith(`/${path.posix.basename(entry.file)}`) && l.url.endsWith(`#${entry.anchor}`),
  );

/**
 * Coverage of one options type by one page's headings. An option whose type
 * is a configuration type (`library` of ModuleFederationPlugin is
 * `output.library`; SplitChunksPlugin takes `optimization.splitChunks`)
 * also counts when the page links to that configuration entry and the
 * configuration reference documents the option there.
 */
export function pluginCoverage(
  tree: PluginOptionTree,
  page: Page,
  headings: PluginOptionHeading[],
  config: ConfigDocs,
): PluginCoverage {
  const written = new Set(headings.map((h) => normalizeOption(h.option)));
  const required: string[] = [];
  const documented: string[] = [];
  const viaConfig: PluginCoverage['viaConfig'] = [];
  for (const option of [...tree.firstLevel, ...[...tree.secondLevel.values()].flat()].map(normalizeOption)) {
    // The longest option (or the whole object, '') whose type is a configuration type.
    const base = [...tree.sameAsConfig.keys()]
      .filter((k) => k === '' || option.startsWith(`${k}.`))
      .sort((a, b) => b.length - a.length)[0];
    const configPath = base === undefined ? undefined : tree.sameAsConfig.get(base);
    const configOption = configPath && `${configPath}.${base ? option.slice(base.length + 1) : option}`;
    // The configuration reference's own coverage rule says how deep its options need entries:
    // `optimization.splitChunks.fallbackCacheGroup.minSize` needs none, so neither does the plugin's.
    if (configOption && !written.has(option) && !config.counted.has(configOption)) continue;
    required.push(option);
    if (written.has(option)) {
      documented.push(option);
      continue;
    }
    const entry = configPath ? config.entries.get(configPath) : undefined;
    if (configOption && entry && linksToEntry(page, entry) && config.documented.has(configOption)) {
      documented.push(option);
      viaConfig.push({ option, entry: configPath! });
    }
  }
  return { label: tree.label, page, locale: page.locale, required, documented, viaConfig };
}

export interface OptionFindings {
  problems: Problem[];
  coverage: PluginCoverage[];
  headings: number;
}

export function checkOptions(pages: Page[], map: PluginPages, trees: PluginTrees, config: ConfigDocs): OptionFindings {
  const problems: Problem[] = [];
  const coverage: PluginCoverage[] = [];
  let count = 0;
  const byPath = new Map(pages.filter(isCurrentDoc).map((p) => [`${p.locale}:${docPath(p)}`, p]));
  for (const [plugin, file] of map) {
    if (file === INTERNAL_PAGE) continue;
    const sections = trees.get(plugin);
    if (!sections) continue;
    for (const locale of ['en', 'zh'] as const) {
      const page = byPath.get(`${locale}:${file}`);
      if (!page) continue;
      const headings = pluginOptionHeadings(page, new Set(sections.keys()));
      count += headings.length;
      for (const heading of headings) {
        const tree = sections.get(heading.section)!;
        if (!heading.typed) {
          problems.push({
            check: CHECK,
            file: page.file,
            line: heading.line,
            message: `option heading "${heading.option}" is not followed by its \`- **Type:**\` line`,
          });
        }
        if (tree.paths.has(heading.option)) continue;
        const hint = suggestOption(heading.option, tree);
        problems.push({
          check: CHECK,
          file: page.file,
          line: heading.line,
          message: `"${heading.option}" is not an option of ${tree.label} in the installed @rspack/core${hint ? ` (did you mean "${hint}"?)` : ''}; its options: ${tree.firstLevel.join(', ') || 'none'}`,
        });
      }
      for (const [section, tree] of sections) {
        if (section !== OPTION_SECTIONS[0] && OPTION_SECTIONS.includes(section)) continue;
        const result = pluginCoverage(
          tree,
          page,
          headings.filter((h) => h.typed && sections.get(h.section) === tree),
          config,
        );
        coverage.push(result);
        const missing = result.required.filter((o) => !result.documented.includes(o));
        if (!missing.length) continue;
        const at = page.headings.find((h) => [...sections.keys()].includes(h.id ?? '') && sections.get(h.id!) === tree);
        problems.push({
          check: CHECK,
          file: page.file,
          line: at?.line ?? 1,
          message: `${tree.label}: ${missing.length} option(s) without an entry (a \`### name\` heading followed by \`- **Type:**\`): ${missing.join(', ')}`,
        });
      }
    }
  }
  return { problems, coverage, headings: count };
}

/** A sibling of the unknown option with a close name. */
function suggestOption(option: string, tree: PluginOptionTree): string | null {
  const cut = option.lastIndexOf('.');
  const parent = cut < 0 ? '' : option.slice(0, cut);
  const name = option.slice(cut + 1).toLowerCase();
  const siblings = [...tree.paths].filter((p) =>
    cut < 0 ? !/[.[]/.test(p) : p.startsWith(`${parent}.`) && !p.slice(parent.length + 1).includes('.'),
  );
  return (
    siblings.find((p) => p.slice(cut + 1).toLowerCase() === name) ??
    siblings.find(
      (p) =>
        p
          .slice(cut + 1)
          .toLowerCase()
          .includes(name) || name.includes(p.slice(cut + 1).toLowerCase()),
    ) ??
    null
  );
}

// ---------------------------------------------------------------------------

export function coverageLine(c: PluginCoverage): string {
  const missing = c.required.filter((o) => !c.documented.includes(o));
  const via = c.viaConfig.length
    ? ` (${c.viaConfig.length} by the configuration entry ${[...new Set(c.viaConfig.map((v) => v.entry))].join(', ')})`
    : '';
  return `${className(c.label.split(' ')[0])}${c.label.includes(' ') ? ` ${c.label.split(' ').slice(1).join(' ')}` : ''}: ${c.documented.length}/${c.required.length}${via}${missing.length ? `; missing: ${missing.join(', ')}` : ''}`;
}

export function check(pages: Page[], root: string = ROOT): CheckResult {
  const started = Date.now();
  const core = createRequire(path.join(root, 'package.json'))('@rspack/core') as unknown;
  const map = routePluginPages();
  const exportsFound = checkExports(pages, core, map, fs.readFileSync(path.join(root, ROUTES_FILE), 'utf8'));
  const trees = loadPluginTrees(
    [...map.keys()].filter((name) => map.get(name) !== INTERNAL_PAGE),
    root,
  );
  const options = checkOptions(pages, map, trees, loadConfigDocs(pages, loadOptionTree(root)));
  const english = options.coverage.filter((c) => c.locale === 'en');
  const total = (locale: Page['locale']): string => {
    const of = options.coverage.filter((c) => c.locale === locale);
    return `${of.reduce((n, c) => n + c.documented.length, 0)}/${of.reduce((n, c) => n + c.required.length, 0)}`;
  };
  return {
    name: 'Plugins exist',
    problems: [...exportsFound.problems, ...options.problems],
    summary: [
      `plugin exports: ${exportsFound.withPage}/${exportsFound.exports.length} have a page or an entry`,
      `${options.headings} option headings on plugin pages (en + zh); coverage of the options types to the second level (English): ${total('en')}`,
      ...english.map((c) => `  ${coverageLine(c)}`),
      `coverage (Chinese plugin pages): ${total('zh')}`,
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
    ],
  };
}

if (require.main === module) {
  const result = check(loadPages(ROOT), ROOT);
  for (const line of result.summary) console.log(line);
  for (const p of result.problems) console.log(formatProblem(p));
}
