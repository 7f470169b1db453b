import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { hydrated, localized, LOCALES, WRITTEN_URLS } from './support';

// axe-core on every written page of both languages (the route manifest, tests/routes.ts) plus
// the 404 page of each, failing on serious and critical violations. The pages are served with
// the deploy headers (build/_headers), so a page that breaks the Content-Security-Policy fails too.
//
// Fast enough for every run (about 2 s a page on a loaded 2-core machine, half that idle):
// - axe is injected once per tab (an init script), and one tab per shard visits its pages in turn;
// - rules that can only report minor or moderate issues are off (they could never fail the test);
// - color-contrast, two thirds of axe's time on a long reference page, depends on the theme and
//   the components, not on the words of a page: it runs on a sample with every kind of page and
//   component, in both colour schemes (code colours are also checked by tests/unit/prism-theme).

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const SHARDS = 4;

/** Rules whose every check is minor or moderate in axe-core 4.11: they cannot report a serious issue. */
const NEVER_SERIOUS = [
  'aria-allowed-role',
  'aria-deprecated-role',
  'empty-heading',
  'empty-table-header',
  'form-field-multiple-labels',
  'heading-order',
  'html-xml-lang-mismatch',
  'image-redundant-alt',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'landmark-unique',
  'meta-viewport-large',
  'meta-viewport',
  'no-autoplay-audio',
  'page-has-heading-one',
  'presentation-role-conflict',
  'region',
  'scope-attr-valid',
  'server-side-image-map',
  'skip-link',
  'table-duplicate-name',
];

const PAGES = [...WRITTEN_URLS.map(({ url }) => url), ...LOCALES.map((locale) => localized(locale, '/no/such/page'))];
/** One page of each kind: landing, guide, long config reference, plugin, hooks, blog list and post, team, 404. */
const CONTRAST_SAMPLE = LOCALES.flatMap((locale) =>
  [
    '/',
    '/guide/start/quick-start',
    '/config/output',
    '/plugins/webpack/define-plugin',
    '/api/plugin-api/compilation-hooks',
    '/blog/',
    '/blog/announcing-0-1',
    '/misc/team/core-team',
    '/no/such/page',
  ].map((p) => localized(locale, p)),
);

interface Findings {
  violations: string[];
  errors: string[];
}

/** A tab that has axe in every document it opens and records errors and CSP violations. */
async function auditTab(page: Page, contrast: boolean): Promise<{ audit: (url: string) => Promise<Findings> }> {
  let errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await page.addInitScript(AXE_SOURCE);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`),
    );
  });
  return {
    async audit(url) {
      errors = [];
      await page.goto(url);
      await hydrated(page);
      const off = contrast ? [] : [...NEVER_SERIOUS, 'color-contrast'];
      const violations = await page.evaluate(async (off) => {
        const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
        const rules = Object.fromEntries(off.map((id) => [id, { enabled: false }]));
        const results = await axe.run(document, { resultTypes: ['violations'], rules });
        return results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }, off);
      // The 404 page's own request is expected to fail; nothing else may.
      return { violations, errors: errors.filter((e) => !/404 \(Not Found\)/.test(e)) };
    },
  };
}

async function auditAll(page: Page, urls: string[], contrast = false): Promise<void> {
  const tab = await auditTab(page, contrast);
  const problems: Record<string, Findings> = {};
  for (const url of urls) {
    const findings = await tab.audit(url);
    if (findings.violations.length || findings.errors.length) problems[url] = findings;
  }
  expect(problems).toEqual({});
}

test.describe.configure({ mode: 'parallel' });
// A trace records a snapshot of every step: hundreds of pages per test make it the largest cost.
test.use({ trace: 'off' });

for (let shard = 0; shard < SHARDS; shard++) {
  const urls = PAGES.filter((_, i) => i % SHARDS === shard);
  test(`pages ${shard + 1}/${SHARDS} (${urls.length} of ${PAGES.length}): no serious accessibility violations, console errors or CSP violations`, async ({
    page,
  }) => {
    test.setTimeout(60_000 + urls.length * 6_000);
    await auditAll(page, urls);
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`colour contrast and every other rule on ${CONTRAST_SAMPLE.length} pages of each kind (${scheme})`, async ({
    page,
  }) => {
    test.setTimeout(60_000 + CONTRAST_SAMPLE.length * 30_000);
    await page.emulateMedia({ colorScheme: scheme });
    await auditAll(page, CONTRAST_SAMPLE, true);
  });
}
