// Yarn 4 with Plug'n'Play, its default: the packed package and React added to an empty app in the
// system temp folder, then Node through `yarn node`: require() and import give one module (PnP
// resolves require() with the `node` and `require` conditions, never "module-sync"). The Yarn CLI
// comes from npm (@yarnpkg/cli-dist, installed once: support.mjs's cachedInstall), its package
// cache in the workspace.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cachedInstall, check, run } from '../support.mjs';

const yarnVersion = '4.18.1';

export default async function pnp({ dir, tarball }) {
  const cli = cachedInstall(dir, 'yarn', { dependencies: { '@yarnpkg/cli-dist': yarnVersion } });
  const yarn = path.join(cli, 'node_modules/@yarnpkg/cli-dist/bin/yarn.js');
  const app = mkdtempSync(path.join(os.tmpdir(), 'groundwork-pnp-'));
  const env = { YARN_GLOBAL_FOLDER: path.join(dir, '.yarn-global'), YARN_ENABLE_TELEMETRY: '0', COREPACK_ENABLE_STRICT: '0' };
  try {
    cpSync(path.join(dir, 'pnp'), app, { recursive: true });
    cpSync(tarball, path.join(app, 'groundwork-ui.tgz'));
    // The last run's lockfile: React stays resolved, so only the tarball is new (no registry round trips).
    const lockfile = path.join(cli, 'yarn.lock.last');
    if (existsSync(lockfile)) cpSync(lockfile, path.join(app, 'yarn.lock'));
    run(process.execPath, [yarn, 'add', './groundwork-ui.tgz', 'react@19.3.1', 'react-dom@19.3.1'], app, env);
    cpSync(path.join(app, 'yarn.lock'), lockfile);
    check(true, `yarn ${yarnVersion} add <tarball> (Plug'n'Play)`);
    const output = run(process.execPath, [yarn, 'node', 'check.mjs'], app, env);
    const lines = output.trim().split('\n').filter((line) => /^[✓✗] /.test(line));
    for (const line of lines) check(line.startsWith('✓'), `pnp: ${line.slice(2)}`);
    check(lines.length === 5, `pnp: ${lines.length} of 5 checks ran`);
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
}
