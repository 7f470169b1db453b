// Loads tests/search/queries.ts from plain Node scripts (the bench scripts are .mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export async function loadCases() {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'queries.ts');
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const mod = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  return { cases: mod.SEARCH_CASES, expectedUrl: mod.expectedUrl };
}
