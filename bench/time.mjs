// Wall-clock timing of whole commands, repeated, median quoted.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The environment for a command the bench runs: this process's, without NODE_ENV, plus `env`. The
 * bench builds in-process with Vite, which sets NODE_ENV=production for this process; the commands
 * it times must not inherit that (React's test helpers exist only outside production).
 */
export function benchEnv(env = {}) {
  const inherited = { ...process.env };
  delete inherited.NODE_ENV;
  return { ...inherited, ...env };
}

/** Runs a command `runs` times and returns every duration in seconds; throws if one fails. */
export function timeCommand(command, args, { runs = 3, env = {} } = {}) {
  const seconds = [];
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    const { status, stderr } = spawnSync(command, args, { cwd: root, env: benchEnv(env), encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
    if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${stderr}`);
    seconds.push(Number(process.hrtime.bigint() - started) / 1e9);
  }
  return seconds;
}
