/**
 * "Anchors in both languages": a link or a language switch to `#anchor` must
 * land on the heading in both languages. Every heading anchor of an English
 * page (its explicit id, or the slug Docusaurus generates) exists on the
 * Chinese page, and every heading (## and deeper) of every page carries an
 * explicit id (`## Options {/* #options *\/}`), so the anchor does not depend
 * on the heading's wording in either language.
 */
import type { CheckResult, Page, Problem } from './pages';
import { headingIds } from './parity';

const CHECK = 'anchors';

/** Headings of depth 2 and deeper without an explicit `{/* #id *\/}`. */
export function headingsWithoutId(page: Page): Problem[] {
  return page.headings
    .filter((h) => h.depth >= 2 && !h.id)
    .map((h) => ({
      check: CHECK,
      file: page.file,
      line: h.line,
      message: `heading "${h.text}" has no explicit id: write it as \`${'#'.repeat(h.depth)} ${h.text} {/* #id */}\` with the same id in both languages`,
    }));
}

/** English anchors the Chinese twin lacks, reported on the Chinese page (at the heading in the same position, if any). */
export function missingAnchors(en: Page, zh: Page): Problem[] {
  const enIds = headingIds(en);
  const zhIds = headingIds(zh);
  const have = new Set(zhIds);
  const problems: Problem[] = [];
  enIds.forEach((id, i) => {
    if (have.has(id)) return;
    const heading = en.headings[i];
    problems.push({
      check: CHECK,
      file: zh.file,
      line: zh.headings[i]?.line ?? 1,
      message: `#${id} (${en.file}:${heading.line} "${heading.text}") does not exist on the Chinese page${zh.headings[i] ? `; this heading's anchor is #${zhIds[i]}` : ''}`,
    });
  });
  return problems;
}

export function check(pages: Page[]): CheckResult {
  const byFile = new Map(pages.map((p) => [p.file, p]));
  const problems: Problem[] = [];
  let anchors = 0;
  let missing = 0;
  for (const en of pages.filter((p) => p.locale === 'en')) {
    const zh = byFile.get(en.twin);
    if (!zh) continue; // "Languages in step" reports the missing twin.
    anchors += en.headings.length;
    const found = missingAnchors(en, zh);
    missing += found.length;
    problems.push(...found);
  }
  const withoutId = pages.flatMap(headingsWithoutId);
  problems.push(...withoutId);
  const failingPages = new Map<string, number>();
  for (const p of withoutId) failingPages.set(p.file, (failingPages.get(p.file) ?? 0) + 1);
  const headings = pages.reduce((n, p) => n + p.headings.filter((h) => h.depth >= 2).length, 0);
  return {
    name: 'Anchors in both languages',
    problems,
    summary: [
      `${anchors} English heading anchors, ${anchors - missing} also on the Chinese page, ${missing} missing there`,
      `${headings} headings (## and deeper) on ${pages.length} pages, ${headings - withoutId.length} with an explicit id, ${withoutId.length} without on ${failingPages.size} pages`,
    ],
  };
}
