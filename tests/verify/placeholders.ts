/** No page may be a stub: placeholder words fail the check, in both languages. */
import type { CheckResult, Page, Problem } from './pages';

/**
 * Marker words are matched in capitals only, so a "todo list" example app is
 * not a placeholder while `TODO:` is; filler text is matched in any case.
 */
const PLACEHOLDERS: RegExp[] = [
  /\b(?:TODO|TBD|FIXME)\b/,
  /\blorem\b/i,
  /\bcoming soon\b/i,
  /待补充|敬请期待|待完善|即将推出/,
];

/** The first placeholder on a line, or undefined. */
export function findPlaceholder(text: string): string | undefined {
  for (const re of PLACEHOLDERS) {
    const m = re.exec(text);
    if (m) return m[0];
  }
  return undefined;
}

export function check(pages: Page[]): CheckResult {
  const problems: Problem[] = [];
  for (const page of pages) {
    page.source.split('\n').forEach((text, i) => {
      const word = findPlaceholder(text);
      if (word) {
        problems.push({
          check: 'placeholder',
          file: page.file,
          line: i + 1,
          message: `placeholder "${word}" on a page`,
        });
      }
    });
  }
  return {
    name: 'Placeholders',
    problems,
    summary: [`${pages.length} pages scanned, ${problems.length} placeholder(s)`],
  };
}
