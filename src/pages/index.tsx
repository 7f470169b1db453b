import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import { translate } from '@docusaurus/Translate';
import Hero from '@site/src/components/landing/Hero';
import Features from '@site/src/components/landing/Features';
import Benchmark from '@site/src/components/landing/Benchmark';
import FullyFeatured from '@site/src/components/landing/FullyFeatured';
import LogoWall from '@site/src/components/landing/LogoWall';

/** The landing page: each section lives in its own folder under components/landing (hero, features, benchmark, Fully Featured, logo wall). */
export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({ id: 'homepage.title', message: 'The fast Rust-based web bundler' })}
      description={translate({
        id: 'homepage.description',
        message: 'Rspack is a fast Rust-based web bundler that replaces webpack with a compatible API.',
      })}
    >
      <main>
        <Hero />
        <Features />
        <Benchmark />
        <FullyFeatured />
        <LogoWall />
      </main>
    </Layout>
  );
}
