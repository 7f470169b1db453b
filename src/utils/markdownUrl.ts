/**
 * Every doc page is also served as plain Markdown next to its HTML:
 * /guide/start/introduction -> /guide/start/introduction.md and
 * /config/ -> /config/index.md. The build plugin and the page controls
 * both use this, so the link and the file cannot disagree.
 */
export function markdownUrl(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}
