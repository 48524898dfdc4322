// The reference container for the story tests (`npm run test:visual:container`): CI's image and
// packages, read from .github/workflows/ci.yml so the two cannot drift apart, run through docker or
// podman with the checkout mounted, so reports/visual (and new baselines) land in the checkout.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../shared/index.mjs';

export const ciWorkflow = path.join(repoRoot, '.github/workflows/ci.yml');

/**
 * The image and the apt packages of CI's test job.
 * @param {string} workflowText  the text of .github/workflows/ci.yml
 * @returns {{ image: string, aptPackages: string[] }}
 */
export function referenceEnvironment(workflowText) {
  const image = /^\s*container:\s*['"]?([^\s'"#]+)/m.exec(workflowText)?.[1];
  const install = /apt-get install ([^\n>|&]+)/.exec(workflowText)?.[1];
  const aptPackages = (install ?? '').split(/\s+/).filter((word) => word && !word.startsWith('-'));
  if (!image || !aptPackages.includes('chromium')) {
    throw new Error(`visual container: cannot read CI's image and Chromium install from ${path.relative(repoRoot, ciWorkflow)}`);
  }
  return { image, aptPackages };
}

/** The reference environment of this checkout's CI. */
export const ciReference = () => referenceEnvironment(readFileSync(ciWorkflow, 'utf8'));

/** A word quoted for a POSIX shell (single quotes when it needs any). */
export const shellQuote = (word) => (/^[\w./:=@%+-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`);

/**
 * The command line that runs the story tests in the reference container.
 * @param {object} options
 * @param {'docker' | 'podman'} options.runtime
 * @param {string} options.image                e.g. 'node:20-bookworm' (CI's)
 * @param {string[]} options.aptPackages        Chromium and the fonts CI installs
 * @param {string} options.checkout             the host folder to mount
 * @param {string[]} [options.vitestArgs]       extra arguments for `vitest run` (a story file, -t …)
 * @param {Record<string, string | undefined>} [options.env]  GW_VISUAL / GW_VISUAL_COMPARE are passed on
 * @param {{ uid: number, gid: number }} [options.owner]  docker on Linux: give the written files back
 * @returns {string[]} argv, runtime first
 */
export function containerCommand({ runtime, image, aptPackages, checkout, vitestArgs = [], env = {}, owner }) {
  const work = '/groundwork';
  const script = [
    'set -e',
    'export DEBIAN_FRONTEND=noninteractive',
    'apt-get update -qq',
    `apt-get install -y -qq ${aptPackages.map(shellQuote).join(' ')} >/dev/null`,
    'chromium --version',
    'npm ci --no-audit --no-fund',
    'status=0',
    `npx vitest run --project storybook ${vitestArgs.map(shellQuote).join(' ')} || status=$?`.trimEnd(),
    // Rootful docker writes as root; hand reports/ and new baselines back to the developer.
    ...(owner ? [`chown -R ${owner.uid}:${owner.gid} reports stories`] : []),
    'exit $status',
  ].join('\n');
  const passed = ['GW_VISUAL', 'GW_VISUAL_COMPARE'].filter((name) => env[name]).flatMap((name) => ['-e', `${name}=${env[name]}`]);
  // podman on SELinux hosts (Fedora) needs the mount relabelled to read it.
  const label = runtime === 'podman' ? ':z' : '';
  return [
    runtime,
    'run',
    '--rm',
    '--init',
    // CI's machines are amd64; Chromium on arm64 may rasterise differently, so emulate when needed.
    '--platform',
    'linux/amd64',
    '-v',
    `${checkout}:${work}${label}`,
    // The container's own node_modules (Linux binaries), never the host's.
    '-v',
    `groundwork-visual-node-modules:${work}/node_modules${label}`,
    '-w',
    work,
    ...passed,
    image,
    'bash',
    '-c',
    script,
  ];
}

/**
 * Whether a container runtime can run containers here: installed, and its engine answers.
 * @param {'docker' | 'podman'} runtime
 * @param {NodeJS.ProcessEnv} [env]  the environment to look it up in (PATH)
 * @returns {{ runtime: string, installed: boolean, engine: boolean, error?: string }}
 */
export function probeRuntime(runtime, env = process.env) {
  const result = spawnSync(runtime, ['info'], { encoding: 'utf8', env, timeout: 20_000 });
  if (result.error?.code === 'ENOENT') return { runtime, installed: false, engine: false };
  if (result.status === 0) return { runtime, installed: true, engine: true };
  const said = `${result.stderr ?? ''}\n${result.stdout ?? ''}`.split('\n').map((line) => line.trim()).filter(Boolean);
  const error = said.find((line) => /cannot connect|daemon|error/i.test(line)) ?? said.at(-1) ?? result.error?.message ?? `exit ${result.status}`;
  return { runtime, installed: true, engine: false, error };
}

/**
 * Picks the first runtime whose engine answers, or explains why none can be used.
 * @param {ReturnType<typeof probeRuntime>[]} probes  in order of preference
 * @returns {{ runtime: string } | { error: string }}
 */
export function chooseRuntime(probes) {
  const working = probes.find((probe) => probe.engine);
  if (working) return { runtime: working.runtime };
  const installed = probes.filter((probe) => probe.installed);
  if (installed.length === 0) {
    return {
      error:
        `visual container: neither ${probes.map((p) => p.runtime).join(' nor ')} is installed. Install Docker Desktop ` +
        '(macOS, Windows) or podman, or compare through CI: its visual-review artifact is accepted with ' +
        '`npm run visual:accept -- <downloaded folder>`.',
    };
  }
  const lines = installed.map((probe) => `${probe.runtime} is installed, but its engine does not answer (\`${probe.runtime} info\`: ${probe.error})`);
  return {
    error:
      `visual container: ${lines.join('; ')}. Start Docker Desktop or the docker service (\`sudo systemctl start docker\`), ` +
      'or install podman, which needs no daemon; `--runtime podman` picks it.',
  };
}
