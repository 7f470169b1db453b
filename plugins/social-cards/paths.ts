/**
 * Where the social card of a page is published. The theme (src/theme/*\/Metadata) writes this URL
 * into the page's og:image while rendering, and the plugin writes the PNG there after the build,
 * both from the permalink alone, so they cannot disagree.
 */

/** Folder of the cards inside each locale's output (build/img/og, build/zh/img/og). */
export const CARD_DIR = 'img/og';

/** The site-wide card, for pages without one of their own (landing page, lists, 404). */
export const SITE_CARD = `${CARD_DIR}/site.png`;

/**
 * The card of a page, relative to the locale's output directory:
 * `/zh/config/output` with base URL `/zh/` → `img/og/config/output.png`,
 * `/config/` → `img/og/config/index.png`.
 */
export function cardFile(permalink: string, baseUrl: string): string {
  const rel = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, '');
  const name = rel === '' || rel.endsWith('/') ? `${rel}index` : rel;
  return `${CARD_DIR}/${name}.png`;
}

/** The absolute URL that og:image and twitter:image carry. */
export function cardUrl(permalink: string, siteUrl: string, baseUrl: string): string {
  return `${siteUrl.replace(/\/$/, '')}${baseUrl}${cardFile(permalink, baseUrl)}`;
}
