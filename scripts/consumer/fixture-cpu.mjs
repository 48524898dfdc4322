// CPU seconds of one fixture's process and everything it starts, in a cgroup nested in this
// process's own (scripts/step-cpu.mjs's cgroup when npm test runs the matrix), so npm test's
// figure for the step still counts the fixtures. Undefined where the machine has no cpuacct cgroup.
import { existsSync, mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';

const hierarchy = '/sys/fs/cgroup/cpuacct';

const ownCgroup = () => {
  const line = readFileSync('/proc/self/cgroup', 'utf8').split('\n').find((l) => /^\d+:[^:]*\bcpuacct\b[^:]*:/.test(l));
  return line ? line.slice(line.lastIndexOf(':') + 1) : undefined;
};

/** `{ wrap(command), seconds(), remove() }` for a fixture, or undefined. */
export function fixtureCpu(name) {
  if (process.platform !== 'linux' || !existsSync(path.join(hierarchy, 'cpuacct.usage'))) return undefined;
  const own = ownCgroup();
  if (own === undefined) return undefined;
  const dir = path.join(hierarchy, own, `consumer-${process.pid}-${name}`);
  try {
    mkdirSync(dir, { recursive: true });
  } catch {
    return undefined;
  }
  return {
    wrap: (command) => ['/bin/sh', '-c', 'echo $$ > "$0/cgroup.procs" && exec "$@"', dir, ...command],
    seconds: () => Number(readFileSync(path.join(dir, 'cpuacct.usage'), 'utf8')) / 1e9,
    /** Ends whatever the fixture left running (a server its check did not stop), then removes the cgroup; its CPU stays counted in the parent. */
    remove: () => {
      for (const pid of readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean)) {
        try {
          process.kill(Number(pid), 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      try {
        rmdirSync(dir);
      } catch {
        // A process still exiting: the cgroup goes with the parent's.
      }
    },
  };
}
