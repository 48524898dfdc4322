// Where the first-load JS of `/` goes: builds the app with source maps into a throwaway folder,
// takes the files `scripts/measure-app.mjs` counts, and gives each source (an npm package, or a
// file of ours) the gzip -9 bytes its file loses without it. gzip shares context, so the parts add
// up to a little less than the file; what no source map covers is Vite's and rolldown's own code
// (the preload helper, CommonJS interop, the imports and exports between chunks).
// Usage: node bench/attribute-app.mjs [--min <bytes>]   (rows under --min, default 10, are summed)
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { testSiteOrigin } from '../scripts/site-origin.mjs';

const root = path.resolve(import.meta.dirname, '..');
const minFlag = process.argv.indexOf('--min');
const min = minFlag > 0 ? Number(process.argv[minFlag + 1]) : 10;
const dist = mkdtempSync(path.join(os.tmpdir(), 'groundwork-attribute-'));
process.on('exit', () => rmSync(dist, { recursive: true, force: true }));
execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--sourcemap', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, GW_SITE_ORIGIN: testSiteOrigin },
});
// Read whatever the budgets say: this build's source-map comments alone can put it over a limit.
const measured = JSON.parse(spawnSync(process.execPath, [path.join(root, 'scripts/measure-app.mjs'), '--json', '--dist', dist], { cwd: root, encoding: 'utf8' }).stdout);

const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Source-map v3 `mappings` → per generated line, [column, source index] pairs. */
function decodeMappings(mappings) {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const values = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = base64.indexOf(char);
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            values.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        column += values[0];
        if (values.length > 1) source += values[1];
        return [column, values.length > 1 ? source : -1];
      });
  });
}

/** An npm package by name, or a path of ours from the project root. */
function label(source) {
  const absolute = path.resolve(dist, 'assets', source);
  const inModules = absolute.split(`${path.sep}node_modules${path.sep}`).at(-1);
  if (inModules !== absolute) return inModules.split(path.sep).slice(0, inModules.startsWith('@') ? 2 : 1).join('/');
  return path.relative(root, absolute);
}

const unmapped = '(Vite / rolldown: preload helper, interop, chunk imports and exports)';
for (const { file } of measured.firstLoadJs.files) {
  const code = readFileSync(path.join(dist, file), 'utf8').replace(/\n\/\/# sourceMappingURL=.*\n?$/, '');
  const map = JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8'));
  const owner = new Array(code.length).fill(unmapped);
  let offset = 0;
  const lines = code.split('\n');
  decodeMappings(map.mappings).forEach((segments, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    segments.forEach(([column, source], i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : lineLength;
      const name = source < 0 ? unmapped : label(map.sources[source]);
      for (let k = offset + column; k < offset + end; k += 1) owner[k] = name;
    });
    offset += lineLength + 1;
  });
  const total = gz(code);
  const rows = [...new Set(owner)].map((name) => [name, total - gz(code.split('').filter((_, k) => owner[k] !== name).join(''))]);
  rows.sort((a, b) => b[1] - a[1]);
  console.log(`${file}: ${total} B gzip -9 (without its source-map comment)`);
  const small = rows.filter(([, bytes]) => bytes < min);
  for (const [name, bytes] of rows.filter(([, b]) => b >= min)) console.log(`  ${String(bytes).padStart(6)}  ${name}`);
  if (small.length) console.log(`  ${String(small.reduce((sum, [, b]) => sum + b, 0)).padStart(6)}  (${small.length} sources under ${min} B each)`);
}
