/** The storage a reload guard needs; `sessionStorage` fits. */
export type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The parts of a window the guard remembers reloads in. `window` fits. */
export interface GuardHost {
  readonly sessionStorage: GuardStorage;
  readonly history: Pick<History, 'state' | 'replaceState'>;
  name: string;
}

export interface ReloadGuardOptions {
  /**
   * A store you know survives a reload; when given, it is the guard's only memory (tests, a
   * custom store). Without it the guard uses the host's history state, name and sessionStorage.
   */
  storage?: GuardStorage;
  /** The window whose history state, name and sessionStorage remember reloads. @default globalThis */
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

/** One place a reload's time can be kept. `trusted`: known to survive a reload when a write works. */
interface Memory {
  read(target: string): string | null;
  /** Throws when it cannot keep the record. */
  write(target: string, time: number, windowMs: number): void;
  trusted: boolean;
}

const prefix = 'gw:reload:';
const stateKey = 'gw:reload';
const namePrefix = 'gw:reload:';

type Records = Record<string, number>;

const isRecords = (value: unknown): value is Records => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only the records still inside the window: what a memory keeps stays small. */
const fresh = (records: Records, time: number, windowMs: number): Records =>
  Object.fromEntries(Object.entries(records).filter(([, at]) => typeof at === 'number' && time - at >= 0 && time - at < windowMs));

function storageMemory(storage: () => GuardStorage, trusted: boolean): Memory {
  return {
    trusted,
    read: (target) => storage().getItem(prefix + target),
    write: (target, time) => storage().setItem(prefix + target, String(time)),
  };
}

/**
 * The current history entry's state: kept by the browser across a reload of that entry, in every
 * storage setting (it is not Web Storage). The app's own state is kept beside ours; state that is
 * not an object belongs to someone else and is left alone.
 */
function historyMemory(host: GuardHost): Memory {
  const records = (): Records | undefined => {
    const state: unknown = host.history.state;
    if (state === null || state === undefined) return {};
    if (!isRecords(state)) return undefined;
    const ours = (state as Record<string, unknown>)[stateKey];
    return isRecords(ours) ? ours : {};
  };
  return {
    trusted: true,
    read: (target) => {
      const at = records()?.[target];
      return at === undefined ? null : String(at);
    },
    write: (target, time, windowMs) => {
      const ours = records();
      if (!ours) throw new Error('history state belongs to the app');
      const state: unknown = host.history.state;
      host.history.replaceState({ ...(isRecords(state) ? state : {}), [stateKey]: { ...fresh(ours, time, windowMs), [target]: time } }, '');
    },
  };
}

/**
 * The window's name: kept across reloads and same-site navigations of this tab (so it also covers a
 * reload to another address). Used only while empty or ours; a name the page or its opener set is
 * left alone.
 */
function nameMemory(host: GuardHost): Memory {
  /** Our records; `'corrupt'` when the name is ours but unreadable; undefined when it is not ours. */
  const records = (): Records | 'corrupt' | undefined => {
    const name = host.name;
    if (name === '') return {};
    if (!name.startsWith(namePrefix)) return undefined;
    try {
      const parsed: unknown = JSON.parse(name.slice(namePrefix.length));
      return isRecords(parsed) ? parsed : 'corrupt';
    } catch {
      return 'corrupt';
    }
  };
  return {
    trusted: true,
    read: (target) => {
      const ours = records();
      // Unreadable counts as "just reloaded" (see `claim`).
      if (ours === 'corrupt') return 'corrupt';
      return ours?.[target] === undefined ? null : String(ours[target]);
    },
    write: (target, time, windowMs) => {
      const ours = records();
      if (!ours) throw new Error('the window name belongs to someone else');
      host.name = namePrefix + JSON.stringify({ ...(ours === 'corrupt' ? {} : fresh(ours, time, windowMs)), [target]: time });
    },
  };
}

function hostMemories(host: GuardHost): Memory[] {
  // sessionStorage last and untrusted: a store that loses everything between loads (some
  // webviews, privacy shims) works within the page, so a successful write proves nothing.
  return [historyMemory(host), nameMemory(host), storageMemory(() => host.sessionStorage, false)];
}

/**
 * At most one reload per target per window (30 s by default), remembered across the reload in the
 * history entry's state and the window's name, with sessionStorage as an extra record. A reload is
 * granted only when a memory that survives it took the record: with none (history state not
 * writable, a foreign window name), the guard never reloads and the caller shows its failure page.
 * Corrupt or future records count as "just reloaded", never as permission.
 * @example
 * const guard = createReloadGuard();
 * if (guard.claim('/docs?page=2')) location.reload(); else showFailure();
 */
export function createReloadGuard({ storage, host = globalThis as unknown as GuardHost, now = Date.now, windowMs = 30_000 }: ReloadGuardOptions = {}): ReloadGuard {
  const memories = storage ? [storageMemory(() => storage, true)] : hostMemories(host);
  return {
    claim(target) {
      const time = now();
      for (const memory of memories) {
        let last: string | null = null;
        try {
          last = memory.read(target);
        } catch {
          last = null;
        }
        if (last === null) continue;
        const elapsed = time - Number(last);
        if (!Number.isFinite(elapsed) || elapsed < 0 || elapsed < windowMs) return false;
      }
      let remembered = false;
      for (const memory of memories) {
        try {
          memory.write(target, time, windowMs);
          remembered ||= memory.trusted;
        } catch {
          // This one cannot keep it; another may.
        }
      }
      // Nothing that survives the reload holds the record: reloading could loop.
      return remembered;
    },
  };
}
