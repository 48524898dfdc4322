// The consumer fixtures' workspace, in the system temp folder and never inside this repository
// (whose node_modules a fixture would otherwise find by walking up): fixtures/package.json installed
// once with npm's defaults and kept while that file is unchanged (its hash names the folder), the
// fixtures' sources copied in fresh, and the packed tarball installed into it by name on every run.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './support.mjs';

export const fixturesSource = path.join(import.meta.dirname, 'fixtures');
const manifest = path.join(fixturesSource, 'package.json');

/** `<tmp>/groundwork-consumers/<hash of fixtures/package.json>`: one install per set of dependencies. */
export function workspaceDir() {
  const hash = createHash('sha256').update(readFileSync(manifest)).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), 'groundwork-consumers', hash);
}

/**
 * Makes the workspace ready for `tarball`: the shared install (reused when present), fresh copies
 * of every fixture, and @groundwork/ui from the tarball. Returns `{ dir, installed }` where
 * `installed` says whether the shared install ran now (a cold cache).
 */
export function prepareWorkspace(tarball) {
  const dir = workspaceDir();
  const ready = path.join(dir, '.installed');
  const installed = !existsSync(ready);
  if (installed) {
    removeStaleWorkspaces(dir);
    // An interrupted install leaves a folder without the marker: start it again from nothing.
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    cpSync(manifest, path.join(dir, 'package.json'));
    run('npm', ['install'], dir);
    writeFileSync(ready, '');
    // Lets a later run of the same dependencies reinstall only the tarball.
  }
  for (const name of readdirSync(fixturesSource)) {
    if (name === 'package.json') continue;
    rmSync(path.join(dir, name), { recursive: true, force: true });
    cpSync(path.join(fixturesSource, name), path.join(dir, name), { recursive: true });
  }
  // The manifest without @groundwork/ui, then the tarball by its path, as a user installs a download.
  cpSync(manifest, path.join(dir, 'package.json'));
  run('npm', ['install', tarball], dir);
  return { dir, installed, packageDir: path.join(dir, 'node_modules/@groundwork/ui') };
}

/**
 * Removes the workspaces of other dependency sets not used for a week (each is about 600 MB); a
 * recent one may belong to another checkout of this repository running now.
 */
function removeStaleWorkspaces(current) {
  const parent = path.dirname(current);
  if (!existsSync(parent)) return;
  const weekAgo = Date.now() - 7 * 24 * 3600 * 1000;
  for (const name of readdirSync(parent)) {
    const other = path.join(parent, name);
    if (other !== current && /^[0-9a-f]{12}$/.test(name) && statSync(other).mtimeMs < weekAgo) rmSync(other, { recursive: true, force: true });
  }
}
