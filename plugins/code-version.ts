/**
 * The version of the code behind a build cache (node_modules/.cache/...): a hash of the files and
 * installed packages that make the cached output. The Markdown export, the social cards and the
 * search index each start a fresh cache when theirs changes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Hash of `files` and of the package.json of each of `packages` (as npm installed them). */
export async function codeVersion(files: string[], packages: string[]): Promise<string> {
  const hash = crypto.createHash('sha256');
  for (const file of files) hash.update(file).update(await fs.readFile(file));
  // ES module packages do not export their package.json: read it where npm installs it.
  const modules = path.join(__dirname, '../node_modules');
  for (const name of packages) hash.update(await fs.readFile(path.join(modules, name, 'package.json')));
  return hash.digest('hex').slice(0, 16);
}
