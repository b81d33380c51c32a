/**
 * What the relay reads of a request body, and how far: at most MAX_BODY_BYTES (a Content-Length over it
 * is refused before a byte is read, a streamed body as soon as it passes the limit), UTF-8, JSON nested
 * at most MAX_JSON_DEPTH deep (counted before JSON.parse, whose recursion a body 5,000 levels deep would
 * otherwise exhaust), and an object at the top.
 */

/** The largest body taken, in bytes: a real lead is a few kB. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The deepest nesting of objects and arrays taken: a form's values are two or three levels deep. */
const MAX_JSON_DEPTH = 32;

/** A request the relay refuses, with the status and the words of its answer. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The media type of a Content-Type header, lower case, without parameters; and whether its charset (if any) is UTF-8. */
export function mediaType(header: string | null | undefined): { type: string; utf8: boolean } {
  const [type = '', ...params] = (header ?? '').split(';').map((part) => part.trim().toLowerCase());
  const charset = params.find((param) => param.startsWith('charset='))?.slice('charset='.length).replace(/^"|"$/g, '');
  return { type, utf8: charset === undefined || charset === 'utf-8' || charset === 'utf8' };
}

/** The body's bytes, up to `max`; a Refusal (413) past it, without reading the rest. */
export async function readBounded(request: Request, max: number = MAX_BODY_BYTES): Promise<Uint8Array> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > max) throw new Refusal(413, `the body is over ${max} bytes (Content-Length ${declared})`);
  if (request.body === null) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > max) {
      await reader.cancel().catch(() => undefined);
      throw new Refusal(413, `the body is over ${max} bytes`);
    }
    chunks.push(value);
  }
  const all = new Uint8Array(bytes);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

/**
 * The deepest nesting of `text` read as JSON, counted without recursion (brackets inside strings
 * skipped), stopping as soon as it passes `max`.
 */
function nestingOver(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

/** The body as a JSON object: UTF-8, not too deep, an object; else a Refusal (400) saying what it is instead. */
export function jsonObject(raw: Uint8Array, maxDepth: number = MAX_JSON_DEPTH): Record<string, unknown> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw new Refusal(400, 'the body is not UTF-8');
  }
  if (text.trim() === '') throw new Refusal(400, 'the body is empty');
  if (nestingOver(text, maxDepth)) throw new Refusal(400, `the body is nested more than ${maxDepth} levels deep`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Refusal(400, `the body is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Refusal(400, `the body is a JSON object, not ${Array.isArray(parsed) ? 'an array' : parsed === null ? 'null' : `a ${typeof parsed}`}`);
  }
  return parsed as Record<string, unknown>;
}
