import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Every piece of interface text needs a Chinese value. We ask Docusaurus for
 * the full list of translatable strings (theme, navbar, footer, sidebars, our
 * components) in a scratch copy of the site: any message it has to add to
 * i18n/zh is a key without a Chinese value, and any value still equal to the
 * English one (apart from names that stay as they are) was never translated.
 */
const ROOT = path.join(__dirname, '../..');
const DOCUSAURUS = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
const MARK = '@@MISSING@@';

/**
 * Product names, code, version labels and the terms CONTRIBUTING.md keeps in
 * English (tree shaking, loader) that read the same in Chinese.
 */
const SAME_IN_BOTH =
  /^(Rspack|GitHub|Discord|Bluesky|Lark|Rsbuild|Rspress|Rsdoctor|Rslib|Rstest|API|JavaScript API|Loader API|Tree Shaking|Loader|v1\.5|[01]\.x|llms\.txt|\{authorName\} - \{nPosts\})$/;

type Messages = Record<string, { message: string }>;

function scratchSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rspack-i18n-'));
  for (const entry of fs.readdirSync(ROOT)) {
    if (['i18n', 'build', '.docusaurus', '.git'].includes(entry)) continue;
    fs.symlinkSync(path.join(ROOT, entry), path.join(dir, entry));
  }
  fs.cpSync(path.join(ROOT, 'i18n'), path.join(dir, 'i18n'), { recursive: true });
  return dir;
}

function writeTranslations(site: string, locale: string): void {
  execFileSync(
    process.execPath,
    [DOCUSAURUS, 'write-translations', site, '--locale', locale, '--messagePrefix', MARK],
    {
      cwd: site,
      stdio: 'pipe',
    },
  );
}

function readAll(dir: string): Map<string, Messages> {
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
  return new Map(files.map((f) => [f, JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Messages]));
}

/** Lists keys without a Chinese value and values left in English. */
function problems(site: string): string[] {
  writeTranslations(site, 'zh');
  writeTranslations(site, 'en');
  const zh = readAll(path.join(site, 'i18n/zh'));
  const en = readAll(path.join(site, 'i18n/en'));
  const found: string[] = [];
  for (const [file, messages] of zh) {
    for (const [id, { message }] of Object.entries(messages)) {
      const english = en.get(file)?.[id]?.message.replace(MARK, '');
      if (message.startsWith(MARK)) {
        found.push(`i18n/zh/${file}: "${id}" has no Chinese value`);
      } else if (english === message && !SAME_IN_BOTH.test(message)) {
        found.push(`i18n/zh/${file}: "${id}" is still English ("${message}")`);
      }
    }
  }
  return found;
}

describe('Chinese translations', () => {
  test('every interface string has a Chinese value', () => {
    const site = scratchSite();
    try {
      expect(problems(site)).toEqual([]);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  test('the check fails when a key is removed or left in English', () => {
    const site = scratchSite();
    try {
      const codeFile = path.join(site, 'i18n/zh/code.json');
      const code = JSON.parse(fs.readFileSync(codeFile, 'utf8')) as Messages;
      delete code['docs.editThisPageOnGitHub'];
      code['chunkError.reload'] = { message: 'Reload' };
      fs.writeFileSync(codeFile, JSON.stringify(code));
      expect(problems(site)).toEqual(
        expect.arrayContaining([
          'i18n/zh/code.json: "chunkError.reload" is still English ("Reload")',
          'i18n/zh/code.json: "docs.editThisPageOnGitHub" has no Chinese value',
        ]),
      );
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});
