import fs from 'node:fs/promises';
import fsSync from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { markdownUrl } from '../../src/utils/markdownUrl';
import type { Locale, TableData } from '../mdx/markdown';
import { codeVersion } from '../code-version';
import { type Dependency, hashOf, MarkdownCache } from './cache';
import { pluginSupportTable } from './pluginTable';
import { teamTable } from './teamTable';

interface ExportedPage {
  title: string;
  description: string;
  permalink: string;
  /** Absolute path of the page's MDX source. */
  file: string;
}

interface DocLike {
  title: string;
  description: string;
  permalink: string;
  source: string;
}

// Sections of llms.txt, in navbar order; the first path segment picks one.
const SECTIONS: Record<string, string> = {
  guide: 'Guide',
  config: 'Config',
  plugins: 'Plugins',
  api: 'API',
  contribute: 'Contribute',
  misc: 'Resources',
  errors: 'Errors',
  '0.x': 'Rspack 0.x (archived docs)',
  blog: 'Blog',
};

function sourceFile(siteDir: string, source: string): string {
  return path.join(siteDir, source.replace(/^@site\//, ''));
}

/**
 * Exported pages sit at their source paths with `.md` (see markdownUrl), so a
 * relative link to a page's source becomes a relative link to its Markdown.
 * Blog posts link docs as `../docs/...`, which on the site is `../...`.
 */
export function markdownLink(url: string, isBlogPost: boolean): string {
  if (/^[a-z]+:|^\/|^#/.test(url)) return url;
  const rewritten = url.replace(/\.mdx?(?=$|#)/, '.md');
  return isBlogPost ? rewritten.replace(/^\.\.\/docs\//, '../') : rewritten;
}

/**
 * Writes each doc and blog post as plain Markdown at a stable URL
 * (see src/utils/markdownUrl.ts) and an llms.txt index per locale.
 */
export default function markdownExportPlugin(context: LoadContext): Plugin {
  const { siteDir, baseUrl, siteConfig, i18n } = context;
  let pages: ExportedPage[] = [];
  const locale = i18n.currentLocale as Locale;

  return {
    name: 'markdown-export',

    async allContentLoaded({ allContent }) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as
        | { loadedVersions: { docs: DocLike[] }[] }
        | undefined;
      const blogContent = allContent['docusaurus-plugin-content-blog']?.default as
        | { blogPosts: { metadata: DocLike }[] }
        | undefined;
      const docs = docsContent?.loadedVersions.flatMap((v) => v.docs) ?? [];
      const posts = blogContent?.blogPosts.map((p) => p.metadata) ?? [];
      pages = [...docs, ...posts].map((d) => ({
        title: d.title,
        description: d.description,
        permalink: d.permalink,
        file: sourceFile(siteDir, d.source),
      }));
    },

    async postBuild({ outDir }) {
      const started = performance.now();
      const code = [
        ...['../mdx', '.'].flatMap((dir) =>
          fsSync
            .readdirSync(path.join(__dirname, dir))
            .filter((f) => f.endsWith('.ts'))
            .sort()
            .map((f) => path.join(__dirname, dir, f)),
        ),
        path.join(__dirname, '../../src/utils/markdownUrl.ts'),
      ];
      const packages = [
        'unified',
        'remark-parse',
        'remark-mdx',
        'remark-gfm',
        'remark-directive',
        'remark-frontmatter',
      ];
      const cache = new MarkdownCache(
        path.join(
          siteDir,
          'node_modules/.cache/markdown-export',
          await codeVersion(code, [...packages, 'remark-stringify']),
        ),
      );

      // The data-driven tables, each computed once per build (they load their data modules).
      const tables = new Map<string, TableData | null>();
      const table = (component: string, team: string | undefined): TableData | null => {
        const key = `${component}\0${team ?? ''}`;
        if (!tables.has(key)) {
          if (component === 'PluginSupportTable') tables.set(key, pluginSupportTable(locale));
          else if (component === 'TeamCards') tables.set(key, teamTable(locale, team));
          else tables.set(key, null);
        }
        return tables.get(key)!;
      };
      const readPartial = (file: string) => (fsSync.existsSync(file) ? fsSync.readFileSync(file, 'utf8') : null);
      const current = (dependency: Dependency): string | null => {
        if (dependency.kind === 'partial') {
          const source = readPartial(path.join(siteDir, dependency.key));
          return source === null ? null : hashOf(source);
        }
        const [component, team] = dependency.key.split('\0');
        const data = table(component, team || undefined);
        return data === null ? null : hashOf(data);
      };

      let converted = 0;
      const entries = await Promise.all(
        pages.map(async (page) => {
          const relative = markdownUrl(page.permalink).slice(baseUrl.length);
          const target = path.join(outDir, relative);
          const mdx = await fs.readFile(page.file, 'utf8');
          const isBlogPost = relative.startsWith('blog/');
          const key = hashOf([locale, path.relative(siteDir, page.file), page.title, isBlogPost, mdx]);
          let markdown = await cache.get(key, current);
          if (markdown === undefined) {
            const dependencies: Dependency[] = [];
            // Loaded on the first page to convert: the MDX parser and remark take 0.2 s to load,
            // which a rebuild that finds every page in the cache does not need.
            const { mdxToMarkdown } = await import('../mdx/markdown');
            markdown = mdxToMarkdown(mdx, page.title, {
              locale,
              loadPartial: (specifier) => {
                const file = path.resolve(path.dirname(page.file), specifier);
                const source = readPartial(file);
                dependencies.push({
                  kind: 'partial',
                  key: path.relative(siteDir, file),
                  hash: source === null ? null : hashOf(source),
                });
                return source;
              },
              tableOf: (component, attribute) => {
                if (component !== 'PluginSupportTable' && component !== 'TeamCards') return null;
                const team = component === 'TeamCards' ? attribute('team') : undefined;
                const data = table(component, team);
                dependencies.push({
                  kind: 'table',
                  key: `${component}\0${team ?? ''}`,
                  hash: data === null ? null : hashOf(data),
                });
                return data;
              },
              rewriteUrl: (url) => markdownLink(url, isBlogPost),
            });
            converted++;
            await cache.set(key, markdown, dependencies);
          }
          await fs.mkdir(path.dirname(target), { recursive: true });
          await fs.writeFile(target, markdown);
          return { page, relative };
        }),
      );

      const origin = siteConfig.url;
      const bySection = new Map<string, string[]>();
      for (const { page, relative } of entries.sort((a, b) => a.relative.localeCompare(b.relative))) {
        const section = SECTIONS[relative.split('/')[0]] ?? 'Other';
        const line = `- [${page.title}](${origin}${baseUrl}${relative}): ${page.description}`;
        bySection.set(section, [...(bySection.get(section) ?? []), line]);
      }
      const ordered = Object.values(SECTIONS).filter((s) => bySection.has(s));
      const llms = [
        `# ${siteConfig.title}`,
        '',
        `> ${siteConfig.tagline}`,
        '',
        `Language: ${i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale}. ` +
          'Every link below is the Markdown version of a page.',
        '',
        ...ordered.flatMap((s) => [`## ${s}`, '', ...bySection.get(s)!, '']),
      ].join('\n');
      await fs.writeFile(path.join(outDir, 'llms.txt'), llms);
      // Wall time: the other postBuild plugins (search index, social cards) run meanwhile.
      console.log(
        `[markdown-export] ${i18n.currentLocale}: ${entries.length} pages (${converted} converted, ${entries.length - converted} cached) and llms.txt in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
