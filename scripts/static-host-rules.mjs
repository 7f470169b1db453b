// Reads the `_headers` and `_redirects` files of a build (the Netlify / Cloudflare Pages
// syntax) so `npm run serve` and the tests answer like those hosts: the headers of every rule
// whose path matches, joined with ", " when two rules set the same header, as Cloudflare Pages
// does; the first matching redirect.

/** `/assets/*` → /^\/assets\/.*$/; `:name` matches one path segment. */
function patternToRegExp(pattern) {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** @returns {{ pattern: string, test: RegExp, headers: [string, string][] }[]} */
export function parseHeaders(text) {
  const rules = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line, test: patternToRegExp(line), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    if (rules.length === 0 || colon < 0) throw new Error(`_headers: cannot read "${line.trim()}"`);
    rules.at(-1).headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers a response to `pathname` gets. */
export function headersFor(rules, pathname) {
  const headers = new Map();
  for (const rule of rules) {
    if (!rule.test.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = headers.get(key);
      headers.set(key, previous ? [previous[0], `${previous[1]}, ${value}`] : [name, value]);
    }
  }
  return Object.fromEntries(headers.values());
}

/** @returns {{ from: string, to: string, status: number }[]} */
export function parseRedirects(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status = '301'] = line.split(/\s+/);
      return { from, to, status: Number.parseInt(status, 10) };
    });
}
