/**
 * Reads a finished build (both locales) for what its deploy configuration depends on: the inline
 * scripts and style elements the Content-Security-Policy must allow by hash, each page's
 * canonical path (for the redirects) and the folders that hold pages (for their cache rule).
 * The `.html` redirect pages of @docusaurus/plugin-client-redirects are skipped: they are not
 * served where the server redirects (and their script is not needed: a meta refresh backs it).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eachInFlight } from '../in-flight';

/** Folders of the build that hold no pages. */
const NOT_PAGES = new Set(['assets', 'static', 'img', 'pagefind', '__server']);

export interface BuiltSite {
  /** sha256 sources ('sha256-…') of every executable inline script. */
  scriptHashes: Set<string>;
  /** sha256 sources of every inline <style> element. */
  styleHashes: Set<string>;
  /** Canonical URL paths of the pages, e.g. `/config/` and `/config/output`. */
  pages: Set<string>;
  /** Top-level URL folders that hold pages, per locale prefix: `/guide/`, `/zh/config/`. */
  pageFolders: Set<string>;
  /** HTML files straight in a locale's root, as URL paths: `/404.html`, `/zh/search`. */
  rootPages: Set<string>;
}

export function sha256(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The value of an attribute in a start tag's attribute text. The minifier drops the quotes
 * where it can (`rel=canonical href=https://…/ />`), so all three forms are read.
 */
export function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+?))(?=\\s|/?>|$)`, 'i').exec(
    attributes,
  );
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Scripts the browser runs: no `src`, and no `type` or a JavaScript one (JSON-LD is data). */
function isExecutable(attributes: string): boolean {
  if (attribute(attributes, 'src') !== undefined) return false;
  const type = attribute(attributes, 'type')?.toLowerCase();
  return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

/** The start tags named `tag` in a document, as their attribute text. */
function tags(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map((m) => m[1]);
}

/** The inline scripts and style elements of one HTML document. */
export function inlineCode(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes, body]) => isExecutable(attributes) && body.length > 0)
    .map(([, , body]) => body);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, body]) => body);
  return { scripts, styles };
}

/** Where a client-redirect page sends readers, or null for a real page. */
export function redirectTarget(html: string): string | null {
  for (const meta of tags(html, 'meta')) {
    if (attribute(meta, 'http-equiv')?.toLowerCase() !== 'refresh') continue;
    const url = /url=(.+)$/i.exec(attribute(meta, 'content') ?? '')?.[1];
    if (url) return url.trim();
  }
  return null;
}

/** The canonical URL a page declares. */
export function canonicalOf(html: string): string | undefined {
  const link = tags(html, 'link').find((l) => attribute(l, 'rel') === 'canonical');
  return link ? attribute(link, 'href') : undefined;
}

async function* htmlFiles(dir: string, top = true): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    if (top && NOT_PAGES.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full, false);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/**
 * Scans `root` (the output of the default locale, holding the other locales in sub-folders named
 * in `localePrefixes`, e.g. `['zh']`).
 */
export async function scanBuild(root: string, origin: string, localePrefixes: string[]): Promise<BuiltSite> {
  const site: BuiltSite = {
    scriptHashes: new Set(),
    styleHashes: new Set(),
    pages: new Set(),
    pageFolders: new Set(),
    rootPages: new Set(),
  };
  const files: string[] = [];
  for await (const file of htmlFiles(root)) files.push(file);
  // Read many at a time (one by one, the scan of both locales took 2.5-4.5 s of the last locale's
  // postBuild); the sets are sorted where they are written out, so the order does not matter.
  const scanPage = (file: string, html: string) => {
    const rel = path.relative(root, file).split(path.sep);
    if (redirectTarget(html)) return;
    const { scripts, styles } = inlineCode(html);
    for (const script of scripts) site.scriptHashes.add(sha256(script));
    for (const style of styles) site.styleHashes.add(sha256(style));
    const canonical = canonicalOf(html);
    if (canonical?.startsWith(origin)) site.pages.add(canonical.slice(origin.length) || '/');
    // The folder a page lives in decides its cache rule: /guide/…, /zh/guide/…, or a root file.
    const inLocale = localePrefixes.includes(rel[0]) ? 1 : 0;
    const prefix = inLocale ? `/${rel[0]}/` : '/';
    if (rel.length - inLocale > 1) site.pageFolders.add(`${prefix}${rel[inLocale]}/`);
    else site.rootPages.add(`${prefix}${rel[inLocale]}`);
  };
  await eachInFlight(files, async (file) => scanPage(file, await fs.readFile(file, 'utf8')));
  return site;
}
