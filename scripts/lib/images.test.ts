// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { calculatorFramesJson, copyPublicFiles, sharedFooterJson, siteJson } from '@/tests/fixtures/site';
import { keepRenditions, prepareImages } from './images';

let root: string;

/** A throwaway project: AXB content whose home page holds the given blocks, and a photo original. */
async function project(blocks: unknown[]): Promise<void> {
  const files: Record<string, unknown> = {
    'content/shared/site-urls.json': {
      $schema: '../schema/site-urls.schema.json',
      tokens: { bankUrl: 'https://www.axosbank.com', onlineBankingUrl: 'https://online.axosbank.com' },
    },
    'content/shared/link-groups.json': { $schema: '../schema/link-groups.schema.json', groups: {} },
    'content/shared/footer.json': sharedFooterJson(),
    'content/shared/calculator-frames.json': calculatorFramesJson(),
    'content/AXB/site.json': siteJson(),
    'content/AXB/pages/index.json': { $schema: '../../schema/page.schema.json', title: 'Home', description: 'Home page.', blocks },
  };
  for (const [file, value] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), JSON.stringify(value));
  }
  copyPublicFiles(root);
  fs.mkdirSync(path.join(root, 'content/images'), { recursive: true });
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg()
    .toFile(path.join(root, 'content/images/harbour.jpg'));
}

function hero(src: string, id = 'hero') {
  return { type: 'hero', id, headline: 'Finance the boat you want', image: { src, alt: 'Boats in a harbour' } };
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'images-'));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the image build step', () => {
  it('writes the hero photo as a 604x480 webp, cropped to fill', async () => {
    await project([hero('/images/harbour.jpg')]);
    const result = await prepareImages(root, 'AXB');
    expect(result.written).toEqual(['harbour-604x480.webp']);
    const meta = await sharp(path.join(root, 'public/_img/harbour-604x480.webp')).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 604, height: 480 });
  });

  it('keeps a rendition of an unchanged original and removes one content no longer uses', async () => {
    await project([hero('/images/harbour.jpg')]);
    fs.mkdirSync(path.join(root, 'public/_img'), { recursive: true });
    fs.writeFileSync(path.join(root, 'public/_img/old-10x10.webp'), 'stale');
    await prepareImages(root, 'AXB');
    const again = await prepareImages(root, 'AXB');
    expect(again).toMatchObject({ written: [], kept: ['harbour-604x480.webp'], removed: [] });
    expect(fs.existsSync(path.join(root, 'public/_img/old-10x10.webp'))).toBe(false);
  });

  it('encodes a rendition once, however often the build switches between brands that use it', async () => {
    await project([hero('/images/harbour.jpg')]);
    expect((await prepareImages(root, 'AXB')).written).toEqual(['harbour-604x480.webp']);
    // Another brand's build empties public/_img of AXB's renditions…
    fs.rmSync(path.join(root, 'public/_img'), { recursive: true });
    const back = await prepareImages(root, 'AXB');
    // …and AXB's next build links the cached webp back instead of encoding it again.
    expect(back).toMatchObject({ written: [], kept: ['harbour-604x480.webp'] });
    const meta = await sharp(path.join(root, 'public/_img/harbour-604x480.webp')).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 604, height: 480 });
  });

  it('passes SVGs through without a rendition', async () => {
    await project([hero('/images/hero-savings.svg')]);
    const result = await prepareImages(root, 'AXB');
    expect(result.written).toEqual([]);
  });

  it('fails naming the content file and JSON path of a missing original', async () => {
    await project([hero('/images/harbour.jpg'), hero('/images/lighthouse.jpg', 'second')]);
    await expect(prepareImages(root, 'AXB')).rejects.toThrow(
      'content/AXB/pages/index.json: blocks[1].image.src: The original of "/images/lighthouse.jpg" is missing: add content/images/lighthouse.jpg',
    );
  });

  it('fails on a photo in a block that declares no image size', async () => {
    await project([
      {
        type: 'hero',
        id: 'hero',
        headline: 'Finance the boat you want',
        callToActionRow: [{ id: 'go', displayText: 'Apply', targetUrl: '/', icon: { src: '/images/harbour.jpg', alt: 'Harbour' } }],
      },
    ]);
    await expect(prepareImages(root, 'AXB')).rejects.toThrow(
      'content/AXB/pages/index.json: blocks[0].callToActionRow[0].icon.src: "/images/harbour.jpg" is a photo',
    );
  });
});

describe('a dev server keeping its renditions current (no restart for a new photo)', () => {
  it('writes the rendition of a photo a page starts to show once refreshed, and of a saved or drafted page at once', async () => {
    await project([hero('/images/hero-savings.svg')]);
    const reports: string[] = [];
    const drafts = path.join(root, '.drafts');
    const keeper = keepRenditions(root, 'AXB', { drafts, report: (message) => reports.push(message) });
    onTestFinished(() => keeper.close());

    // The page starts to show the photo: one refresh writes it, as the watcher does on the change.
    fs.writeFileSync(
      path.join(root, 'content/AXB/pages/index.json'),
      JSON.stringify({ $schema: '../../schema/page.schema.json', title: 'Home', description: 'Home page.', blocks: [hero('/images/harbour.jpg')] }),
    );
    await keeper.refresh();
    expect(fs.existsSync(path.join(root, 'public/_img/harbour-604x480.webp'))).toBe(true);

    // A photo uploaded into an entry and not saved yet: its original is in the drafts.
    fs.mkdirSync(path.join(drafts, 'content/images'), { recursive: true });
    fs.copyFileSync(path.join(root, 'content/images/harbour.jpg'), path.join(drafts, 'content/images/lighthouse.jpg'));
    await keeper.writePage('content/AXB/pages/index.json', { title: 'Home', description: 'Home page.', blocks: [hero('/images/lighthouse.jpg')] });
    const meta = await sharp(path.join(root, 'public/_img/lighthouse-604x480.webp')).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 604, height: 480 });
    // The other page's rendition stays: one page's photos are added, nothing removed.
    expect(fs.existsSync(path.join(root, 'public/_img/harbour-604x480.webp'))).toBe(true);
    expect(reports).toEqual(['Photos: wrote harbour-604x480.webp', 'Photos: wrote lighthouse-604x480.webp']);
  });

  it('writes the rendition when a content file changes, with nobody asking (npm run dev, an edit in a code editor)', async () => {
    await project([hero('/images/hero-savings.svg')]);
    const keeper = keepRenditions(root, 'AXB', { report: () => undefined });
    onTestFinished(() => keeper.close());
    fs.writeFileSync(
      path.join(root, 'content/AXB/pages/index.json'),
      JSON.stringify({ $schema: '../../schema/page.schema.json', title: 'Home', description: 'Home page.', blocks: [hero('/images/harbour.jpg')] }),
    );
    await expect.poll(() => fs.existsSync(path.join(root, 'public/_img/harbour-604x480.webp')), { timeout: 10_000 }).toBe(true);
  });

  it('writes nothing for a page typed halfway (its problems show on the page instead)', async () => {
    await project([hero('/images/harbour.jpg')]);
    const keeper = keepRenditions(root, 'AXB', { report: () => undefined });
    onTestFinished(() => keeper.close());
    await keeper.writePage('content/AXB/pages/index.json', {
      title: 'Home',
      blocks: [{ type: 'hero', id: 'hero', image: { src: '/images/harbour.jpg', alt: 'x' } }],
    });
    expect(fs.existsSync(path.join(root, 'public/_img'))).toBe(false);
  });
});
