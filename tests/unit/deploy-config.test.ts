import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import deployConfigPlugin, {
  fillTemplate,
  htmlCacheRules,
  nginxHeaders,
  NEXT_LOCALES_ENV,
  nginxRedirects,
  redirectRules,
  siteRoot,
} from '../../plugins/deploy-config';
import { attribute, canonicalOf, inlineCode, redirectTarget, sha256 } from '../../plugins/deploy-config/scan';
import { headersFor, parseHeaders, parseRedirects } from '../../scripts/static-host-rules.mjs';

const TEMPLATE = fs.readFileSync(path.join(__dirname, '../../static/_headers'), 'utf8');

describe('reading built HTML', () => {
  test('attributes are read with or without quotes, as the minifier leaves them', () => {
    const link = ' data-rh=true rel=canonical href=https://rspack.dev/config/output /';
    expect(attribute(link, 'rel')).toBe('canonical');
    expect(attribute(link, 'href')).toBe('https://rspack.dev/config/output');
    expect(attribute(' content="0; url=/config/"', 'content')).toBe('0; url=/config/');
    expect(attribute(" type='module'", 'type')).toBe('module');
    expect(attribute(' data-rh=true', 'rel')).toBeUndefined();
  });

  test('only scripts the browser runs are hashed: JSON-LD and external scripts are not', () => {
    const html = [
      '<script>document.documentElement.dataset.theme="dark"</script>',
      '<script type=application/ld+json>{"@type":"BreadcrumbList"}</script>',
      '<script src=/assets/js/main.js defer></script>',
      '<script type="module">import("/x.js")</script>',
      '<style>.a{color:red}</style>',
    ].join('');
    const { scripts, styles } = inlineCode(html);
    expect(scripts).toEqual(['document.documentElement.dataset.theme="dark"', 'import("/x.js")']);
    expect(styles).toEqual(['.a{color:red}']);
    // The value a browser computes for script-src: base64 of the SHA-256 of the exact text.
    expect(sha256('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  test('client redirect pages and canonical URLs are recognised', () => {
    expect(redirectTarget('<meta charset=UTF-8><meta http-equiv="refresh" content="0; url=/config/">')).toBe(
      '/config/',
    );
    expect(redirectTarget('<meta name=viewport content="width=device-width">')).toBeNull();
    expect(canonicalOf('<link data-rh=true rel=canonical href=https://rspack.dev/zh/ />')).toBe(
      'https://rspack.dev/zh/',
    );
  });
});

describe('generated rules', () => {
  const pages = ['/', '/config/', '/config/output', '/zh/', '/zh/config/', '/zh/config/output', '/404.html'];

  test('every slot of static/_headers is filled and comments are left alone', () => {
    const filled = fillTemplate(
      TEMPLATE,
      { scriptHashes: new Set(["'sha256-b'", "'sha256-a'"]), styleHashes: new Set() },
      [],
    );
    expect(filled).not.toMatch(/^[^#].*\{\{/m);
    const csp = headersFor(parseHeaders(filled), '/')['Content-Security-Policy'];
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b';");
    expect(csp).toContain("style-src-elem 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(() => fillTemplate('/*\n  X: {{nope}}\n', { scriptHashes: new Set(), styleHashes: new Set() }, [])).toThrow(
      /unknown slot/,
    );
  });

  test('hashed assets are immutable, pages are revalidated, and no path gets both', () => {
    const rules = parseHeaders(
      `${TEMPLATE}\n${htmlCacheRules({ pageFolders: new Set(['/config/', '/zh/config/']), rootPages: new Set(['/index.html', '/404.html', '/zh/index.html']) })}`,
    );
    const immutable = 'public, max-age=31536000, immutable';
    expect(headersFor(rules, '/assets/js/main.1a2b3c4d.js')['Cache-Control']).toBe(immutable);
    expect(headersFor(rules, '/zh/static/js/async/12.1a2b3c4d.js')['Cache-Control']).toBe(immutable);
    for (const page of ['/', '/config/output', '/zh/', '/zh/config/', '/404.html']) {
      expect(headersFor(rules, page)['Cache-Control']).toBe('no-cache');
    }
  });

  test("each page's .html address and each index page without its slash redirect to the page", () => {
    const rules = redirectRules(pages, ['zh']);
    expect(rules).toEqual([
      ['/config', '/config/'],
      ['/config.html', '/config/'],
      ['/config/output.html', '/config/output'],
      ['/zh/config', '/zh/config/'],
      ['/zh/config.html', '/zh/config/'],
      ['/zh/config/output.html', '/zh/config/output'],
    ]);
    const text = rules.map(([from, to]) => `${from} ${to} 301`).join('\n');
    expect(parseRedirects(text)[0]).toEqual({ from: '/config', to: '/config/', status: 301 });
  });

  test('nginx also removes the slash of pages that are not index pages, and sends the security headers', () => {
    const conf = nginxRedirects(pages, ['zh']);
    expect(conf).toContain('location = /config/output/ { return 301 /config/output$is_args$args; }');
    expect(conf).toContain('location = /zh/config { return 301 /zh/config/$is_args$args; }');
    expect(conf).not.toContain('location = /config// ');
    const headers = nginxHeaders(TEMPLATE);
    expect(headers).toMatch(/^add_header Content-Security-Policy ".*" always;$/m);
    expect(headers).toContain('add_header X-Content-Type-Options "nosniff" always;');
  });
});

describe('where the configuration is written', () => {
  test('at the root of the site: the default locale, the parent of another locale, a locale built alone', () => {
    expect(siteRoot('/site/build', 'en', 'en', 'en')).toBe('/site/build');
    expect(siteRoot('/site/build/zh', 'zh', 'en', 'zh')).toBe('/site/build');
    // `docusaurus build --locale zh` writes the Chinese site at the root of build/: never above it.
    expect(siteRoot('/site/build', 'zh', 'en', 'zh')).toBe('/site/build');
  });
});

describe('one process per locale (npm run build) and both in one process (docusaurus build) write the same files', () => {
  /** A built page with its canonical URL and one inline script of its own. */
  const page = (url: string, script: string) =>
    `<!doctype html><html><head><link rel=canonical href=https://rspack.dev${url} /><script>${script}</script></head><body></body></html>`;
  const FILES = ['_headers', '_redirects', '_nginx/security-headers.conf', '_nginx/redirects.conf'];

  /** Builds a two-locale site into a temporary folder, running the plugin after each locale as `build` does. */
  async function build(oneProcessPerLocale: boolean): Promise<Map<string, string>> {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-config-'));
    const out = path.join(root, 'build');
    const write = (file: string, html: string) => {
      fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
      fs.writeFileSync(path.join(out, file), html);
    };
    const localeConfigs = { en: { path: 'en' }, zh: { path: 'zh' } };
    const run = async (locale: 'en' | 'zh', next: string) => {
      const plugin = deployConfigPlugin({
        siteDir: path.join(__dirname, '../..'),
        siteConfig: { url: 'https://rspack.dev', themeConfig: {} },
        i18n: { defaultLocale: 'en', locales: ['en', 'zh'], currentLocale: locale, localeConfigs },
      } as never);
      const saved = process.env[NEXT_LOCALES_ENV];
      if (oneProcessPerLocale) process.env[NEXT_LOCALES_ENV] = next;
      try {
        await plugin.postBuild!({ outDir: locale === 'en' ? out : path.join(out, 'zh') } as never);
      } finally {
        if (saved === undefined) delete process.env[NEXT_LOCALES_ENV];
        else process.env[NEXT_LOCALES_ENV] = saved;
      }
    };
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      write('index.html', page('/', 'en()'));
      write('config/index.html', page('/config/', 'en()'));
      await run('en', 'zh');
      if (oneProcessPerLocale) {
        // The English run leaves the configuration to the Chinese one.
        for (const file of FILES) expect(fs.existsSync(path.join(out, file))).toBe(false);
      }
      write('zh/index.html', page('/zh/', 'zh()'));
      write('zh/config/output.html', page('/zh/config/output', 'zh()'));
      // Docusaurus copies static/ (the templates) into each locale's output.
      write('zh/_headers', 'template');
      await run('zh', '');
      expect(fs.existsSync(path.join(out, 'zh/_headers'))).toBe(false);
      return new Map(FILES.map((file) => [file, fs.readFileSync(path.join(out, file), 'utf8')]));
    } finally {
      log.mockRestore();
      fs.rmSync(root, { recursive: true, force: true });
    }
  }

  test('the last locale writes the configuration of both at the root of the site', async () => {
    const [split, single] = [await build(true), await build(false)];
    expect(split).toEqual(single);
    const csp = headersFor(parseHeaders(split.get('_headers')!), '/')['Content-Security-Policy'];
    expect(csp).toContain(sha256('en()'));
    expect(csp).toContain(sha256('zh()'));
    expect(split.get('_redirects')).toContain('/config /config/ 301');
    expect(split.get('_redirects')).toContain('/zh/config/output.html /zh/config/output 301');
    expect(split.get('_nginx/redirects.conf')).toContain('location = /zh/config/output/ {');
  });
});
