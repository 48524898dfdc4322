#!/usr/bin/env node
// `npm run test:visual:container [-- <vitest args>]`: the story tests with their visual comparison
// in the reference environment (CI's image, Debian's Chromium and CI's fonts), for a machine whose
// renderer differs from the baselines'. reports/visual and new baselines land in this checkout, so
// `npm run visual:accept` works on the result as usual. `--print` shows the command without running
// it; `--runtime docker` or `--runtime podman` picks the engine (else the first that answers).
import { spawnSync } from 'node:child_process';
import { chooseRuntime, ciReference, containerCommand, probeRuntime, shellQuote } from './container-command.mjs';
import { repoRoot } from '../shared/index.mjs';

const args = process.argv.slice(2);
const printOnly = args.includes('--print');
const runtimeAt = args.indexOf('--runtime');
const preferred = runtimeAt >= 0 ? args[runtimeAt + 1] : undefined;
const vitestArgs = args.filter((arg, i) => arg !== '--print' && i !== runtimeAt && i !== runtimeAt + 1);

const candidates = preferred ? [preferred] : ['docker', 'podman'];
if (runtimeAt >= 0 && !['docker', 'podman'].includes(preferred ?? '')) {
  console.error(`visual container: --runtime must be docker or podman, not "${preferred ?? ''}"`);
  process.exit(1);
}
const chosen = printOnly ? { runtime: candidates[0] } : chooseRuntime(candidates.map((runtime) => probeRuntime(runtime)));
if ('error' in chosen) {
  console.error(chosen.error);
  process.exit(1);
}
const { image, aptPackages } = ciReference();
const owner = chosen.runtime === 'docker' && process.platform === 'linux' ? { uid: process.getuid(), gid: process.getgid() } : undefined;
const command = containerCommand({ runtime: chosen.runtime, image, aptPackages, checkout: repoRoot, vitestArgs, env: process.env, owner });
if (printOnly) {
  console.log(command.map(shellQuote).join(' '));
  process.exit(0);
}
console.log(`visual container: ${image} with ${aptPackages.join(' ')}, through ${chosen.runtime}`);
const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit' });
process.exit(result.status ?? 1);
