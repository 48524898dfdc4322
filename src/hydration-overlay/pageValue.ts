import type { HydrationMismatch } from './types';

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * For a text mismatch React resolved by rendering the tree again: what the page shows now, when
 * it no longer holds the client value React compared (that render got another value), else
 * undefined. The element is found by the mismatch's host path (`main > p`, from React's diff) as a
 * chain of descendants of the container; a path that matches more than one element, and a value
 * React cut short (`…...`), give undefined: better nothing than a guess.
 * @example pageValueOf(root, { kind: 'text', path: 'main > time', server: '…41Z', client: '…42Z' })
 */
export function pageValueOf(container: Element, mismatch: HydrationMismatch): string | undefined {
  if (mismatch.kind !== 'text' || mismatch.client === null || mismatch.client.endsWith('...')) return undefined;
  const client = normalise(mismatch.client);
  if (client === '') return undefined;
  const tags = mismatch.path === '(root)' ? [] : mismatch.path.split(' > ');
  let element: Element | undefined = container;
  if (tags.length > 0) {
    let candidates: Element[];
    try {
      candidates = Array.from(container.querySelectorAll(`:scope ${tags.join(' ')}`));
    } catch {
      return undefined;
    }
    // The innermost match: an outer element with the same chain holds the inner one's text too.
    const innermost = candidates.filter((candidate) => !candidates.some((other) => other !== candidate && candidate.contains(other)));
    if (innermost.length !== 1) return normalise(container.textContent ?? '').includes(client) ? undefined : '';
    element = innermost[0];
  }
  const shown = normalise(element?.textContent ?? '');
  return shown.includes(client) ? undefined : shown;
}
