/**
 * Writes the deploy configuration of the finished build, generated from the built HTML so it
 * cannot drift from what the site emits:
 *
 * - build/_headers (Netlify, Cloudflare Pages): static/_headers with the inline script and style
 *   hashes of every page filled into its Content-Security-Policy, plus a no-cache rule for each
 *   folder of pages (hashed assets keep the immutable rule of the template);
 * - build/_redirects: static/_redirects plus each page's `.html` address and, for an index page,
 *   its address without the slash;
 * - build/_nginx/*.conf: the same headers and redirects for nginx, included by deploy/nginx.conf
 *   (that server block also removes the trailing slash of the other pages, which the two hosts
 *   above cannot do for a folder).
 *
 * Runs after each locale; the last one sees both languages and writes the complete files. Built
 * one locale per process (`npm run build`, scripts/build.mjs), the Chinese run writes them from a
 * scan of the parent folder, which holds both; the English run, told by scripts/build.mjs that
 * another locale follows, leaves them to it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { type BuiltSite, scanBuild } from './scan';

/**
 * Set by scripts/build.mjs (scripts/build-steps.mjs): the locales it builds into the same output
 * after this process, whose run writes the configuration of the whole site.
 */
export const NEXT_LOCALES_ENV = 'BUILD_NEXT_LOCALES';

/** Generated nginx snippets, relative to the build's root. */
export const NGINX_DIR = '_nginx';

/** Splits a `_headers` file into its rules: the path line and its header lines. */
function rulesOf(text: string): { pattern: string; headers: [string, string][] }[] {
  const rules: { pattern: string; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const colon = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** Fills the `{{…}}` slots of the template's policy. */
export function fillTemplate(
  template: string,
  site: Pick<BuiltSite, 'scriptHashes' | 'styleHashes'>,
  connectSrc: string[],
): string {
  const slots: Record<string, string[]> = {
    'script-hashes': [...site.scriptHashes].sort(),
    'style-hashes': [...site.styleHashes].sort(),
    'connect-src': connectSrc,
  };
  return template
    .split('\n')
    .map((line) =>
      line.startsWith('#')
        ? line
        : line.replace(/ ?\{\{([a-z-]+)\}\}/g, (_, name: string) => {
            if (!(name in slots)) throw new Error(`static/_headers: unknown slot {{${name}}}`);
            return slots[name].map((value) => ` ${value}`).join('');
          }),
    )
    .join('\n');
}

/** The no-cache rules of the pages: one per folder of pages, one per page at a locale's root. */
export function htmlCacheRules(site: Pick<BuiltSite, 'pageFolders' | 'rootPages'>): string {
  const patterns = [
    ...[...site.rootPages].sort().flatMap((page) =>
      // `/index.html` is served as `/`, `/404.html` also answers unknown URLs.
      page.endsWith('/index.html') ? [page.slice(0, -'index.html'.length)] : [page],
    ),
    ...[...site.pageFolders].sort().map((folder) => `${folder}*`),
  ];
  return patterns.map((pattern) => `${pattern}\n  Cache-Control: no-cache\n`).join('');
}

/**
 * The redirects every page needs: its `.html` address (what @docusaurus/plugin-client-redirects
 * answers in the browser with `fromExtensions: ['html']`, here as a real 301) and, for an index
 * page, its address without the slash. Derived from the pages rather than from the client
 * redirect files, which that plugin writes while this one runs.
 */
export function redirectRules(pages: Iterable<string>, localePrefixes: string[]): [string, string][] {
  const rules: [string, string][] = [];
  for (const page of [...pages].sort()) {
    const locale = localePrefixes.find((l) => page === `/${l}/` || page.startsWith(`/${l}/`));
    const rel = locale ? page.slice(locale.length + 1) : page;
    if (rel === '/' || rel.endsWith('.html')) continue;
    if (rel.endsWith('/')) {
      const bare = page.slice(0, -1);
      rules.push([bare, page], [`${bare}.html`, page]);
    } else {
      rules.push([`${page}.html`, page]);
    }
  }
  return rules;
}

/** nginx: the header lines of the template's `/*` rule, sent with every response. */
export function nginxHeaders(headersFile: string): string {
  const all = rulesOf(headersFile).find((r) => r.pattern === '/*');
  if (!all) throw new Error('static/_headers: no "/*" rule with the security headers');
  return all.headers.map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;\n`).join('');
}

/**
 * nginx: the redirects of `_redirects`, plus `/page/` → `/page` for every page that is not an
 * index page (it is a folder with an index.html on disk, so nginx would serve it twice).
 */
export function nginxRedirects(pages: Iterable<string>, localePrefixes: string[]): string {
  const rules = redirectRules(pages, localePrefixes);
  for (const page of [...pages].sort()) {
    if (!page.endsWith('/') && !page.endsWith('.html')) rules.push([`${page}/`, page]);
  }
  return rules.map(([from, to]) => `location = ${from} { return 301 ${to}$is_args$args; }\n`).join('');
}

/**
 * The folder that holds the whole site: the output of the default locale, or the parent of another
 * locale's folder (`build/zh` → `build`). A locale built alone (`docusaurus build --locale zh`) is
 * written at the root of the output directory, and its configuration goes there too (never above it).
 */
export function siteRoot(outDir: string, locale: string, defaultLocale: string, localePath: string): string {
  return locale !== defaultLocale && path.basename(outDir) === localePath ? path.dirname(outDir) : outDir;
}

export default function deployConfigPlugin(context: LoadContext): Plugin {
  const { siteDir, siteConfig, i18n } = context;
  const origin = siteConfig.url.replace(/\/$/, '');
  const others = i18n.locales.filter((l) => l !== i18n.defaultLocale);
  return {
    name: 'deploy-config',
    async postBuild({ outDir }) {
      const started = performance.now();
      const next = process.env[NEXT_LOCALES_ENV];
      if (next) {
        console.log(`[deploy-config] left to the ${next} build, which sees the whole site`);
        return;
      }
      const { currentLocale, defaultLocale } = i18n;
      const root = siteRoot(
        outDir,
        currentLocale,
        defaultLocale,
        i18n.localeConfigs[currentLocale]?.path ?? currentLocale,
      );
      // The other locales are built into <root>/<locale>/ and get a copy of static/ there too.
      if (root !== outDir) {
        await Promise.all(['_headers', '_redirects'].map((f) => fs.rm(path.join(outDir, f), { force: true })));
      }
      const site = await scanBuild(root, origin, others);
      const algolia = (siteConfig.themeConfig as { algolia?: { appId?: string } }).algolia;
      // DocSearch queries Algolia from the browser when it replaces the offline search.
      const connectSrc = algolia?.appId
        ? ['https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io']
        : [];
      const template = await fs.readFile(path.join(siteDir, 'static/_headers'), 'utf8');
      const headers = `${fillTemplate(template, site, connectSrc)}\n# Pages: always revalidated, so a deploy shows at once\n${htmlCacheRules(site)}`;
      const redirects = `${await fs.readFile(path.join(siteDir, 'static/_redirects'), 'utf8')}\n${redirectRules(
        site.pages,
        others,
      )
        .map(([from, to]) => `${from} ${to} 301`)
        .join('\n')}\n`;
      await fs.mkdir(path.join(root, NGINX_DIR), { recursive: true });
      await Promise.all([
        fs.writeFile(path.join(root, '_headers'), headers),
        fs.writeFile(path.join(root, '_redirects'), redirects),
        fs.writeFile(path.join(root, NGINX_DIR, 'security-headers.conf'), nginxHeaders(headers)),
        fs.writeFile(path.join(root, NGINX_DIR, 'redirects.conf'), nginxRedirects(site.pages, others)),
      ]);
      const csp = rulesOf(headers)
        .find((r) => r.pattern === '/*')
        ?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1];
      console.log(
        `[deploy-config] ${site.pages.size} pages in ${((performance.now() - started) / 1000).toFixed(1)} s, ${site.scriptHashes.size} inline script hashes, ${site.styleHashes.size} style hashes; Content-Security-Policy: ${csp}`,
      );
    },
  };
}
