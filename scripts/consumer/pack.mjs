// The packed library the consumer fixtures install: dist-lib built, then `npm pack` into the system
// temp folder (its prepack step, clean-package, takes our scripts out of the packed manifest).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Builds dist-lib and packs it; returns the tarball's path. */
export function buildAndPack() {
  execFileSync('npm', ['run', '--silent', 'build:lib'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const packDir = path.join(os.tmpdir(), 'groundwork-consumers', `pack-${process.pid}`);
  rmSync(packDir, { recursive: true, force: true });
  mkdirSync(packDir, { recursive: true });
  // The tarball is the one file in a fresh folder (npm's stdout also carries the pack scripts' output).
  execFileSync('npm', ['pack', '--pack-destination', packDir], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const [filename] = readdirSync(packDir).filter((file) => file.endsWith('.tgz'));
  return path.join(packDir, filename);
}
