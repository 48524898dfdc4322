// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientErrorAnswer, etagOf, fileForPath, ifNoneMatchNames, importMapForRequest } from './preview';

// A served folder with the files the answers name.
const root = mkdtempSync(path.join(os.tmpdir(), 'gw-preview-test-'));
for (const file of ['index.html', '404.html', '400.html', '405.html', 'favicon.svg']) writeFileSync(path.join(root, file), file);
mkdirSync(path.join(root, 'presentations'));
writeFileSync(path.join(root, 'presentations', '400.html'), '400');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A request's head as Node's parser hands it over (`rawPacket`, latin1). */
const head = (line: string, headers = 'Host: x\r\n') => `${line}\r\n${headers}\r\n`;

describe('clientErrorAnswer (what nginx answers a request Node refused)', () => {
  // The last column: whether nginx had read the request's headers (its policy then names the Host).
  it.each([
    ['a request line past 8 KiB: 414', 'HPE_HEADER_OVERFLOW', head(`GET /${'a'.repeat(9000)} HTTP/1.0`), 414, '400.html', false],
    ['a request line with no end in sight: 414', 'HPE_HEADER_OVERFLOW', `GET /${'a'.repeat(20_000)}`, 414, '400.html', false],
    ['a header past the limit: 400', 'HPE_HEADER_OVERFLOW', head('GET / HTTP/1.0', `X-Big: ${'b'.repeat(20_000)}\r\n`), 400, '400.html', true],
    ['an unknown method on a page: 405', 'HPE_INVALID_METHOD', head('FOO / HTTP/1.1'), 405, '405.html', true],
    ['an unknown method on an unknown path: 404', 'HPE_INVALID_METHOD', head('FOO /no/such HTTP/1.1'), 404, '404.html', true],
    ['a lower-case method: 400', 'HPE_INVALID_METHOD', head('get / HTTP/1.1'), 400, '400.html', false],
    ['raw bytes past ASCII in the path: 404', 'HPE_INVALID_URL', head('GET /\xc5z HTTP/1.0'), 404, '404.html', true],
    ['raw bytes, then a dot segment back to a file: the file', 'HPE_INVALID_URL', head('GET /\xc5/../favicon.svg HTTP/1.0'), 200, 'favicon.svg', true],
    ['raw bytes in an absolute-form target to a page: the page', 'HPE_INVALID_URL', head('GET http://x/\xc5/../presentations/400 HTTP/1.1'), 200, 'presentations/400.html', true],
    ['a control byte in the path: 400', 'HPE_INVALID_URL', head('GET /a\x01b HTTP/1.0'), 400, '400.html', false],
    ['another HTTP major version: 505', 'HPE_INVALID_VERSION', head('GET / HTTP/3.0'), 505, '400.html', false],
    ['two Content-Lengths: 400, after the request line', 'HPE_UNEXPECTED_CONTENT_LENGTH', head('POST / HTTP/1.0', 'Host: x\r\nContent-Length: 3\r\nContent-Length: 4\r\n'), 400, '400.html', true],
    ['anything else that does not parse: 400', 'HPE_INVALID_CONSTANT', head('GET / HTXP/1.0'), 400, '400.html', false],
  ])('%s', (_, code, raw, status, page, hostRead) => {
    expect(clientErrorAnswer(root, code, raw)).toEqual({ status, page, ...(hostRead ? { hostRead } : {}) });
  });

  it("a request nginx parses that takes gzip: the page's gzipped copy, as nginx sends it", () => {
    expect(clientErrorAnswer(root, 'HPE_INVALID_METHOD', head('FOO / HTTP/1.1', 'Host: x\r\nAccept-Encoding: gzip, br\r\n'))).toEqual({ status: 405, page: '405.html', gzip: true, hostRead: true });
    expect(clientErrorAnswer(root, 'HPE_INVALID_METHOD', head('FOO / HTTP/1.1', 'Host: x\r\nAccept-Encoding: gzip;q=0\r\n'))).toEqual({ status: 405, page: '405.html', hostRead: true });
    // A head nginx did not parse either gets no copy, whatever it says it takes.
    expect(clientErrorAnswer(root, 'HPE_INVALID_CONSTANT', head('GET / HTXP/1.0', 'Accept-Encoding: gzip\r\n'))).toEqual({ status: 400, page: '400.html' });
  });

  it('an unknown method under /api: the API\'s JSON 404', () => {
    expect(clientErrorAnswer(root, 'HPE_INVALID_METHOD', head('FOO /api/x HTTP/1.1'))).toEqual({ status: 404, page: '', json: true, hostRead: true });
  });
});

describe('ifNoneMatchNames (RFC 9110 §13.1.2)', () => {
  const etag = '"6553f100-480"';
  it.each([
    ['the same tag', etag, true],
    ['the tag made weak (weak comparison)', `W/${etag}`, true],
    ['`*`: any current representation', '*', true],
    ['a list that holds it', `"a", W/${etag} , "b"`, true],
    ['another tag', '"6553f100-481"', false],
    ['another weak tag', 'W/"x"', false],
    ['a tag holding a comma that is not it', '"6553f100-480,"', false],
    ['the bare value without quotes', '6553f100-480', false],
  ])('%s', (_, field, names) => {
    expect(ifNoneMatchNames(field, etag)).toBe(names);
  });
});

describe('fileForPath', () => {
  it("gives a gzipped copy no address of its own (the page's bytes have one: its own)", () => {
    writeFileSync(path.join(root, 'index.html.gz'), 'gz');
    writeFileSync(path.join(root, 'presentations', '400.html.gz'), 'gz');
    expect(fileForPath(root, '/')).toBe('index.html');
    expect(fileForPath(root, '/index.html.gz')).toBeNull();
    expect(fileForPath(root, '/presentations/400.html.gz')).toBeNull();
  });
});

describe('etagOf', () => {
  it("is nginx's: the modification time in whole seconds and the size, in hex", () => {
    expect(etagOf({ mtimeMs: 1_700_000_000_999, size: 1152 })).toBe('"6553f100-480"');
  });
});

describe('importMapForRequest', () => {
  it('reads the hash, and takes a file a deploy is still copying (empty) as none instead of throwing', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'gw-preview-map-'));
    try {
      const file = path.join(folder, 'import-map-csp.conf');
      writeFileSync(file, `map "" $groundwork_import_map { default "'sha256-abc='"; }\n`);
      expect(importMapForRequest(folder)).toBe("'sha256-abc='");
      writeFileSync(file, '');
      expect(importMapForRequest(folder)).toBeUndefined();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
