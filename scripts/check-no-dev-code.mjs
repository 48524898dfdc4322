// Zero bytes of development-only code in the built app: no file under the app build contains the
// hydration overlay's title, its code or class names, the dev hydration check or the dev fixture
// route. Reads an existing build (npm test points it at the e2e run's), builds nothing.
// Usage: node scripts/check-no-dev-code.mjs [dist]   (exit code 1 when a marker is found)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/** What only development code contains: the overlay (title, component, CSS module), the check, the fixture. */
export const devMarkers = [
  'Hydration Mismatch Occurred',
  'HydrationOverlay',
  'diffHydration',
  'hydrateWithOverlay',
  'parseReactDiff',
  'hydration-overlay',
  'hydrationCheck',
  'data-hydration-check',
  '__dev/hydration-mismatch',
  'Hydration mismatch fixture',
];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });
}

/** Each `file: marker` found under `dist`. */
export function findDevCode(dist) {
  return files(dist).flatMap((file) => {
    // A gzipped copy is read as it is sent, unpacked.
    const bytes = readFileSync(file);
    const text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('latin1');
    return devMarkers.filter((marker) => text.includes(marker)).map((marker) => `${path.relative(dist, file)}: ${marker}`);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  const found = findDevCode(dist);
  if (!statSync(path.join(dist, 'index.html'), { throwIfNoEntry: false })) {
    console.error(`No app build in ${dist}.`);
    process.exit(2);
  }
  if (found.length > 0) {
    console.error(`Development-only code in the build:\n  ${found.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`No development-only code in ${files(dist).length} files under ${dist}.`);
}
