/** The production build holds every written route and no pending one, with lazy route chunks. */
import fs from 'node:fs';
import path from 'node:path';
import { ROUTES, zhPath } from '../routes';
import { BUILD, builtHtml, requireBuild } from './support';

const written = ROUTES.filter((r) => r.status === 'written');
const pending = ROUTES.filter((r) => r.status === 'pending');

describe('production build', () => {
  beforeAll(requireBuild);

  test.each(written.map((r) => [r.path]))('written route %s is built in English and Chinese', (p) => {
    expect(fs.existsSync(builtHtml(p))).toBe(true);
    expect(fs.existsSync(builtHtml(zhPath(p)))).toBe(true);
  });

  test('pending routes are not built as pages', () => {
    const built = pending.filter((r) => fs.existsSync(builtHtml(r.path)) || fs.existsSync(builtHtml(zhPath(r.path))));
    expect(built.map((r) => r.path)).toEqual([]);
  });
});

describe('lazy chunks', () => {
  test.each(['', 'zh/'])('the %s build splits pages into static/js/async with a 120 s load timeout', (prefix) => {
    const asyncDir = path.join(BUILD, prefix, 'static/js/async');
    expect(fs.readdirSync(asyncDir).filter((f) => f.endsWith('.js')).length).toBeGreaterThan(10);
    const jsDir = path.join(BUILD, prefix, 'assets/js');
    const runtime = fs.readdirSync(jsDir).find((f) => f.startsWith('runtime~main'))!;
    const code = fs.readFileSync(path.join(jsDir, runtime), 'utf8');
    expect(code).toContain('static/js/async/');
    expect(code).toMatch(/\b(120000|12e4)\b/);
  });
});
