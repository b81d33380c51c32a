/**
 * Test helpers for the local servers: requests written byte for byte over a socket (node:net), so
 * a test can send what fetch() and http.request() refuse to (a target of "//", a bare "%", a body
 * that never ends) and read the answer as the server wrote it.
 */
import http from 'node:http';
import net from 'node:net';
import { HOST } from './static-server';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The request targets no server may fall over for, as a test table: [name, target]. */
export const MALFORMED_TARGETS: readonly [string, string][] = [
  ['an empty first segment', '//'],
  ['empty segments before a name', '///x'],
  ['a bare %', '/%'],
  ['a % without hex digits', '/%zz'],
  ['the absolute form', 'http://x/'],
  ['a 70 kB path', `/${'a'.repeat(70_000)}`],
  ['an escaped NUL', '/%00'],
  ['escapes that are not UTF-8', '/%C3%28'],
  ['the asterisk form', '*'],
];

/**
 * A whole request for `target` (GET unless said), the connection closed after the answer; a body
 * gets its Content-Length unless the headers name a length or a transfer coding.
 */
export function rawRequest(
  target: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Buffer {
  const bytes = body === undefined ? Buffer.alloc(0) : Buffer.from(body);
  const framed = Object.keys(headers).some((name) => /^(content-length|transfer-encoding)$/i.test(name));
  const all = { Host: HOST, ...headers, ...(body === undefined || framed ? {} : { 'Content-Length': String(bytes.length) }), Connection: 'close' };
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}`);
  return Buffer.concat([Buffer.from(`${method} ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`, 'latin1'), bytes]);
}

/**
 * Writes `request` (all of it, or chunk by chunk from an iterable, stopping when the server answers
 * or closes) and resolves with the first answer; rejects when the
 * connection closes without one.
 */
export function rawExchange(port: number, request: string | Buffer | Iterable<string | Buffer>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, HOST);
    let answered = false;
    let received = Buffer.alloc(0);
    socket.on('error', () => {
      // A server that closes while the test still writes resets the connection; the answer, if any, is already read.
    });
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const answer = parseAnswer(received);
      if (answer === undefined) return;
      answered = true;
      socket.destroy();
      resolve(answer);
    });
    socket.on('close', () => {
      if (answered) return;
      const answer = parseAnswer(received, true);
      if (answer) resolve(answer);
      else reject(new Error(`the connection closed without an answer (${received.length} bytes: ${received.toString('latin1').slice(0, 80)})`));
    });
    socket.on('connect', () => {
      if (typeof request === 'string' || Buffer.isBuffer(request)) {
        socket.write(request);
        return;
      }
      void (async () => {
        for (const chunk of request) {
          if (answered || socket.destroyed) return;
          if (!socket.write(chunk)) await new Promise((resume) => socket.once('drain', resume).once('close', resume));
        }
      })();
    });
  });
}

/** The answer in `bytes` once its head and body are complete (or the connection has closed), else undefined. */
function parseAnswer(bytes: Buffer, closed = false): RawAnswer | undefined {
  const headEnd = bytes.indexOf('\r\n\r\n');
  if (headEnd === -1) return undefined;
  const [statusLine = '', ...headerLines] = bytes.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = bytes.subarray(headEnd + 4);
  if (headers['transfer-encoding'] === 'chunked') {
    const body = dechunk(rest);
    return body === undefined ? (closed ? { status, headers, body: rest.toString('utf8') } : undefined) : { status, headers, body };
  }
  const length =
    headers['content-length'] === undefined ? (closed || status === 304 || status === 204 ? rest.length : Infinity) : Number(headers['content-length']);
  if (rest.length < length && !closed) return undefined;
  return { status, headers, body: rest.subarray(0, length).toString('utf8') };
}

/** A complete chunked body, or undefined while its last chunk has not come. */
function dechunk(bytes: Buffer): string | undefined {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at);
    if (lineEnd === -1) return undefined;
    const size = parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16);
    if (size === 0) return Buffer.concat(parts).toString('utf8');
    if (bytes.length < lineEnd + 2 + size + 2) return undefined;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** A plain GET through Node's client: the "does it still answer?" check after an odd request. */
export function answersNormally(port: number, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: HOST, port, path: pathname, agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}
