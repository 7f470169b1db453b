import type { ReactNode } from 'react';
import type { CapabilityId } from '@site/src/data/features';

/**
 * Line icons drawn for this site on a 24 px grid. They use currentColor, so
 * each takes the colour of its card in either theme.
 */
const PATHS: Record<CapabilityId, ReactNode> = {
  codeSplitting: (
    <>
      <rect x="3" y="3" width="8" height="18" rx="2" />
      <rect x="14" y="3" width="7" height="7" rx="2" />
      <rect x="14" y="14" width="7" height="7" rx="2" strokeDasharray="2.5 2" />
    </>
  ),
  treeShaking: (
    <>
      <path d="M12 21v-9m0 3-4-3m4 0 4-3" />
      <circle cx="7" cy="10" r="2.5" />
      <circle cx="17" cy="8" r="2.5" />
      <circle cx="12" cy="6" r="2.5" />
      <circle cx="19" cy="18" r="1.5" strokeDasharray="1.5 1.5" />
    </>
  ),
  plugins: <path d="M9 3v5m6-5v5M6 8h12v3a6 6 0 0 1-12 0Zm6 9v4" />,
  moduleFederation: (
    <>
      <circle cx="6" cy="6" r="2.5" />
      <circle cx="18" cy="6" r="2.5" />
      <circle cx="12" cy="18" r="2.5" />
      <path d="M8.5 6h7M7.3 8.2l3.4 7.6m6-7.6-3.4 7.6" />
    </>
  ),
  assetManagement: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="8.5" cy="10" r="1.5" />
      <path d="m21 15-4.5-4.5L7 19" />
    </>
  ),
  loaders: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
      <path d="M14 3v5h5M9 14h6m-3-3 3 3-3 3" />
    </>
  ),
  hmr: <path d="M20 11A8 8 0 0 0 5.1 7.5M4 4v4h4m-4 5a8 8 0 0 0 14.9 3.5M20 20v-4h-4" />,
  devServer: (
    <>
      <rect x="4" y="4" width="16" height="6" rx="1.5" />
      <rect x="4" y="14" width="16" height="6" rx="1.5" />
      <path d="M8 7h.01M8 17h.01M12 10v4" />
    </>
  ),
  parallelBuilds: <path d="M4 6h13m-3-3 3 3-3 3M4 12h15m-3-3 3 3-3 3M4 18h11m-3-3 3 3-3 3" />,
  swc: <path d="m8 8-4 4 4 4m8-8 4 4-4 4M13.5 6 11 12h3l-2.5 6" />,
  lightningCss: (
    <path d="M8 4a2 2 0 0 0-2 2v3.5A2.5 2.5 0 0 1 3.5 12 2.5 2.5 0 0 1 6 14.5V18a2 2 0 0 0 2 2m8-16a2 2 0 0 1 2 2v3.5a2.5 2.5 0 0 0 2.5 2.5 2.5 2.5 0 0 0-2.5 2.5V18a2 2 0 0 1-2 2M13 7l-2.5 5h3L11 17" />
  ),
  javascriptApi: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="m7 9 3 3-3 3m6 0h4" />
    </>
  ),
};

export default function CapabilityIcon({ id }: { id: CapabilityId }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[id]}
    </svg>
  );
}
