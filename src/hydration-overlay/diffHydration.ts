import { sameStyle } from './styleDeclarations';
import type { HydrationMismatch } from './types';

// Node types by number: this module has no DOM globals, so a server may import it.
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

/** Added / missing elements' markup is cut here: the overlay shows the node, not a page. */
export const maxMarkupLength = 2000;
/** Child lists longer than this (product of both lengths) are paired by position, not aligned. */
const maxAlignmentCells = 250_000;

type Item = { element: Element; text?: undefined } | { element?: undefined; text: string };

/**
 * The nodes that differ between the server's HTML of the app root (its `innerHTML` before
 * hydration) and the client's first render of it as a string. Both trees are walked in step:
 * text runs, attributes (a `style` compared by its declarations, a `class` by its words, so
 * serialisation-only differences are not reported) and child lists, aligned so that an element
 * only one side has is reported once as `added` or `missing`, not as a pile of differences below
 * it. Comments (React's hydration markers, `<!-- -->` between text runs) and whitespace-only text
 * between elements are ignored. Returns `[]` for identical input, and never throws on bad input
 * (empty strings, malformed HTML: parsed as a browser would).
 *
 * Needs a DOM parser (`DOMParser`): a browser, or happy-dom / jsdom on a server.
 * @example
 * const server = root.innerHTML; // before hydrateRoot
 * const mismatches = diffHydration(server, renderToString(<App />));
 */
export function diffHydration(serverHtml: string, clientHtml: string): HydrationMismatch[] {
  const mismatches: HydrationMismatch[] = [];
  compareChildren(parse(serverHtml), parse(clientHtml), '', mismatches);
  return mismatches;
}

function parse(html: unknown): DocumentFragment {
  const Parser = globalThis.DOMParser;
  if (!Parser) throw new Error('diffHydration needs DOMParser: call it in a browser, or under happy-dom or jsdom');
  const document = new Parser().parseFromString('<!doctype html><title></title>', 'text/html');
  // A <template> parses any fragment (even <tr> or <li> at the top) without a context element.
  const template = document.createElement('template');
  template.innerHTML = typeof html === 'string' ? html : '';
  return template.content;
}

/** Elements and text runs (adjacent text merged across comments), whitespace-only runs dropped. */
function itemsOf(parent: ParentNode): Item[] {
  const items: Item[] = [];
  let text: string | undefined;
  const endText = () => {
    if (text !== undefined && text.trim() !== '') items.push({ text: text.replace(/\r\n?/g, '\n') });
    text = undefined;
  };
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === TEXT_NODE || node.nodeType === CDATA_SECTION_NODE) text = (text ?? '') + (node.nodeValue ?? '');
    else if (node.nodeType === ELEMENT_NODE) {
      endText();
      items.push({ element: node as Element });
    }
  }
  endText();
  return items;
}

function compareChildren(server: ParentNode, client: ParentNode, path: string, out: HydrationMismatch[]) {
  const serverItems = itemsOf(server);
  const clientItems = itemsOf(client);
  for (const [s, c] of align(serverItems, clientItems)) {
    if (s?.element && c?.element) {
      const elementPath = join(path, segment(s.element, serverItems));
      compareAttributes(s.element, c.element, elementPath, out);
      const serverContent = s.element.localName === 'template' ? (s.element as HTMLTemplateElement).content : s.element;
      const clientContent = c.element.localName === 'template' ? (c.element as HTMLTemplateElement).content : c.element;
      compareChildren(serverContent ?? s.element, clientContent ?? c.element, elementPath, out);
    } else if (s?.element) {
      out.push({ kind: 'missing', path: join(path, segment(s.element, serverItems)), server: markup(s.element), client: null });
    } else if (c?.element) {
      out.push({ kind: 'added', path: join(path, segment(c.element, clientItems)), server: null, client: markup(c.element) });
    } else if (s?.text !== c?.text) {
      out.push({ kind: 'text', path: path || '(root)', server: s?.text ?? null, client: c?.text ?? null });
    }
  }
}

function compareAttributes(server: Element, client: Element, path: string, out: HydrationMismatch[]) {
  const names = [...new Set([...server.getAttributeNames(), ...client.getAttributeNames()])];
  for (const attribute of names) {
    const s = server.getAttribute(attribute);
    const c = client.getAttribute(attribute);
    if (s !== null && c !== null && sameAttributeValue(attribute, s, c)) continue;
    out.push({ kind: 'attribute', path, attribute, server: s, client: c });
  }
}

function sameAttributeValue(name: string, a: string, b: string) {
  if (a === b) return true;
  if (name === 'style') return sameStyle(a, b);
  if (name === 'class') return words(a) === words(b);
  return false;
}

const words = (value: string) => value.trim().split(/\s+/).join(' ');

/**
 * Pairs the two child lists (a weighted longest common subsequence): an element pairs only with
 * one of its own tag, equal nodes pair before merely similar ones, and any two text runs may
 * pair. Unpaired items are the added and missing ones.
 */
function align(server: Item[], client: Item[]): [Item | undefined, Item | undefined][] {
  const n = server.length;
  const m = client.length;
  if (n * m > maxAlignmentCells) {
    const pairs: [Item | undefined, Item | undefined][] = [];
    for (let i = 0; i < Math.max(n, m); i++) {
      const s = server[i];
      const c = client[i];
      if (s && c && !pairable(s, c)) pairs.push([s, undefined], [undefined, c]);
      else pairs.push([s, c]);
    }
    return pairs;
  }
  const ids = new Map<string, number>();
  const idOf = (item: Item) => {
    const key = item.element ? `<${item.element.outerHTML}` : `#${item.text}`;
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    return id;
  };
  const serverIds = server.map(idOf);
  const clientIds = client.map(idOf);
  const weight = (i: number, j: number) => (!pairable(server[i]!, client[j]!) ? 0 : serverIds[i] === clientIds[j] ? 2 : 1);
  // score[i][j]: the best pairing of server[i..] with client[j..].
  const width = m + 1;
  const score = new Int32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      const w = weight(i, j);
      score[i * width + j] = Math.max(score[(i + 1) * width + j]!, score[i * width + j + 1]!, w > 0 ? w + score[(i + 1) * width + j + 1]! : 0);
    }
  }
  const pairs: [Item | undefined, Item | undefined][] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    const here = score[i * width + j]!;
    const w = i < n && j < m ? weight(i, j) : 0;
    if (w > 0 && here === w + score[(i + 1) * width + j + 1]!) pairs.push([server[i++], client[j++]]);
    else if (i < n && (j === m || here === score[(i + 1) * width + j]!)) pairs.push([server[i++], undefined]);
    else pairs.push([undefined, client[j++]]);
  }
  return pairs;
}

const pairable = (s: Item, c: Item) => (s.element && c.element ? s.element.localName === c.element.localName : !s.element && !c.element);

/** `tag`, `tag#id` or `tag.firstClass`, with `:nth-of-type(k)` when the tag repeats among its siblings. */
function segment(element: Element, siblings: Item[]): string {
  const tag = element.localName;
  const id = element.getAttribute('id');
  const firstClass = element.getAttribute('class')?.trim().split(/\s+/)[0];
  const name = id ? `${tag}#${id}` : firstClass ? `${tag}.${firstClass}` : tag;
  const sameTag = siblings.filter((item) => item.element?.localName === tag);
  if (id || sameTag.length < 2) return name;
  return `${name}:nth-of-type(${sameTag.findIndex((item) => item.element === element) + 1})`;
}

const join = (path: string, segment: string) => (path ? `${path} > ${segment}` : segment);

/** An element's markup without comments, cut at maxMarkupLength. */
function markup(element: Element): string {
  const html = element.outerHTML.replace(/<!--[\s\S]*?-->/g, '');
  return html.length > maxMarkupLength ? `${html.slice(0, maxMarkupLength)}…` : html;
}
