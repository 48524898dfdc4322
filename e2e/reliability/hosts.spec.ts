// The host configs, run: the preview this project already serves (Playwright's web server) and
// deploy/nginx/groundwork.conf in a real nginx on the same build, asked the same requests over a
// plain socket (targets byte for byte). Same status and same body from both, the security headers
// on every response; the table in docs/architecture.md is this test's (scripts/reliability/run.mjs
// renders reports/hosts/table.json). Then a bounded fast-check run of odd request paths against
// both: no 5xx, no file from outside dist/, no body that is not one of the build's files.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { fileHeaders, hostContentSecurityPolicy, hostContentSecurityPolicyFor, securityHeaders, securityHeadersFor } from '../../scripts/vite/hostHeaders';
import { runPorts } from '../../scripts/ports.mjs';
import { e2eBuildDir } from '../support/buildDir';
import { startNginx, type RunningNginx } from './hosts/nginx';
import { rawRequest, type RawResponse } from './hosts/rawRequest';

const repo = path.join(import.meta.dirname, '../..');
// The build the web server serves (playwright.config.ts).
const { reliability: previewPort, nginx: nginxPort } = runPorts();
const root = path.resolve(repo, e2eBuildDir(previewPort));
// A file beside dist/ whose name starts with dist/'s own: what a traversal or a prefix check gone
// wrong would serve. Its text must never be in a body.
const canaryName = `${path.basename(root)}-canary.txt`;
const canaryFile = path.join(path.dirname(root), canaryName);
const canaryText = `gw-canary-${process.pid}-${Date.now()}`;

/** Every file of the build, by the SHA-256 of its content: what a body may be. */
function buildFiles(dir = root, found = new Map<string, string>()) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) buildFiles(file, found);
    else found.set(createHash('sha256').update(readFileSync(file)).digest('hex'), path.relative(root, file));
  }
  return found;
}

test.describe.configure({ mode: 'serial' });

let nginx: RunningNginx;
let files: Map<string, string>;
const hosts = () => [
  { name: 'preview', port: previewPort },
  { name: 'nginx', port: nginx.port },
];

test.beforeAll(async () => {
  writeFileSync(canaryFile, canaryText);
  files = buildFiles();
  nginx = await startNginx(root, nginxPort);
});

test.afterAll(async () => {
  await nginx?.stop();
  rmSync(canaryFile, { force: true });
});

/** What a body is: a build file by name, the API's JSON 404, nothing, or null when it is none of those. */
function bodyOf(response: RawResponse): string | null {
  if (response.body.length === 0) return '(empty)';
  if (response.body.includes(canaryText)) return null;
  const file = files.get(createHash('sha256').update(response.body).digest('hex'));
  if (file) return file;
  try {
    const json = JSON.parse(response.body.toString('utf8')) as { error?: unknown; status?: unknown };
    if (json.error === 'Not Found' && json.status === 404) return 'JSON 404';
  } catch {
    // Not JSON: not one of ours.
  }
  return null;
}

/**
 * Every response: the security headers, whatever its status, the policy naming the address asked
 * for (rawRequest's Host). nginx refuses a bad request line before it reads the headers: its 400
 * then has no Host to name, and the policy is the one without it.
 */
function expectSecurityHeaders(response: RawResponse, label: string, port: number) {
  for (const [name, value] of Object.entries(securityHeadersFor(`127.0.0.1:${port}`))) {
    const allowed = name === 'Content-Security-Policy' && response.status === 400 ? [value, hostContentSecurityPolicy] : [value];
    expect.soft(allowed, `${label}: ${name}`).toContain(response.headers[name.toLowerCase()]);
  }
}

test('the preview and nginx answer every kind of request alike, with the host headers', async () => {
  const pages = readdirSync(path.join(root, 'presentations')).map((file) => `/presentations/${file.replace(/\.html$/, '')}`);
  const assets = readdirSync(path.join(root, 'assets'));
  const js = assets.find((file) => /^index-.*\.js$/.test(file))!;
  const css = assets.find((file) => /^index-.*\.css$/.test(file))!;
  const cases: [what: string, method: string, target: string, status: number][] = [
    ['the home page', 'GET', '/', 200],
    ['the home page, HEAD', 'HEAD', '/', 200],
    ...pages.map((page): [string, string, string, number] => ['a prerendered route', 'GET', page, 200]),
    ['a route the build did not prerender', 'GET', '/presentations/unknown', 404],
    ['the development-only fixture route', 'GET', '/__dev/hydration-mismatch?kind=text', 404],
    ['an unknown path', 'GET', '/no/such/page', 404],
    ['a route with a trailing slash', 'GET', '/presentations/400/', 404],
    ['a page by its file name', 'GET', '/index.html', 404],
    ['a route by its file name', 'GET', '/presentations/400.html', 404],
    ['a dot segment', 'GET', '/presentations/../presentations/400', 200],
    ['`//host`', 'GET', '//evil.example', 404],
    ['`/\\host`', 'GET', '/\\evil.example', 404],
    ['`//host` encoded', 'GET', '/%2F%2Fevil.example', 404],
    ['a hashed asset behind `//host`', 'GET', `//x/assets/${js}`, 404],
    ['a hashed asset behind `//`', 'GET', `//assets/${js}`, 404],
    ['the API', 'GET', '/api', 404],
    ['under the API', 'GET', '/api/users?id=1', 404],
    ['the static 404 page', 'GET', '/404.html', 200],
    ['the static 500 page', 'GET', '/500.html', 200],
    ['the static 400 page', 'GET', '/400.html', 200],
    ['the static 405 page', 'GET', '/405.html', 200],
    ['a hashed script', 'GET', `/assets/${js}`, 200],
    ['a hashed stylesheet', 'GET', `/assets/${css}`, 200],
    ['a missing hashed file', 'GET', '/assets/missing-00000000.js', 404],
    ['page data', 'GET', '/data/index.json', 200],
    ['the build manifest', 'GET', '/build-manifest.json', 200],
    ['the icon', 'GET', '/favicon.svg', 200],
    ['above the root', 'GET', '/../etc/passwd', 400],
    ['above the root, encoded', 'GET', '/%2e%2e/%2e%2e/etc/passwd', 400],
    ['a broken escape', 'GET', '/%zz', 400],
    ['an escaped NUL', 'GET', '/a%00b', 400],
    ['POST to a page', 'POST', '/', 405],
    ['POST to an unknown path', 'POST', '/no/such/page', 404],
  ];
  const rows: { what: string; request: string; statuses: number[]; body: string; cacheControl: string; cors: string }[] = [];
  for (const [what, method, target, status] of cases) {
    const label = `${method} ${target}`;
    const answers = await Promise.all(hosts().map(({ port }) => rawRequest(port, method, target)));
    const bodies = answers.map(bodyOf);
    hosts().forEach(({ name, port }, i) => {
      const answer = answers[i]!;
      expect.soft(answer.status, `${label} (${name}): status`).toBe(status);
      expectSecurityHeaders(answer, `${label} (${name})`, port);
      expect.soft(bodies[i], `${label} (${name}): the body is one of the build's files`).not.toBeNull();
      const pathname = target.split('?')[0]!;
      const expected = status === 200 ? fileHeaders(pathname) : { 'Cache-Control': target.startsWith('/api') ? 'no-store' : 'no-cache' };
      expect.soft(answer.headers['cache-control'], `${label} (${name}): Cache-Control`).toBe(expected['Cache-Control']);
      expect.soft(answer.headers['access-control-allow-origin'], `${label} (${name}): Access-Control-Allow-Origin`).toBe(expected['Access-Control-Allow-Origin']);
    });
    expect.soft(bodies[1], `${label}: nginx's body is the preview's`).toBe(bodies[0]);
    // The table names hashed files by their stem: it must not change with every build.
    const unhashed = (text: string) => text.replace(/-[\w-]{8}\.(js|css)\b/g, '-<hash>.$1');
    rows.push({
      what,
      request: unhashed(label),
      statuses: answers.map((answer) => answer.status),
      body: unhashed(bodies[0] ?? '(not ours)'),
      cacheControl: answers[0]!.headers['cache-control'] ?? '–',
      cors: answers[0]!.headers['access-control-allow-origin'] ?? '–',
    });
  }
  const folder = path.join(repo, 'reports', 'hosts');
  mkdirSync(folder, { recursive: true });
  // The policy names the address each request asked for: the table shows it as `http://<Host>`.
  const shownPolicy = hostContentSecurityPolicyFor('host.invalid').replace('http://host.invalid', 'http://<Host>');
  writeFileSync(path.join(folder, 'table.json'), `${JSON.stringify({ csp: shownPolicy, headers: { ...securityHeaders, 'Content-Security-Policy': shownPolicy }, rows }, null, 1)}\n`);
});

// Path pieces a host must survive: dot segments (plain, encoded, overlong UTF-8), slashes and
// backslashes (plain and encoded), broken escapes, NUL, the build's own names and the canary's.
const pieces = [
  '', '.', '..', '%2e', '%2E%2e', '.%2e', '%2e.', '%c0%ae%c0%ae', '%2f', '%2F..', '\\', '%5c', '..\\', '..%5c',
  '%00', '%', '%zz', '%ff', ';', '~', '*', '@', ':', 'evil.example', 'assets', 'data', 'presentations',
  'api', 'index.html', '404.html', '400', 'index.json', 'build-manifest.json', canaryName, path.basename(root),
];
const rawByte = fc.integer({ min: 0x21, max: 0xff }).map((code) => String.fromCharCode(code));
const piece = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...pieces) },
  { weight: 1, arbitrary: fc.string({ unit: rawByte, maxLength: 10 }) },
  { weight: 1, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 4 }).map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')) },
);
// Mostly well-formed bytes: a control character only now and then (every host answers it 400).
const control = fc.oneof({ weight: 9, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom('\t', '\x01', '\x7f') });
// Shaped like a traversal: dot segments (plain, encoded, with either slash) up and out, then a
// name beside or inside dist/.
const up = fc.constantFrom('..', '%2e%2e', '.%2e', '%2E.', '..%2f..', '..%5c..', '..\\..');
const traversal = fc
  .tuple(fc.constantFrom('/', '/assets/', '/data/', '/presentations/', '//'), fc.array(up, { minLength: 1, maxLength: 4 }), fc.constantFrom(canaryName, `${path.basename(root)}/index.html`, 'etc/passwd', 'package.json'))
  .map(([head, ups, name]) => `${head}${ups.join('/')}/${name}`);
const start = fc.constantFrom('/', '/', '/', '//', '/\\', '/./', '/../', 'http://127.0.0.1/', '*', '');
const query = fc.constantFrom('', '?q=1', '?next=//evil.example', '?a=../../', '#x');
const shortTarget = fc.tuple(start, fc.array(piece, { maxLength: 8 }), control, query).map(([head, parts, odd, tail]) => `${head}${parts.join('/')}${odd}${tail}`);
// Around and beyond both hosts' limits for a request line (nginx 8 KiB, Node 16 KiB of headers).
const longTarget = fc.tuple(fc.integer({ min: 1000, max: 20_000 }), piece).map(([length, part]) => `/${`${part || 'a'}/`.repeat(length).slice(0, length)}`);
const target = fc.oneof({ weight: 6, arbitrary: shortTarget }, { weight: 3, arbitrary: traversal }, { weight: 1, arbitrary: longTarget });

test('fuzzed request paths: no 5xx, nothing from outside dist/, only our pages', async () => {
  // Room beyond fast-check's own limit, so a slow machine ends the run early instead of timing out.
  test.setTimeout(60_000);
  const seen = { runs: 0, statuses: new Map<number, number>() };
  await fc.assert(
    fc.asyncProperty(target, fc.constantFrom('GET', 'HEAD'), async (path, method) => {
      seen.runs++;
      for (const { name, port } of hosts()) {
        let answer: RawResponse;
        try {
          answer = await rawRequest(port, method, path);
        } catch (error) {
          // Past a server's limit for a request's head (Node closes without reading the rest, where
          // nginx lingers), the reset can take the answer with it: nothing was served.
          if (path.length > 8000 && ['ECONNRESET', 'EPIPE'].includes((error as NodeJS.ErrnoException).code ?? '')) continue;
          throw error;
        }
        seen.statuses.set(answer.status, (seen.statuses.get(answer.status) ?? 0) + 1);
        const where = `${name}: ${method} ${JSON.stringify(path.slice(0, 120))}`;
        if (answer.status >= 500) throw new Error(`${where} answered ${answer.status}`);
        // A request a parser refused has no Host to read: the policy without the origin then.
        if (![hostContentSecurityPolicyFor(`127.0.0.1:${port}`), hostContentSecurityPolicy].includes(answer.headers['content-security-policy']!)) throw new Error(`${where}: no CSP (${answer.status})`);
        if (bodyOf(answer) === null) throw new Error(`${where}: a body that is none of the build's files (${answer.status}): ${answer.body.subarray(0, 200).toString('latin1')}`);
      }
    }),
    // Bounded in count and in time; a failure prints its seed and the shrunk path to replay.
    { numRuns: 1000, interruptAfterTimeLimit: 20_000 },
  );
  console.log(`fuzzed ${seen.runs} request paths against both hosts: statuses ${JSON.stringify(Object.fromEntries(seen.statuses))}`);
  expect(seen.runs).toBeGreaterThan(50);
});
