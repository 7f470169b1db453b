/**
 * @docusaurus/plugin-content-docs 3.10.2's client utils (lib/client/docsClientUtils.js), with one
 * change: the active doc of a path is looked up once per path, in a map, instead of running the
 * router's matchPath over every doc of the version for each navbar item that asks (six per page,
 * each scanning ~200 docs to the end on a blog page). Same exports, same results.
 */
import { matchPath } from '@docusaurus/router';
import type { GlobalDoc, GlobalPluginData, GlobalVersion } from '@docusaurus/plugin-content-docs/client';

// getActivePlugin, getLatestVersion and getActiveVersion as in the original.
export function getActivePlugin(
  allPluginData: Record<string, GlobalPluginData>,
  pathname: string,
  options: { failfast?: boolean } = {},
): { pluginId: string; pluginData: GlobalPluginData } | undefined {
  const activeEntry = Object.entries(allPluginData)
    // Route sorting: '/android/foo' should match '/android' instead of '/'.
    .sort((a, b) => b[1].path.localeCompare(a[1].path))
    .find(([, pluginData]) => !!matchPath(pathname, { path: pluginData.path, exact: false, strict: false }));
  const activePlugin = activeEntry ? { pluginId: activeEntry[0], pluginData: activeEntry[1] } : undefined;
  if (!activePlugin && options.failfast) {
    throw new Error(
      `Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Maybe you tried to use a docs feature that can only be used on a docs-related page? Existing docs plugin paths are: ${Object.values(
        allPluginData,
      )
        .map((plugin) => plugin.path)
        .join(', ')}`,
    );
  }
  return activePlugin;
}

export const getLatestVersion = (data: GlobalPluginData): GlobalVersion =>
  data.versions.find((version) => version.isLast) as GlobalVersion;

export function getActiveVersion(data: GlobalPluginData, pathname: string): GlobalVersion | undefined {
  // A match-all version path (`/`) is tried after the more specific ones (`/0.x`).
  const sortedVersions = [...data.versions].sort((a, b) => {
    if (a.path === b.path) return 0;
    if (a.path.includes(b.path)) return -1;
    if (b.path.includes(a.path)) return 1;
    return 0;
  });
  return sortedVersions.find((version) => !!matchPath(pathname, { path: version.path, exact: false, strict: false }));
}

export interface ActiveDocContext {
  activeVersion?: GlobalVersion;
  activeDoc?: GlobalDoc;
  alternateDocVersions: { [versionName: string]: GlobalDoc };
}

/** matchPath(pathname, { path, exact: true, strict: false }) for a path without parameters: case and one trailing slash do not count. */
const key = (pathname: string) => pathname.replace(/\/$/, '').toLowerCase();

const docsByPath = new WeakMap<GlobalVersion, Map<string, GlobalDoc>>();
const contexts = new WeakMap<GlobalPluginData, Map<string, ActiveDocContext>>();

function docAt(version: GlobalVersion, pathname: string): GlobalDoc | undefined {
  let byPath = docsByPath.get(version);
  if (!byPath) {
    byPath = new Map();
    // The first doc wins, as with Array.find.
    for (const doc of version.docs) if (!byPath.has(key(doc.path))) byPath.set(key(doc.path), doc);
    docsByPath.set(version, byPath);
  }
  const doc = byPath.get(key(pathname));
  // A doc path with route parameters would need the router; docs have none, but stay exact anyway.
  return doc && matchPath(pathname, { path: doc.path, exact: true, strict: false }) ? doc : undefined;
}

export function getActiveDocContext(data: GlobalPluginData, pathname: string): ActiveDocContext {
  let cache = contexts.get(data);
  if (!cache) {
    cache = new Map();
    contexts.set(data, cache);
  }
  const cached = cache.get(pathname);
  if (cached) return cached;
  const activeVersion = getActiveVersion(data, pathname);
  const activeDoc = activeVersion ? docAt(activeVersion, pathname) : undefined;
  const alternateDocVersions: ActiveDocContext['alternateDocVersions'] = {};
  if (activeDoc) {
    for (const version of data.versions) {
      for (const doc of version.docs) if (doc.id === activeDoc.id) alternateDocVersions[version.name] = doc;
    }
  }
  const context = { activeVersion, activeDoc, alternateDocVersions };
  cache.set(pathname, context);
  return context;
}

export function getDocVersionSuggestions(data: GlobalPluginData, pathname: string) {
  const latestVersion = getLatestVersion(data);
  const activeDocContext = getActiveDocContext(data, pathname);
  const latestDocSuggestion = activeDocContext.alternateDocVersions[latestVersion.name];
  return { latestDocSuggestion, latestVersionSuggestion: latestVersion };
}
