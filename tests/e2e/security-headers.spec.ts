import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { headersFor, parseHeaders } from '../../scripts/static-host-rules.mjs';
import { hydrated, localized, LOCALES } from './support';

// The deploy configuration the build writes (build/_headers, plugins/deploy-config), served by
// `npm run serve` as Netlify or Cloudflare Pages would: the pages must run under its
// Content-Security-Policy without a single violation, search and colour switch included.

const BUILD = path.resolve(process.env.BUILD_DIR ?? path.join(__dirname, '../../build'));
const RULES = parseHeaders(fs.readFileSync(path.join(BUILD, '_headers'), 'utf8'));
/** The headers of the `/*` rule: every response carries them. */
const SECURITY = Object.fromEntries(RULES.find((r) => r.pattern === '/*')?.headers ?? []);

const PAGES = [
  { name: 'home', path: '/', status: 200 },
  { name: 'doc page', path: '/config/output', status: 200 },
  { name: 'blog post', path: '/blog/announcing-1-5', status: 200 },
  { name: '404 page', path: '/no/such/page', status: 404 },
];

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const refused: string[] = [];
  page.on('console', (msg) => {
    if (/Refused to|Content Security Policy/i.test(msg.text())) refused.push(msg.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return async () => [...refused, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}

test('the build has a complete policy: every slot filled, hashes for the inline scripts', () => {
  const csp = SECURITY['Content-Security-Policy'];
  expect(csp).toBeTruthy();
  expect(csp).not.toMatch(/\{\{|\}\}/);
  expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  for (const name of ['Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']) {
    expect(SECURITY[name]).toBeTruthy();
  }
});

for (const locale of LOCALES) {
  for (const { name, path: enPath, status } of PAGES) {
    const url = localized(locale, enPath);
    test(`${locale} ${name} (${url}) runs under the deploy headers with no CSP violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      const assets: { url: string; cacheControl: string | undefined }[] = [];
      page.on('response', (r) => {
        if (/\/(assets|static\/js\/async)\//.test(new URL(r.url()).pathname)) {
          assets.push({ url: r.url(), cacheControl: r.headers()['cache-control'] });
        }
      });

      const response = await page.goto(url);
      expect(response?.status()).toBe(status);
      const headers = response!.headers();
      const expected = headersFor(RULES, new URL(response!.url()).pathname);
      for (const [header, value] of Object.entries({ ...SECURITY, ...expected })) {
        expect(headers[header.toLowerCase()], header).toBe(value);
      }
      if (status === 200) expect(headers['cache-control']).toBe('no-cache');

      await hydrated(page);
      // Exercise what loads code later: the colour switch and the offline search (WebAssembly).
      await page
        .getByRole('button', { name: /dark|light|system|暗黑|浅色|系统/i })
        .first()
        .click();
      await page.keyboard.press('Control+k');
      // .first(): the 404 page has a second search box in its content.
      const dialog = page.getByRole('dialog').first();
      await dialog.getByRole('combobox').fill('output');
      await expect(dialog.getByRole('listbox')).toHaveAttribute('data-query', 'output', { timeout: 15_000 });
      await page.keyboard.press('Escape');

      expect(await violations()).toEqual([]);
      expect(assets.length).toBeGreaterThan(0);
      for (const asset of assets) {
        expect(asset.cacheControl, asset.url).toBe('public, max-age=31536000, immutable');
      }
    });
  }
}

test('the watcher sees a violation: an injected inline script is refused', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(violations).toContainEqual(expect.stringContaining('script-src-elem blocked inline'));
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});

test('.html addresses and index pages without their slash redirect like the client redirects', async ({ request }) => {
  for (const [from, to] of [
    ['/config/output.html', '/config/output'],
    ['/config', '/config/'],
    ['/zh/guide/start/introduction.html', '/zh/guide/start/introduction'],
    ['/zh/config', '/zh/config/'],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});
