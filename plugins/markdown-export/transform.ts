/**
 * Turns a page's MDX source into plain Markdown a person or an LLM can read:
 * front matter, imports and exports go, and the site's MDX components become
 * the Markdown they stand for.
 */
const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;

function packageManagerBlock(command: string): string {
  const lines = PACKAGE_MANAGERS.map((pm) => `${pm} ${command}`);
  return ['```bash', ...lines, '```'].join('\n');
}

function objectCommandBlock(body: string): string {
  const lines = [...body.matchAll(/(\w+)\s*:\s*(['"`])(.*?)\2/g)].map((m) => m[3]);
  return ['```bash', ...lines, '```'].join('\n');
}

/** Drops MDX import/export lines, but never a line inside a code fence. */
function withoutEsm(body: string): string {
  let fence: string | null = null;
  return body
    .split('\n')
    .filter((line) => {
      const opener = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (opener && (fence === null || opener.startsWith(fence))) {
        fence = fence === null ? opener : null;
        return true;
      }
      return fence !== null || !/^(import|export) /.test(line);
    })
    .join('\n');
}

/**
 * Puts the text of each imported `.mdx` partial (`import FilenameType from
 * '../types/_filename.mdx'`) where the page renders it (`<FilenameType />`).
 * `load` returns a partial's source for an import specifier, or null.
 */
export function inlinePartials(source: string, load: (specifier: string) => string | null): string {
  const partials = new Map<string, string>();
  for (const m of source.matchAll(/^import\s+([A-Z]\w*)\s+from\s+['"]([^'"]+\.mdx?)['"];?\s*$/gm)) {
    const text = load(m[2]);
    if (text !== null) partials.set(m[1], withoutEsm(text.replace(/^---\n[\s\S]*?\n---\n/, '')).trim());
  }
  if (!partials.size) return source;
  return source.replace(/^[ \t]*<([A-Z]\w*)\s*\/>[ \t]*$/gm, (whole, name: string) => partials.get(name) ?? whole);
}

export function mdxToMarkdown(source: string, title: string): string {
  let body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  body = withoutEsm(body);
  body = body
    .replace(/<PackageManagerTabs\s+command="([^"]+)"\s*\/>/g, (_m, cmd: string) => packageManagerBlock(cmd))
    .replace(/<PackageManagerTabs\s+command=\{\{([\s\S]*?)\}\}\s*\/>/g, (_m, obj: string) => objectCommandBlock(obj))
    .replace(/\{\/\*\s*truncate\s*\*\/\}\n?/g, '')
    .replace(/^\s*<\/?Tabs[^>]*>\s*$/gm, '')
    .replace(/^\s*<TabItem[^>]*label="([^"]+)"[^>]*>\s*$/gm, '**$1**\n')
    .replace(/^\s*<\/TabItem>\s*$/gm, '')
    .replace(/\n{3,}/g, '\n\n');
  return `# ${title}\n\n${body.trim()}\n`;
}
