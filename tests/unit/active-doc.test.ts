import type { GlobalPluginData } from '@docusaurus/plugin-content-docs/client';
import { getActiveDocContext, getDocVersionSuggestions } from '../../plugins/quiet-hydration/docsClientUtils';

// Two versions as the docs plugin publishes them: 1.x at the root, 0.x under /0.x.
const doc = (id: string, path: string) => ({ id, path, sidebar: 'guide' });
const current = {
  name: 'current',
  label: '1.x',
  isLast: true,
  path: '/',
  mainDocId: 'guide/start/introduction',
  docs: [doc('guide/start/introduction', '/guide/start/introduction'), doc('config/output', '/config/output')],
  draftIds: [],
  sidebars: {},
};
const old = {
  ...current,
  name: '0.x',
  label: '0.x',
  isLast: false,
  path: '/0.x',
  docs: [doc('guide/start/introduction', '/0.x/guide/start/introduction')],
};
const data = { path: '/', versions: [old, current], breadcrumbs: true } as unknown as GlobalPluginData;

describe('the active doc of a path (navbar items, version menu)', () => {
  test('is found with or without a trailing slash and in any case, as the router matches', () => {
    for (const pathname of ['/config/output', '/config/output/', '/Config/Output']) {
      expect(getActiveDocContext(data, pathname).activeDoc?.id).toBe('config/output');
    }
  });

  test('belongs to the version whose path is the most specific', () => {
    const context = getActiveDocContext(data, '/0.x/guide/start/introduction');
    expect(context.activeVersion?.name).toBe('0.x');
    expect(context.activeDoc?.path).toBe('/0.x/guide/start/introduction');
    expect(Object.keys(context.alternateDocVersions).sort()).toEqual(['0.x', 'current']);
  });

  test('is none on a page that is not a doc (a blog post)', () => {
    const context = getActiveDocContext(data, '/blog/announcing-1-5');
    expect(context.activeDoc).toBeUndefined();
    expect(context.alternateDocVersions).toEqual({});
  });

  test('suggests the same page in the latest version', () => {
    const { latestDocSuggestion } = getDocVersionSuggestions(data, '/0.x/guide/start/introduction');
    expect(latestDocSuggestion?.path).toBe('/guide/start/introduction');
  });
});
