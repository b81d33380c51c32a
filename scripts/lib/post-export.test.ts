// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { metaPolicy } from './csp';
import { dropNavigationPayloads, postExport, precompress, unusedPublicFiles } from './post-export';
import { compress, compressionOf, FIRST_FLIGHT_BYTES, namedFiles } from './post-export-task';
import { pruneCache } from './precompressed-cache';

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
  fs.rmSync(cacheDir(), { recursive: true, force: true });
});
/** Beside the folder, not in it: postExport starts by removing every .br and .gz of the folder. */
const cacheDir = () => `${dir}-cache`;

describe('dropNavigationPayloads', () => {
  it("removes the client router's payloads beside each page and keeps everything a browser requests", async () => {
    write('index.html', '<!doctype html>');
    write('index.txt', 'payload');
    write('__next._full.txt', 'payload');
    write('personal/index.html', '<!doctype html>');
    write('personal/index.txt', 'payload');
    write('personal/__next.$oc$slug.__PAGE__.txt', 'payload!');
    write('robots.txt', 'User-agent: *');
    write('documents/index.txt', 'a document that is not a page payload');
    write('_next/static/chunks/__next.x.txt', 'an asset');

    expect(await dropNavigationPayloads(dir)).toEqual({ files: 4, bytes: 7 * 3 + 8 });
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
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, '_next/static/chunks/a.js.br'))).toString()).toBe(text);
    expect(fs.existsSync(path.join(dir, 'tiny.txt.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'photo.webp.br'))).toBe(false);
  });

  it('compresses again only the files whose bytes changed, writing the same bytes from its cache', async () => {
    const site = path.join(dir, 'site');
    const cacheDir = path.join(dir, 'cache');
    const page = (n: number) => `<p>Page ${n}: ${'words that repeat, '.repeat(100)}</p>`;
    for (let n = 1; n <= 4; n += 1) write(`site/page-${n}/index.html`, page(n));
    write('site/_next/static/chunks/a.js', 'const a = 1; '.repeat(100));

    const first = await precompress(site, { cacheDir });
    const before = files()
      .filter((file) => file.startsWith('site/') && /\.(br|gz)$/.test(file))
      .map((file) => [file, fs.readFileSync(path.join(dir, file))] as const);
    expect(first).toMatchObject({ files: 5, cached: 0 });

    write('site/page-3/index.html', page(33));
    for (const [file] of before) fs.rmSync(path.join(dir, file));
    const second = await precompress(site, { cacheDir });

    expect(second).toMatchObject({ files: 5, cached: 4 });
    for (const [file, bytes] of before) {
      if (file.startsWith('site/page-3/')) continue;
      expect(fs.readFileSync(path.join(dir, file)).equals(bytes)).toBe(true);
    }
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(site, 'page-3/index.html.br'))).toString()).toBe(page(33));
  });
});

/** Text of `words` words drawn from a small vocabulary by a fixed sequence: it compresses, but not to nothing. */
function prose(words: number, seed = 1): string {
  const vocabulary = ['rate', 'account', 'the', 'savings', 'of', 'loan', 'business', 'a', 'deposit', 'with', 'fee', 'interest', 'term', 'cash', 'flow', 'and'];
  let state = seed;
  const out: string[] = [];
  for (let index = 0; index < words; index += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    // The high bits: an LCG's low bits repeat with a short period.
    const high = Math.floor(state / 65536);
    out.push(`${vocabulary[high % vocabulary.length]}${high % 7 === 0 ? ` ${high % 1000}.` : ''}`);
  }
  return `<!DOCTYPE html><html><head><meta charset="utf-8"/></head><body><p>${out.join(' ')}</p></body></html>`;
}

const brotliAt = (body: Buffer, quality: number) =>
  zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

describe('compress', () => {
  it('compresses a page at brotli 6, or at 11 when 6 would not fit the first flight, and _next/static at 11', () => {
    const page = Buffer.from(prose(3_000));
    const longPage = Buffer.from(prose(30_000));
    expect(brotliAt(page, 6).length).toBeLessThan(FIRST_FLIGHT_BYTES);
    expect(brotliAt(longPage, 6).length).toBeGreaterThan(FIRST_FLIGHT_BYTES);
    // The two qualities give different bytes for these texts, so each check below tells them apart.
    for (const body of [page, longPage]) expect(brotliAt(body, 6).equals(brotliAt(body, 11))).toBe(false);

    expect(compress(page, compressionOf('insights/a/index.html')).br.equals(brotliAt(page, 6))).toBe(true);
    expect(compress(longPage, compressionOf('index.html')).br.equals(brotliAt(longPage, 11))).toBe(true);
    expect(compress(page, compressionOf('_next/static/chunks/app.js')).br.equals(brotliAt(page, 11))).toBe(true);
    expect(zlib.gunzipSync(compress(page, 'page').gz).equals(page)).toBe(true);
  });
});

describe('postExport', () => {
  it('writes the same bytes, every file, from an empty cache and from the cache the first build filled', async () => {
    const next = path.join(dir, 'next');
    const pages = { 'index.html': prose(30_000, 2), 'personal/index.html': prose(3_000, 3), '404.html': prose(200, 4) };
    for (const [file, html] of Object.entries(pages))
      write(`next/${file}`, html.replace('<meta charset="utf-8"/>', '<meta charset="utf-8"/><script>self.x=1</script>'));
    write('next/_next/static/chunks/app.js', `self.y=${JSON.stringify(prose(2_000, 5))};`);
    write('next/robots.txt', 'User-agent: *\nAllow: /\n'.repeat(40));
    const build = async (name: string) => {
      const out = path.join(dir, name);
      fs.cpSync(next, out, { recursive: true });
      const result = await postExport(out, { routes: new Map() }, { cacheDir: cacheDir() });
      const tree = files().filter((file) => file.startsWith(`${name}/`));
      return { result, contents: new Map(tree.map((file) => [file.slice(name.length + 1), fs.readFileSync(path.join(dir, file))])) };
    };

    const cold = await build('cold');
    const warm = await build('warm');

    expect(cold.result.compression).toMatchObject({ files: 5, cached: 0 });
    expect(warm.result.compression).toMatchObject({ files: 5, cached: 5 });
    expect([...warm.contents.keys()]).toEqual([...cold.contents.keys()]);
    for (const [file, bytes] of cold.contents) expect(warm.contents.get(file)?.equals(bytes), file).toBe(true);
  });

  it('gives every page its policy and a _headers rule, on the worker threads, and compresses the secured page', async () => {
    const html = (body: string) => `<!DOCTYPE html><html><head><meta charset="utf-8"/><script>self.x=1</script></head><body>${body}</body></html>`;
    write('index.html', html('<h1>Home</h1>'));
    write('personal/index.html', html('<h1>Personal</h1>'));
    write('404.html', html('<h1>Not found</h1>'));
    const connect = { connect: ['https://leads.axosbank.com'], frames: [], images: [], scripts: [] };
    const progress: [number, number][] = [];

    const result = await postExport(
      dir,
      { routes: new Map([['/personal/', connect]]) },
      { cacheDir: cacheDir(), onProgress: (done, total) => progress.push([done, total]) },
    );

    const personal = fs.readFileSync(path.join(dir, 'personal/index.html'), 'utf8');
    expect(metaPolicy(personal)).toContain('connect-src https://leads.axosbank.com');
    expect(metaPolicy(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'))).not.toContain('connect-src');
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'personal/index.html.br'))).toString()).toBe(personal);
    const headers = fs.readFileSync(path.join(dir, '_headers'), 'utf8');
    expect(headers.split('\n').filter((line) => line.startsWith('/'))).toEqual(['/*', '/_next/static/*', '/', '/4*', '/i*', '/p*']);
    expect(result).toMatchObject({ pages: 3, strictPages: 3 });
    expect(progress.at(-1)).toEqual([3, 3]);
  });

  it('removes the navigation payloads, compressing none of them and naming none in _headers', async () => {
    const text = 'A payload that repeats itself. '.repeat(100);
    write('index.html', `<!DOCTYPE html><html><head><meta charset="utf-8"/></head><body><p>${text}</p></body></html>`);
    write('index.txt', text);
    write('__next._full.txt', text);
    write('robots.txt', text);

    const result = await postExport(dir, { routes: new Map() }, { cacheDir: cacheDir() });

    expect(files()).toEqual(['_headers', 'index.html', 'index.html.br', 'index.html.gz', 'robots.txt', 'robots.txt.br', 'robots.txt.gz']);
    expect(result.dropped).toEqual({ files: 2, bytes: text.length * 2 });
    expect(result.compression.files).toBe(2);
    expect(fs.readFileSync(path.join(dir, '_headers'), 'utf8')).not.toMatch(/index\.txt|__next/);
  });

  it('stops naming every page whose policy would not be strict', async () => {
    write('index.html', '<!DOCTYPE html><html><head><meta charset="utf-8"/></head><body><p style="color:red">x</p></body></html>');
    write('a/index.html', '<!DOCTYPE html><html><head><meta charset="utf-8"/></head><body><button onclick="go()">x</button></body></html>');

    await expect(postExport(dir, { routes: new Map() }, { cacheDir: cacheDir() })).rejects.toThrow(
      'A strict Content-Security-Policy would refuse part of some pages:\n  a/index.html: an inline onclick="" handler, which the policy refuses\n  index.html: a style="color:red" attribute',
    );
  });
});

describe('namedFiles', () => {
  it('finds the files a text names by URL, plain or percent-encoded, in a folder or at the root', () => {
    const files = ['images/a.webp', 'images/b.webp', 'images/b.webp.map', 'documents/rate sheet.pdf', 'documents/fees.pdf', 'favicon.svg', 'logos/x.svg'];
    const text = '<img src="/images/b.webp"><a href="/documents/rate%20sheet.pdf">rates</a><link href="https://cdn.example/favicon.svg"> images/a.webp logos/';
    expect(namedFiles(text, files)).toEqual(['images/b.webp', 'documents/rate sheet.pdf', 'favicon.svg']);
    expect(namedFiles('/images/b.webp.map /logos/x.svgz', files)).toEqual(['images/b.webp', 'images/b.webp.map', 'logos/x.svg']);
    expect(namedFiles('', files)).toEqual([]);
  });
});

describe('unusedPublicFiles', () => {
  it('keeps what a page, stylesheet or kept file names, and .well-known/; drops the rest', () => {
    const candidates = [
      'logos/axb.svg',
      'logos/lvf.svg',
      'documents/fees.pdf',
      'icons/check.svg',
      'images/sprite.svg',
      'images/star.svg',
      '.well-known/security.txt',
    ];
    const references = new Map([
      ['index.html', ['logos/axb.svg', 'documents/fees.pdf']],
      ['_next/static/chunks/app.css', ['icons/check.svg']],
      ['about/index.html', ['images/sprite.svg']],
      // A file from public/ names another: kept only because a kept file names it.
      ['images/sprite.svg', ['images/star.svg']],
      ['logos/lvf.svg', ['icons/check.svg']],
    ]);
    expect(unusedPublicFiles(candidates, references)).toEqual(['logos/lvf.svg']);
  });
});

describe('postExport and public/', () => {
  it("removes another brand's logo and PDF from the export, with their .br and .gz, and keeps its own", async () => {
    const site = path.join(dir, 'site');
    const publicDir = path.join(dir, 'public');
    const svg = (name: string) => `<svg xmlns="http://www.w3.org/2000/svg"><title>${name} ${'logo '.repeat(50)}</title></svg>`;
    for (const root of [site, publicDir]) {
      for (const name of ['axb', 'lvf']) {
        fs.mkdirSync(path.join(root, 'logos'), { recursive: true });
        fs.writeFileSync(path.join(root, 'logos', `${name}.svg`), svg(name));
      }
      fs.mkdirSync(path.join(root, 'documents'), { recursive: true });
      fs.writeFileSync(path.join(root, 'documents', 'lvf-rates.pdf'), '%PDF');
    }
    write('site/index.html', '<!DOCTYPE html><html><head><meta charset="utf-8"/></head><body><img src="/logos/axb.svg" alt="Axos Bank"/></body></html>');
    // An empty folder of next build's stays; documents/ goes with its last file.
    fs.mkdirSync(path.join(site, '_next', 'build-id'), { recursive: true });

    const result = await postExport(site, { routes: new Map() }, { publicDir, cacheDir: cacheDir() });

    const shipped = files().filter((file) => file.startsWith('site/'));
    expect(shipped).toEqual([
      'site/_headers',
      'site/index.html',
      'site/index.html.br',
      'site/index.html.gz',
      'site/logos/axb.svg',
      'site/logos/axb.svg.br',
      'site/logos/axb.svg.gz',
    ]);
    expect(fs.existsSync(path.join(site, '_next', 'build-id'))).toBe(true);
    expect(fs.existsSync(path.join(site, 'documents'))).toBe(false);
    expect(result.unusedPublic).toEqual({ files: 2, bytes: svg('lvf').length + 4 });
    expect(result.compression.files).toBe(2);
  });
});

describe('pruneCache', () => {
  it('removes the entries no build used for two weeks and the leftovers of a killed build', () => {
    const now = Date.now();
    const day = 24 * 3600 * 1000;
    const entry = (file: string, age: number) => {
      write(file, 'x');
      fs.utimesSync(path.join(dir, file), new Date(now - age), new Date(now - age));
    };
    entry('ab/abc.br', 13 * day);
    entry('ab/abd.br', 15 * day);
    entry('cd/cde.gz.1.x.tmp', 2 * 3600 * 1000);
    entry('cd/cdf.gz.1.y.tmp', 60 * 1000);

    expect(pruneCache(dir, now)).toBe(2);
    expect(files()).toEqual(['ab/abc.br', 'cd/cdf.gz.1.y.tmp']);
  });
});
