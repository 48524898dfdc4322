// Jest 30 (jsdom) in a consumer with only Jest's own stylesheet stub, both ways the README gives:
// fixtures/jest (a CommonJS config, babel-jest; jsdom, and node for a server render) and fixtures/jest-esm (an ES config in a "type":
// "module" project, Jest's native ESM mode, no transform).
import path from 'node:path';
import { bin, check, run } from '../support.mjs';

export default async function jest({ dir }) {
  const output = run(bin(dir, 'jest'), ['--ci'], path.join(dir, 'jest'));
  const passed = output.match(/Tests:\s+(\d+) passed/)?.[1];
  check(passed === '4', `jest (jsdom and node environments, jest.config.cjs, babel-jest): ${passed ?? 0} of 4 tests passed`);
  const esm = run(bin(dir, 'jest'), ['--ci'], path.join(dir, 'jest-esm'), { NODE_OPTIONS: '--experimental-vm-modules --no-warnings' });
  const passedEsm = esm.match(/Tests:\s+(\d+) passed/)?.[1];
  check(passedEsm === '1', `jest (jsdom, jest.config.js as an ES module, native ESM mode): ${passedEsm ?? 0} of 1 test passed`);
}
