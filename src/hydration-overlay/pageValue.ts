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
  const element = elementAt(container, mismatch.path);
  if (!element) return {};
  const shown = normalise(element.textContent ?? '');
  return shown.includes(client) ? { pageShowsClient: true } : { pageValue: shown };
}

/** The one element a mismatch's path finds under the container (the innermost match), or undefined. */
function elementAt(container: Element, path: string): Element | undefined {
  if (path === '(root)') return container;
  let candidates: Element[];
  try {
    candidates = Array.from(container.querySelectorAll(`:scope ${path}`));
  } catch {
    return undefined;
  }
  // The innermost match: an outer element with the same chain holds the inner one's text too.
  const innermost = candidates.filter((candidate) => !candidates.some((other) => other !== candidate && candidate.contains(other)));
  return innermost.length === 1 ? innermost[0] : undefined;
}

/**
 * For a `style` mismatch: whether the page's Content Security Policy kept the browser from applying
 * the server's `style` attribute, and that attribute when the element still has it. React compares
 * the declarations the browser applied (the element's CSSOM), not the attribute, so under a policy
 * without 'unsafe-inline' in `style-src` it reads an empty style whatever the server sent. React
 * keeps the server's attributes: Chromium and WebKit keep a blocked attribute's value, so it is
 * blocked when the CSSOM is empty while the same text set through the CSSOM (which no policy checks,
 * and which reports no violation) declares something; Firefox empties a blocked attribute, and
 * React's server never writes an empty one. Nothing when the path finds no single element, or the
 * browser applied a style.
 * @example pageStyleOf(root, { kind: 'attribute', attribute: 'style', path: 'main > p', server: null, client: 'opacity: 1' }) // { server: 'opacity:0', styleBlocked: true }
 */
export function pageStyleOf(container: Element, mismatch: HydrationMismatch): Partial<Pick<HydrationMismatch, 'server' | 'styleBlocked'>> {
  if (mismatch.kind !== 'attribute' || mismatch.attribute !== 'style') return {};
  const element = elementAt(container, mismatch.path);
  const written = element?.getAttribute('style');
  if (!element || written == null || !('style' in element) || (element as HTMLElement).style.length > 0) return {};
  if (written === '') return { styleBlocked: true };
  const probe = element.ownerDocument.createElement('div');
  probe.style.cssText = written;
  return probe.style.length > 0 ? { server: written, styleBlocked: true } : {};
}
