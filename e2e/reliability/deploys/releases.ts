// Two releases of the app side by side and a served folder a deploy switches between them, as
// docs/architecture.md says a deploy should: each build in a folder of its own, a symlink renamed
// over the served one (rename(2): atomic). B is the reliability build (A) with another build id and
// other page data (in the data file and in the prerendered pages that embed it): what a tab can
// tell apart. And a `vite preview` of the served folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { e2eBuildDir } from '../../support/buildDir';
import { runPorts } from '../../../scripts/ports.mjs';
import { untilAnswering } from '../hosts/untilAnswering';
import { precompressFolder } from '../../../scripts/vite/precompress';
import { importMapCspFile, importMapCspLine } from '../../../scripts/vite/hostHeaders';
import { importMapsOf, scriptHashSource } from '../../../scripts/vite/importMap';

const repo = path.join(import.meta.dirname, '../../..');

/** B's build id, and a text only B's page data has. */
export const buildB = 'b'.repeat(16);
export const bText = 'Where the stories are (build B)';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? files(path.join(dir, name)).map((file) => `${name}/${file}`) : [name]));

export interface Releases {
  /** The reliability build, as it was built: what A is made from again. */
  build: string;
  A: string;
  B: string;
  /** The served folder: a symlink to A or B. */
  current: string;
  /** Switches `current` to a release (A, B or the folder of one made by `derive`), atomically. */
  deploy(release: 'A' | 'B' | string): void;
  /** A release of its own named `name`, made from a copy of A by `edit`; its folder. */
  derive(name: string, edit: (folder: string) => void): string;
  remove(): void;
}

/** Releases A and B in a folder of their own (`name`), `current` pointing at A. */
export function makeReleases(name: string): Releases {
  const build = path.resolve(repo, e2eBuildDir(runPorts().reliability));
  const folder = path.join(repo, 'node_modules', '.cache', name);
  const A = path.join(folder, 'releases', 'A');
  const B = path.join(folder, 'releases', 'B');
  const current = path.join(folder, 'current');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(path.dirname(A), { recursive: true });
  cpSync(build, A, { recursive: true });
  cpSync(A, B, { recursive: true });
  const buildA = (JSON.parse(readFileSync(path.join(A, 'build-manifest.json'), 'utf8')) as { version: string }).version;
  for (const file of files(B).filter((file) => /\.(html|json)$/.test(file))) {
    const text = readFileSync(path.join(B, file), 'utf8');
    writeFileSync(path.join(B, file), text.replaceAll(buildA, buildB).replaceAll('Where the stories are', bText));
  }
  // A build's files changed after the build need their gzipped copies made again, as any step
  // that edits a build must: a browser is sent the copy.
  precompressFolder(B);
  const releases: Releases = {
    build,
    A,
    B,
    current,
    deploy(release) {
      const next = `${current}.next`;
      rmSync(next, { force: true });
      symlinkSync(release === 'A' || release === 'B' ? releases[release] : release, next);
      renameSync(next, current);
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
    derive(name, edit) {
      const release = path.join(folder, 'releases', name);
      rmSync(release, { recursive: true, force: true });
      cpSync(A, release, { recursive: true });
      edit(release);
      precompressFolder(release);
      return release;
    },
  };
  releases.deploy('A');
  return releases;
}

/**
 * `vite preview` of `folder` on `port`, answering (hosts/untilAnswering.ts: waits by time, and
 * fails with what Vite said when it exits first).
 */
export async function startPreview(folder: string, port: number, { timeout = 80_000 } = {}): Promise<{ stop(): void }> {
  const child: ChildProcess = spawn(path.join(repo, 'node_modules', '.bin', 'vite'), ['preview', '--outDir', folder, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => void (stderr += chunk));
  await untilAnswering(port, child, { timeout, why: () => stderr }).catch((error: Error) => {
    child.kill();
    throw error;
  });
  return { stop: () => void child.kill() };
}

/** The file in `folder`'s assets whose name matches `pattern` (exactly one). */
export function assetOf(folder: string, pattern: RegExp): string {
  const found = readdirSync(path.join(folder, 'assets')).filter((name) => pattern.test(name) && !name.endsWith('.gz'));
  if (found.length !== 1) throw new Error(`${folder}/assets: ${found.length} files match ${pattern}`);
  return found[0]!;
}

/** Removes the asset `name` from a release, and its gzipped copy: a host that does not have it. */
export function removeAsset(folder: string, name: string): void {
  for (const file of [name, `${name}.gz`]) rmSync(path.join(folder, 'assets', file), { force: true });
}

/**
 * What a deploy that changed one chunk does to a release: the chunk under a new name (the old one
 * gone, as hosts that replace the whole folder do), every page's import map naming it, the
 * policy's hash of that map, and another build id. Returns the build id.
 */
export function renameAsset(folder: string, name: string, renamed: string, buildId: string): string {
  const before = (JSON.parse(readFileSync(path.join(folder, 'build-manifest.json'), 'utf8')) as { version: string }).version;
  renameSync(path.join(folder, 'assets', name), path.join(folder, 'assets', renamed));
  removeAsset(folder, name);
  for (const file of files(folder).filter((file) => /\.(html|json|js)$/.test(file))) {
    const text = readFileSync(path.join(folder, file), 'utf8');
    const next = text.replaceAll(name, renamed).replaceAll(before, buildId);
    if (next !== text) writeFileSync(path.join(folder, file), next);
  }
  const map = importMapsOf(readFileSync(path.join(folder, 'index.html'), 'utf8'))[0];
  if (map === undefined || !existsSync(path.join(folder, importMapCspFile))) throw new Error(`${folder}: no import map`);
  writeFileSync(path.join(folder, importMapCspFile), importMapCspLine(scriptHashSource(map)));
  return buildId;
}

/**
 * What a deploy that removed a page does to a release: the page's prerendered file gone, and its
 * gzipped copy (so both hosts answer the static 404 at its address), and another build id in every
 * page and the manifest. Returns the build id.
 */
export function removePage(folder: string, pathname: string, buildId: string): string {
  const before = (JSON.parse(readFileSync(path.join(folder, 'build-manifest.json'), 'utf8')) as { version: string }).version;
  const file = `${pathname.slice(1)}.html`;
  if (!existsSync(path.join(folder, file))) throw new Error(`${folder}: no page ${file}`);
  for (const name of [file, `${file}.gz`]) rmSync(path.join(folder, name), { force: true });
  for (const name of files(folder).filter((name) => /\.(html|json)$/.test(name))) {
    const text = readFileSync(path.join(folder, name), 'utf8');
    if (text.includes(before)) writeFileSync(path.join(folder, name), text.replaceAll(before, buildId));
  }
  return buildId;
}
