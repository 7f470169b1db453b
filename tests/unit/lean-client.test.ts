import fs from 'node:fs';
import path from 'node:path';
import { REGISTRY } from '../../plugins/lean-client';

const dropModuleNames = require('../../plugins/lean-client/registry-loader.js') as (s: string) => string;
const shim = require('../../plugins/lean-client/tslib.js') as { __importDefault: (m: unknown) => unknown };
const tslib = require('tslib') as { __importDefault: (m: unknown) => unknown };

describe('the browser bundle leaves out what only the server render reads', () => {
  test('registry entries keep their loader and module id and lose the module name', () => {
    const registry = [
      'export default {',
      '  "0a1b2c3d": [() => import(/* webpackChunkName: "0a1b2c3d" */ "@site/docs/config/output.mdx"), "@site/docs/config/output.mdx", require.resolveWeak("@site/docs/config/output.mdx")],',
      '  "4e5f6a7b": [() => import(/* webpackChunkName: "4e5f6a7b" */ "@generated/docusaurus-plugin-content-docs/default/p/index-466.json"), "@generated/docusaurus-plugin-content-docs/default/p/index-466.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/index-466.json")],',
      '};',
    ].join('\n');
    const lean = dropModuleNames(registry);
    expect(lean).toContain(
      'import(/* webpackChunkName: "0a1b2c3d" */ "@site/docs/config/output.mdx"), "", require.resolveWeak("@site/docs/config/output.mdx")]',
    );
    expect(lean.match(/, "", require\.resolveWeak\(/g)).toHaveLength(2);
    expect(REGISTRY.test('/site/.docusaurus/registry.js')).toBe(true);
  });

  test('the generated registry still has the shape the loader expects', () => {
    // Docusaurus writes it on every build; an upgrade that changes the entry format would
    // silently leave the names in, so check a real one when a build has run.
    const file = path.join(__dirname, '../../.docusaurus/registry.js');
    if (!fs.existsSync(file)) return;
    const source = fs.readFileSync(file, 'utf8');
    const entries = source.match(/require\.resolveWeak\(/g)?.length ?? 0;
    expect(entries).toBeGreaterThan(0);
    expect(dropModuleNames(source).match(/, "", require\.resolveWeak\(/g)).toHaveLength(entries);
  });

  test('@docusaurus/utils-common calls no tslib helper but __importDefault, which the shim provides alike', () => {
    const lib = path.dirname(require.resolve('@docusaurus/utils-common'));
    const helpers = new Set<string>();
    for (const file of fs.readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))) {
      for (const [, helper] of fs.readFileSync(path.join(lib, file), 'utf8').matchAll(/tslib_\d+\.(__\w+)/g)) {
        helpers.add(helper);
      }
    }
    expect([...helpers]).toEqual(['__importDefault']);
    const esm = { __esModule: true, default: 1 };
    const cjs = { value: 2 };
    expect(shim.__importDefault(esm)).toBe(tslib.__importDefault(esm));
    expect(shim.__importDefault(cjs)).toEqual(tslib.__importDefault(cjs));
  });
});
