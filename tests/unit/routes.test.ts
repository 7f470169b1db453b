import fs from 'node:fs';
import path from 'node:path';
import * as rspack from '@rspack/core';
import { ROUTES, RSPACK_PLUGIN_PAGES, WEBPACK_PLUGIN_PAGES, sourceFile, zhSourceFile } from '../routes';

const ROOT = path.join(__dirname, '../..');
const written = ROUTES.filter((r) => r.status === 'written');
const pending = ROUTES.filter((r) => r.status === 'pending');

function exists(relative: string): boolean {
  return fs.existsSync(path.join(ROOT, relative));
}

function listDocs(dir: string): string[] {
  if (!fs.existsSync(path.join(ROOT, dir))) return [];
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.mdx?$/.test(f) && !f.split('/').some((part) => part.startsWith('_')))
    .filter((f) => !f.startsWith('types/'))
    .map((f) => `${dir}/${f}`);
}

/** Every `*Plugin` export of @rspack/core, as `Name` or `namespace.Name`. */
function exportedPlugins(): string[] {
  const names: string[] = [];
  for (const [key, value] of Object.entries(rspack)) {
    if (/^[A-Z]\w*Plugin(V\d+)?$/.test(key) && typeof value === 'function') names.push(key);
    else if (value && typeof value === 'object' && /^[a-z]/.test(key)) {
      for (const inner of Object.keys(value)) {
        if (/^[A-Z]\w*Plugin(V\d+)?$/.test(inner)) names.push(`${key}.${inner}`);
      }
    }
  }
  return [...new Set(names)].sort();
}

afterAll(() => {
  console.log(`routes: ${written.length} written, ${pending.length} pending`);
});

describe('route manifest', () => {
  test('lists each route once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(paths.length).toBe(new Set(paths).size);
  });

  test('covers every plugin @rspack/core exports, one page each', () => {
    const documented = new Set([...Object.keys(RSPACK_PLUGIN_PAGES), ...Object.keys(WEBPACK_PLUGIN_PAGES)]);
    const missing = exportedPlugins().filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
    const stale = [...documented].filter((name) => !exportedPlugins().includes(name));
    expect(stale).toEqual([]);
  });

  test.each(written.map((r) => [r.path]))('written route %s has its English and Chinese source', (p) => {
    expect(exists(sourceFile(p))).toBe(true);
    expect(exists(zhSourceFile(p))).toBe(true);
  });

  test('pending routes have no source file in either language (no stubs)', () => {
    const stubs = pending.flatMap((r) => [sourceFile(r.path), zhSourceFile(r.path)]).filter(exists);
    expect(stubs).toEqual([]);
  });

  test('every doc and blog source belongs to a written route', () => {
    const known = new Set(written.flatMap((r) => [sourceFile(r.path), zhSourceFile(r.path)]));
    const files = [
      ...listDocs('docs'),
      ...listDocs('blog'),
      ...listDocs('i18n/zh/docusaurus-plugin-content-docs/current'),
      ...listDocs('i18n/zh/docusaurus-plugin-content-blog'),
      ...listDocs('versioned_docs/version-0.x'),
      ...listDocs('i18n/zh/docusaurus-plugin-content-docs/version-0.x'),
    ];
    expect(files.filter((f) => !known.has(f))).toEqual([]);
  });
});
