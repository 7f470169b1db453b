// Wraps @docusaurus/theme-classic 3.10.2's DocItem/Metadata: every doc page shares its own
// social card (title and section, drawn at build time by plugins/social-cards) instead of the
// site-wide one. A page's `image` front matter still wins.
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import { cardUrl } from '@site/plugins/social-cards/paths';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const { metadata, frontMatter, assets } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const card = cardUrl(metadata.permalink, siteConfig.url, siteConfig.baseUrl);
  return (
    <>
      <Metadata {...props} />
      {!(assets.image ?? frontMatter.image) && (
        <Head>
          <meta property="og:image" content={card} />
          <meta name="twitter:image" content={card} />
        </Head>
      )}
    </>
  );
}
