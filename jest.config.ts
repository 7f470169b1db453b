import type { Config } from 'jest';

const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
  moduleNameMapper: { '^@site/(.*)$': '<rootDir>/$1' },
  // write-translations and file scans take a few seconds on 2 cores.
  testTimeout: 60_000,
};

export default config;
