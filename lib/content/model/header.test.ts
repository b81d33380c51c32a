import { Site } from '@/lib/content/schema';
import { siteJson } from '@/tests/fixtures/site';
import { Header, headerProblems } from './header';

const parseHeader = (header: unknown) => Header.safeParse(header);
const messages = (header: unknown) => {
  const result = parseHeader(header);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('header schema', () => {
  it('fills in the defaults: first segment, no utility links, no alternates, a Welcome heading', () => {
    const header = Header.parse({ items: [{ name: 'Home', url: '/' }] });
    expect(header).toEqual({
      activeSegment: 1,
      utilityLinks: [],
      items: [{ kind: 'link', name: 'Home', url: '/', subNav: undefined }],
      mobileMenu: { heading: 'Welcome' },
      alternates: [],
    });
  });

  it('tells a link from a dropdown', () => {
    const header = Header.parse({
      items: [
        { name: 'Personal', url: '/personal', menu: { groups: ['personalBank'] } },
        { name: 'Help', menu: { links: [{ name: 'FAQ', url: '/faq' }] } },
        { name: 'About', url: '/about-us', subNav: { entries: [{ name: 'Team', url: '/about-us/team' }] } },
      ],
    });
    expect(header.items.map((item) => [item.kind, item.url])).toEqual([
      ['menu', '/personal'],
      ['menu', undefined],
      ['link', '/about-us'],
    ]);
  });

  it.each([
    [{ items: [{ name: 'Home' }] }, 'items.0.url: Required: give a url, or a menu to make it a dropdown'],
    [{ items: [{ name: 'Home', href: '/' }] }, 'items.0: Unrecognized key: "href"'],
    [{ items: [], activeSegment: 0 }, 'activeSegment: Too small: expected number to be >=1'],
    [
      { items: [{ name: 'P', url: '/p', subNav: { showOn: {}, entries: [{ name: 'x', url: '/x' }] } }] },
      'items.0.subNav.showOn: Give at least one path in "prefix" or "contains"',
    ],
    [
      { items: [{ name: 'P', url: '/p', subNav: { showOn: { contains: ['products'] }, entries: [{ name: 'x', url: '/x' }] } }] },
      'items.0.subNav.showOn.contains.0: A path of whole segments such as /products or /labs/alternative-lending',
    ],
    [
      { items: [{ name: 'P', menu: { promo: { text: 'Up to 0.40% APY', footnote: 'Accurate as of today.' } } }] },
      'items.0.menu.promo.footnote: Must contain {date} once: it is replaced in the browser by today\'s date (e.g. "June 3, 2026")',
    ],
  ])('rejects %j: %s', (header, message) => {
    expect(messages(header)).toContain(message);
  });

  it('headerProblems: unknown link groups and a Sign In without logins, in alternates too', () => {
    const header = Header.parse({
      items: [{ name: 'Personal', url: '/personal', menu: { groups: ['personalBank', 'nope'] } }],
      signIn: { name: 'Sign In' },
      alternates: [
        {
          prefix: '/labs',
          header: { items: [{ name: 'P', url: '/p', subNav: { entries: [{ name: 'M', menu: { groups: ['gone'] } }] } }] },
        },
      ],
    });
    expect(headerProblems(header, [], ['personalBank'])).toEqual([
      { path: 'header.items[0].menu.groups[1]', message: 'Unknown link group "nope"; content/shared/link-groups.json has: personalBank' },
      { path: 'header.signIn', message: 'A Sign In menu needs at least one entry in "logins"' },
      {
        path: 'header.alternates[0].header.items[0].subNav.entries[0].menu.groups[0]',
        message: 'Unknown link group "gone"; content/shared/link-groups.json has: personalBank',
      },
    ]);
  });

  it('is what site.json "header" takes', () => {
    const site = Site.parse(siteJson({ header: { items: [], signIn: { name: 'Login' } } }));
    expect(site.header.signIn).toEqual({ name: 'Login' });
  });
});
