// The packed library the consumer fixtures install: dist-lib built, the package staged in the
// system temp folder (scripts/lib/stage-package.mjs: the published manifest, README and licence),
// then `npm pack` of that folder, as `npm run pack:package` does.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stagePackage } from '../lib/stage-package.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** Builds dist-lib, stages and packs it; returns the tarball's path. */
export function buildAndPack() {
  execFileSync('npm', ['run', '--silent', 'build:lib'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const packDir = path.join(os.tmpdir(), 'groundwork-consumers', `pack-${process.pid}`);
  rmSync(packDir, { recursive: true, force: true });
  mkdirSync(packDir, { recursive: true });
  const staged = stagePackage(path.join(packDir, 'package'));
  execFileSync('npm', ['pack', staged, '--pack-destination', packDir], { cwd: packDir, stdio: ['ignore', 'pipe', 'pipe'] });
  const [filename] = readdirSync(packDir).filter((file) => file.endsWith('.tgz'));
  return path.join(packDir, filename);
}
