// The packed library, shared by the consumer checks: the Vite check builds and packs it into
// reports/consumer-pack/; the Next.js check reuses that tarball when nothing it is made from changed
// since, and builds and packs it itself otherwise (when it runs alone).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const packDir = path.join(root, 'reports/consumer-pack');

/** Builds dist-lib and packs it; returns the tarball's path. */
export function buildAndPack() {
  execFileSync('npm', ['run', '--silent', 'build:lib'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  rmSync(packDir, { recursive: true, force: true });
  mkdirSync(packDir, { recursive: true });
  const [{ filename }] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', packDir], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
  return path.join(packDir, filename);
}

const newestSource = () => {
  let newest = statSync(path.join(root, 'package.json')).mtimeMs;
  for (const entry of readdirSync(path.join(root, 'src'), { recursive: true })) {
    newest = Math.max(newest, statSync(path.join(root, 'src', entry)).mtimeMs);
  }
  return newest;
};

/** The tarball the Vite check packed, when it is newer than every source file; else a fresh one. */
export function packedTarball() {
  const existing = existsSync(packDir) ? readdirSync(packDir).find((file) => file.endsWith('.tgz')) : undefined;
  if (existing && statSync(path.join(packDir, existing)).mtimeMs > newestSource()) {
    return { tarball: path.join(packDir, existing), reused: true };
  }
  return { tarball: buildAndPack(), reused: false };
}
