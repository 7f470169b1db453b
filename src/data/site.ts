/**
 * Facts about the Rspack project that the site links to. One place for every
 * outbound project URL, so the navbar, footer and pages cannot disagree.
 * Source: the Rspack repository README and the official site's social links.
 */
export const SITE_URL = 'https://rspack.dev';

export const REPO_URL = 'https://github.com/web-infra-dev/rspack';

/** This website's sources live in the `website/` folder of the repository. */
export const EDIT_URL_BASE = `${REPO_URL}/edit/main/website/`;

export const RELEASES_URL = `${REPO_URL}/releases`;

export const PLAYGROUND_URL = 'https://playground.rspack.dev';

export type SocialIcon = 'github' | 'discord' | 'x' | 'bluesky' | 'lark';

export interface SocialLink {
  icon: SocialIcon;
  /** Accessible name of the icon-only link. */
  label: string;
  url: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { icon: 'github', label: 'GitHub', url: REPO_URL },
  { icon: 'discord', label: 'Discord', url: 'https://discord.gg/sYK4QjyZ4V' },
  { icon: 'x', label: 'X (Twitter)', url: 'https://x.com/rspack_dev' },
  { icon: 'bluesky', label: 'Bluesky', url: 'https://bsky.app/profile/rspack.dev' },
  {
    icon: 'lark',
    label: 'Lark',
    url: 'https://applink.feishu.cn/client/chat/chatter/add_by_link?link_token=3c3vca77-bfc0-4ef5-b62b-9c5c9c92f1b4',
  },
];

/** Sibling tools of the Rstack, shown in the footer. */
export const TOOLCHAIN_LINKS = [
  { label: 'Rsbuild', url: 'https://rsbuild.rs' },
  { label: 'Rspress', url: 'https://rspress.rs' },
  { label: 'Rsdoctor', url: 'https://rsdoctor.rs' },
  { label: 'Rslib', url: 'https://rslib.rs' },
  { label: 'Rstest', url: 'https://rstest.rs' },
] as const;
