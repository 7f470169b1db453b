// The `docusaurus build` runs of `npm run build` (scripts/build.mjs), kept apart from the runner so
// the unit tests can read them.

/**
 * The site's locales, default first: the default locale's run empties the output directory, the
 * others write into its sub-folders (<out-dir>/zh). tests/unit/build-steps.test.ts keeps the list
 * equal to docusaurus.config.ts.
 */
export const LOCALES = ['en', 'zh'];

/**
 * Tells plugins/deploy-config which locales are still to be built into the same output directory
 * by a later run: it writes the deploy configuration of the whole site in the last run only.
 */
export const NEXT_LOCALES_ENV = 'BUILD_NEXT_LOCALES';

/**
 * One run per locale, each in a process of its own: Rspack's native memory of a locale's build is
 * not released when the next locale starts, so one process building both peaks far higher than
 * either run alone. The arguments are passed to every run (`--out-dir /tmp/site` puts English in
 * /tmp/site and Chinese in /tmp/site/zh); with an explicit `--locale`, the command runs once as given.
 *
 * @param {string[]} args arguments of `docusaurus build`
 * @param {string[]} [locales]
 * @returns {{ args: string[], env: Record<string, string> }[]}
 */
export function buildSteps(args, locales = LOCALES) {
  if (args.some((arg) => arg === '-l' || arg === '--locale' || arg.startsWith('--locale='))) {
    return [{ args: ['build', ...args], env: {} }];
  }
  return locales.map((locale, i) => ({
    args: ['build', '--locale', locale, ...args],
    env: { [NEXT_LOCALES_ENV]: locales.slice(i + 1).join(',') },
  }));
}
