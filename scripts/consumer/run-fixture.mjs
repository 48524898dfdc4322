// One fixture's check in a process of its own (so the matrix can measure its CPU):
// `node scripts/consumer/run-fixture.mjs <name> <workspace> <tarball>`. Prints ✓/✗ lines; exits 1 on a ✗.
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, findE2eChromium } from '../find-chromium.mjs';
import { CommandError, failures } from './support.mjs';

const [name, dir, tarball] = process.argv.slice(2);
const packageDir = path.join(dir, 'node_modules/@groundwork/ui');
let launched;
/** The browser, launched on first use (the checks without pages never start one). */
const browser = () => (launched ??= chromium.launch({ executablePath: findE2eChromium()?.path, args: chromiumArgs }));

let result;
try {
  const { default: fixture } = await import(`./checks/${name}.mjs`);
  result = await fixture({ dir, packageDir, tarball, browser });
} catch (error) {
  failures.push(error.message);
  console.error(`✗ ${error instanceof CommandError ? error.message : error.stack}`);
} finally {
  if (launched) await (await launched).close();
}
if (result?.bytes) console.log(`BYTES ${JSON.stringify(result.bytes)}`);
process.exit(failures.length ? 1 : 0);
