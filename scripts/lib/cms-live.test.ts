// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createDrafts, pageRoute, uploadProblem } from './cms-live';
import type { RenditionKeeper } from './images';

describe('the route of a content file', () => {
  it.each([
    ['content/AXC/pages/index.json', '/'],
    ['content/AXC/pages/who-we-serve.json', '/who-we-serve/'],
    ['content/AXC/pages/axos-advantage/index.json', '/axos-advantage/'],
    ['content/AXC/pages/axos-advantage/contact-us.json', '/axos-advantage/contact-us/'],
    ['content/AXC/site.json', undefined],
    ['content/shared/footer.json', undefined],
  ])('%s -> %s', (file, route) => expect(pageRoute(file)).toBe(route));
});

describe('an upload to the photo library, checked by its content', () => {
  it('takes a real PNG', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .png()
      .toBuffer();
    expect(uploadProblem('content/images/harbour.png', png)).toBeUndefined();
  });

  it.each([
    [
      'an HTML page named .png',
      'content/images/fake.png',
      '<!doctype html><html><script>alert(1)</script></html>',
      /^fake\.png: Is an HTML page, not an image/,
    ],
    [
      'an SVG (drawings are code, not library photos)',
      'content/images/logo.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
      /^logo\.svg: the photo library takes JPEG, PNG or WebP photos; a drawing \(SVG\) goes in public\/images\//,
    ],
    ['a file outside the library', 'public/images/x.png', 'x', /^x\.png: photos are uploaded to content\/images\//],
  ])('refuses %s with a sentence', (_what, file, text, message) => {
    expect(uploadProblem(file, Buffer.from(text))).toMatch(message);
  });

  it('refuses a photo past the pixel limit by its header alone', () => {
    // A PNG signature and an IHDR chunk that says 20,000 x 20,000.
    const header = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
    header.writeUInt32BE(13, 8);
    header.write('IHDR', 12, 'ascii');
    header.writeUInt32BE(20_000, 16);
    header.writeUInt32BE(20_000, 20);
    header.writeUInt8(8, 24);
    header.writeUInt8(2, 25);
    expect(uploadProblem('content/images/huge.png', header)).toMatch(/^huge\.png: Is 20000 x 20000 pixels/);
  });
});

describe('drafts of the entry being typed', () => {
  it('are written beside the content, never over it; a refused photo is left out and said why; a save drops them', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'drafts-'));
    onTestFinished(() => fs.rmSync(root, { recursive: true, force: true }));
    const dir = path.join(root, '.drafts');
    const written: string[] = [];
    const keeper: RenditionKeeper = { refresh: async () => undefined, writePage: async (file) => void written.push(file), close: () => undefined };
    fs.mkdirSync(path.join(root, 'content/AXC/pages'), { recursive: true });
    fs.writeFileSync(path.join(root, 'content/AXC/pages/index.json'), '{"$schema":"../../schema/page.schema.json","title":"Saved"}\n');
    const drafts = createDrafts({ root, brand: 'AXC', dir, keeper, siteOrigin: 'http://127.0.0.1:1' });

    const answer = await drafts.write('content/AXC/pages/index.json', { title: 'Typed' }, [
      { path: 'content/images/fake.png', content: Buffer.from('<html></html>').toString('base64') },
    ]);
    expect(answer).toMatchObject({ route: '/', refused: [{ path: 'content/images/fake.png' }] });
    expect(answer.refused?.[0]?.message).toMatch(/^fake\.png: Is an HTML page/);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'content/AXC/pages/index.json'), 'utf8'))).toEqual({
      $schema: '../../schema/page.schema.json',
      title: 'Typed',
    });
    expect(fs.readFileSync(path.join(root, 'content/AXC/pages/index.json'), 'utf8')).toBe('{"$schema":"../../schema/page.schema.json","title":"Saved"}\n');
    expect(fs.existsSync(path.join(dir, 'content/images/fake.png'))).toBe(false);
    expect(written).toEqual(['content/AXC/pages/index.json']);

    await expect(drafts.write('content/AXB/pages/index.json', {})).rejects.toThrow('content/AXB/pages/index.json: not a content file of AXC');
    await expect(drafts.write('content/AXC/pages/../../../etc.json', {})).rejects.toThrow('not a content file of AXC');

    drafts.remove('content/AXC/pages/index.json');
    expect(fs.existsSync(path.join(dir, 'content/AXC/pages/index.json'))).toBe(false);

    await drafts.write('content/AXC/pages/index.json', { title: 'Typed again' });
    drafts.clear();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('a draft typed while a save is writing the file waits until the file is whole, then is written', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'drafts-'));
    onTestFinished(() => fs.rmSync(root, { recursive: true, force: true }));
    const dir = path.join(root, '.drafts');
    const keeper: RenditionKeeper = { refresh: async () => undefined, writePage: async () => undefined, close: () => undefined };
    fs.mkdirSync(path.join(root, 'content/AXC'), { recursive: true });
    const site = path.join(root, 'content/AXC/site.json');
    const whole = '{\n  "$schema": "../schema/site.schema.json",\n  "name": "Saved"\n}\n';
    // Half of the file, as Decap's local server leaves it for a moment while it writes.
    fs.writeFileSync(site, whole.slice(0, 20));
    const drafts = createDrafts({ root, brand: 'AXC', dir, keeper, siteOrigin: 'http://127.0.0.1:1' });
    const written = drafts.write('content/AXC/site.json', { $schema: '../schema/site.schema.json', name: 'Typed' });
    setTimeout(() => fs.writeFileSync(site, whole), 120);
    await expect(written).resolves.toEqual({ route: '/', refused: [] });
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'content/AXC/site.json'), 'utf8'))).toEqual({ $schema: '../schema/site.schema.json', name: 'Typed' });
  });
});
