/**
 * Docusaurus 3.10.2's BrowserContextProvider (@docusaurus/core/lib/client/browserContext.js), with
 * one change: `isBrowser` turns true in a transition. React 19 renders an update made in an effect
 * in one uninterrupted task, and this one reaches every `useIsBrowser()` of the page: on a long
 * reference page that re-render blocked the main thread for 150-230 ms (4x CPU throttling) right
 * after hydration. As a transition it is rendered in slices that yield to input.
 */
import { createContext, type ReactNode, startTransition, useEffect, useState } from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
