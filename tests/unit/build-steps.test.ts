import type { Config } from '@docusaurus/types';
import { buildSteps, LOCALES, NEXT_LOCALES_ENV } from '../../scripts/build-steps.mjs';
import { NEXT_LOCALES_ENV as DEPLOY_CONFIG_ENV } from '../../plugins/deploy-config';

function loadI18n(): NonNullable<Config['i18n']> {
  let config!: Config;
  jest.isolateModules(() => {
    config = require('../../docusaurus.config').default;
  });
  if (!config.i18n) throw new Error('docusaurus.config.ts: no i18n');
  return config.i18n;
}

describe('npm run build (scripts/build.mjs)', () => {
  test('builds every locale of the site, the default one first, each in a run of its own', () => {
    const { defaultLocale, locales } = loadI18n();
    expect(LOCALES).toEqual([defaultLocale, ...(locales ?? []).filter((l) => l !== defaultLocale)]);
    expect(buildSteps([]).map((s) => s.args)).toEqual([
      ['build', '--locale', 'en'],
      ['build', '--locale', 'zh'],
    ]);
  });

  test('the Chinese run writes into <out-dir>/zh with the /zh/ base URL although it builds one locale', () => {
    // A single --locale drops the locale prefix unless the locale names its base URL.
    expect(loadI18n().localeConfigs?.zh?.baseUrl).toBe('/zh/');
  });

  test('extra arguments go to every run; an explicit --locale runs the command once as given', () => {
    expect(buildSteps(['--out-dir', '/tmp/site', '--no-minify']).map((s) => s.args)).toEqual([
      ['build', '--locale', 'en', '--out-dir', '/tmp/site', '--no-minify'],
      ['build', '--locale', 'zh', '--out-dir', '/tmp/site', '--no-minify'],
    ]);
    for (const args of [
      ['--locale', 'zh'],
      ['-l', 'en'],
      ['--locale=zh', '--out-dir', 'x'],
    ]) {
      expect(buildSteps(args)).toEqual([{ args: ['build', ...args], env: {} }]);
    }
  });

  test('only the last run writes the deploy configuration: the earlier ones are told which locales follow', () => {
    expect(NEXT_LOCALES_ENV).toBe(DEPLOY_CONFIG_ENV);
    expect(buildSteps([]).map((s) => s.env[NEXT_LOCALES_ENV])).toEqual(['zh', '']);
  });
});
