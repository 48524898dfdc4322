/** The parts of a window the guard remembers reloads in. `window` fits. */
export interface GuardHost {
  readonly history: Pick<History, 'state' | 'replaceState'>;
  name: string;
  /**
   * `self.origin`: `'null'` in an opaque origin (a frame sandboxed without `allow-same-origin`, a
   * `sandbox` CSP), where Chromium keeps `replaceState` within the page but drops the state across
   * a reload: there the history entry is no memory.
   */
  readonly origin?: string;
  /** `document.prerendering`: true while the page is prerendered and nobody has seen it yet. */
  readonly document?: { readonly prerendering?: boolean };
}

export interface ReloadGuardOptions {
  /** The window whose history state and name remember reloads. @default globalThis */
  host?: GuardHost;
  /** The clock, in milliseconds. @default Date.now */
  now?: () => number;
  /** How long one reload per target blocks the next, in milliseconds. @default 30000 */
  windowMs?: number;
}

/** Decides whether one more full reload to a target is allowed. */
export interface ReloadGuard {
  /** Records a reload to `target` and returns true, or returns false when one happened recently. */
  claim(target: string): boolean;
}

/** Reload times by hashed address, in milliseconds. */
type Records = Record<string, number>;

/**
 * One place reload times are kept across a reload: `read` gives the records, `null` when they are
 * ours but unreadable, `undefined` when the place is not ours; `write` throws when it cannot keep them.
 */
type Memory = [read: () => Records | null | undefined, write: (records: Records) => void];

const key = 'gw:reload';

/**
 * The address as a short hash (32 bits, as Java's String.hashCode): the window's name can outlive
 * this origin in some browsers, so a query string (a token, a search) is never written there in
 * clear. A collision only refuses.
 */
const hash = (address: string) => {
  let h = 0;
  for (let i = 0; i < address.length; i++) h = Math.imul(h, 31) + address.charCodeAt(i);
  return (h >>> 0).toString(36);
};

/**
 * At most one reload per target per window (30 s by default), remembered across the reload in two
 * places that are not Web Storage (blocked, over quota or wiped between loads in some browsers):
 * - the current history entry's state, kept beside the app's own state (state that is not an
 *   object is someone else's and left alone): the browser keeps it across a reload of that entry;
 * - the window's name, while empty or ours (a name the page or its opener set is left alone): a
 *   tab keeps it across reloads and same-site navigations.
 * A reload is granted only when one of them took the record: with neither, the guard never reloads
 * and the caller shows its failure page. Where a memory cannot last in this context it does not
 * count: the history entry in an opaque origin (a sandboxed frame), either one in a prerendered
 * document (nothing is claimed there). Corrupt or future records count as "just reloaded" (an
 * unreadable record of ours refuses until the tab is closed), never as permission.
 * @example
 * const guard = createReloadGuard();
 * if (guard.claim('/docs?page=2')) location.reload(); else showFailure();
 */
export function createReloadGuard({ host = globalThis as unknown as GuardHost, now = Date.now, windowMs = 30_000 }: ReloadGuardOptions = {}): ReloadGuard {
  const { history } = host;
  // An opaque origin's history state does not outlast a reload (a successful write proves nothing).
  const opaque = host.origin === 'null';
  const memories: Memory[] = [
    [
      () => {
        if (opaque) return undefined;
        const state: unknown = history.state;
        return state == null ? {} : typeof state == 'object' ? ((state as Record<string, Records>)[key] ?? {}) : undefined;
      },
      (records) => history.replaceState({ ...(history.state as object), [key]: records }, ''),
    ],
    [
      () => {
        const { name } = host;
        if (!name) return {};
        if (!name.startsWith(key)) return undefined;
        try {
          return JSON.parse(name.slice(key.length)) as Records;
        } catch {
          return null;
        }
      },
      (records) => void (host.name = key + JSON.stringify(records)),
    ],
  ];
  return {
    claim(address) {
      // A prerendered document: whether anything outlasts a reload before it is shown is not
      // something a page can know, so no automatic reload (the failure page waits for a person).
      if (host.document?.prerendering === true) return false;
      const target = hash(address);
      const time = now();
      const found = memories.map(([read]) => {
        try {
          return read();
        } catch {
          // Not readable here (a throwing getter): not a memory this window has.
        }
      });
      // Ours but unreadable, or a recent, future or non-numeric time: never permission.
      if (found.some((records) => records === null || (records?.[target] !== undefined && !(time - records[target] >= windowMs)))) return false;
      // Granted only when a memory that survives the reload took the record: otherwise it could loop.
      return (
        memories.filter(([, write], i) => {
          const records = found[i];
          if (!records) return false;
          try {
            // Only the records still inside the window: what a memory keeps stays small.
            write({ ...Object.fromEntries(Object.entries(records).filter(([, at]) => time - at < windowMs)), [target]: time });
            return true;
          } catch {
            // This one cannot keep it; the other may.
            return false;
          }
        }).length > 0
      );
    },
  };
}
