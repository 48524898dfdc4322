// TypeScript against the published .d.ts under bundler, node16 and nodenext resolution (strict,
// exactOptionalPropertyTypes, skipLibCheck false), then the package's own linters: attw (every
// JavaScript entry, ESM-only profile) and publint.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bin, check, run } from '../support.mjs';

export default async function typescript({ dir, packageDir, tarball }) {
  const fixture = path.join(dir, 'typescript');
  for (const resolution of ['bundler', 'node16', 'nodenext']) {
    let output = '';
    try {
      // TypeScript 7 (what `npm install typescript` gives today; native, a third of 6's CPU here).
      run(path.join(dir, 'node_modules/typescript-7/bin/tsc'), ['-p', `tsconfig.${resolution}.json`], fixture);
    } catch (error) {
      output = error.message;
    }
    const errors = output.match(/error TS\d+/g)?.length ?? 0;
    check(output === '', `tsc 7 --noEmit, moduleResolution ${resolution}: ${errors} errors${output ? `\n${output}` : ''}`);
  }

  // attw checks JavaScript entries: the stylesheets are left out, the layout pattern is spelled out.
  // The ESM-only profile leaves out node10 (no `exports` support) only: CommonJS is checked too.
  const { exports } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const stylesheets = Object.keys(exports).filter((key) => key.endsWith('.css') || key.includes('*')).map((key) => key.slice(2));
  const layouts = readdirSync(path.join(packageDir, 'dist-lib/layout')).filter((name) => name !== 'internal').map((name) => `layout/${name}`);
  try {
    run(bin(dir, 'attw'), [tarball, '--profile', 'esm-only', '--exclude-entrypoints', ...stylesheets, '--include-entrypoints', ...layouts], dir);
    check(true, `attw --profile esm-only: no problems (${Object.keys(exports).length - stylesheets.length + layouts.length} entries)`);
  } catch (error) {
    check(false, `attw --profile esm-only\n${error.message}`);
  }

  const publint = run(bin(dir, 'publint'), ['--strict', packageDir], dir);
  check(/All good/.test(publint), `publint --strict: ${publint.trim().split('\n').at(-1)}`);
}
