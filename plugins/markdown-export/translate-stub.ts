/**
 * Stands in for `@docusaurus/Translate` when the Markdown export loads data
 * modules in Node (see pluginTable.ts): the same call, answered from the
 * messages of the language being exported.
 */
type Messages = Record<string, string>;

const store = globalThis as typeof globalThis & { __markdownExportMessages?: Messages };

export function setMessages(messages: Messages): void {
  store.__markdownExportMessages = messages;
}

export function translate(
  { id, message }: { id?: string; message: string; description?: string },
  values?: Record<string, string | number>,
): string {
  const text = (id && store.__markdownExportMessages?.[id]) || message;
  return values ? text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole)) : text;
}

export default function Translate({ id, children }: { id?: string; children: string }): string {
  return translate({ id, message: children });
}
