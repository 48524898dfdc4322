// What `npm test -- --changed [base]` runs for a set of changed files: the parts of each lane the
// diff can affect, each skipped part with the reason, or the whole gate when the change reaches
// what every check depends on. Pure: scripts/test.mjs turns the plan into steps.

/** Changes that can alter any check's outcome: the whole gate runs. [pattern, why] */
const wholeGateTriggers = [
  [/^package(-lock)?\.json$/, 'the dependencies or the scripts changed'],
  [/^patches\//, 'a patched dependency changed'],
  [/^tools\//, 'the visual review tools changed'],
  [/^scripts\/(?!consumer\/|release\/)/, "npm test's scripts, the app's host or the package build changed"],
  [/^\.storybook\//, "Storybook's configuration reaches every story"],
  [/^(vite\.config\.ts|playwright(\.\w+)?\.config\.ts|tsconfig[\w.]*\.json|eslint\.config\.js|stylelint\.config\.js)$/, 'a configuration changed'],
  [/^\.ci\//, "CI's own script changed"],
  [/^e2e\/support\//, 'the e2e support every browser check shares changed'],
];

/** Files the built app is made of, or its hosts and checks: the app lane and the engines' app checks. */
const appInputs = [/^src\/app\//, /^src\/runtime\//, /^src\/hydration-overlay\//, /^index\.html$/, /^public\//, /^deploy\//, /^e2e\/[^/]+\.spec\.ts$/, /^e2e\/__spoken__\//, /^e2e\/reliability\//, /^e2e\/engines\//];
/** What the error pages say (their components and message catalogues): the app mounts them, so its spoken records hear them too. */
const spokenByTheApp = [/^src\/errors\/.*\.tsx?$/];
/** The dev server's hydration overlay, checked in every engine. */
const overlayInputs = [/^src\/hydration-overlay\//, /^src\/app\/dev\//, /^e2e\/engines\//];
/** The package's surface: its entries and its README, which the consumer matrix installs and compiles. */
const packageSurface = [/^src\/index\.ts$/, /^src\/[^/]+\/index\.ts$/, /^src\/layout\/[^/]+\/index\.ts$/, /^docs\/package-readme\.md$/, /^scripts\/consumer\//, /^LICENSE$/];
/** What the public API report and the release check read. */
const apiInputs = [/^src\/.*\.tsx?$/, /^etc\//, /^\.changeset\//, /^scripts\/release\//];
const isTest = (file) => /\.test\.(tsx?|mjs)$/.test(file) || /\.stories\.tsx?$/.test(file);
const any = (files, patterns) => files.filter((file) => patterns.some((pattern) => pattern.test(file)));

/**
 * @param {string[]} changed repository-relative changed files
 * @returns {{ wholeGate: string | undefined, run: Record<string, string>, skip: Record<string, string>, lint: string[], styles: string[] }}
 *   wholeGate: why the whole gate runs instead; run / skip: each part (the keys below) with the files or reason; lint, styles: the files eslint and stylelint take
 */
export function planChanged(changed) {
  for (const file of changed) {
    const trigger = wholeGateTriggers.find(([pattern]) => pattern.test(file));
    if (trigger) return { wholeGate: `${file}: ${trigger[1]}`, run: {}, skip: {}, lint: [], styles: [] };
  }
  const run = {};
  const skip = {};
  const decide = (part, files, why) => {
    if (files.length > 0) run[part] = files.length > 3 ? `${files.slice(0, 3).join(', ')} and ${files.length - 3} more` : files.join(', ');
    else skip[part] = why;
  };
  run.typecheck = 'always';
  const lint = changed.filter((file) => /\.(m?js|tsx?)$/.test(file));
  const styles = changed.filter((file) => /\.css$/.test(file));
  if (lint.length + styles.length > 0) run.lint = `${[...lint, ...styles].length} changed file(s)`;
  else skip.lint = 'no changed script, source or stylesheet';
  run['unit and browser tests'] = "Vitest's module graph (--changed)";
  run.stories = 'by the rendering record and the module graph, in Chromium with their shots, and in Firefox and WebKit';
  const app = any(changed, appInputs);
  decide('app', app, 'no file of the app, its runtime, the overlay, its hosts or its e2e changed (the error pages and primitives it mounts are checked by their stories)');
  decide('engines: app and host', app, 'as the app');
  if (!run.app) decide('app: spoken records', any(changed, spokenByTheApp).filter((file) => !isTest(file)), 'nothing the app\'s pages say changed (their stories\' spoken records hear the error pages)');
  decide('engines: overlay', any(changed, overlayInputs), 'neither the overlay nor its dev fixtures changed');
  decide('engines: every story', any(changed, [/^e2e\/engines\//]), "the engines' own harness did not change (the stories the change selects run in Firefox and WebKit)");
  decide('consumer matrix', any(changed, packageSurface), "no entry of the package, nor its README, changed (what the entries export is in the API report's check)");
  decide('API report and release check', any(changed, apiInputs).filter((file) => !isTest(file)), 'no source of the public API, its report or a changeset changed');
  decide('size budget', changed.filter((file) => /^src\//.test(file) && !isTest(file)), 'no source of the library changed');
  decide('storybook UI e2e', any(changed, [/^e2e\/storybook\//, /\.mdx$/]), "Storybook's own UI and docs pages did not change: the changed stories' plays, axe and shots ran in every engine");
  decide('workflows', any(changed, [/^\.github\//]), 'no workflow changed');
  return { wholeGate: undefined, run, skip, lint, styles };
}
