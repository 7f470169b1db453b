/**
 * Social cards: one Open Graph / Twitter image per doc page and blog post, with its title and
 * section (a blog post: its date and the release it announces) on the brand background, plus
 * a site-wide card for every other page (themeConfig.image). The theme puts each page's card
 * URL in its metadata (src/theme/DocItem/Metadata, src/theme/BlogPostPage/Metadata); this
 * plugin draws the PNGs after each locale is built. Cards are cached by content in
 * node_modules/.cache/social-cards, so a rebuild only draws the cards whose text changed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import { codeVersion } from '../code-version';
import { linkOrCopy } from '../in-flight';
import { drawingCards } from './drawing';
import { type CardData, renderCards } from './render';
import { cardFile, SITE_CARD } from './paths';

/** The tagline of the site-wide card, per locale. */
const SITE_TAGLINE: Record<string, string> = {
  en: 'The fast Rust-based web bundler',
  zh: '基于 Rust 的高性能 Web 打包工具',
};

interface NavbarItem {
  type?: string;
  label?: string;
  sidebarId?: string;
  docId?: string;
  to?: string;
  items?: NavbarItem[];
}

export interface PlannedCard extends CardData {
  /** Output file, relative to the locale's output directory. */
  file: string;
}

/** The navbar label a doc is filed under: its sidebar's item, or the dropdown that links it. */
export function sectionOf(
  doc: { id: string; sidebar?: string },
  items: NavbarItem[],
  parent?: NavbarItem,
): string | undefined {
  for (const item of items) {
    if (item.type === 'docSidebar' && item.sidebarId && item.sidebarId === doc.sidebar) return item.label;
    if (item.type === 'doc' && item.docId === doc.id) return parent?.label ?? item.label;
    if (item.items) {
      const found = sectionOf(doc, item.items, item);
      if (found) return found;
    }
  }
  return undefined;
}

/** The release a post announces, read from its title: "Announcing Rspack 1.0 alpha" → "v1.0 alpha". */
export function releaseOf(title: string): string | undefined {
  const match = /Rspack (\d+\.\d+)(?: (alpha|beta|rc))?\b/i.exec(title);
  return match ? `v${match[1]}${match[2] ? ` ${match[2].toLowerCase()}` : ''}` : undefined;
}

/** Every card one locale needs. */
export function planCards(options: {
  docs?: DocsContent;
  blog?: BlogContent;
  navbarItems: NavbarItem[];
  baseUrl: string;
  title: string;
  locale: string;
  htmlLang: string;
}): PlannedCard[] {
  const { docs, blog, navbarItems, baseUrl, title, locale, htmlLang } = options;
  const cards: PlannedCard[] = [{ file: SITE_CARD, title: SITE_TAGLINE[locale] ?? SITE_TAGLINE.en, section: title }];
  for (const version of docs?.loadedVersions ?? []) {
    for (const doc of version.docs) {
      const firstCategory = doc.sidebar ? version.sidebars[doc.sidebar]?.find((i) => i.type === 'category') : undefined;
      const section =
        sectionOf(doc, navbarItems) ?? (firstCategory?.type === 'category' ? firstCategory.label : undefined) ?? title;
      cards.push({
        file: cardFile(doc.permalink, baseUrl),
        title: doc.title,
        section: version.isLast ? section : `${version.label} · ${section}`,
      });
    }
  }
  const blogLabel = navbarItems.find((i) => i.to?.replace(/\/$/, '') === '/blog')?.label ?? 'Blog';
  const dateFormat = new Intl.DateTimeFormat(htmlLang, { year: 'numeric', month: 'long', day: 'numeric' });
  for (const post of blog?.blogPosts ?? []) {
    const { permalink, title: postTitle, date } = post.metadata;
    cards.push({
      file: cardFile(permalink, baseUrl),
      title: postTitle,
      section: `${blogLabel} · ${dateFormat.format(new Date(date))}`,
      badge: releaseOf(postTitle),
    });
  }
  return cards;
}

/** Changes with the drawing code, the logo and the font packages: a new design redraws every card. */
function designVersion(siteDir: string): Promise<string> {
  return codeVersion(
    [path.join(__dirname, 'render.ts'), path.join(__dirname, 'worker.js'), path.join(siteDir, 'static/img/logo.svg')],
    ['@fontsource/noto-sans-sc', '@fontsource/inter', 'satori', '@resvg/resvg-js'],
  );
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  const { siteDir, siteConfig, i18n } = context;
  return {
    name: 'social-cards',
    postBuild(props) {
      const done = drawCards(props);
      drawingCards(done);
      return done;
    },
  };

  async function drawCards({ outDir, plugins, baseUrl }: Parameters<NonNullable<Plugin['postBuild']>>[0]) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const contentOf = <T>(name: string): T | undefined =>
      plugins.find((p) => p.name === name && p.options.id === 'default')?.content as T | undefined;
    const navbar = (siteConfig.themeConfig as { navbar?: { items?: NavbarItem[] } }).navbar;
    const cards = planCards({
      docs: contentOf<DocsContent>('docusaurus-plugin-content-docs'),
      blog: contentOf<BlogContent>('docusaurus-plugin-content-blog'),
      navbarItems: navbar?.items ?? [],
      baseUrl,
      title: siteConfig.title,
      locale: i18n.currentLocale,
      htmlLang: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
    });

    const cacheDir = path.join(siteDir, 'node_modules/.cache/social-cards', await designVersion(siteDir));
    await fs.mkdir(cacheDir, { recursive: true });
    const keyOf = (card: CardData) =>
      crypto
        .createHash('sha256')
        .update(JSON.stringify([card.title, card.section, card.badge ?? '']))
        .digest('hex');
    const cached = (card: CardData) => path.join(cacheDir, `${keyOf(card)}.png`);
    // Each folder once, then every cached card is one hard link (a copy on another file system)
    // in the thread pool: no PNG passes through JavaScript, and no data is written while the
    // build is writing its pages (copies waited 0.5 s on the disk). Sharing the file is safe:
    // a card is only ever written to a new name, in the cache and in the freshly emptied output.
    await Promise.all(
      [...new Set(cards.map((card) => path.dirname(path.join(outDir, card.file))))].map((dir) =>
        fs.mkdir(dir, { recursive: true }),
      ),
    );
    const missing: PlannedCard[] = [];
    await Promise.all(
      cards.map(async (card) => {
        try {
          await linkOrCopy(cached(card), path.join(outDir, card.file));
        } catch {
          missing.push(card);
        }
      }),
    );
    const copied = performance.now();
    await renderCards(missing, async (card, png) => {
      await Promise.all([
        fs.writeFile(cached(card), png),
        fs.writeFile(path.join(outDir, (card as PlannedCard).file), png),
      ]);
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { user, system } = process.cpuUsage(cpu);
    // CPU time counts the other plugins' postBuild work that runs meanwhile in this process.
    console.log(
      `[social-cards] ${i18n.currentLocale}: ${cards.length} cards (${missing.length} drawn, ${cards.length - missing.length} cached) in ${seconds} s (cache looked up in ${((copied - started) / 1000).toFixed(2)} s; process CPU ${((user + system) / 1e6).toFixed(1)} s)`,
    );
  }
}
