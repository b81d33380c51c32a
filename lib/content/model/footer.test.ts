import { SharedFooter, footerProblems, FooterConfig } from './footer';
import { sharedFooterJson } from '@/tests/fixtures/site';

const context = {
  groupKeys: ['personalBank', 'business', 'legal'],
  socialKeys: ['parentBank', 'dealerFinance'],
  routes: new Set(['/', '/terms-of-service/', '/privacy-policy/']),
  code: 'AXA',
};

const logo = (extra: Record<string, unknown> = {}) =>
  FooterConfig.parse({ type: 'logo', links: [], social: 'parentBank', copyrightHolder: 'Axos Bank', ...extra });
const siteMap = (extra: Record<string, unknown> = {}) =>
  FooterConfig.parse({
    type: 'siteMap',
    sections: [{ title: 'Personal', groups: ['personalBank'] }],
    social: 'parentBank',
    copyrightHolder: 'Axos Bank',
    ...extra,
  });

describe('footer content', () => {
  it('defaults: a logo footer is the regular variant with the full logo; a site map has no app promo', () => {
    expect(logo()).toMatchObject({ variant: 'regular', logo: 'full' });
    expect(siteMap()).toMatchObject({ appPromo: false });
  });

  it.each([
    ['a valid logo footer', logo(), []],
    ['a valid site map', siteMap({ legalGroup: 'legal' }), []],
    [
      'an unknown social set',
      logo({ social: 'bank' }),
      ['footer.social: Unknown social set "bank"; sets in content/shared/footer.json: parentBank, dealerFinance'],
    ],
    [
      'an unknown group in a section',
      siteMap({ sections: [{ title: 'Personal', groups: ['personalBank', 'personalSave'] }] }),
      ['footer.sections[0].groups[1]: Unknown link group "personalSave"; groups in content/shared/link-groups.json: personalBank, business, legal'],
    ],
    [
      'an unknown legal group',
      siteMap({ legalGroup: 'disclosures' }),
      ['footer.legalGroup: Unknown link group "disclosures"; groups in content/shared/link-groups.json: personalBank, business, legal'],
    ],
  ])('%s', (_label, footer, problems) => {
    expect(footerProblems(footer, context).map((p) => `${p.path}: ${p.message}`)).toEqual(problems);
  });

  it('the regular variant needs the brand’s terms-of-service and privacy-policy pages; the marine variant does not', () => {
    const bare = { ...context, routes: new Set(['/']) };
    expect(footerProblems(logo(), bare).map((p) => p.message)).toEqual([
      'The regular footer links to /terms-of-service/ but AXA has no page there',
      'The regular footer links to /privacy-policy/ but AXA has no page there',
    ]);
    expect(footerProblems(logo({ variant: 'marine' }), bare)).toEqual([]);
  });

  it.each([
    [{ type: 'logo', variant: 'dark', links: [], social: 's', copyrightHolder: 'A' }, 'variant'],
    [{ type: 'logo', logo: 'icon', links: [], social: 's', copyrightHolder: 'A' }, 'logo'],
    [{ type: 'logo', links: [{ url: '/', text: 'Home', label: 'x' }], social: 's', copyrightHolder: 'A' }, 'links'],
    [{ type: 'siteMap', sections: [], social: 's', copyrightHolder: 'A' }, 'sections'],
    [{ type: 'siteMap', sections: [{ title: 'P', groups: [] }], social: 's', copyrightHolder: 'A' }, 'sections'],
    [{ type: 'columns', social: 's', copyrightHolder: 'A' }, 'type'],
  ])('rejects %j at %s', (footer, key) => {
    const result = FooterConfig.safeParse(footer);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(key);
  });

  it.each([
    ['{mobileAppUrl}', true],
    ['https://www.axosbank.com/app', true],
    ['/personal/plan/mobile-app', false],
    ['http://www.axosbank.com/app', false],
  ])('the QR code URL %s is accepted: %s', (url, ok) => {
    const app = { ...(sharedFooterJson().app as object), url };
    expect(SharedFooter.safeParse(sharedFooterJson({ app })).success).toBe(ok);
  });

  it('rejects a social network it has no icon for', () => {
    const social = { parentBank: { owner: 'Axos Bank', profiles: [{ network: 'myspace', url: 'https://myspace.com/axos' }] } };
    expect(SharedFooter.safeParse(sharedFooterJson({ social })).success).toBe(false);
  });
});
