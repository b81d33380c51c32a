// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { cmsCollections } from '@/scripts/lib/cms-config';
import { FIXTURE_ROOT } from '@/tests/fixtures/site';
import { PAGE_FORMAT, PAGE_SUMMARY, pageFormat, SEARCH_KEY, visibleText } from './search';

const pages = cmsCollections('AXC').find((collection) => collection.name === 'pages');
const fields = pages?.fields ?? [];
/** AXC's home page as the fixtures hold it (tests/fixtures/site.ts). */
const home = fs.readFileSync(path.join(FIXTURE_ROOT, 'content', 'AXC', 'pages', 'index.json'), 'utf8');

describe('the text a visitor sees on a page, for search', () => {
  const text = visibleText(JSON.parse(home), fields);

  it('holds the title, headings, body copy (Markdown as read), button labels and list items', () => {
    expect(text).toContain('Axos Clearing | Clearing and Custody for Broker-Dealers and Hybrid RIAs');
    expect(text).toContain('A clearing partner built for independent firms');
    expect(text).toContain('we scale our platform and our service to fit. See who we serve.');
    expect(text).toContain('See products and services');
    expect(text).toContain('Open APIs for your own technology');
  });

  it('leaves out what nobody reads: ids, types, link targets, image files', () => {
    for (const hidden of ['axc-home-hero', 'hero', '/products-and-services', '/images/hero-business.svg', '{clearingConnectUrl}', 'page.schema.json']) {
      expect(text.split(' ')).not.toContain(hidden);
    }
    expect(text).not.toContain('](');
  });
});

describe("the pages collection's format and list line", () => {
  it('reads the file with its visible text and writes it back without it, as JSON', () => {
    const format = pageFormat(fields);
    const data = format.fromFile(home);
    expect(data[SEARCH_KEY]).toBe(visibleText(JSON.parse(home), fields));
    expect(format.toFile(data)).toBe(JSON.stringify(JSON.parse(home), null, 2));
  });

  it('is what the generated configuration names, and the list line searches the text while showing the route', () => {
    expect(pages).toMatchObject({ format: PAGE_FORMAT, summary: PAGE_SUMMARY });
    expect(PAGE_SUMMARY).toBe(`{{title}}{{${SEARCH_KEY} | ternary('', '')}} · /{{dirname}}{{dirname | ternary('/', '')}}{{filename}}/`);
  });
});
