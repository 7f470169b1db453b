// Wraps @docusaurus/theme-classic 3.10.2's BlogPostPage/Metadata: every post shares its own
// social card (title, date and the release it announces, drawn at build time by
// plugins/social-cards) instead of the site-wide one. A post's `image` front matter still wins.
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import { cardUrl } from '@site/plugins/social-cards/paths';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const { metadata, assets } = useBlogPost();
  const { siteConfig } = useDocusaurusContext();
  const card = cardUrl(metadata.permalink, siteConfig.url, siteConfig.baseUrl);
  return (
    <>
      <Metadata {...props} />
      {!(assets.image ?? metadata.frontMatter.image) && (
        <Head>
          <meta property="og:image" content={card} />
          <meta name="twitter:image" content={card} />
        </Head>
      )}
    </>
  );
}
