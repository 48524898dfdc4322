// What kind of machine a figure was taken on, beyond "2 cores": the same commit's `npm test` took
// 445–495 s of CPU on one 2-core machine of this workplace (2026-11-23) and 640–660 s on another
// (2026-11-24), whose single-threaded builds were as fast. On the second, writing a page of fresh
// memory for the first time cost 12–18 µs of CPU (a `malloc` and touch of 2 GiB: 6.3 s; well under
// 1 µs a page is usual on bare metal), and a test run starts hundreds of Chromium and Node
// processes that each fault their heaps in. The first machine was not probed; a third (2026-11-25)
// faulted a page in 1.7–2.1 µs and ran npm test in 260–296 s of CPU (docs/performance.md). So the bench (and
// `npm run bench:machine`) records, to compare the next machine by:
//   compute: a fixed single-threaded JavaScript loop, in ms;
//   fault:   µs per 4 KiB page of fresh memory first written, one process alone;
//   fault×2: the same with two such processes at once (both cores).
// Each is CPU time (user + system: a fault the hypervisor serves is charged to the faulting
// process here), so other work on the machine lengthens none of them but the two-at-once figure,
// whose point that is; the median of three child processes, so no heap of this one is reused.
import { spawn } from 'node:child_process';
import { median } from './time.mjs';

const pageBytes = 4096;

// Runs in a fresh Node: writes one byte per page of `bytes` fresh bytes, prints the µs per page.
const faultProgram = (bytes) => `
const buffer = Buffer.allocUnsafeSlow(${bytes});
const start = process.cpuUsage();
for (let i = 0; i < ${bytes}; i += ${pageBytes}) buffer[i] = 1;
const { user, system } = process.cpuUsage(start);
console.log((user + system) / ${bytes / pageBytes});`;

// Runs in a fresh Node: a fixed loop, prints its ms (the sum is printed to stderr so the loop stays).
const computeProgram = `
const start = process.cpuUsage();
let x = 0;
for (let i = 0; i < 3e8; i++) x += i % 7;
const { user, system } = process.cpuUsage(start);
console.log((user + system) / 1e3);
console.error(x > 0 ? '' : 'unexpected sum');`;

/** Runs `program` in a fresh Node and resolves with the number it printed. */
const runNode = (program) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', program], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(Number(out.trim())) : reject(new Error(`probe exited ${code}`))));
  });

/**
 * Measures the machine (about 10 s on the slower machine above).
 * @param {{ mib?: number, runs?: number }} [options]  MiB of fresh memory per probe, and runs per figure.
 * @returns {Promise<{ computeMs: number, faultUs: number, faultUsTwoAtOnce: number }>}
 */
export async function probeMachine({ mib = 256, runs = 3 } = {}) {
  const bytes = mib * 2 ** 20;
  const compute = [];
  const alone = [];
  const twoAtOnce = [];
  for (let run = 0; run < runs; run++) {
    compute.push(await runNode(computeProgram));
    alone.push(await runNode(faultProgram(bytes)));
    const pair = await Promise.all([runNode(faultProgram(bytes)), runNode(faultProgram(bytes))]);
    twoAtOnce.push(Math.max(...pair));
  }
  const round = (n, digits) => Math.round(n * 10 ** digits) / 10 ** digits;
  return { computeMs: round(median(compute), 0), faultUs: round(median(alone), 2), faultUsTwoAtOnce: round(median(twoAtOnce), 2) };
}

/** One line for a figure's header: `compute 1005 ms, page fault 12.1 µs (19.5 µs two at once)`. */
export const machineLine = ({ computeMs, faultUs, faultUsTwoAtOnce }) =>
  `compute ${computeMs} ms, page fault ${faultUs} µs (${faultUsTwoAtOnce} µs two at once)`;

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(machineLine(await probeMachine()));
}
