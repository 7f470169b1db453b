/**
 * Companies shown on the landing page's "Trusted By Innovators" logo wall.
 *
 * Source: the "Who is using" list of the Rspack website
 * (web-infra-dev/rspack, website/theme/components/Landingpage/WhoIsUsing) and
 * the pull requests that added entries to it, e.g. web-infra-dev/rspack#7880
 * (ABB), #8865 (Google, DeepSeek), #11777 (Snap), #12039 (Cloudflare, YouMind),
 * #14474 (GitHub). Add a company only with such a public source.
 *
 * Logos are plain text wordmarks drawn for this site (static/img/companies/),
 * not the companies' artwork. Unit of `width`: CSS pixels at the wall's logo
 * height of 32 px (each SVG's viewBox is `0 0 width 32`).
 */
export interface Company {
  name: string;
  /** Path under static/, resolved with useBaseUrl. */
  logo: string;
  url: string;
  /** Rendered width in px at a height of 32 px. */
  width: number;
  /** Shown beside a logo that is only a mark, so the name can be read. */
  text?: string;
}

export const LOGO_HEIGHT = 32;

export const COMPANIES: readonly Company[] = [
  { name: 'Microsoft', logo: '/img/companies/microsoft.svg', url: 'https://www.microsoft.com', width: 124 },
  { name: 'Amazon', logo: '/img/companies/amazon.svg', url: 'https://amazon.com', width: 96 },
  { name: 'ByteDance', logo: '/img/companies/bytedance.svg', url: 'https://www.bytedance.com', width: 126 },
  { name: 'TikTok', logo: '/img/companies/tiktok.svg', url: 'https://www.tiktok.com', width: 84 },
  { name: 'Google', logo: '/img/companies/google.svg', url: 'https://google.com', width: 88 },
  { name: 'Alibaba', logo: '/img/companies/alibaba.svg', url: 'https://www.alibaba.com', width: 94 },
  { name: 'bit.dev', logo: '/img/companies/bit.svg', url: 'https://bit.dev', width: 32, text: 'bit.dev' },
  { name: 'Intuit', logo: '/img/companies/intuit.svg', url: 'https://www.intuit.com', width: 76 },
  { name: 'Discord', logo: '/img/companies/discord.svg', url: 'https://discord.com', width: 98 },
  { name: 'NIO', logo: '/img/companies/nio.svg', url: 'https://nio.com', width: 60 },
  { name: 'ABB', logo: '/img/companies/abb.svg', url: 'https://abb-bank.az/en', width: 62 },
  { name: 'Sequoia', logo: '/img/companies/sequoia.svg', url: 'https://www.sequoia.com', width: 104 },
  { name: 'Getaround', logo: '/img/companies/getaround.svg', url: 'https://getaround.com', width: 124 },
  { name: 'Trellis', logo: '/img/companies/trellis.svg', url: 'https://trellis.org', width: 88 },
  { name: 'Kuaishou', logo: '/img/companies/kuaishou.svg', url: 'https://ir.kuaishou.com', width: 112 },
  { name: 'DeepSeek', logo: '/img/companies/deepseek.svg', url: 'https://deepseek.com', width: 116 },
  { name: 'Khan Academy', logo: '/img/companies/khan-academy.svg', url: 'https://khanacademy.org', width: 160 },
  { name: 'Verkada', logo: '/img/companies/verkada.svg', url: 'https://verkada.com', width: 124 },
  { name: 'Snap', logo: '/img/companies/snap.svg', url: 'https://snap.com', width: 100 },
  { name: 'Cloudflare', logo: '/img/companies/cloudflare.svg', url: 'https://www.cloudflare.com', width: 130 },
  { name: 'YouMind', logo: '/img/companies/youmind.svg', url: 'https://youmind.com', width: 108 },
  { name: 'GitHub', logo: '/img/companies/github.svg', url: 'https://github.com', width: 88 },
];
