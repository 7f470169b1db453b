import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeSearchIndex } from '../../plugins/pagefind-search';

/** A built doc page as the search records read it. */
const page = (
  title: string,
  text: string,
  script = '/assets/js/main.1a2b3c4d.js',
) => `<!doctype html><html lang="en" class="docs-wrapper docs-doc-page docs-version-current">
  <head><title>${title} | Rspack</title><script src="${script}" defer></script></head><body>
  <article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header><p>${text}</p>
  <h2 id="usage">Usage<a class="hash-link" href="#usage">#</a></h2><p>${text} in a config.</p></div></article></body></html>`;

function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dir, f);
    if (fs.statSync(full).isFile()) out.set(f, fs.readFileSync(full).toString('base64'));
  }
  return out;
}

describe('search index cache', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-cache-'));
  const outDir = path.join(root, 'build');
  const cacheDir = path.join(root, 'cache');
  const write = (route: string, html: string) => {
    fs.mkdirSync(path.join(outDir, route), { recursive: true });
    fs.writeFileSync(path.join(outDir, route, 'index.html'), html);
  };
  const waits: string[] = [];
  const index = () =>
    writeSearchIndex({
      outDir,
      baseUrl: '/',
      routes: ['/config/devtool', '/config/mode'],
      htmlLang: 'en',
      cacheDir,
      beforeIndexing: async () => {
        waits.push(outDir);
      },
    });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  test('a rebuild with the same pages copies the same bundle instead of indexing again; a changed page is indexed', async () => {
    write('config/devtool', page('devtool', 'Source maps'));
    write('config/mode', page('mode', 'Production or development'));
    const first = await index();
    expect(first.phases).toMatch(/indexed/);
    const bundle = files(path.join(outDir, 'pagefind'));
    expect(bundle.size).toBeGreaterThan(3);

    const second = await index();
    expect(second.phases).toMatch(/unchanged since the cached bundle/);
    expect(second.recordsMs).toBe(0);
    expect([second.pages, second.records]).toEqual([first.pages, first.records]);
    expect(files(path.join(outDir, 'pagefind'))).toEqual(bundle);

    // New script names (any code change) leave the records as they were: no record is made.
    write('config/mode', page('mode', 'Production or development', '/assets/js/main.5e6f7a8b.js'));
    expect((await index()).phases).toMatch(/unchanged since the cached bundle/);
    expect(files(path.join(outDir, 'pagefind'))).toEqual(bundle);
    // Only indexing waits (for the social cards): a cached bundle is put in place at once.
    expect(waits).toHaveLength(1);
    // A new build removes its output first: the cached bundle outlives the built one.
    fs.rmSync(path.join(outDir, 'pagefind'), { recursive: true });
    expect((await index()).phases).toMatch(/cached bundle/);
    expect(files(path.join(outDir, 'pagefind'))).toEqual(bundle);

    write('config/mode', page('mode', 'Production, development or none'));
    const third = await index();
    expect(third.phases).toMatch(/indexed/);
    expect(waits).toHaveLength(2);
    expect(files(path.join(outDir, 'pagefind'))).not.toEqual(bundle);
  });
});
