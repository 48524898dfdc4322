// What two hosts' answers to one request must share to count as the same answer: the status, every
// header (name and value) and the body. The few header values that cannot be the same are named
// here with their reason; docs/architecture.md lists them under the host table.
import { createHash } from 'node:crypto';
import type { RawResponse } from './rawRequest';

/**
 * Headers compared by presence only, with the reason their values differ.
 * - `date`: the clock at the moment of answering (RFC 9110 §6.6.1: both must send it on a 2xx,
 *   3xx and 4xx answer).
 */
const presenceOnly = ['date'];

/**
 * Headers left out: `server` is nginx's own name for itself (`server_tokens off` drops only its
 * version; only a third-party module removes the header), and the preview names no product.
 */
const leftOut = ['server'];

/** An answer as two hosts must agree on it: the status, each header (the host's port as `<port>`), the body's SHA-256. */
export interface AnswerShape {
  status: number | 'no answer';
  headers: Record<string, string>;
  body: string;
}

/**
 * The shape of `response` from the host on `port` (null: it closed the connection without an
 * answer). The port is the only part of the address that differs between the hosts: the policy
 * names the origin asked for, so it is written `<port>` in both.
 * @example expect(answerShape(fromNginx, nginxPort)).toEqual(answerShape(fromPreview, previewPort))
 */
export function answerShape(response: RawResponse | null, port: number): AnswerShape {
  if (response === null) return { status: 'no answer', headers: {}, body: '' };
  const headers = Object.entries(response.headers)
    .filter(([name]) => !leftOut.includes(name))
    .map(([name, value]) => [name, presenceOnly.includes(name) ? '(present)' : value.replaceAll(`:${port}`, ':<port>')] as const)
    .sort(([a], [b]) => a.localeCompare(b, 'en'));
  return { status: response.status, headers: Object.fromEntries(headers), body: createHash('sha256').update(response.body).digest('hex') };
}
