// comparePng on a worker thread: the capture loop hands a changed shot's comparison (two decodes,
// the pixel loop, its regions and the diff image) to this thread and goes on to the story's next
// cell, so the browser switches and captures while the last shot is compared. One worker for the
// process, started at the first comparison; it does not keep the process alive when idle.
import { Worker } from 'node:worker_threads';

let worker;
let nextId = 0;
/** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void }>} */
const waiting = new Map();

function start() {
  const started = new Worker(new URL('./off-thread-worker.mjs', import.meta.url));
  started.unref();
  started.on('message', ({ id, result, error }) => {
    const call = waiting.get(id);
    if (!call) return;
    waiting.delete(id);
    if (waiting.size === 0) started.unref();
    if (error) call.reject(new Error(error));
    else call.resolve(result.diff ? { ...result, diff: Buffer.from(result.diff.buffer, result.diff.byteOffset, result.diff.byteLength) } : result);
  });
  // A worker that died fails every comparison it held; the next one starts a new worker.
  const fail = (error) => {
    if (worker === started) worker = undefined;
    for (const [id, call] of waiting) {
      waiting.delete(id);
      call.reject(error instanceof Error ? error : new Error(`visual: the comparison thread exited (${error})`));
    }
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(code));
  return started;
}

/**
 * comparePng (png.mjs) on the worker thread, with the same arguments and result.
 * @param {Buffer} baseline
 * @param {Buffer} actual
 * @param {{ ignoreAntialiasing?: boolean }} [options]
 * @returns {Promise<ReturnType<typeof import('./png.mjs').comparePng>>}
 */
export function comparePngOffThread(baseline, actual, options = {}) {
  worker ??= start();
  const id = nextId++;
  const promise = new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
  worker.ref();
  worker.postMessage({ id, baseline, actual, options });
  return promise;
}
