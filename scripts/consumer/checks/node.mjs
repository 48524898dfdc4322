// Plain Node (the version running this check; CI runs 24, engines allow 20.19+): fixtures/node/check.mjs.
import path from 'node:path';
import { run } from '../support.mjs';

export default async function node({ dir }) {
  process.stdout.write(run(process.execPath, ['check.mjs'], path.join(dir, 'node')));
}
