#!/usr/bin/env bash
# `npm test`: installs what the tests need, builds the production site in both
# languages and runs every unit and end-to-end test. Works on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "› Installing Chromium from Debian (needed by the end-to-end tests)"
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  else
    sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null
  fi
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "› Installing dependencies (npm ci)"
  npm ci --no-audit --no-fund
fi

echo "› Type-checking"
npx tsc --noEmit

echo "› Lint and format (npm run lint: Biome)"
npm run --silent lint

echo "› Verifying the docs against Rspack 1.5 (npm run verify)"
npm run --silent verify

echo "› Building the site (en + zh, one process each: npm run build)"
node scripts/build.mjs

echo "› Unit tests"
npx jest

echo "› End-to-end tests"
npx playwright test
