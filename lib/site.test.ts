import fs from 'node:fs';
import { findPage, getBrandContent } from '@/lib/content';
import { axbFiles } from '@/tests/fixtures/brand';
import { writeContentTree } from '@/tests/fixtures/site';
import { canonicalUrl, linkContext, siteOrigin } from './site';

/** A small AXB site (tests/fixtures/brand.ts), its siteUrl {bankUrl}. */
const root = writeContentTree(axbFiles());
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const content = getBrandContent('AXB', { root, env: {} });

describe('the brand facts a page asks for more than once', () => {
  it('siteOrigin gives the validated origin, a URL of its own each call', () => {
    const first = siteOrigin(content);
    expect(first.href).toBe('https://www.axosbank.com/');
    first.pathname = '/changed/';
    expect(siteOrigin(content).href).toBe('https://www.axosbank.com/');
    expect(canonicalUrl(content, '/business/')).toBe('https://www.axosbank.com/business/');
    expect(linkContext(content).siteOrigin).toBe('https://www.axosbank.com');
  });

  it('siteOrigin follows the content it is given, not the first content it saw', () => {
    const other = getBrandContent('AXB', { root, env: { SITE_URL_BANK_URL: 'https://staging.axosbank.com' } });
    expect(siteOrigin(other).href).toBe('https://staging.axosbank.com/');
    expect(siteOrigin(content).href).toBe('https://www.axosbank.com/');
  });

  it('findPage finds every page by its slug, the home page by none, and nothing for an unknown slug', () => {
    for (const entry of content.pages) expect(findPage(content, entry.slug)).toBe(entry);
    expect(findPage(content, undefined)?.route).toBe('/');
    expect(findPage(content, [])?.route).toBe('/');
    expect(findPage(content, ['no', 'such', 'page'])).toBeUndefined();
  });
});
