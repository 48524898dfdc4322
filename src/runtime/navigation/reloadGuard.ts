/** The storage a reload guard needs; `sessionStorage` fits. */
export type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ReloadGuardOptions {
  /** Where reload times are kept. @default window.sessionStorage (or memory when unavailable) */
  storage?: GuardStorage;
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

const prefix = 'gw:reload:';

function memoryStorage(): GuardStorage {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

function defaultStorage(): GuardStorage {
  try {
    const storage = globalThis.sessionStorage;
    const probe = `${prefix}probe`;
    storage.setItem(probe, '1');
    return storage;
  } catch {
    // Storage disabled (privacy mode, sandboxed frame): memory still stops a loop within this page.
    return memoryStorage();
  }
}

/**
 * At most one reload per target per window (30 s by default), remembered across the reload in
 * sessionStorage. Corrupt or future timestamps count as "just reloaded", never as permission.
 * @example
 * const guard = createReloadGuard();
 * if (guard.claim('/docs?page=2')) location.reload(); else showFailure();
 */
export function createReloadGuard({ storage = defaultStorage(), now = Date.now, windowMs = 30_000 }: ReloadGuardOptions = {}): ReloadGuard {
  return {
    claim(target) {
      const key = prefix + target;
      const time = now();
      let last: string | null = null;
      try {
        last = storage.getItem(key);
      } catch {
        last = null;
      }
      if (last !== null) {
        const at = Number(last);
        const elapsed = time - at;
        if (!Number.isFinite(at) || elapsed < 0 || elapsed < windowMs) return false;
      }
      try {
        storage.setItem(key, String(time));
      } catch {
        // Could not record it: refuse, or the next failure might loop.
        return false;
      }
      return true;
    },
  };
}
