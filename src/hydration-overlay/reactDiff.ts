import { extensionOf } from './extensions';
import { cssSegment } from './selector';
import type { HydrationMismatch } from './types';

// React 19's development build describes every hydration mismatch as a tree, appended to its
// message after the docs link (react-dom's describeDiff): two characters of marker ("  " both
// sides, "+ " the client's render, "- " the server's HTML), then two spaces per level. Components
// are `<Name …>`, host elements `<tag …>` with their differing props on lines of their own, text
// as it is or as a JSON string in braces when it needs escaping. A "+" node followed by a "-" node
// at the same indentation is one position: the client rendered the first where the server's HTML
// has the second (the node hydration rejected). "-" nodes after a parent's children are the
// server's nodes left over. `...` stands for siblings React did not print, or, with deeper lines
// after it, for levels it left out. Preceding siblings are printed collapsed (`<li>`, `<Suspense>`).
// Next.js's dev overlay shows this tree as it comes
// (packages/next/src/client/components/errors/hydration-error-info.ts splits the message at the
// link); this module reads it into one entry per differing node as well.

/** React's link, after which its diff starts. */
export const reactDocsLink = 'https://react.dev/link/hydration-mismatch';

type Marker = ' ' | '+' | '-';

interface Line {
  marker: Marker;
  indent: number;
  content: string;
}

/** A prop as React printed it: `name=value`, with its line's marker. */
interface Prop {
  marker: Marker;
  name: string;
  value: string;
}

/** A node of React's printed tree. */
interface Node {
  marker: Marker;
  indent: number;
  type: 'element' | 'text' | 'ellipsis';
  /** Elements: the tag or component name. */
  name: string;
  host: boolean;
  /** Elements: the markup as one line (`<aside className="note">`); text: the decoded text. */
  value: string;
  props: Prop[];
  styles: { name: string; server: string[]; client: string[] }[];
  /** A text line right after its element's props block (React prints that text with "+" whatever it is). */
  followsBlock: boolean;
  children: Node[];
}

function readLines(diff: string): Line[] {
  const lines: Line[] = [];
  for (const raw of diff.split('\n')) {
    if (raw.trim() === '') continue;
    const marker = raw[0] === '+' || raw[0] === '-' ? raw[0] : ' ';
    const rest = raw.slice(2);
    const content = rest.trimStart();
    lines.push({ marker, indent: Math.floor((rest.length - content.length) / 2), content });
  }
  return lines;
}

/** A text line: as written, or the JSON string React puts in braces when the text needs escaping. */
function decodeText(content: string): string {
  if (content.startsWith('{"') && content.endsWith('"}')) {
    try {
      return JSON.parse(content.slice(1, -1)) as string;
    } catch {
      return content.slice(2, -2);
    }
  }
  return content;
}

/**
 * A prop value: `"text"` (as written), or `{value}` (a JSON string, a number, an object…).
 * `{undefined}` and `{null}` are no value: null. Booleans stay as React prints them (`{false}`),
 * so they never read as the string "false". A style object reads as its declarations.
 */
export function decodeValue(value: string, name = ''): string | null {
  if (value === '{undefined}' || value === '{null}') return null;
  if (value === '{true}' || value === '{false}') return value;
  if (name === 'style' && value.startsWith('{{') && value.endsWith('}}')) {
    return value
      .slice(2, -2)
      .split(/,(?=[\w-]+:)/)
      .map((declaration) => declaration.replace(':', ': '))
      .join('; ');
  }
  if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) return value.slice(1, -1);
  if (value.startsWith('{') && value.endsWith('}')) {
    const inner = value.slice(1, -1);
    if (inner.startsWith('"')) {
      try {
        return JSON.parse(inner) as string;
      } catch {
        return inner;
      }
    }
    return inner;
  }
  return value;
}

/** The props of a one-line element (`<li data-i={7} className="a b">`), as React printed them. */
function inlineProps(content: string, marker: Marker): Prop[] {
  const props: Prop[] = [];
  const body = content.replace(/^<[^\s>]+/, '').replace(/>$/, '');
  let i = 0;
  while (i < body.length) {
    while (body[i] === ' ') i++;
    const eq = body.indexOf('=', i);
    if (eq < 0 || body.startsWith('...', i)) break;
    const name = body.slice(i, eq);
    let j = eq + 1;
    if (body[j] === '"') {
      j++;
      while (j < body.length && body[j] !== '"') j += body[j] === '\\' ? 2 : 1;
      j++;
    } else if (body[j] === '{') {
      let depth = 0;
      let quoted = false;
      for (; j < body.length; j++) {
        const c = body[j];
        if (quoted) {
          if (c === '\\') j++;
          else if (c === '"') quoted = false;
        } else if (c === '"') quoted = true;
        else if (c === '{') depth++;
        else if (c === '}' && --depth === 0) break;
      }
      j++;
    } else {
      while (j < body.length && body[j] !== ' ') j++;
    }
    props.push({ marker, name, value: body.slice(eq + 1, j) });
    i = j;
  }
  return props;
}

const elementLine = /^<([A-Za-z][\w.:-]*)(?:\s.*)?>?$/;
// A lazy module's `export default function () {}` prints as `<default>`: a component, though lower case.
const isHost = (name: string) => /^[a-z]/.test(name) && name !== 'default';

/**
 * Whether a lowercase name is no element the browser knows: a component's (a lowercase
 * `displayName`), since React itself warns of a tag the browser does not know ("The tag <x> is
 * unrecognized in this browser"). Custom elements (a hyphen) are elements; SVG and MathML names are
 * asked only outside those trees. Where there is no DOM to ask, every lowercase name is a tag.
 */
function unknownTag(name: string): boolean {
  // Read off globalThis, where a DOM is optional: this module is server-safe (parseReactDiff is
  // public, and runs in Node too), so it names no browser global (scripts/lib/client-modules.mjs).
  const dom = globalThis as { document?: { createElement(name: string): unknown }; HTMLUnknownElement?: abstract new () => unknown };
  const page = dom.document;
  const Unknown = dom.HTMLUnknownElement;
  if (name.includes('-') || name === 'svg' || name === 'math' || !page || !Unknown) return false;
  try {
    return page.createElement(name) instanceof Unknown;
  } catch {
    return true;
  }
}

/** Marks the lowercase names the browser does not know, outside SVG and MathML, as components. */
function markComponents(nodes: Node[], foreign = false) {
  for (const node of nodes) {
    if (node.host && !foreign && unknownTag(node.name)) node.host = false;
    const inside = node.host ? (node.name === 'foreignObject' ? false : foreign || node.name === 'svg' || node.name === 'math') : foreign;
    markComponents(node.children, inside);
  }
}

/** React's printed tree, nested by indentation. */
function readTree(diff: string): Node[] {
  const lines = readLines(diff);
  const roots: Node[] = [];
  const stack: Node[] = [];
  let closedBlock: Node | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const afterBlock = closedBlock;
    closedBlock = undefined;
    const node: Node = { marker: line.marker, indent: line.indent, type: 'text', name: '', host: false, value: '', props: [], styles: [], followsBlock: false, children: [] };
    const element = elementLine.exec(line.content);
    if (line.content === '...') node.type = 'ellipsis';
    else if (element) {
      node.type = 'element';
      node.name = element[1]!;
      node.host = isHost(node.name);
      if (line.content.endsWith('>')) {
        node.props = inlineProps(line.content, line.marker);
        node.value = line.content;
      } else {
        // Props on lines of their own, up to a `>` at the element's indentation.
        while (i + 1 < lines.length && !(lines[i + 1]!.content === '>' && lines[i + 1]!.indent === line.indent)) {
          const prop = lines[++i]!;
          const eq = prop.content.indexOf('=');
          const name = prop.content.slice(0, eq);
          if (prop.content.slice(eq + 1) === '{{') {
            const style = { name, server: [] as string[], client: [] as string[] };
            while (i + 1 < lines.length && lines[i + 1]!.content !== '}}') {
              const declaration = lines[++i]!;
              if (declaration.marker === '+') style.client.push(declaration.content);
              else if (declaration.marker === '-') style.server.push(declaration.content);
            }
            i++;
            node.styles.push(style);
          } else {
            node.props.push({ marker: line.marker === ' ' ? prop.marker : line.marker, name, value: prop.content.slice(eq + 1) });
          }
        }
        i++;
        node.value = `<${node.name}${node.props.map((prop) => ` ${prop.name}=${prop.value}`).join('')}>`;
        if (line.marker === ' ') closedBlock = node;
      }
    } else {
      node.value = decodeText(line.content);
      node.followsBlock = afterBlock !== undefined && afterBlock.indent === line.indent - 1;
    }
    while (stack.length > 0 && stack[stack.length - 1]!.indent >= node.indent) stack.pop();
    (stack[stack.length - 1]?.children ?? roots).push(node);
    stack.push(node);
  }
  markComponents(roots);
  return roots;
}

/** A host element's place in its parent element's children, as far as the diff shows them. */
interface Place {
  index?: number;
  ambiguous: boolean;
}

/**
 * The places of the host elements among `nodes` (the children of one host element, components
 * flattened): counted while every node before is known; ambiguous when another child may match
 * the same selector (a sibling of the same kind, a collapsed component, siblings React left out).
 */
function placesOf(nodes: Node[]): Map<Node, Place> {
  const items: (Node | undefined)[] = [];
  const flatten = (list: Node[]) => {
    for (const node of list) {
      if (node.marker === '-' || node.type === 'text') continue;
      if (node.type === 'ellipsis' || (!node.host && node.children.length === 0)) items.push(undefined);
      else if (node.host) items.push(node);
      else flatten(node.children);
    }
  };
  flatten(nodes);
  const places = new Map<Node, Place>();
  let known = true;
  items.forEach((item, position) => {
    if (!item) {
      known = false;
      return;
    }
    const base = segmentOf(item);
    const ambiguous = items.some((other, at) => at !== position && (!other || segmentOf(other) === base));
    places.set(item, { ...(known ? { index: position + 1 } : {}), ambiguous });
  });
  return places;
}

/** The props the page carries for an element: its unchanged ones (or all, for one-sided nodes). */
function pageProps(node: Node) {
  return node.props.filter((prop) => prop.marker === node.marker).map((prop) => ({ name: prop.name, value: prop.value.includes('...') ? null : decodeValue(prop.value, prop.name) }));
}

const segmentOf = (node: Node, place?: Place) => cssSegment(node.name, pageProps(node), place?.ambiguous ? place.index : undefined);

/** The host segments around a node, `undefined` where React left levels out. */
type Hosts = (string | undefined)[];

function selector(hosts: Hosts): string {
  let path = '';
  let elided = false;
  for (const host of hosts) {
    if (host === undefined) {
      elided = true;
      continue;
    }
    path = path === '' ? host : `${path}${elided ? ' ' : ' > '}${host}`;
    elided = false;
  }
  return path || '(root)';
}

/**
 * The differing nodes in React's hydration diff (the part of its message after the docs link):
 * text, attributes (a `style` object as its declarations), elements only one side has, and nodes
 * that differ at one position. Each entry's `path` is a selector of its host elements by
 * indentation (`main > p`, with the ids, classes, `data-*` attributes and sibling index the diff
 * gives) and its `componentStack` the components around it, innermost first (`at Greeting`).
 * @example parseReactDiff(message.slice(message.indexOf(reactDocsLink) + reactDocsLink.length))
 */
export function parseReactDiff(diff: string): HydrationMismatch[] {
  const out: HydrationMismatch[] = [];
  const walk = (nodes: Node[], hosts: Hosts, components: string[], places: Map<Node, Place>) => {
    const path = selector(hosts);
    const stack = components.length > 0 ? components.map((name) => `at ${name}`).reverse().join('\n') : undefined;
    const push = (mismatch: HydrationMismatch) => out.push(stack ? { ...mismatch, componentStack: stack } : mismatch);
    // A boundary (`<Suspense>`, `<Activity>`) is no element of its own: it is placed by the host
    // element it is in, and named as a boundary, so no component name ends up in a selector.
    const own = (node: Node) => (node.host ? selector([...hosts, segmentOf(node, places.get(node))]) : path);
    const boundary = (node: Node) => (node.type === 'element' && !node.host ? { boundary: node.name } : {});
    for (let k = 0; k < nodes.length; k++) {
      const node = nodes[k]!;
      const next = nodes[k + 1];
      const pair = node.marker === '+' && next?.marker === '-' && next.indent === node.indent && next.type !== 'ellipsis' ? next : undefined;
      if (node.type === 'ellipsis') {
        // The node React skipped to: its siblings are not printed, so its place is unknown.
        if (node.children.length > 0) walk(node.children, [...hosts, undefined], components, new Map());
        continue;
      }
      if (node.marker === '+') {
        if (pair) k++;
        if (node.type === 'text' && pair?.type === 'text') push({ kind: 'text', path, server: pair.value, client: node.value });
        else if (pair) {
          const sides = { ...boundary(pair), ...boundary(node) };
          push({ kind: 'position', path: node.type === 'text' ? path : own(node), server: pair.value, client: node.value, textSides: { server: pair.type === 'text', client: node.type === 'text' }, ...sides });
        } else if (node.type === 'text') {
          if (!node.followsBlock) push({ kind: 'text', path, server: null, client: node.value });
        } else push({ kind: 'added', path: own(node), server: null, client: node.value, ...boundary(node) });
        continue;
      }
      if (node.marker === '-') {
        if (node.type === 'text') push({ kind: 'text', path, server: node.value, client: null });
        else push({ kind: 'missing', path: node.host ? selector([...hosts, segmentOf(node)]) : path, server: node.value, client: null, ...boundary(node) });
        continue;
      }
      if (node.type !== 'element') continue;
      if (!node.host) {
        walk(node.children, hosts, [...components, node.name], places);
        continue;
      }
      const here = [...hosts, segmentOf(node, places.get(node))];
      const at = selector(here);
      // An attribute only the page's HTML has, of a name only a browser extension writes.
      const extension = (mismatch: HydrationMismatch) => (mismatch.server !== null && mismatch.client === null ? extensionOf(mismatch.attribute ?? '') : undefined);
      const pushHere = (mismatch: HydrationMismatch) => {
        const by = extension(mismatch);
        const entry = by ? { ...mismatch, extension: by } : mismatch;
        out.push(stack ? { ...entry, componentStack: stack } : entry);
      };
      for (let p = 0; p < node.props.length; p++) {
        const prop = node.props[p]!;
        if (prop.marker === '+') {
          const server = node.props[p + 1]?.marker === '-' && node.props[p + 1]!.name === prop.name ? node.props[++p] : undefined;
          pushHere({ kind: 'attribute', path: at, attribute: prop.name, server: server ? decodeValue(server.value, prop.name) : null, client: decodeValue(prop.value, prop.name) });
        } else if (prop.marker === '-') {
          pushHere({ kind: 'attribute', path: at, attribute: prop.name, server: decodeValue(prop.value, prop.name), client: null });
        }
      }
      for (const style of node.styles) {
        pushHere({ kind: 'attribute', path: at, attribute: style.name, server: style.server.join('; ') || null, client: style.client.join('; ') || null });
      }
      walk(node.children, here, components, placesOf(node.children));
    }
  };
  const roots = readTree(diff);
  walk(roots, [], [], placesOf(roots));
  return out;
}

/**
 * The deepest node of a one-branch tree React printed (a nesting warning's ancestry, `>` lines for
 * the two elements it names): its selector by indentation, and the components around it, innermost first.
 * @example lastNodeOf('  <main>\n    <h1>\n    <div>\n>     <p>\n>       <div>') // { path: 'main > div:nth-child(2) > p > div', … }
 */
export function lastNodeOf(tree: string): { path: string; components: string[] } {
  let nodes = readTree(tree);
  let places = placesOf(nodes);
  const hosts: Hosts = [];
  const components: string[] = [];
  for (;;) {
    const node = nodes.filter((candidate) => candidate.type !== 'ellipsis' || candidate.children.length > 0).pop();
    if (!node || node.type === 'text') break;
    if (node.type === 'ellipsis') {
      hosts.push(undefined);
      places = new Map();
    } else if (node.host) {
      hosts.push(segmentOf(node, places.get(node)));
      places = placesOf(node.children);
    } else components.unshift(node.name);
    nodes = node.children;
  }
  return { path: selector(hosts), components };
}
