import fs from 'node:fs';
import path from 'node:path';
import type { Config } from 'jest';

/**
 * Packages that ship ES modules only (`"type": "module"`), such as the
 * unified/remark packages behind the MDX parser in plugins/mdx. Jest runs
 * CommonJS, so SWC transforms them like our own sources; the rest of
 * node_modules is left alone.
 */
function esmOnlyPackages(root = path.join(__dirname, 'node_modules'), found = new Set<string>()): Set<string> {
  if (!fs.existsSync(root)) return found;
  const names = fs
    .readdirSync(root)
    .flatMap((name) =>
      name.startsWith('@') ? fs.readdirSync(path.join(root, name)).map((sub) => `${name}/${sub}`) : [name],
    );
  for (const name of names) {
    const dir = path.join(root, name);
    try {
      if (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).type === 'module') found.add(name);
    } catch {
      // Not a package (.bin, .package-lock.json).
    }
    // A nested copy may be the ES module version of a name that is CommonJS at the top.
    esmOnlyPackages(path.join(dir, 'node_modules'), found);
  }
  return found;
}

const ESM_PACKAGES = [...esmOnlyPackages()].map((name) => name.replace(/[.+]/g, '\\$&'));

const shared: Config = {
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  transform: {
    // .mjs too: the scripts shared with `npm run serve` (scripts/*.mjs) are ES modules.
    '^.+\\.(t|j|mj)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    // Data modules translate their text at import; outside a site build the English message stands.
    '^@docusaurus/Translate$': '<rootDir>/plugins/markdown-export/translate-stub.ts',
    // What the site's bundler aliases @docusaurus/router to.
    '^@docusaurus/router$': 'react-router-dom',
  },
};

const config: Config = {
  // Real Rspack builds and write-translations take a few seconds each on 2 cores.
  testTimeout: 120_000,
  projects: [
    // Fast tests of the sources alone: `npm run test:unit`.
    { ...shared, displayName: 'unit', roots: ['<rootDir>/tests/unit'] },
    // Tests that read the production build in build/ or run real builds: `npm run test:build`.
    { ...shared, displayName: 'build', roots: ['<rootDir>/tests/build'] },
  ],
};

export default config;
