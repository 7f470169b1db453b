/** No page may be a stub: placeholder words fail the check, in both languages. */
import type { CheckResult, Page, Problem } from './pages';

const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b|待补充|敬请期待|待完善/i;

export function check(pages: Page[]): CheckResult {
  const problems: Problem[] = [];
  for (const page of pages) {
    page.source.split('\n').forEach((text, i) => {
      const m = PLACEHOLDER.exec(text);
      if (m) {
        problems.push({ check: 'placeholder', file: page.file, line: i + 1, message: `placeholder "${m[0]}" on a page` });
      }
    });
  }
  return {
    name: 'Placeholders',
    problems,
    summary: [`${pages.length} pages scanned, ${problems.length} placeholder(s)`],
  };
}
