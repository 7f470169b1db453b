import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import type { PluginCompat, PluginStatus } from '@site/src/data/pluginCompat';

/**
 * Schema of the community plugin compatibility data (src/data/pluginCompat.ts):
 * well-formed packages and links, a note for every plugin with a Chinese
 * translation, and alternatives that exist in the installed @rspack/core 1.5.
 *
 * The data calls Docusaurus's translate(), which only runs inside a site build;
 * here it is replaced twice: once returning the English message, once the id.
 */
const ROOT = path.join(__dirname, '../..');

type DataModule = typeof import('@site/src/data/pluginCompat');

function loadData(translateTo: 'message' | 'id'): DataModule {
  let data: DataModule | undefined;
  jest.isolateModules(() => {
    jest.doMock(
      '@docusaurus/Translate',
      () => ({ translate: (descriptor: { id: string; message: string }) => descriptor[translateTo] }),
      { virtual: true },
    );
    data = require('@site/src/data/pluginCompat') as DataModule;
  });
  return data!;
}

const { PLUGIN_COMPAT, PLUGIN_STATUSES } = loadData('message');
const NOTE_IDS = loadData('id').PLUGIN_COMPAT.map((plugin) => plugin.note);
const ZH = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n/zh/code.json'), 'utf8')) as Record<
  string,
  { message: string }
>;
const RSPACK_TYPES = fs.readFileSync(path.join(ROOT, 'node_modules/@rspack/core/dist/config/types.d.ts'), 'utf8');
const RSPACK_EXPORTS: unknown = rspack;

/** npm's rules for a package name: lower case, URL-safe, an optional @scope/. */
const NPM_NAME = /^(@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*$/;
const npmUrl = (name: string) => `https://www.npmjs.com/package/${name}`;

describe('plugin compatibility data', () => {
  test('lists each package once, with its npm page', () => {
    expect(PLUGIN_COMPAT.length).toBeGreaterThanOrEqual(20);
    expect(new Set(PLUGIN_COMPAT.map((p) => p.npmPackage)).size).toBe(PLUGIN_COMPAT.length);
    for (const plugin of PLUGIN_COMPAT) {
      expect(plugin.npmPackage).toMatch(NPM_NAME);
      expect(plugin.name.trim()).not.toBe('');
      expect(plugin.url).toBe(npmUrl(plugin.npmPackage));
    }
  });

  test('covers the plugins the compatibility page promises', () => {
    const packages = new Set(PLUGIN_COMPAT.map((p) => p.npmPackage));
    for (const name of [
      'html-webpack-plugin',
      'copy-webpack-plugin',
      'mini-css-extract-plugin',
      'fork-ts-checker-webpack-plugin',
      'webpack-bundle-analyzer',
      'eslint-webpack-plugin',
      'workbox-webpack-plugin',
      'terser-webpack-plugin',
      'css-minimizer-webpack-plugin',
      'compression-webpack-plugin',
      'webpack-manifest-plugin',
      'tsconfig-paths-webpack-plugin',
      '@vanilla-extract/webpack-plugin',
      'webpack-subresource-integrity',
      'circular-dependency-plugin',
      '@sentry/webpack-plugin',
      '@module-federation/enhanced',
      'moment-locales-webpack-plugin',
    ]) {
      expect(packages).toContain(name);
    }
  });

  test('uses the four statuses, each at least once', () => {
    expect([...PLUGIN_STATUSES].sort()).toEqual(['alternative', 'partial', 'supported', 'unsupported']);
    const used = new Set<PluginStatus>(PLUGIN_COMPAT.map((p) => p.status));
    expect([...used].sort()).toEqual([...PLUGIN_STATUSES].sort());
  });

  test.each(PLUGIN_COMPAT.map((p) => [p.npmPackage, p] as const))('%s: has a short English note', (_, plugin) => {
    expect(plugin.note.trim()).not.toBe('');
    expect(plugin.note.length).toBeLessThanOrEqual(160);
    expect(plugin.note).toMatch(/\.$/);
    // Backticks come in pairs: they mark code.
    expect((plugin.note.match(/`/g) ?? []).length % 2).toBe(0);
  });

  test('every note has a translation id with a Chinese value', () => {
    NOTE_IDS.forEach((id, index) => {
      expect(id).toMatch(/^pluginCompat\.note\.[a-zA-Z]+$/);
      const zh = ZH[id]?.message;
      expect({ id, zh: typeof zh }).toEqual({ id, zh: 'string' });
      expect(zh).not.toBe(PLUGIN_COMPAT[index].note);
      expect(zh).toMatch(/[\u4e00-\u9fff]/);
      // The same code spans in both languages.
      const code = (text: string) => (text.match(/`[^`]+`/g) ?? []).sort();
      expect(code(zh!)).toEqual(code(PLUGIN_COMPAT[index].note));
    });
  });

  test('an id always carries the same English note', () => {
    const byId = new Map<string, string>();
    NOTE_IDS.forEach((id, index) => {
      const note = PLUGIN_COMPAT[index].note;
      expect(byId.get(id) ?? note).toBe(note);
      byId.set(id, note);
    });
  });

  test('the table labels have Chinese values', () => {
    for (const id of [
      'pluginCompat.caption',
      'pluginCompat.column.plugin',
      'pluginCompat.column.status',
      'pluginCompat.column.notes',
      'pluginCompat.alternativeLabel',
      ...PLUGIN_STATUSES.map((status) => `pluginCompat.status.${status}`),
    ]) {
      expect(ZH[id]?.message).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('alternatives', () => {
  const withAlternative = PLUGIN_COMPAT.filter(
    (p): p is PluginCompat & Required<Pick<PluginCompat, 'alternative'>> => p.alternative !== undefined,
  );

  test('every plugin marked "alternative" names one', () => {
    for (const plugin of PLUGIN_COMPAT.filter((p) => p.status === 'alternative')) {
      expect({ plugin: plugin.npmPackage, alternative: plugin.alternative !== undefined }).toEqual({
        plugin: plugin.npmPackage,
        alternative: true,
      });
    }
  });

  test('an unsupported plugin has no alternative (it would be "alternative" then)', () => {
    for (const plugin of PLUGIN_COMPAT.filter((p) => p.status === 'unsupported')) {
      expect(plugin.alternative).toBeUndefined();
    }
  });

  test.each(withAlternative.map((p) => [p.npmPackage, p.alternative] as const))(
    '%s: the alternative exists',
    (_, alternative) => {
      switch (alternative.kind) {
        case 'builtin': {
          // A constructor exported by the installed @rspack/core, e.g. rspack.experiments.VirtualModulesPlugin.
          const value = alternative.exportPath
            .split('.')
            .reduce<unknown>((object, key) => (object as Record<string, unknown> | undefined)?.[key], RSPACK_EXPORTS);
          expect({ exportPath: alternative.exportPath, type: typeof value }).toEqual({
            exportPath: alternative.exportPath,
            type: 'function',
          });
          break;
        }
        case 'option': {
          // The last segment is declared as an optional property in Rspack 1.5's config types.
          const last = alternative.option.split('.').pop()!;
          expect(RSPACK_TYPES).toContain(`    ${last}?:`);
          break;
        }
        case 'package':
          expect(alternative.npmPackage).toMatch(NPM_NAME);
          expect(alternative.url).toBe(npmUrl(alternative.npmPackage));
          break;
      }
    },
  );
});
