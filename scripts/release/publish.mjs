#!/usr/bin/env node
// `npm run release`: what changesets/action runs on every push to main with no pending changeset.
// It asks the registry first (registry.mjs) and publishes only a version npm does not have, so a
// docs-only push after a release ends green with nothing published (a plain `npm publish` fails
// with E403 there). To publish: the library built and staged in dist-package/ (`npm run
// pack:package`), `npm publish ./dist-package --provenance --access public`, then `changeset tag`
// (its "New tag" line is how the action knows to push the tag and write the GitHub release). When
// the version is out already, `changeset tag` still runs: it adds the tag a release stopped
// half-way left out and skips one that exists (docs/releasing.md).
//   --dry-run          build, pack and `npm publish --dry-run --provenance`; print the tarball's
//                      files and the changelog section of this version; publish and tag nothing
//   --registry=<url>   the registry to ask (default: npm's configured one)
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { changelogSection } from './changelog.mjs';
import { publishDecision, registryAnswer, releaseCommands } from './registry.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false }, registry: { type: 'string' } } });
const dryRun = values['dry-run'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command in the repository, its output shown; returns its stdout when `capture`. Exits on failure. */
function run(command, args, { capture = false } = {}) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit', encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(`✗ ${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    process.exit(1);
  }
  return result.stdout;
}

const { name, version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const registry = values.registry ?? spawnSync(npm, ['config', 'get', 'registry'], { cwd: root, encoding: 'utf8' }).stdout.trim();
let decision;
try {
  decision = publishDecision({ name, version, answer: await registryAnswer({ name, registry }) });
} catch (error) {
  console.error(`✗ ${error.message}`);
  process.exit(1);
}
console.log(`${decision.action === 'publish' ? '→' : '✓'} ${decision.reason} (${registry})`);

const changeset = path.join(root, 'node_modules/.bin/changeset');
if (dryRun) {
  run(npm, ['run', 'pack:package']);
  const [packed] = JSON.parse(run(npm, ['pack', './dist-package', '--dry-run', '--json'], { capture: true }));
  console.log(`\nThe tarball, ${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(1)} kB packed, ${(packed.unpackedSize / 1024).toFixed(1)} kB unpacked`);
  for (const file of packed.files) console.log(`  ${file.path}  ${file.size} B`);
  const section = changelogSection(readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8'), version);
  console.log(`\nThe changelog it releases (CHANGELOG.md, ${version}):\n${section ?? `(no "## ${version}" section: run \`npx changeset version\` first to see the pending changesets' entry)`}\n`);
  run(npm, ['publish', './dist-package', '--dry-run', '--provenance', '--access', 'public']);
  // pack:package leaves its tarball in the checkout; the dry run keeps nothing.
  rmSync(path.join(root, packed.filename), { force: true });
  console.log(`\ndry run: nothing published or tagged; a real run would ${decision.action === 'publish' ? `publish ${name}@${version}` : 'publish nothing'}.`);
} else {
  for (const [command, ...args] of releaseCommands(decision.action)) run(command === 'npm' ? npm : changeset, args);
}
