/**
 * @docusaurus/plugin-content-docs 3.10.2's preferred-version context
 * (lib/client/docsPreferredVersion.js), with one change: after hydration the stored choice is read
 * and the state replaced only when it differs. The original always set a new object, so every page
 * re-rendered its whole tree once, in one uninterrupted task, for readers who never picked a
 * version; when the choice does differ, the update is a transition.
 */
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useAllDocsData, useDocsData, type GlobalVersion } from '@docusaurus/plugin-content-docs/client';
import { DEFAULT_PLUGIN_ID } from '@docusaurus/constants';
import { useThemeConfig } from '@docusaurus/theme-common';
import { createStorageSlot, ReactContextError } from '@docusaurus/theme-common/internal';

type Persistence = 'localStorage' | 'none';
type PluginState = { preferredVersionName: string | null };
type State = Record<string, PluginState>;
type AllDocsData = ReturnType<typeof useAllDocsData>;

const storageKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;
const storage = {
  save: (pluginId: string, persistence: Persistence, versionName: string) =>
    createStorageSlot(storageKey(pluginId), { persistence }).set(versionName),
  read: (pluginId: string, persistence: Persistence) => createStorageSlot(storageKey(pluginId), { persistence }).get(),
  clear: (pluginId: string, persistence: Persistence) => createStorageSlot(storageKey(pluginId), { persistence }).del(),
};

const initialState = (pluginIds: string[]): State =>
  Object.fromEntries(pluginIds.map((id) => [id, { preferredVersionName: null }]));

/** The stored choice of each docs plugin; a stored version the site no longer has is forgotten. */
function readStorageState(pluginIds: string[], persistence: Persistence, allDocsData: AllDocsData): State {
  return Object.fromEntries(
    pluginIds.map((id) => {
      const stored = storage.read(id, persistence);
      if (allDocsData[id]?.versions.some((version) => version.name === stored)) {
        return [id, { preferredVersionName: stored }];
      }
      storage.clear(id, persistence);
      return [id, { preferredVersionName: null }];
    }),
  );
}

const sameState = (a: State, b: State) =>
  Object.keys(b).every((id) => a[id]?.preferredVersionName === b[id]?.preferredVersionName);

type ContextValue = [State, { savePreferredVersion: (pluginId: string, versionName: string) => void }];
const Context = createContext<ContextValue | null>(null);

function useContextValue(): ContextValue {
  const allDocsData = useAllDocsData();
  const persistence = useThemeConfig().docs.versionPersistence as Persistence;
  const pluginIds = useMemo(() => Object.keys(allDocsData), [allDocsData]);
  const [state, setState] = useState(() => initialState(pluginIds));
  useEffect(() => {
    const stored = readStorageState(pluginIds, persistence, allDocsData);
    startTransition(() => setState((current) => (sameState(current, stored) ? current : stored)));
  }, [allDocsData, persistence, pluginIds]);
  const api = useMemo(
    () => ({
      savePreferredVersion(pluginId: string, versionName: string) {
        storage.save(pluginId, persistence, versionName);
        setState((s) => ({ ...s, [pluginId]: { preferredVersionName: versionName } }));
      },
    }),
    [persistence],
  );
  return [state, api];
}

export function DocsPreferredVersionContextProvider({ children }: { children: ReactNode }): ReactNode {
  const value = useContextValue();
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

function useDocsPreferredVersionContext(): ContextValue {
  const value = useContext(Context);
  if (!value) throw new ReactContextError('DocsPreferredVersionContextProvider');
  return value;
}

export function useDocsPreferredVersion(pluginId: string = DEFAULT_PLUGIN_ID): {
  preferredVersion: GlobalVersion | null;
  savePreferredVersionName: (versionName: string) => void;
} {
  const docsData = useDocsData(pluginId);
  const [state, api] = useDocsPreferredVersionContext();
  const { preferredVersionName } = state[pluginId];
  const preferredVersion = docsData.versions.find((version) => version.name === preferredVersionName) ?? null;
  const savePreferredVersionName = useCallback(
    (versionName: string) => api.savePreferredVersion(pluginId, versionName),
    [api, pluginId],
  );
  return { preferredVersion, savePreferredVersionName };
}

export function useDocsPreferredVersionByPluginId(): Record<string, GlobalVersion | null> {
  const allDocsData = useAllDocsData();
  const [state] = useDocsPreferredVersionContext();
  return Object.fromEntries(
    Object.keys(allDocsData).map((id) => [
      id,
      allDocsData[id].versions.find((version) => version.name === state[id].preferredVersionName) ?? null,
    ]),
  );
}
