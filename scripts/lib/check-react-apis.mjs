// Checks that every entry of dist-lib works with the React its declaration promises: the floor of
// package.json's peer range, or the higher minimum the entry states with requireReact (which throws
// at import under an older React). Reads the built library: run `npm run build:lib` first
// (`npm run check:react-apis` does). The rules: scripts/lib/react-apis.mjs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { entryNeeds, entryProblems, newer, rangeFloor } from './react-apis.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist-lib');
if (!existsSync(dist)) {
  console.error('dist-lib/ is missing: run `npm run build:lib` first');
  process.exit(1);
}
const { peerDependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
let failed = peerDependencies.react !== peerDependencies['react-dom'];
if (failed) console.error(`✗ react (${peerDependencies.react}) and react-dom (${peerDependencies['react-dom']}) must have one peer range`);
const floor = rangeFloor(peerDependencies.react);

const layouts = readdirSync(path.join(dist, 'layout')).filter((name) => name !== 'internal' && existsSync(path.join(dist, 'layout', name, 'index.js')));
const entries = ['index', 'tokens/index', 'errors/index', 'runtime/index', 'hydration-overlay/index', ...layouts.map((name) => `layout/${name}/index`)];
for (const entry of entries) {
  const needs = entryNeeds(path.join(dist, `${entry}.js`), (file) => readFileSync(file, 'utf8'));
  const { needed, problems } = entryProblems(needs, floor);
  const newest = needs.uses.filter((use) => use.version && use.how !== 'optional').reduce((top, use) => (!top || newer(use.version, top.version) ? use : top), undefined);
  const label = entry.replace(/\/?index$/, '') || '.';
  if (problems.length) {
    failed = true;
    for (const problem of problems) console.error(`✗ ${label}: ${problem}`);
  } else {
    console.log(`✓ ${label}: React ${needed}+ (${needs.modules} modules; newest API used: ${newest ? `${newest.api} from ${newest.version}` : 'none'})`);
  }
}
if (failed) {
  console.error(`react peer range: problems above (peer range ${peerDependencies.react})`);
  process.exit(1);
}
console.log(`react peer range: ${entries.length} entries work from React ${floor} (${peerDependencies.react}) or state their minimum`);
