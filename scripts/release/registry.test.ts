// @vitest-environment node
// The release's publish decision, against a registry of our own on a free port (the answers npm's
// registry gives: a packument, a 404 for a package never published, a 5xx), so nothing reaches
// the network.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changelogSection } from './changelog.mjs';
import { publishDecision, registryAnswer, releaseCommands } from './registry.mjs';

const name = '@groundwork/ui';
/** Path → [status, body] the fake registry answers with; what it was asked is recorded. */
const answers = new Map<string, [number, string]>();
const asked: { url: string; accept: string | undefined }[] = [];
let server: Server;
let registry: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push({ url: request.url ?? '', accept: request.headers.accept });
    const [status, body] = answers.get(request.url ?? '') ?? [404, '{"error":"Not found"}'];
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const packument = (versions: string[]) => JSON.stringify({ name, 'dist-tags': { latest: versions.at(-1) }, versions: Object.fromEntries(versions.map((v) => [v, { name, version: v }])) });

describe('the registry answer', () => {
  it('reads the published versions from the abbreviated packument, the scoped name spelled as npm does', async () => {
    answers.set('/@groundwork%2fui', [200, packument(['0.1.0', '0.2.0'])]);
    asked.length = 0;
    expect(await registryAnswer({ name, registry })).toEqual({ state: 'found', versions: ['0.1.0', '0.2.0'] });
    expect(asked).toEqual([{ url: '/@groundwork%2fui', accept: 'application/vnd.npm.install-v1+json' }]);
    answers.clear();
  });

  it('reads a 404 as a package never published', async () => {
    expect(await registryAnswer({ name, registry })).toEqual({ state: 'absent' });
  });

  it('throws on a registry error, a body without versions and no answer, rather than guessing', async () => {
    answers.set('/@groundwork%2fui', [503, 'busy']);
    await expect(registryAnswer({ name, registry })).rejects.toThrow(/503/);
    answers.set('/@groundwork%2fui', [200, '{"name":"@groundwork/ui"}']);
    await expect(registryAnswer({ name, registry })).rejects.toThrow(/no versions/);
    answers.set('/@groundwork%2fui', [200, '<html>']);
    await expect(registryAnswer({ name, registry })).rejects.toThrow(/not JSON/);
    answers.clear();
    await expect(registryAnswer({ name, registry: 'http://127.0.0.1:1/' })).rejects.toThrow(/did not answer/);
  });
});

describe('the publish decision', () => {
  it('skips a version the registry has: a push with no changeset after a release publishes nothing', async () => {
    answers.set('/@groundwork%2fui', [200, packument(['0.1.0'])]);
    const answer = await registryAnswer({ name, registry });
    answers.clear();
    expect(publishDecision({ name, version: '0.1.0', answer })).toMatchObject({ action: 'skip' });
    expect(publishDecision({ name, version: '0.2.0', answer })).toMatchObject({ action: 'publish' });
  });

  it('publishes the first release of a package the registry does not know', async () => {
    const answer = await registryAnswer({ name, registry });
    expect(publishDecision({ name, version: '0.1.0', answer })).toEqual({ action: 'publish', reason: '@groundwork/ui is not on the registry yet: 0.1.0 is its first release' });
  });
});

describe('the release commands', () => {
  it('build and publish nothing when the version is out; only the tag, which changeset skips when it exists', () => {
    expect(releaseCommands('skip')).toEqual([['changeset', 'tag']]);
  });

  it('pack, publish the staged folder with provenance, then tag, when it is not', () => {
    expect(releaseCommands('publish')).toEqual([
      ['npm', 'run', 'pack:package'],
      ['npm', 'publish', './dist-package', '--provenance', '--access', 'public'],
      ['changeset', 'tag'],
    ]);
  });
});

describe('changelogSection', () => {
  const changelog = '# @groundwork/ui\n\n## 0.2.0\n\n### Minor Changes\n\n- abc123: Refs follow `as`.\n\n## 0.1.0\n\n- The first release.\n';

  it('returns the section of that version only', () => {
    expect(changelogSection(changelog, '0.2.0')).toBe('## 0.2.0\n\n### Minor Changes\n\n- abc123: Refs follow `as`.');
    expect(changelogSection(changelog, '0.1.0')).toBe('## 0.1.0\n\n- The first release.');
  });

  it('returns undefined for a version with no section (a prefix is not a match)', () => {
    expect(changelogSection(changelog, '0.3.0')).toBeUndefined();
    expect(changelogSection(changelog, '0.2')).toBeUndefined();
  });
});
