// Compiles MDX sources with the @mdx-js/mdx that Docusaurus uses (an ES module,
// hence this separate script). Reads [{ file, source }] as JSON on stdin and
// prints [{ file, line, message }] for each source that does not compile.
import { compile } from '@mdx-js/mdx';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const failures = [];
for (const { file, source } of JSON.parse(input)) {
  try {
    await compile(source, { format: 'mdx' });
  } catch (error) {
    const line = error.line ?? error.place?.line ?? error.place?.start?.line ?? 1;
    const reason = String(error.reason ?? error.message).split('\n')[0];
    failures.push({ file, line, message: reason });
  }
}
process.stdout.write(JSON.stringify(failures));
