// One HTTP/1.0 request over a plain socket, its target sent byte for byte (latin1): an HTTP client
// library would normalise `//evil.example`, `/\x`, dot segments or raw bytes before they reach
// the host, and those are what the host tests try.
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  /** Header names in lower case; a repeated header's values joined with `, `. */
  headers: Record<string, string>;
  body: Buffer;
}

/** What a request adds to its request line: header lines, a body, another Host or none. */
export interface RawRequestOptions {
  /** Header lines after `Host`, sent as written. */
  headers?: readonly (readonly [name: string, value: string])[];
  /** Sent after the head as it is (give its `Content-Length` or chunked framing in `headers`). */
  body?: string;
  /** The `Host` header's value (default `127.0.0.1:<port>`); `null` sends none. */
  host?: string | null;
  /** @default 'HTTP/1.0' */
  version?: string;
  /** @default 10000 */
  timeoutMs?: number;
}

/** Sends `method target` to 127.0.0.1:`port` and reads the whole answer (the host closes it: HTTP/1.0, or `Connection: close`). */
export function rawRequest(port: number, method: string, target: string, options: RawRequestOptions | number = {}): Promise<RawResponse> {
  const { headers = [], body = '', host = `127.0.0.1:${port}`, version = 'HTTP/1.0', timeoutMs = 10_000 } = typeof options === 'number' ? { timeoutMs: options } : options;
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer to ${method} ${target.slice(0, 80)} within ${timeoutMs} ms`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    let failure: Error | undefined;
    // A host that answers an oversized request and closes before reading the rest of it resets the
    // connection: what arrived before the reset is still its answer.
    socket.on('error', (error) => void (failure = error));
    socket.on('close', () => {
      if (failure && chunks.length === 0) return reject(failure);
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, end === -1 ? all.length : end).toString('latin1').split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? '')?.[1]);
      if (!Number.isInteger(status)) return reject(new Error(`not an HTTP answer to ${method} ${target.slice(0, 80)}: ${JSON.stringify(head[0])}`));
      const headers: Record<string, string> = {};
      for (const line of head.slice(1)) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
      }
      resolve({ status, headers, body: end === -1 ? Buffer.alloc(0) : all.subarray(end + 4) });
    });
    // Written, not ended: the host closes the connection after its answer (HTTP/1.0).
    const lines = [...(host === null ? [] : [['Host', host] as const]), ...headers, ...(version === 'HTTP/1.1' ? [['Connection', 'close'] as const] : [])];
    socket.write(Buffer.from(`${method} ${target} ${version}\r\n${lines.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${body}`, 'latin1'));
  });
}
