// Whether a version is on the registry already, and what the release does about it. The release
// workflow runs `npm run release` on every push to main with no pending changeset (that is how
// changesets/action works: changesets/action issues 171 and 300), so the publish must be a no-op
// once the version is out; `changeset publish` would ask the registry the same question, but it
// publishes each package's own folder and ours is the staged dist-package/ (publish.mjs).

/**
 * What the registry says about a package: `found` with its published versions, or `absent` (a 404:
 * the package was never published). Anything else (a 5xx, a 401, no answer, not a packument) throws:
 * a release never guesses that a version is missing.
 * @param {{ name: string, registry: string, fetch?: typeof globalThis.fetch }} input
 * @returns {Promise<{ state: 'found', versions: string[] } | { state: 'absent' }>}
 */
export async function registryAnswer({ name, registry, fetch = globalThis.fetch }) {
  // The registry's own spelling of a scoped name in a path: `@scope%2fname`.
  const url = new URL(name.replace('/', '%2f'), registry.endsWith('/') ? registry : `${registry}/`);
  let response;
  try {
    // The abbreviated packument (what npm install reads): the versions without their readmes.
    response = await fetch(url, { headers: { accept: 'application/vnd.npm.install-v1+json' }, signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    throw new Error(`the registry did not answer (${url}): ${error.message}`, { cause: error });
  }
  if (response.status === 404) return { state: 'absent' };
  if (!response.ok) throw new Error(`the registry answered ${response.status} ${response.statusText} for ${url}`);
  let packument;
  try {
    packument = await response.json();
  } catch (error) {
    throw new Error(`the registry's answer for ${url} is not JSON`, { cause: error });
  }
  if (!packument || typeof packument.versions !== 'object' || packument.versions === null) {
    throw new Error(`the registry's answer for ${url} has no versions`);
  }
  return { state: 'found', versions: Object.keys(packument.versions) };
}

/**
 * What the release does with `version`, given the registry's answer: publish it, or skip (it is
 * out already: a push with no changeset, or a re-run after a publish that went through).
 * @param {{ name: string, version: string, answer: { state: 'found', versions: string[] } | { state: 'absent' } }} input
 * @returns {{ action: 'publish' | 'skip', reason: string }}
 * @example publishDecision({ name: 'x', version: '1.0.0', answer: { state: 'found', versions: ['1.0.0'] } }).action // 'skip'
 */
export function publishDecision({ name, version, answer }) {
  if (answer.state === 'absent') return { action: 'publish', reason: `${name} is not on the registry yet: ${version} is its first release` };
  if (answer.versions.includes(version)) return { action: 'skip', reason: `${name}@${version} is on the registry already: nothing to publish` };
  return { action: 'publish', reason: `${name}@${version} is not on the registry (it has ${answer.versions.length} other version${answer.versions.length === 1 ? '' : 's'})` };
}

/**
 * The commands a real release runs for a decision, in order (`npm` and `changeset` by name):
 * building and publishing only for `publish`; `changeset tag` always, which adds the tag a release
 * stopped after its publish left out and skips one that exists.
 * @param {'publish' | 'skip'} action
 * @returns {string[][]}
 */
export function releaseCommands(action) {
  const tag = ['changeset', 'tag'];
  if (action === 'skip') return [tag];
  return [['npm', 'run', 'pack:package'], ['npm', 'publish', './dist-package', '--provenance', '--access', 'public'], tag];
}
