// Must run before prismjs loads: `manual` stops Prism from highlighting the
// server-rendered code blocks on its own (which would break hydration), and
// the worker handler is of no use here.
const target = globalThis as { Prism?: { manual?: boolean; disableWorkerMessageHandler?: boolean } };
target.Prism = { ...target.Prism, manual: true, disableWorkerMessageHandler: true };

export {};
