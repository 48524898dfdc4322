import { version } from 'react';

/**
 * Throws when the app's React is older than `minimum` (`'19.0'`), naming the entry and both
 * versions: an entry that needs more than the package's peer range floor calls it as it loads, so
 * an older React fails there, in words, instead of later in a render.
 * @example requireReact('@groundwork/ui/hydration-overlay', '19.0');
 */
export function requireReact(entry: string, minimum: string): void {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const [needMajor = 0, needMinor = 0] = minimum.split('.').map(Number);
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return;
  throw new Error(`${entry} needs React ${minimum} or newer (react and react-dom); this app has React ${version}.`);
}
