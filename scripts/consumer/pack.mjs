// The packed library the consumer fixtures install: dist-lib built, then `npm pack` into the system
// temp folder (its prepack step, clean-package, takes our scripts out of the packed manifest).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Builds dist-lib and packs it; returns the tarball's path. */
export function buildAndPack() {
  execFileSync('npm', ['run', '--silent', 'build:lib'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const packDir = path.join(os.tmpdir(), 'groundwork-consumers', `pack-${process.pid}`);
  rmSync(packDir, { recursive: true, force: true });
  mkdirSync(packDir, { recursive: true });
  const [{ filename }] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', packDir], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
  return path.join(packDir, filename);
}
