#!/usr/bin/env node
// `npm run visual:other-chromium -- <debian-version> [story files…]`: the story tests with another
// Debian Chromium against the committed baselines, then how many shots changed exactly and
// ignoring antialiased edges (visual:aa-figures). A measurement, not a gate: not part of npm test.
// Example: npm run visual:other-chromium -- 150.0.7871.100-1~deb12u1 stories/layout/Cover.stories.tsx
// Needs Debian's apt (apt-get download, dpkg-deb); the packages are unpacked, never installed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../tools/visual/shared/index.mjs';

const [version, ...vitestArgs] = process.argv.slice(2);
if (!version) {
  console.error('usage: npm run visual:other-chromium -- <debian version, e.g. 150.0.7871.100-1~deb12u1> [story files…]');
  process.exit(1);
}
const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error?.code === 'ENOENT') {
    console.error(`visual:other-chromium: ${command} is not installed; this command measures Debian's own Chromium packages and needs apt.`);
    process.exit(1);
  }
  return result.status ?? 1;
};

// Outside reports/ (npm test clears it), beside other tools' caches.
const folder = path.join(repoRoot, 'node_modules', '.cache', 'groundwork-chromium', version);
const chromium = path.join(folder, 'root', 'usr', 'lib', 'chromium', 'chromium');
if (!existsSync(chromium)) {
  mkdirSync(folder, { recursive: true });
  if (run('apt-get', ['download', `chromium=${version}`, `chromium-common=${version}`], { cwd: folder }) !== 0) {
    console.error(`visual:other-chromium: apt-get could not download chromium=${version} (\`apt-cache madison chromium\` lists the versions).`);
    process.exit(1);
  }
  for (const deb of readdirSync(folder).filter((name) => name.endsWith('.deb'))) run('dpkg-deb', ['-x', path.join(folder, deb), path.join(folder, 'root')]);
}
run(chromium, ['--version']);
// Its failures are the changed shots this measures; the figures below are the result.
run(path.join(repoRoot, 'node_modules', '.bin', 'vitest'), ['run', '--project', 'storybook', ...vitestArgs], {
  cwd: repoRoot,
  env: { ...process.env, GW_CHROMIUM: chromium, CI: '' },
});
process.exit(run(process.execPath, [path.join(repoRoot, 'bench/visual-aa-figures.mjs')], { cwd: repoRoot }));
