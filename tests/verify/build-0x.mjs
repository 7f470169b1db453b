// `rspack build` for the 0.x docs' examples: the installed CLI is 1.5's, so
// this loads the project's rspack.config.* and builds it with the
// `@rspack/core` the project resolves, which examples.ts links to 0.7.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const cwd = process.cwd();
const name = ['rspack.config.mjs', 'rspack.config.js', 'rspack.config.cjs'].find((f) =>
  fs.existsSync(path.join(cwd, f)),
);
if (!name) {
  console.error('no rspack.config.mjs, .js or .cjs in the project');
  process.exit(1);
}
const loaded = await import(pathToFileURL(path.join(cwd, name)).href);
let config = loaded.default ?? loaded;
if (typeof config === 'function') config = await config({ RSPACK_BUILD: true }, {});
const { rspack } = createRequire(path.join(cwd, 'package.json'))('@rspack/core');
const withContext = (c) => ({ context: cwd, mode: 'production', ...c });
const compiler = rspack(Array.isArray(config) ? config.map(withContext) : withContext(config));
compiler.run((error, stats) => {
  if (error) {
    console.error(error.stack ?? String(error));
    process.exit(1);
  }
  console.log(stats.toString({ colors: false, preset: 'normal' }));
  compiler.close(() => process.exit(stats.hasErrors() ? 1 : 0));
});
