/**
 * The blog: every release post from 0.1 to 1.5 and the partnership posts, in
 * both languages, with a real date, an author and a summary, listed in the RSS
 * and Atom feeds of its language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import yaml from 'js-yaml';
import { ROUTES, zhSourceFile, sourceFile } from '../routes';
import { BUILD, ROOT, requireBuild } from './support';

const POSTS = ROUTES.filter((r) => r.path.startsWith('/blog/') && r.path !== '/blog/' && r.status === 'written');

interface FrontMatter {
  slug: string;
  title: string;
  date: string | Date;
  authors: string[];
  description: string;
}

function frontMatter(file: string): { data: FrontMatter; body: string } {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source)!;
  return { data: yaml.load(m[1]) as FrontMatter, body: m[2] };
}

const isoDate = (value: string | Date): string =>
  (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

const authors = (locale: 'en' | 'zh'): Record<string, unknown> =>
  yaml.load(
    fs.readFileSync(
      path.join(ROOT, locale === 'en' ? 'blog/authors.yml' : 'i18n/zh/docusaurus-plugin-content-blog/authors.yml'),
      'utf8',
    ),
  ) as Record<string, unknown>;

describe('blog posts', () => {
  test('there are sixteen posts: every release from 0.1 to 1.5 and the two partnership posts', () => {
    expect(POSTS).toHaveLength(16);
  });

  test.each(POSTS.flatMap((r) => [[sourceFile(r.path), 'en'] as const, [zhSourceFile(r.path), 'zh'] as const]))(
    '%s has a date in 2023-03..2025-08, known authors, a description and a summary',
    (file, locale) => {
      const { data, body } = frontMatter(file);
      const date = isoDate(data.date);
      expect(date >= '2023-03-01' && date <= '2025-08-31').toBe(true);
      expect(data.authors.length).toBeGreaterThan(0);
      const known = authors(locale);
      for (const author of data.authors) expect(Object.keys(known)).toContain(author);
      expect(data.description.length).toBeGreaterThan(20);
      const summary = body.split('{/* truncate */}');
      expect(summary).toHaveLength(2);
      expect(summary[0].trim().length).toBeGreaterThan(80);
    },
  );

  test.each(POSTS.map((r) => [r.path]))('%s has the same date in both languages', (route) => {
    expect(isoDate(frontMatter(zhSourceFile(route)).data.date)).toBe(isoDate(frontMatter(sourceFile(route)).data.date));
  });
});

describe('blog feeds', () => {
  beforeAll(requireBuild);
  const parser = new XMLParser({ ignoreAttributes: false });

  test.each([
    ['', 'en'],
    ['zh/', 'zh-CN'],
  ])('%sblog/rss.xml and atom.xml list every post of their language with its date', (prefix, language) => {
    const rss = parser.parse(fs.readFileSync(path.join(BUILD, prefix, 'blog/rss.xml'), 'utf8')).rss.channel;
    const atom = parser.parse(fs.readFileSync(path.join(BUILD, prefix, 'blog/atom.xml'), 'utf8')).feed;
    expect(rss.language).toBe(language);
    const rssItems = [rss.item].flat() as { link: string; pubDate: string }[];
    const atomEntries = [atom.entry].flat() as { id: string; updated: string }[];
    for (const post of POSTS) {
      const url = `https://rspack.dev/${prefix}${post.path.slice(1)}`;
      const source = prefix ? zhSourceFile(post.path) : sourceFile(post.path);
      const date = isoDate(frontMatter(source).data.date);
      const item = rssItems.find((i) => i.link === url);
      expect(item && new Date(item.pubDate).toISOString().slice(0, 10)).toBe(date);
      const entry = atomEntries.find((e) => e.id === url);
      expect(entry?.updated.slice(0, 10)).toBe(date);
    }
    expect(rssItems).toHaveLength(POSTS.length);
  });
});
