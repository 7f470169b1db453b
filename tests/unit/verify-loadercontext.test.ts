/**
 * Self-tests of the "Loader context matches Rspack" check
 * (tests/verify/loadercontext.ts): properties documented on the loader
 * context page are compared with what a probe loader sees in a real build.
 */
import { parsePage, type Page } from '../verify/pages';
import {
  check,
  checkContextPage,
  contextEntries,
  probeLoaderContext,
  propertyInHeading,
  type ContextNames,
} from '../verify/loadercontext';

const ZH = 'i18n/zh/docusaurus-plugin-content-docs/current';

function contextPage(body: string, locale: Page['locale'] = 'en'): Page {
  const relative = 'api/loader-api/context.mdx';
  const file = locale === 'en' ? `docs/${relative}` : `${ZH}/${relative}`;
  const twin = locale === 'en' ? `${ZH}/${relative}` : `docs/${relative}`;
  return parsePage(`---\ntitle: Test\n---\n\n${body}`, file, locale, 'doc', twin);
}

describe('loader context check', () => {
  let names: ContextNames;
  beforeAll(async () => {
    names = await probeLoaderContext();
  });

  it('collects the loader context of a real build', () => {
    for (const name of [
      'async',
      'callback',
      'getOptions',
      'resourcePath',
      'importModule',
      'utils.contextify',
      'experiments.emitDiagnostic',
      '_compiler',
    ]) {
      expect(names).toContain(name);
    }
    expect(names).not.toContain('loadModule');
  });

  it('reads property headings and leaves prose headings alone', () => {
    expect(propertyInHeading('this.async()')).toBe('async');
    expect(propertyInHeading('`this.resourcePath`')).toBe('resourcePath');
    expect(propertyInHeading('this.utils.createHash()')).toBe('utils.createHash');
    expect(propertyInHeading('this.emitFile(name, content)')).toBe('emitFile');
    expect(propertyInHeading('Example')).toBeNull();
    expect(propertyInHeading('Async loaders')).toBeNull();
  });

  it('marks headings under the not-supported section as unsupported', () => {
    const page = contextPage(
      '## this.async() {/* #thisasync */}\n\n## Not supported {/* #not-supported */}\n\n### this.loadModule() {/* #thisloadmodule */}\n',
    );
    expect(contextEntries(page)).toEqual([
      { name: 'async', supported: true, line: 5 },
      { name: 'loadModule', supported: false, line: 9 },
    ]);
  });

  it('fails on a documented property that does not exist, naming file and line', () => {
    const page = contextPage(
      '## this.async() {/* #thisasync */}\n\n## this.loadModule() {/* #thisloadmodule */}\n',
      'zh',
    );
    const { problems } = checkContextPage(page, new Set(['async']));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: `${ZH}/api/loader-api/context.mdx`, line: 7 });
    expect(problems[0].message).toContain('this.loadModule is documented');
  });

  it('fails on a property marked unsupported that exists, and on an undocumented one', () => {
    const page = contextPage(
      '## this.async() {/* #thisasync */}\n\n## Not supported {/* #not-supported */}\n\n### this.importModule() {/* #thisimportmodule */}\n',
    );
    const { problems } = checkContextPage(
      page,
      new Set(['async', 'importModule', 'mode', '__internal__x', 'utils.createHash']),
    );
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '9: this.importModule is marked as not supported, but the installed @rspack/core provides it',
      '1: the loader context has properties the page does not document: this.importModule, this.mode',
    ]);
  });

  it('fails a whole check run on a wrong page, and passes it against the real build', async () => {
    const wrong = contextPage('## this.async() {/* #thisasync */}\n\n## this.webpack {/* #thiswebpack */}\n');
    const result = await check([wrong]);
    expect(result.problems.some((p) => p.message.includes('this.webpack is documented'))).toBe(true);

    const documented = [...names].filter((n) => !n.startsWith('__'));
    const body = [
      ...documented.map((n) => `## this.${n} {/* #this${n.replace(/\W/g, '')} */}\n`),
      '## Not supported {/* #not-supported */}\n',
      '### this.loadModule() {/* #thisloadmodule */}\n',
    ].join('\n');
    const { problems, entries } = checkContextPage(contextPage(body), names);
    expect(problems).toEqual([]);
    expect(entries.filter((e) => !e.supported).map((e) => e.name)).toEqual(['loadModule']);
  });
});
