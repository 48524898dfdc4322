import type { HydrationMismatch } from './types';

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * For a text mismatch React resolved by rendering the tree again: what the page shows now. Found
 * by the mismatch's path (a selector from React's diff) under the container: `pageShowsClient`
 * when the element holds the client value React compared, `pageValue` (its text) when it holds
 * another (that render got another value: a date, a random number). Nothing when the path finds
 * no single element or React cut the value short (`…...`): better nothing than a guess.
 * @example pageValueOf(root, { kind: 'text', path: 'main > time', server: '…41Z', client: '…42Z' })
 */
export function pageValueOf(container: Element, mismatch: HydrationMismatch): Pick<HydrationMismatch, 'pageValue' | 'pageShowsClient'> {
  if (mismatch.kind !== 'text' || mismatch.client === null || mismatch.client.endsWith('...')) return {};
  const client = normalise(mismatch.client);
  if (client === '') return {};
  let element: Element | undefined = container;
  if (mismatch.path !== '(root)') {
    let candidates: Element[];
    try {
      candidates = Array.from(container.querySelectorAll(`:scope ${mismatch.path}`));
    } catch {
      return {};
    }
    // The innermost match: an outer element with the same chain holds the inner one's text too.
    const innermost = candidates.filter((candidate) => !candidates.some((other) => other !== candidate && candidate.contains(other)));
    if (innermost.length !== 1) return {};
    element = innermost[0];
  }
  const shown = normalise(element?.textContent ?? '');
  return shown.includes(client) ? { pageShowsClient: true } : { pageValue: shown };
}
