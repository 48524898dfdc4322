// Jest 30 (jsdom, babel-jest) in a consumer with only Jest's own stylesheet stub: fixtures/jest.
import path from 'node:path';
import { bin, check, run } from '../support.mjs';

export default async function jest({ dir }) {
  const output = run(bin(dir, 'jest'), ['--ci'], path.join(dir, 'jest'));
  const passed = output.match(/Tests:\s+(\d+) passed/)?.[1];
  check(passed === '3', `jest (jsdom): ${passed ?? 0} of 3 tests passed`);
}
