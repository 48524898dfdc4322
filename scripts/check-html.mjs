// Every HTML file of the built app through the Nu HTML Checker (vnu-jar, the W3C validator's engine,
// offline): zero errors, or the file, line and message of each. One JVM for all the files. Reads an
// existing build (npm test points it at the e2e run's), builds nothing. Needs Java 11 or later.
// Usage: node scripts/check-html.mjs [dist]   (exit code 1 on any error, 2 when it cannot check)
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
// The jar's path (a String object); its own postinstall, which downloads a Java, is not allowed to run (package.json).
import vnu from 'vnu-jar';

/** Every `.html` file under `dir`. */
function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return htmlFiles(file);
    return file.endsWith('.html') ? [file] : [];
  });
}

/**
 * The checker's messages for `files`: `{ type, url, lastLine, message, extract }` each, errors and
 * warnings. Throws when Java cannot run the checker.
 * @param {string[]} files
 */
export function checkHtml(files) {
  // One short run: the quick compiler only and the serial collector spend the least CPU on it. The
  // schema's evaluation recurses deeply: a 512k stack, the checker's documented minimum, overflows
  // with the quick compiler.
  const result = spawnSync('java', ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m', '-jar', String(vnu), '--format', 'json', '--exit-zero-always', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  if (result.error || result.status !== 0) {
    const why = result.error?.code === 'ENOENT' ? 'no `java` on PATH' : (result.error?.message ?? result.stderr.trim());
    throw new Error(`The Nu HTML Checker did not run: ${why}. It needs Java 11 or later (Debian: apt-get install default-jre-headless).`);
  }
  // The report is on stderr; anything before it (JVM notices) is not JSON.
  return JSON.parse(result.stderr.slice(result.stderr.indexOf('{'))).messages;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  if (!statSync(path.join(dist, 'index.html'), { throwIfNoEntry: false })) {
    console.error(`No app build in ${dist}: run \`npm run build:app\` first.`);
    process.exit(2);
  }
  const files = htmlFiles(dist);
  let messages;
  try {
    messages = checkHtml(files);
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  const where = (m) => `${path.relative(dist, new URL(m.url).pathname)}${m.lastLine ? `:${m.lastLine}` : ''}`;
  const errors = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
  const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning');
  for (const m of [...errors, ...warnings]) console.log(`${errors.includes(m) ? 'error' : 'warning'}: ${where(m)}: ${m.message}${m.extract ? `\n    ${m.extract.trim()}` : ''}`);
  // Notes (a trailing slash on a void element, …) are counted, not listed.
  const notes = messages.length - errors.length - warnings.length;
  console.log(`Nu HTML Checker: ${files.length} HTML files, ${errors.length} errors, ${warnings.length} warnings, ${notes} notes`);
  process.exit(errors.length === 0 ? 0 : 1);
}
