// Plain Node, nothing configured: fixtures/node/check.mjs under the Node running the matrix and
// under Node 22 and 24 where the workspace has them (node-22, node-24: Linux x64 binaries from npm).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { check, run } from '../support.mjs';

export default async function node({ dir }) {
  const nodes = [process.execPath, ...['node-22', 'node-24'].map((name) => path.join(dir, 'node_modules', name, 'bin/node')).filter((file) => existsSync(file))];
  for (const binary of nodes) {
    const version = run(binary, ['--version'], dir).trim();
    const output = run(binary, ['check.mjs'], path.join(dir, 'node'));
    const lines = output.trim().split('\n');
    check(lines.every((line) => line.startsWith('✓')), `Node ${version}: ${lines.length} checks passed (every entry imported and required, renderToString, negotiateLocale)`);
  }
  check(nodes.length === 3 || process.platform !== 'linux' || process.arch !== 'x64', `ran under ${nodes.length} Node versions`);
}
