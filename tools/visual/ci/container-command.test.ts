// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseRuntime, ciReference, containerCommand, probeRuntime, referenceEnvironment } from './container-command.mjs';

const reference = { image: 'node:20-bookworm', aptPackages: ['chromium', 'fonts-dejavu-core', 'fonts-liberation'] };
const scriptOf = (argv: string[]) => argv.at(-1)!;

describe('the reference container command', () => {
  it("takes CI's image and its Chromium and font packages from the workflow", () => {
    const { image, aptPackages } = ciReference();
    expect(image).toMatch(/^node:\d+-bookworm$/);
    expect(aptPackages).toEqual(expect.arrayContaining(['chromium', 'fonts-dejavu-core', 'fonts-liberation']));
    expect(() => referenceEnvironment('jobs:\n  test:\n    runs-on: ubuntu-latest\n')).toThrow(/cannot read CI's image/);
  });

  it('mounts the checkout, keeps its own node_modules, runs the story tests on amd64 and passes the vitest arguments', () => {
    const argv = containerCommand({ runtime: 'docker', ...reference, checkout: '/home/dev/groundwork', vitestArgs: ['stories/layout/Cover.stories.tsx', '-t', "it's"] });
    expect(argv.slice(0, 4)).toEqual(['docker', 'run', '--rm', '--init']);
    expect(argv).toEqual(expect.arrayContaining(['/home/dev/groundwork:/groundwork', 'groundwork-visual-node-modules:/groundwork/node_modules', 'node:20-bookworm']));
    expect(argv.join(' ')).toContain('--platform linux/amd64');
    const script = scriptOf(argv);
    expect(script).toContain('apt-get install -y -qq chromium fonts-dejavu-core fonts-liberation');
    expect(script).toContain("npx vitest run --project storybook stories/layout/Cover.stories.tsx -t 'it'\\''s' || status=$?");
    expect(script).not.toContain('chown');
    expect(script.split('\n').at(-1)).toBe('exit $status');
    // The script is valid shell.
    expect(spawnSync('bash', ['-n', '-c', script]).status).toBe(0);
  });

  it('passes GW_VISUAL and GW_VISUAL_COMPARE only when set; gives files back to the owner; relabels for podman', () => {
    const plain = containerCommand({ runtime: 'docker', ...reference, checkout: '/c', env: {} });
    expect(plain).not.toContain('-e');
    const full = containerCommand({ runtime: 'docker', ...reference, checkout: '/c', env: { GW_VISUAL: 'full', HOME: '/x' }, owner: { uid: 1000, gid: 100 } });
    expect(full.join(' ')).toContain('-e GW_VISUAL=full');
    expect(full.join(' ')).not.toContain('HOME');
    expect(scriptOf(full)).toContain('chown -R 1000:100 reports stories');
    const podman = containerCommand({ runtime: 'podman', ...reference, checkout: '/c' });
    expect(podman[0]).toBe('podman');
    expect(podman).toContain('/c:/groundwork:z');
  });

  it('says plainly when no runtime is installed, or one is installed without a running engine', () => {
    const none = chooseRuntime([
      { runtime: 'docker', installed: false, engine: false },
      { runtime: 'podman', installed: false, engine: false },
    ]);
    expect(none).toEqual({ error: expect.stringMatching(/^visual container: neither docker nor podman is installed\. Install Docker Desktop/) });
    const daemonless = chooseRuntime([
      { runtime: 'docker', installed: true, engine: false, error: 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock.' },
      { runtime: 'podman', installed: false, engine: false },
    ]);
    expect(daemonless).toEqual({
      error: expect.stringMatching(/docker is installed, but its engine does not answer \(`docker info`: Cannot connect to the Docker daemon.*Start Docker Desktop/),
    });
    expect(chooseRuntime([{ runtime: 'docker', installed: true, engine: false, error: 'x' }, { runtime: 'podman', installed: true, engine: true }])).toEqual({ runtime: 'podman' });
  });

  it('probes a runtime for real: absent from PATH, or a client whose engine does not answer', () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'gw-path-'));
    expect(probeRuntime('docker', { PATH: empty })).toEqual({ runtime: 'docker', installed: false, engine: false });
    // A stand-in for docker's CLI without an engine (what `docker info` prints and exits with then).
    writeFileSync(
      path.join(empty, 'docker'),
      '#!/bin/sh\necho "Client:"\necho "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?" >&2\nexit 1\n',
    );
    chmodSync(path.join(empty, 'docker'), 0o755);
    expect(probeRuntime('docker', { PATH: empty })).toEqual({
      runtime: 'docker',
      installed: true,
      engine: false,
      error: 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?',
    });
  });
});
