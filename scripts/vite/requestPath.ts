// The path of a request as a static host resolves it, written out instead of `new URL(req.url,
// base)`: a WHATWG URL parser reads `//evil.example` as a host and `/\evil.example` as `//…`, so
// those paths became `/` and got the home page. Here they stay paths (no page has them: 404).
// nginx does the same with `merge_slashes off` (deploy/nginx/groundwork.conf).

const hex = /^[\da-f]{2}$/i;

/**
 * Decodes `%XX` escapes to bytes, then the bytes as UTF-8 (a byte that is not UTF-8 becomes U+FFFD,
 * which names no file). Returns null for a `%` that is not an escape or an escaped NUL, as nginx
 * answers those with 400.
 */
function percentDecode(raw: string): string | null {
  const bytes: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i]!;
    if (char === '%') {
      const pair = raw.slice(i + 1, i + 3);
      if (!hex.test(pair)) return null;
      const byte = Number.parseInt(pair, 16);
      if (byte === 0) return null;
      bytes.push(byte);
      i += 2;
    } else {
      // Node hands over a request target's bytes as latin1 characters: take them back as bytes.
      const code = char.charCodeAt(0);
      bytes.push(...(code <= 0xff ? [code] : Buffer.from(char, 'utf8')));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * The decoded path of a request target (`req.url`), dot segments resolved (RFC 3986 §5.2.4), empty
 * segments and backslashes kept; `null` when the host must answer 400: not an origin-form target,
 * a broken escape, an escaped NUL, or `..` above the root.
 * @example normaliseRequestPath('/presentations/%34%30%30?q=1') // '/presentations/400'
 * @example normaliseRequestPath('//evil.example') // '//evil.example' (a path: no such page)
 * @example normaliseRequestPath('/../etc/passwd') // null
 */
export function normaliseRequestPath(target: string): string | null {
  const raw = target.split(/[?#]/, 1)[0]!;
  if (!raw.startsWith('/')) return null;
  const decoded = percentDecode(raw);
  if (decoded === null) return null;
  const segments = decoded.split('/').slice(1);
  const kept: string[] = [];
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..' && kept.pop() === undefined) return null;
      // `/a/.` and `/a/b/..` name the directory: the path keeps its trailing slash.
      if (last) kept.push('');
      continue;
    }
    kept.push(segment);
  }
  return `/${kept.join('/')}`;
}
