/** The storage a reload guard needs; `sessionStorage` fits. */
export type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The parts of a window the guard remembers reloads in. `window` fits. */
export interface GuardHost {
  readonly history: Pick<History, 'state' | 'replaceState'>;
  name: string;
}

export interface ReloadGuardOptions {
  /**
   * A store you know survives a reload; when given, it is the guard's only memory (tests, a
   * custom store). Without it the guard uses the host's history state and name.
   */
  storage?: GuardStorage;
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

/** Reload times by address, in milliseconds. */
type Records = Record<string, number>;

/** One place reload times are kept, across a reload. */
interface Memory {
  /** The records; `null` when they are ours but unreadable; `undefined` when the place is not ours. */
  read(): Records | null | undefined;
  /** Throws when it cannot keep them. */
  write(records: Records): void;
}

const key = 'gw:reload';

/**
 * The address as a short hash (FNV-1a): the window's name can outlive this origin in some browsers,
 * so a query string (a token, a search) is never written there in clear. A collision only refuses.
 */
const hash = (address: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < address.length; i++) h = Math.imul(h ^ address.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
};

const parse = (text: string): Records | null => {
  try {
    return JSON.parse(text) as Records;
  } catch {
    return null;
  }
};

function storageMemory(storage: GuardStorage): Memory {
  return {
    read: () => parse(storage.getItem(key) ?? '{}'),
    write: (records) => storage.setItem(key, JSON.stringify(records)),
  };
}

/**
 * The current history entry's state: the browser keeps it across a reload of that entry, whatever
 * the storage settings (it is not Web Storage). Kept beside the app's own state; state that is not
 * an object is someone else's and left alone.
 */
function historyMemory({ history }: GuardHost): Memory {
  return {
    read: () => {
      const state: unknown = history.state;
      if (state == null) return {};
      return typeof state === 'object' ? ((state as Record<string, Records | undefined>)[key] ?? {}) : undefined;
    },
    write: (records) => history.replaceState({ ...(history.state as object | null), [key]: records }, ''),
  };
}

/**
 * The window's name: a tab keeps it across reloads and same-site navigations. Used only while
 * empty or ours; a name the page or its opener set is left alone.
 */
function nameMemory(host: GuardHost): Memory {
  return {
    read: () => (host.name === '' ? {} : host.name.startsWith(key) ? parse(host.name.slice(key.length)) : undefined),
    write: (records) => void (host.name = key + JSON.stringify(records)),
  };
}

/**
 * At most one reload per target per window (30 s by default), remembered across the reload in the
 * history entry's state and the window's name, not in Web Storage (blocked, over quota or wiped
 * between loads in some browsers). A reload is granted only when one of them took the record: with
 * neither (history state not writable or not an object, a foreign window name), the guard never
 * reloads and the caller shows its failure page. Corrupt or future records count as "just
 * reloaded" (an unreadable record of ours refuses until the tab is closed), never as permission.
 * @example
 * const guard = createReloadGuard();
 * if (guard.claim('/docs?page=2')) location.reload(); else showFailure();
 */
export function createReloadGuard({ storage, host = globalThis as unknown as GuardHost, now = Date.now, windowMs = 30_000 }: ReloadGuardOptions = {}): ReloadGuard {
  const memories = storage ? [storageMemory(storage)] : [historyMemory(host), nameMemory(host)];
  return {
    claim(address) {
      const target = hash(address);
      const time = now();
      const found = memories.map((memory) => {
        try {
          return memory.read();
        } catch {
          return undefined;
        }
      });
      const refused = found.some((records) => {
        if (records === undefined) return false;
        // Ours but unreadable: never permission.
        if (records === null) return true;
        const at = records[target];
        // A recent, future or non-numeric time all refuse.
        return at !== undefined && !(time - at >= windowMs);
      });
      if (refused) return false;
      let remembered = false;
      memories.forEach((memory, i) => {
        const records = found[i];
        if (records === undefined) return;
        // Only the records still inside the window: what a memory keeps stays small.
        const kept = Object.entries(records ?? {}).filter(([, at]) => time - at < windowMs);
        try {
          memory.write({ ...Object.fromEntries(kept), [target]: time });
          remembered = true;
        } catch {
          // This one cannot keep it; the other may.
        }
      });
      // Nothing that survives the reload holds the record: reloading could loop.
      return remembered;
    },
  };
}
