// Parcel 2 with its defaults (no `packageExports`): it resolves `@groundwork/ui/errors` and
// `@groundwork/ui/styles.css` as paths in the package, which the package's fallback folders and
// stylesheet files make exist (scripts/lib/stage-package.mjs). Parcel, React and the package's one
// dependency install once beside a copy of the packed package (support.mjs's cachedInstall); the
// build must succeed, take the ES modules, and carry the page, the Stack's CSS and the tokens.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { cachedInstall, check, filesIn, run } from '../support.mjs';

export default async function parcel({ dir, packageDir }) {
  const fixture = path.join(dir, 'parcel');
  const { dependencies } = JSON.parse(readFileSync(path.join(fixture, 'package.json'), 'utf8'));
  const folder = cachedInstall(dir, 'parcel', { dependencies });
  const installed = path.join(folder, 'node_modules/@groundwork/ui');
  rmSync(installed, { recursive: true, force: true });
  cpSync(packageDir, installed, { recursive: true });
  rmSync(path.join(folder, 'src'), { recursive: true, force: true });
  cpSync(path.join(fixture, 'src'), path.join(folder, 'src'), { recursive: true });
  rmSync(path.join(folder, 'dist'), { recursive: true, force: true });
  // Parcel's cache stays in the installed folder: React's modules are not transformed again each run.
  run(path.join(folder, 'node_modules/.bin/parcel'), ['build', 'src/index.html', '--no-source-maps', '--dist-dir', 'dist'], folder);
  const js = filesIn(path.join(folder, 'dist'), '.js').map(([, content]) => content).join('\n');
  const css = filesIn(path.join(folder, 'dist'), '.css').map(([, content]) => content).join('\n');
  const { errorMessages } = await import(path.join(packageDir, 'dist-lib/errors/messages/index.js'));
  check(js.includes(errorMessages.en.status.notFound), 'parcel build (defaults): the bundle has NotFoundPage from @groundwork/ui/errors');
  check(!js.includes('require("react")') && !/\bexports\.NotFoundPage\b/.test(js), 'parcel: the ES modules (`module`), not the CommonJS copy');
  check(css.includes('gw-stack') && css.includes('--gw-space-5'), 'parcel: the Stack stylesheet and tokens.css through the fallback stylesheet files');
}
