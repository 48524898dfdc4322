// Installs as a user would, each in an empty folder of the system temp folder with default
// settings: `npm install <tarball>`, then `npm ci` from the lockfile it wrote, and `pnpm add
// <tarball>` (pnpm's strict layout: the package finds only what it declares). After each, plain
// Node imports an entry from that folder. The packed manifest carries none of our scripts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { check, run } from '../support.mjs';

// pnpm through npx, as its docs offer it without a global install; the major is pinned so a new
// major's changed defaults show up as a deliberate change here.
const pnpm = 'pnpm@9.15.9';
// A component: forwardRef's object (its $$typeof) or a function.
const importEntry = "const m = await import('@groundwork/ui/errors'); if (!m.NotFoundPage?.$$typeof && typeof m.NotFoundPage !== 'function') process.exit(1);";

export default async function install({ tarball }) {
  const folders = [];
  const empty = (name) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `groundwork-${name}-`));
    folders.push(dir);
    return dir;
  };
  try {
    const npmApp = empty('npm');
    run('npm', ['install', tarball], npmApp);
    check(true, 'npm install <tarball> in an empty folder');
    const manifest = JSON.parse(readFileSync(path.join(npmApp, 'node_modules/@groundwork/ui/package.json'), 'utf8'));
    check(manifest.scripts === undefined && manifest.devDependencies === undefined, `the installed manifest has no scripts and no devDependencies (${Object.keys(manifest.scripts ?? {}).length} scripts)`);
    check(['repository', 'license', 'homepage', 'bugs'].every((field) => manifest[field]), 'the installed manifest names repository, license, homepage and bugs');
    run(process.execPath, ['--input-type=module', '-e', importEntry], npmApp);
    check(true, 'node imports @groundwork/ui/errors after npm install');
    run('npm', ['ci'], npmApp);
    check(true, 'npm ci from the lockfile npm install wrote');
    run(process.execPath, ['--input-type=module', '-e', importEntry], npmApp);
    check(true, 'node imports @groundwork/ui/errors after npm ci');

    const pnpmApp = empty('pnpm');
    run('npx', ['--yes', pnpm, 'add', tarball], pnpmApp);
    check(true, `${pnpm} add <tarball> in an empty folder (strict layout)`);
    run(process.execPath, ['--input-type=module', '-e', importEntry], pnpmApp);
    check(true, 'node imports @groundwork/ui/errors from pnpm’s layout');
  } finally {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  }
}
