// The thread behind off-thread.mjs: comparePng per message.
import { parentPort } from 'node:worker_threads';
import { comparePng } from './png.mjs';

parentPort.on('message', ({ id, baseline, actual, options }) => {
  try {
    const result = comparePng(Buffer.from(baseline.buffer, baseline.byteOffset, baseline.byteLength), Buffer.from(actual.buffer, actual.byteOffset, actual.byteLength), options);
    // Copied, not transferred: a small Buffer may share the process's buffer pool.
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
