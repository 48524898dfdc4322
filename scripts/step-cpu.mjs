// CPU seconds of one `npm test` step and of everything it starts, orphans included (a browser a
// test runner leaves to init still counts). On 2 cores the run's wall time is bounded by its total
// CPU / 2, so this is the figure to budget a new check by. It needs a cgroup of the step's own:
// Linux's cgroup v1 `cpuacct` hierarchy writable by this user (root in a container, as here). Where
// that is missing (another OS, cgroup v2 only, no rights) the steps run as before, without figures.
import { existsSync, mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';

const hierarchy = '/sys/fs/cgroup/cpuacct';

/** A fresh cgroup for `name`, or undefined when this machine cannot give one. */
export function cpuAccount(name) {
  if (process.platform !== 'linux' || !existsSync(path.join(hierarchy, 'cpuacct.usage'))) return undefined;
  const dir = path.join(hierarchy, `gw-${process.pid}-${name.replace(/\W+/g, '-')}`);
  try {
    mkdirSync(dir, { recursive: true });
  } catch {
    return undefined;
  }
  return {
    /** The command, started inside the cgroup (the shell joins it, then becomes the command). */
    wrap: (command) => ['/bin/sh', '-c', 'echo $$ > "$0/cgroup.procs" && exec "$@"', dir, ...command],
    /** CPU seconds (user + system) used in the cgroup so far. */
    seconds: () => {
      try {
        return Number(readFileSync(path.join(dir, 'cpuacct.usage'), 'utf8')) / 1e9;
      } catch {
        return undefined;
      }
    },
    /**
     * Ends whatever the step left running (seen: a `vite preview` its test runner had not stopped,
     * holding the port the next step needed), then removes the cgroup.
     * @returns {number} how many processes were left
     */
    remove: () => {
      let left = [];
      try {
        left = readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number);
      } catch {
        // Gone.
      }
      for (const pid of left) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      for (let attempt = 0; attempt < 50; attempt++) {
        try {
          rmdirSync(dir);
          break;
        } catch {
          // Still busy while the killed processes exit.
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
        }
      }
      return left.length;
    },
  };
}
