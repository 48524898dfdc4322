import { lastNodeOf, parseReactDiff, reactDocsLink } from './reactDiff';
import type { HydrationMismatch } from './types';

/**
 * One hydration mismatch React reported: its message, the diff it printed, and the differing
 * nodes read from that diff. React's development build reports a mismatch in one of two ways only:
 * text or elements through `onRecoverableError` ("Hydration failed because…", and it renders the
 * tree again on the client), attributes through `console.error` ("A tree hydrated but some
 * attributes…", and it keeps the server's attributes).
 */
export interface ReactHydrationReport {
  /** `recoverable`: React rendered the tree again on the client; `console`: it kept the server's HTML. */
  source: 'recoverable' | 'console';
  /** React's message up to its docs link: what happened and the usual causes. */
  message: string;
  /** React's diff as it printed it (`+` the client's render, `-` the server's HTML). */
  diff: string;
  /** The differing nodes in the diff. */
  mismatches: HydrationMismatch[];
  /** React's component stack for the report (the recoverable error's, or the owner stack of the console message). */
  componentStack?: string;
}

const recoverableStart = 'Hydration failed because the server rendered';
const consoleStart = 'A tree hydrated but some attributes of the server rendered HTML';

/**
 * React's hydration report in a message, or undefined when the message is not one.
 * @example readReactHydrationReport(error.message, 'recoverable', info.componentStack ?? undefined)
 */
export function readReactHydrationReport(message: string, source: ReactHydrationReport['source'], componentStack?: string): ReactHydrationReport | undefined {
  if (typeof message !== 'string' || !message.startsWith(source === 'recoverable' ? recoverableStart : consoleStart)) return undefined;
  const link = message.indexOf(reactDocsLink);
  const diff = link < 0 ? '' : message.slice(link + reactDocsLink.length).replace(/^\n+/, '').trimEnd();
  return {
    source,
    message: (link < 0 ? message : message.slice(0, link)).trim(),
    diff,
    // The diff names the components around each node; where it names none, React's stack does.
    mismatches: parseReactDiff(diff).map((mismatch) => (mismatch.componentStack || !componentStack ? mismatch : { ...mismatch, componentStack: componentStack.trim() })),
    ...(componentStack ? { componentStack } : {}),
  };
}

/**
 * A console call's arguments as the console prints them: `%s`, `%d`, `%i`, `%f`, `%o`, `%O` and
 * `%c` replaced by the arguments in turn, the rest appended.
 * @example formatConsoleArguments(['%s is %d', 'x', 1]) // 'x is 1'
 */
export function formatConsoleArguments(args: readonly unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(String).join(' ');
  let used = 0;
  const text = first.replace(/%[sdifoOc%]/g, (token) => {
    if (token === '%%') return '%';
    if (used >= rest.length) return token;
    const value = rest[used++];
    return token === '%c' ? '' : String(value);
  });
  return [text, ...rest.slice(used).map(String)].join(' ');
}

/**
 * React's warning about HTML nesting the parser repairs ("In HTML, <div> cannot be a descendant of
 * <p>. This will cause a hydration error."), as an entry: the sentence, and where from the
 * ancestors React printed (`>` lines). Undefined for any other message.
 * @example readNestingWarning(formatConsoleArguments(args))
 */
export function readNestingWarning(message: string): HydrationMismatch | undefined {
  if (typeof message !== 'string' || !message.startsWith('In HTML, ') || !message.includes('hydration error')) return undefined;
  const [sentence = '', ...rest] = message.split('\n\n');
  // The ancestry is a tree by indentation: lines at the same depth are siblings, not ancestors.
  const { path, components } = lastNodeOf(rest.join('\n'));
  return {
    kind: 'nesting',
    path,
    server: null,
    client: null,
    note: sentence.replace(/\s*This will cause a hydration error\.?\s*$/, '').replace(/\n/g, ' ').trim(),
    ...(components.length > 0 ? { componentStack: components.map((name) => `at ${name}`).join('\n') } : {}),
  };
}
