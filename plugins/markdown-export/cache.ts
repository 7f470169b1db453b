/**
 * Content cache of the exported Markdown (node_modules/.cache/markdown-export): converting the
 * ~190 MDX pages of a language takes seconds of the main thread in every build, and a rebuild
 * mostly converts the same sources again. An entry is found by the page's source and the code that
 * converts it, and holds what the conversion read besides: the partials it imported and the tables
 * it filled from data modules. It is used only while each of those still reads the same.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Something a conversion read besides the page: a partial (by file) or a table (by component and attribute). */
export interface Dependency {
  kind: 'partial' | 'table';
  key: string;
  /** Hash of what it read, null when there was nothing (a partial that does not exist, no table). */
  hash: string | null;
}

export function hashOf(value: unknown): string {
  return crypto
    .createHash('sha256')
    .update(typeof value === 'string' ? value : JSON.stringify(value ?? null))
    .digest('hex');
}

export class MarkdownCache {
  constructor(private readonly dir: string) {}

  private file(key: string): string {
    return path.join(this.dir, `${key}.json`);
  }

  /** The cached Markdown of `key`, if every dependency still hashes the same (`current` hashes one now). */
  async get(key: string, current: (dependency: Dependency) => string | null): Promise<string | undefined> {
    let entry: { markdown: string; dependencies: Dependency[] };
    try {
      entry = JSON.parse(await fs.readFile(this.file(key), 'utf8'));
    } catch {
      return undefined;
    }
    return entry.dependencies.every((d) => current(d) === d.hash) ? entry.markdown : undefined;
  }

  async set(key: string, markdown: string, dependencies: Dependency[]): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(this.file(key), JSON.stringify({ markdown, dependencies }));
  }
}
