// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { dropNavigationPayloads, precompress } from './post-export';

let dir: string;

function write(file: string, body: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), body);
}

const files = () =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'post-export-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('dropNavigationPayloads', () => {
  it("removes the client router's payloads beside each page and keeps everything a browser requests", () => {
    write('index.html', '<!doctype html>');
    write('index.txt', 'payload');
    write('__next._full.txt', 'payload');
    write('personal/index.html', '<!doctype html>');
    write('personal/index.txt', 'payload');
    write('personal/__next.$oc$slug.__PAGE__.txt', 'payload!');
    write('robots.txt', 'User-agent: *');
    write('documents/index.txt', 'a document that is not a page payload');
    write('_next/static/chunks/__next.x.txt', 'an asset');

    expect(dropNavigationPayloads(dir)).toEqual({ files: 4, bytes: 7 * 3 + 8 });
    expect(files()).toEqual(['_next/static/chunks/__next.x.txt', 'documents/index.txt', 'index.html', 'personal/index.html', 'robots.txt']);
  });
});

describe('precompress', () => {
  it('writes a .br and a .gz that decompress to the file, only where they are smaller', async () => {
    const text = 'The same sentence, over and over. '.repeat(200);
    write('index.html', text);
    write('_next/static/chunks/a.js', text);
    write('tiny.txt', 'a');
    write('photo.webp', text);

    const result = await precompress(dir);

    expect(result.files).toBe(3);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'index.html.br'))).toString()).toBe(text);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'index.html.gz'))).toString()).toBe(text);
    // The same bytes under _next/ come from the compressed copy of an earlier brand: still right.
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, '_next/static/chunks/a.js.br'))).toString()).toBe(text);
    expect(fs.existsSync(path.join(dir, 'tiny.txt.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'photo.webp.br'))).toBe(false);
  });
});
