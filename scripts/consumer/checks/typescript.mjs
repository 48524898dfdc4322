// TypeScript against the published .d.ts under bundler, node16 and nodenext resolution (strict,
// exactOptionalPropertyTypes, skipLibCheck false), with TypeScript 7 and, under bundler, the oldest
// TypeScript the types support, 5.0; the sources include every primitive's ref type tests for every
// `as` (ref-types.mjs, written here from the package's tag lists); every JSDoc @example the package
// ships, compiled (jsdoc-examples.mjs); then the package's own linters: attw (every JavaScript
// entry, every resolution) and publint.
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeExampleFiles } from '../jsdoc-examples.mjs';
import { refTypeTests } from '../ref-types.mjs';
import { bin, cachedInstall, check, run } from '../support.mjs';

export default async function typescript({ dir, packageDir, tarball }) {
  const fixture = path.join(dir, 'typescript');
  const { layoutPropValues } = await import(pathToFileURL(path.join(packageDir, 'dist-lib/index.js')).href);
  writeFileSync(path.join(fixture, 'src/refs.generated.tsx'), refTypeTests(layoutPropValues));
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

  // TypeScript 5.0 (the first with `bundler` resolution), installed once beside the workspace: the
  // ref checks lean on type inference, which differs between compilers (5.0 picked another
  // candidate than 6 and 7 for a ref given as a union, a first draft of the types failed there).
  const ts50 = cachedInstall(dir, 'typescript-5.0', { dependencies: { typescript: '5.0.4' } });
  let output50 = '';
  try {
    run(path.join(ts50, 'node_modules/typescript/bin/tsc'), ['-p', 'tsconfig.bundler.json'], fixture);
  } catch (error) {
    output50 = error.message;
  }
  check(output50 === '', `tsc 5.0 --noEmit, moduleResolution bundler: ${output50.match(/error TS\d+/g)?.length ?? 0} errors${output50 ? `\n${output50}` : ''}`);

  // Every @example an editor shows a user, with the names it takes as given (examples-given/).
  const examples = path.join(fixture, 'examples');
  const dist = path.join(packageDir, 'dist-lib');
  const count = writeExampleFiles({
    packageDir,
    outDir: examples,
    publicEntries: { '@groundwork/ui': path.join(dist, 'index.d.ts'), '@groundwork/ui/hydration-overlay': path.join(dist, 'hydration-overlay/index.d.ts') },
  });
  cpSync(path.join(fixture, 'examples-given'), examples, { recursive: true });
  let exampleOutput = '';
  try {
    run(path.join(dir, 'node_modules/typescript-7/bin/tsc'), ['-p', 'tsconfig.examples.json'], fixture);
  } catch (error) {
    exampleOutput = error.message;
  }
  const exampleErrors = exampleOutput.match(/error TS\d+/g)?.length ?? 0;
  check(exampleOutput === '' && count > 0, `tsc 7: the package's ${count} JSDoc @examples type-check: ${exampleErrors} errors${exampleOutput ? `\n${exampleOutput}` : ''}`);

  // attw checks JavaScript entries: the stylesheets are left out, the layout pattern is spelled out.
  // Every resolution, node10 (no `exports`: the package's main/types and fallback folders) included.
  const { exports } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const stylesheets = Object.keys(exports).filter((key) => key.endsWith('.css') || key.includes('*')).map((key) => key.slice(2));
  const layouts = readdirSync(path.join(packageDir, 'dist-lib/layout')).filter((name) => name !== 'internal').map((name) => `layout/${name}`);
  try {
    run(bin(dir, 'attw'), [tarball, '--exclude-entrypoints', ...stylesheets, '--include-entrypoints', ...layouts], dir);
    check(true, `attw (node10, node16 from CJS and ESM, bundler): no problems (${Object.keys(exports).length - stylesheets.length + layouts.length} entries)`);
  } catch (error) {
    check(false, `attw\n${error.message}`);
  }

  const publint = run(bin(dir, 'publint'), ['--strict', packageDir], dir);
  check(/All good/.test(publint), `publint --strict: ${publint.trim().split('\n').at(-1)}`);
}
