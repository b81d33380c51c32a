import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrandCode } from '@/lib/brands';
import { axbFiles, headline, pageJson } from '@/tests/fixtures/brand';
import { siteJson, writeContentTree } from '@/tests/fixtures/site';
import { type BrandContent, CHECKED_CONTENT_ENV, CONTENT_CACHE_KEY, getBrandContent, writeCheckedContent } from './index';

/**
 * A small AXB site and an AXI one (tests/fixtures/brand.ts). getBrandContent without options reads
 * the project in the working directory, as the build and npm run dev do: here the working directory
 * is the fixture's root.
 */
const root = writeContentTree({
  ...axbFiles(),
  'content/AXI/site.json': siteJson({ code: 'AXI', name: 'Axos Invest', siteUrl: '{investUrl}', logo: { src: '/logos/axi.svg', alt: 'Axos Invest', height: 32 } }),
  'content/AXI/pages/index.json': pageJson('Home', [headline('home-intro', 'Investing')]),
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
/** getBrandContent's per-process cache (index.ts): emptied around each test, so each loads afresh. */
const cache = (globalThis as Record<symbol, unknown>)[CONTENT_CACHE_KEY] as Map<BrandCode, unknown>;

let dir: string;
let saved: Map<BrandCode, unknown>;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checked-content-test-'));
  saved = new Map(cache);
  cache.clear();
  vi.spyOn(process, 'cwd').mockReturnValue(root);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  cache.clear();
  for (const [code, entry] of saved) cache.set(code, entry);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A content object as the build checked it, with a site name no content file has, to tell where a page's content came from. */
function checkedCopy(code: BrandCode): BrandContent {
  const content = getBrandContent(code, { root, env: {} });
  return { ...content, site: { ...content.site, name: 'Checked Copy Bank' } };
}

describe("the content the build checked, handed to next build's render workers", () => {
  it('a production render reads the brand from the file the build wrote, not from content/', () => {
    const checked = checkedCopy('AXB');
    const file = path.join(dir, 'AXB.bin');
    writeCheckedContent(file, checked);
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv(CHECKED_CONTENT_ENV, file);
    const content = getBrandContent('AXB');
    expect(content.site.name).toBe('Checked Copy Bank');
    // Every property as the build had it, those whose value is undefined too (JSON would drop them,
    // and the page's RSC payload would then differ): toStrictEqual tells a missing key from an undefined one.
    expect(content).toStrictEqual(checked);
    expect(content.site.header.items.some((item) => 'subNav' in item && item.subNav === undefined)).toBe(true);
  });

  it("another brand's render loads its own content from content/ (the fixture's)", () => {
    const file = path.join(dir, 'AXB.bin');
    writeCheckedContent(file, checkedCopy('AXB'));
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv(CHECKED_CONTENT_ENV, file);
    expect(getBrandContent('AXI').site.name).toBe(getBrandContent('AXI', { root, env: {} }).site.name);
    expect(getBrandContent('AXI').site.name).not.toBe('Checked Copy Bank');
  });

  it('outside a production build (npm run dev, the tests) the file is never read', () => {
    const file = path.join(dir, 'AXB.bin');
    writeCheckedContent(file, checkedCopy('AXB'));
    vi.stubEnv(CHECKED_CONTENT_ENV, file);
    expect(getBrandContent('AXB').site.name).not.toBe('Checked Copy Bank');
  });
});
