import type { HydrationMismatch } from './types';

// React 19's development build describes every hydration mismatch as a tree, appended to its
// message after the docs link (react-dom's describeDiff): two characters of marker ("  " both
// sides, "+ " the client's render, "- " the server's HTML), then two spaces per level. Components
// are `<Name …>`, host elements `<tag …>` with their differing props on lines of their own, text
// as it is or as a JSON string in braces when it needs escaping. Next.js's dev overlay shows this
// tree as it comes (packages/next/src/client/components/errors/hydration-error-info.ts splits the
// message at the link); this module reads it into one entry per differing node as well.

/** React's link, after which its diff starts. */
export const reactDocsLink = 'https://react.dev/link/hydration-mismatch';

interface Line {
  marker: ' ' | '+' | '-';
  indent: number;
  content: string;
}

interface Open {
  name: string;
  indent: number;
  host: boolean;
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
 * A prop value: `"text"` (as written), or `{value}` (a JSON string, a number, `true`, an object…).
 * `{undefined}` and `{null}` are no value: null. A style object reads as its declarations.
 */
function decodeValue(value: string, name = ''): string | null {
  if (value === '{undefined}' || value === '{null}') return null;
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

const elementLine = /^<([A-Za-z][\w.:-]*)(?:\s.*)?>?$/;
const isHost = (name: string) => /^[a-z]/.test(name);

/**
 * The differing nodes in React's hydration diff (the part of its message after the docs link):
 * text, attributes (a `style` object as its declarations), and elements only one side has. Each
 * entry's `path` is its host elements from the diff's top (`main > p`) and its `componentStack` the
 * components around it, innermost first (`at Greeting` lines), both as React printed them.
 * @example parseReactDiff(message.slice(message.indexOf(reactDocsLink) + reactDocsLink.length))
 */
export function parseReactDiff(diff: string): HydrationMismatch[] {
  const lines = readLines(diff);
  const out: HydrationMismatch[] = [];
  const open: Open[] = [];
  const hostPath = (extra?: string) => [...open.filter((o) => o.host).map((o) => o.name), ...(extra ? [extra] : [])].join(' > ') || '(root)';
  const componentStack = () =>
    open
      .filter((o) => !o.host)
      .map((o) => `at ${o.name}`)
      .reverse()
      .join('\n') || undefined;
  const push = (mismatch: HydrationMismatch) => {
    const stack = componentStack();
    out.push(stack ? { ...mismatch, componentStack: stack } : mismatch);
  };
  // The element whose props block (`<tag` … `>`) is open, and the style object inside it.
  let block: Open | undefined;
  let style: { name: string; server: string[]; client: string[] } | undefined;
  // Set right after a props block closes: React then prints the element's only text child with a
  // "+" whatever it is (describeElementDiff), so that line is not a difference.
  let justClosed: number | undefined;

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    const afterBlock = justClosed;
    justClosed = undefined;
    if (block) {
      if (style) {
        if (line.content === '}}') {
          push({ kind: 'attribute', path: hostPath(), attribute: style.name, server: style.server.join('; ') || null, client: style.client.join('; ') || null });
          style = undefined;
        } else if (line.marker === '+') style.client.push(line.content);
        else if (line.marker === '-') style.server.push(line.content);
        continue;
      }
      if (line.content === '>' && line.indent === block.indent) {
        justClosed = block.indent;
        block = undefined;
        continue;
      }
      const eq = line.content.indexOf('=');
      const name = line.content.slice(0, eq);
      const value = line.content.slice(eq + 1);
      if (value === '{{') {
        style = { name, server: [], client: [] };
        continue;
      }
      if (line.marker === '+') {
        const pair = next?.marker === '-' && next.content.startsWith(`${name}=`) ? next : undefined;
        if (pair) i++;
        push({ kind: 'attribute', path: hostPath(), attribute: name, server: pair ? decodeValue(pair.content.slice(name.length + 1), name) : null, client: decodeValue(value, name) });
      } else if (line.marker === '-') {
        push({ kind: 'attribute', path: hostPath(), attribute: name, server: decodeValue(value, name), client: null });
      }
      continue;
    }
    if (line.content === '...') continue;
    while (open.length > 0 && open[open.length - 1]!.indent >= line.indent) open.pop();
    const element = elementLine.exec(line.content);
    if (element) {
      const name = element[1]!;
      let markup = line.content;
      // An element only one side has, with its props on lines of their own: one markup string.
      if (line.marker !== ' ' && !markup.endsWith('>')) {
        const props: string[] = [];
        while (i + 1 < lines.length && lines[i + 1]!.marker === line.marker && lines[i + 1]!.content !== '>') props.push(lines[++i]!.content);
        if (lines[i + 1]?.content === '>') i++;
        markup = `${markup} ${props.join(' ')}>`;
      }
      if (line.marker === '+') push({ kind: 'added', path: hostPath(name), server: null, client: markup });
      else if (line.marker === '-') push({ kind: 'missing', path: hostPath(name), server: markup, client: null });
      const node = { name, indent: line.indent, host: isHost(name) };
      if (line.marker !== '-') open.push(node);
      if (line.marker === ' ' && !line.content.endsWith('>')) block = node;
      continue;
    }
    // A text run.
    if (line.marker === '+') {
      const pair = next?.marker === '-' && next.indent === line.indent && !elementLine.test(next.content) ? next : undefined;
      if (pair) i++;
      else if (afterBlock === line.indent - 1) continue;
      push({ kind: 'text', path: hostPath(), server: pair ? decodeText(pair.content) : null, client: decodeText(line.content) });
    } else if (line.marker === '-') {
      push({ kind: 'text', path: hostPath(), server: decodeText(line.content), client: null });
    }
  }
  return out;
}
