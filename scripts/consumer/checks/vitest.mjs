// Vitest (jsdom) in a consumer, nothing configured for the package: fixtures/vitest.
import path from 'node:path';
import { bin, check, run } from '../support.mjs';

export default async function vitest({ dir }) {
  const output = run(bin(dir, 'vitest'), ['run'], path.join(dir, 'vitest'), { CI: '1' });
  const passed = output.match(/Tests\s+(\d+) passed/)?.[1];
  check(passed === '2', `vitest (jsdom): ${passed ?? 0} of 2 tests passed`);
}
