import fs from 'node:fs';
import path from 'node:path';
import { attribute, redirectTarget } from '../../plugins/deploy-config/scan';
import { cardFile } from '../../plugins/social-cards/paths';
import { releaseOf, sectionOf } from '../../plugins/social-cards';
import { SITE_URL } from '../../src/data/site';
import { BUILD, builtHtml, requireBuild } from './support';

// Every page of the build shares an image: its own card (doc pages, blog posts) or the site's.

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['assets', '__server', 'pagefind'].includes(entry.name) ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The `content` of a `<meta>` whose `property` or `name` is `key`. */
function meta(html: string, key: string): string | undefined {
  for (const [, attrs] of html.matchAll(/<meta\b([^>]*)>/gi)) {
    if (attribute(attrs, 'property') === key || attribute(attrs, 'name') === key) return attribute(attrs, 'content');
  }
  return undefined;
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): [number, number] {
  const head = fs.readFileSync(file).subarray(0, 24);
  expect(head.subarray(1, 4).toString()).toBe('PNG');
  return [head.readUInt32BE(16), head.readUInt32BE(20)];
}

describe('social cards', () => {
  beforeAll(requireBuild);

  test('every built page has an absolute og:image and twitter:image that exist in build/', () => {
    const pages = htmlFiles(BUILD).filter((file) => !redirectTarget(fs.readFileSync(file, 'utf8')));
    expect(pages.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const file of pages) {
      const html = fs.readFileSync(file, 'utf8');
      const page = path.relative(BUILD, file);
      const og = meta(html, 'og:image');
      if (!og?.startsWith(`${SITE_URL}/`)) {
        problems.push(`${page}: og:image ${og}`);
        continue;
      }
      if (meta(html, 'twitter:image') !== og) problems.push(`${page}: twitter:image differs from og:image`);
      if (!fs.existsSync(path.join(BUILD, og.slice(SITE_URL.length)))) problems.push(`${page}: ${og} not in build/`);
    }
    expect(problems).toEqual([]);
  });

  test.each([
    ['/config/output', '/'],
    ['/guide/start/introduction', '/'],
    ['/config/', '/'],
    ['/zh/config/output', '/zh/'],
    ['/blog/announcing-1-5', '/'],
    ['/zh/blog/announcing-1-5', '/zh/'],
  ])('%s shares a card of its own, 1200 × 630', (page, baseUrl) => {
    const html = fs.readFileSync(builtHtml(page), 'utf8');
    const expected = `${SITE_URL}${baseUrl}${cardFile(page, baseUrl)}`;
    expect(meta(html, 'og:image')).toBe(expected);
    expect(pngSize(path.join(BUILD, expected.slice(SITE_URL.length)))).toEqual([1200, 630]);
  });

  test('pages without a card of their own share the site card of their language', () => {
    expect(meta(fs.readFileSync(builtHtml('/'), 'utf8'), 'og:image')).toBe(`${SITE_URL}/img/og/site.png`);
    expect(meta(fs.readFileSync(builtHtml('/zh/'), 'utf8'), 'og:image')).toBe(`${SITE_URL}/zh/img/og/site.png`);
    expect(meta(fs.readFileSync(path.join(BUILD, '404.html'), 'utf8'), 'og:image')).toBe(`${SITE_URL}/img/og/site.png`);
  });
});

describe('card contents', () => {
  test('a release post is badged with its version', () => {
    expect(releaseOf('Announcing Rspack 1.5')).toBe('v1.5');
    expect(releaseOf('Rspack 1.0 alpha 发布公告')).toBe('v1.0 alpha');
    expect(releaseOf('Module Federation added to Rspack')).toBeUndefined();
  });

  test('a doc is filed under the navbar item of its sidebar, or the dropdown that links it', () => {
    const items = [
      { type: 'docSidebar', sidebarId: 'config', label: '配置' },
      { type: 'dropdown', label: 'Resources', items: [{ type: 'doc', docId: 'misc/faq', label: 'FAQ' }] },
    ];
    expect(sectionOf({ id: 'config/output', sidebar: 'config' }, items)).toBe('配置');
    expect(sectionOf({ id: 'misc/faq', sidebar: 'misc' }, items)).toBe('Resources');
    expect(sectionOf({ id: 'errors/x', sidebar: 'errors' }, items)).toBeUndefined();
  });
});
