// @vitest-environment node
import fs from 'node:fs';
import { getBrandContent } from '../../lib/content';
import { Page } from '../../lib/content/schema';
import { LOCAL_BUILD_ENV, tokenEnvName } from '../../lib/links';
import { axbFiles } from '../../tests/fixtures/brand';
import { writeContentTree } from '../../tests/fixtures/site';
import { brandPageFacts, originOfUrl } from './page-facts';

/** A small AXB site (tests/fixtures/brand.ts): a lead form on /business/, a third-party calculator on /personal/plan/financial-tools/. */
const root = writeContentTree(axbFiles());
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const LOCAL = 'http://127.0.0.1:4690/leads';
// As `npm run build -- --local-leads` builds it: the only build that may send to this machine.
const content = getBrandContent('AXB', { root, env: { [tokenEnvName('leadReceiverUrl')]: LOCAL, [LOCAL_BUILD_ENV]: '1' } });

/** The fixture's AXB content with one more page, as a marketer would write it. */
function withPage(route: string, blocks: unknown[]) {
  const page = Page.parse({ title: 'Test', description: 'A test page.', blocks });
  return { ...content, pages: [...content.pages, { route, slug: route.split('/').filter(Boolean), file: 'test.json', page }] };
}

describe('what each page talks to, from the resolved content', () => {
  const { routes, site } = brandPageFacts(content);

  it('gives a page with a lead form its endpoint, with the build-time {token} override', () => {
    expect(routes.get('/business/')?.connect).toContain('http://127.0.0.1:4690');
  });

  it("sends the pages' policy violations to the lead relay's own path, beside its leads, over https only", () => {
    const production = getBrandContent('AXB', { root, env: {} });
    expect(brandPageFacts(production).cspReports).toBe(`${new URL(production.tokens.leadReceiverUrl!).origin}/csp-reports`);
    expect(brandPageFacts(production).cspReports).toMatch(/^https:/);
    // A build for this machine reports nowhere: an http address in the policy would cost its Observatory grade.
    expect(brandPageFacts(content).cspReports).toBeUndefined();
  });

  it("never names the CRM the relay forwards to in a page's connect-src: only the relay calls it", () => {
    expect(routes.get('/business/')?.connect).toEqual(['http://127.0.0.1:4690']);
  });

  it('gives a page with a third-party calculator its frame, and only that page', () => {
    expect(routes.get('/personal/plan/financial-tools/')?.frames.length).toBeGreaterThan(0);
    expect(routes.get('/')?.frames).toEqual([]);
  });

  it('gives a page without forms, frames or videos nothing to call or embed', () => {
    expect(routes.get('/')).toMatchObject({ connect: [], frames: [], scripts: [] });
    expect(site).toEqual({ connect: [], frames: [], images: [], scripts: [] });
  });

  it("takes a form's services, email check and handler endpoint generically (a new form's NMLS lookup needs no code here)", () => {
    const facts = brandPageFacts(
      withPage('/test/', [
        {
          type: 'leadForm',
          id: 'lead',
          form: 'brokerScenario',
          headline: 'Talk to us',
          description: 'We call back.',
          disclosure: 'Terms apply.',
          submit: { handler: 'hubspot', portalId: '123', formGuid: '1b2c3d4e-0000' },
          emailCheck: { validator: 'service', url: '{leadReceiverUrl}/check' },
          services: { nmlsLookup: 'https://leads.axosbank.com/api/lookup' },
        },
      ]),
    ).routes.get('/test/');
    expect(facts?.connect).toEqual(['http://127.0.0.1:4690', 'https://api.hsforms.com', 'https://leads.axosbank.com']);
  });

  it("takes a video's player and thumbnail, and a Salesforce form's default action, from blocks nested anywhere", () => {
    const facts = brandPageFacts(
      withPage('/videos/', [
        {
          type: 'videoTiles',
          id: 'videos',
          videoTiles: [
            { id: 'a', title: 'A', videoId: 'aqz-KE-bpKQ' },
            { id: 'b', title: 'B', videoId: '76979871', displayType: 'vimeo', thumbnailImage: { src: '/images/a.svg', alt: 'A' } },
          ],
        },
        {
          type: 'leadForm',
          id: 'sf',
          form: 'general',
          headline: 'Sales',
          description: 'Hi.',
          disclosure: 'Terms.',
          submit: { handler: 'salesforce', oid: '00D', retURL: 'https://www.axosbank.com/' },
        },
      ]),
    ).routes.get('/videos/');
    expect(facts?.frames).toEqual(['https://player.vimeo.com', 'https://www.youtube-nocookie.com']);
    expect(facts?.images).toEqual(['https://img.youtube.com']);
    expect(facts?.connect).toEqual(['https://webto.salesforce.com']);
  });

  it.each([
    ['https://api.hsforms.com/submissions/v3/integration/submit/1/2', 'https://api.hsforms.com'],
    ['http://127.0.0.1:4690/leads', 'http://127.0.0.1:4690'],
    ['/images/a.svg', undefined],
    ['mailto:a@example.com', undefined],
  ])('keeps the origin of %s', (url, origin) => {
    expect(originOfUrl(url)).toBe(origin);
  });
});
