/**
 * Issue 39, hosts and URLs: nothing a marketer or a setting adds can send visitors, or their data, to
 * a host the bank has not approved (lib/links/allowed-hosts.ts). Each case of the bad-input trial is
 * planted in a throwaway content tree (or the environment) and checked the way `npm run
 * check:content` and the build check it, and must come back as its own `file: json.path: problem`.
 */
import { calculatorFramesJson, siteJson } from '@/tests/fixtures/site';
import { cta, hero, leadForm, page, PAGE, problemsOf, SITE } from './plant';

const LIST = '(lib/links/allowed-hosts.ts, reviewed by engineering)';
const ENDPOINTS = `lead endpoints list of approved hosts ${LIST}: use a listed host (leads.axosbank.com, crm.axosbank.com, api.hsforms.com, webto.salesforce.com), or have engineering add this one there`;
const IMAGES = `images list of approved hosts ${LIST}: use a listed host (img.youtube.com), or have engineering add this one there`;
const FRAMES = `frames list of approved hosts ${LIST}: use a listed host (calculators.axosbank.com, atm.axosbank.com), or have engineering add this one there`;
const LOGINS = `login sites list of approved hosts ${LIST}: use a listed host (online.axosbank.com, business.axosbank.com, commercial.axosbank.com, payments.axosbank.com, login.axosadvisor.com, login.axosadvisorservices.com, connect.axosclearing.com, investoraccess.axosclearing.com, invest.axosinvest.com, trade.axosinvest.com), or have engineering add this one there`;
const SITE_URLS = 'content/shared/site-urls.json';

const homeWith = (...blocks: unknown[]) => problemsOf({ [PAGE]: page([hero('h'), ...blocks]) });
const richText = (markdown: string) => ({ type: 'richText', id: 'copy', markdown });
/** The shared site URLs with the lead relay's token, as the real file has it. */
const siteUrls = (tokens: Record<string, string> = {}) => ({
  [SITE_URLS]: {
    $schema: '../schema/site-urls.schema.json',
    tokens: { bankUrl: 'https://www.axosbank.com', onlineBankingUrl: 'https://online.axosbank.com', leadReceiverUrl: 'https://leads.axosbank.com/v1/web-leads', ...tokens },
  },
});

describe('1. any host entering the policy from content', () => {
  it('a hero image on a third-party host (img-src)', () => {
    expect(problemsOf({ [PAGE]: page([hero('h', { image: { src: 'https://cdn.tracker.example/hero.jpg', alt: 'A family' } })]) })).toEqual([
      `${PAGE}: blocks[0].image.src: The host cdn.tracker.example is not on the ${IMAGES}`,
    ]);
  });

  it('a logo on a third-party host (img-src on every page)', () => {
    expect(problemsOf({ [SITE]: siteJson({ logo: { src: 'https://cdn.tracker.example/logo.svg', alt: 'Axos Bank', height: 32 } }), [PAGE]: page([hero('h')]) })).toEqual([
      `${SITE}: logo.src: The host cdn.tracker.example is not on the ${IMAGES}`,
    ]);
  });

  it('a Markdown image from a tracker host', () => {
    expect(homeWith(richText('Rates ![](https://pixel.tracker.example/p.gif?u=1) today.'))).toEqual([
      `${PAGE}: blocks[1].markdown: The host pixel.tracker.example is not on the ${IMAGES}`,
    ]);
  });

  it('a calculator frame on an unknown host (frame-src)', () => {
    const frames = calculatorFramesJson({ frames: { 'Loan Helper': { title: 'Loan helper', url: 'https://calc.partner.example/loan' } } });
    expect(problemsOf({ 'content/shared/calculator-frames.json': frames, [PAGE]: page([hero('h')]) })).toEqual([
      `content/shared/calculator-frames.json: frames["Loan Helper"].url: The host calc.partner.example is not on the ${FRAMES}`,
    ]);
  });

  it('a webhook and a Salesforce action on look-alike hosts (connect-src, and the lead goes there)', () => {
    expect(homeWith(leadForm({ handler: 'webhook', url: 'https://leads.axosbank.com.evil.example/hook' }))).toEqual([
      `${PAGE}: blocks[1].submit.url: The host leads.axosbank.com.evil.example (it only looks like leads.axosbank.com) is not on the ${ENDPOINTS}`,
    ]);
    const salesforce = leadForm({ handler: 'salesforce', oid: '00D000000000001', retURL: 'https://www.axosbank.com/', action: 'https://webto.salesforce.com.evil.example/servlet/servlet.WebToLead' });
    expect(homeWith(salesforce)).toEqual([
      `${PAGE}: blocks[1].submit.action: The host webto.salesforce.com.evil.example (it only looks like webto.salesforce.com) is not on the ${ENDPOINTS}`,
    ]);
  });

  it('an email check service and a {token} overridden to a look-alike', () => {
    const form = leadForm({ handler: 'webhook', url: '{leadReceiverUrl}' }, { emailCheck: { validator: 'service', url: 'https://verify.evil.example/check' } });
    expect(problemsOf({ ...siteUrls(), [PAGE]: page([hero('h'), form]) }, { SITE_URL_LEAD_RECEIVER_URL: 'https://leads.axosbank.com.evil.example/v1' })).toEqual([
      `${PAGE}: blocks[1].submit.url: The host leads.axosbank.com.evil.example (it only looks like leads.axosbank.com) is not on the ${ENDPOINTS} ({leadReceiverUrl} is SITE_URL_LEAD_RECEIVER_URL="https://leads.axosbank.com.evil.example/v1" from the environment)`,
      `${PAGE}: blocks[1].emailCheck.url: The host verify.evil.example is not on the ${ENDPOINTS}`,
    ]);
  });

  it('a services entry that no form uses, even on an approved host', () => {
    expect(homeWith(leadForm({ handler: 'webhook', url: 'https://leads.axosbank.com/v1' }, { services: { mirror: 'https://leads.axosbank.com/mirror' } }))).toEqual([
      `${PAGE}: blocks[1].services.mirror: The general form calls no service mirror (it calls none); remove it`,
    ]);
  });

  it('a login site on a look-alike host', () => {
    const logins = [{ id: 'personal', label: 'Personal', url: 'https://online.axosbank.com.evil.example/login' }];
    expect(problemsOf({ [SITE]: siteJson({ logins }), [PAGE]: page([hero('h')]) })).toEqual([
      `${SITE}: logins[0].url: The host online.axosbank.com.evil.example (it only looks like online.axosbank.com) is not on the ${LOGINS}`,
    ]);
  });

  it('accepts what the real sites use: approved hosts, through tokens or written out', () => {
    const form = leadForm({ handler: 'salesforce', oid: '00D000000000001', retURL: 'https://www.axosbank.com/' });
    const logins = [{ id: 'personal', label: 'Personal', url: '{onlineBankingUrl}' }];
    expect(problemsOf({ ...siteUrls(), [SITE]: siteJson({ logins }), [PAGE]: page([hero('h'), form, leadForm({ handler: 'webhook', url: '{leadReceiverUrl}' }, { id: 'second' })]) })).toEqual([]);
  });
});

describe('2. https only, on a named host, outside the local build', () => {
  it('an http call-to-action, and one to the visitor’s own machine', () => {
    expect(problemsOf({ [PAGE]: page([hero('h', { callToActionRow: [cta('fdic', 'http://www.fdic.gov/'), cta('admin', 'http://127.0.0.1:8080/admin')] })]) })).toEqual([
      `${PAGE}: blocks[0].callToActionRow[0].targetUrl: Plain http:// is not allowed: use https://www.fdic.gov/`,
      `${PAGE}: blocks[0].callToActionRow[1].targetUrl: 127.0.0.1 is the visitor's own machine (a loopback address): use the https:// host name of the site`,
    ]);
  });

  it('an http link on a company host (it would not even open the interstitial)', () => {
    expect(problemsOf({ [PAGE]: page([hero('h', { callToActionRow: [cta('home', 'http://online.axosbank.com/')] })]) })).toEqual([
      `${PAGE}: blocks[0].callToActionRow[0].targetUrl: Plain http:// is not allowed: use https://online.axosbank.com/`,
    ]);
  });

  it('an http login menu entry', () => {
    const logins = [{ id: 'personal', label: 'Personal', url: 'http://online.axosbank.com' }];
    expect(problemsOf({ [SITE]: siteJson({ logins }), [PAGE]: page([hero('h')]) })).toEqual([
      `${SITE}: logins[0].url: The scheme "http:" is not allowed: a login site is an https:// URL or a {token} site URL`,
    ]);
  });

  it('an http site URL token in content/shared, and a private address in another', () => {
    expect(problemsOf({ ...siteUrls({ onlineBankingUrl: 'http://online.axosbank.com', careersUrl: 'https://10.1.2.3' }), [PAGE]: page([hero('h')]) })).toEqual([
      `${SITE_URLS}: tokens.onlineBankingUrl: Plain http:// is not allowed: use https://online.axosbank.com/`,
      `${SITE_URLS}: tokens.careersUrl: 10.1.2.3 is a private network address (10/8, 172.16/12, 192.168/16, 169.254/16, fc00::/7): visitors cannot reach it; use the https:// host name of the site`,
    ]);
  });

  it('SITE_URL_* overrides over http and on a bare IP address', () => {
    expect(problemsOf({ ...siteUrls(), [PAGE]: page([hero('h')]) }, { SITE_URL_BANK_URL: 'http://staging.axosbank.com', SITE_URL_ONLINE_BANKING_URL: 'https://203.0.113.9' })).toEqual([
      `${SITE_URLS}: tokens.bankUrl: SITE_URL_BANK_URL="http://staging.axosbank.com" (environment): Plain http:// is not allowed: use https://staging.axosbank.com/`,
      `${SITE_URLS}: tokens.onlineBankingUrl: SITE_URL_ONLINE_BANKING_URL="https://203.0.113.9" (environment): 203.0.113.9 is a bare IP address: use the https:// host name of the site`,
    ]);
  });

  it('a production build with SITE_URL_LEAD_RECEIVER_URL=http://localhost:9999/leads, and the same with the --local-leads switch', () => {
    const files = { ...siteUrls(), [PAGE]: page([hero('h'), leadForm({ handler: 'webhook', url: '{leadReceiverUrl}' })]) };
    expect(problemsOf(files, { SITE_URL_LEAD_RECEIVER_URL: 'http://localhost:9999/leads' })).toEqual([
      `${SITE_URLS}: tokens.leadReceiverUrl: SITE_URL_LEAD_RECEIVER_URL="http://localhost:9999/leads" (environment): localhost is this machine: only the local lead receiver of \`npm run build -- --local-leads\` (npm start, npm test) is reached there; a production build needs the https:// address of the real endpoint`,
    ]);
    // What `npm run build -- --local-leads` sets beside the override (scripts/build.ts).
    expect(problemsOf(files, { SITE_URL_LEAD_RECEIVER_URL: 'http://localhost:9999/leads', LOCAL_LEADS_BUILD: '1' })).toEqual([]);
  });

  it('a mailto: that blind-copies every visitor’s email out, or writes it for them', () => {
    const links = [cta('bcc', 'mailto:help@axosbank.com?bcc=collector@evil.example'), cta('body', 'mailto:help@axosbank.com?subject=Hi&body=My%20SSN%20is'), cta('ok', 'mailto:help@axosbank.com?subject=Account%20question')];
    expect(problemsOf({ [PAGE]: page([hero('h', { callToActionRow: links })]) })).toEqual([
      `${PAGE}: blocks[0].callToActionRow[0].targetUrl: A mailto: link must not add recipients: bcc=collector@evil.example would copy every visitor's message to collector@evil.example; remove it`,
      `${PAGE}: blocks[0].callToActionRow[1].targetUrl: A mailto: link must not write the message (body=): the visitor writes their own; remove it (subject= may stay)`,
    ]);
  });

  it('a dial number that is not the number shown: phone.tel beside phone.display, a tel: link beside its text', () => {
    const site = siteJson({ phone: { display: '1-888-502-2967', tel: '18885022968' } });
    const call = { ...cta('call', 'tel:18005550000'), type: 'link', displayText: 'Call 1-888-502-2967' };
    expect(problemsOf({ [SITE]: site, [PAGE]: page([hero('h', { callToActionRow: [call] })]) })).toEqual([
      `${SITE}: phone.tel: Dials 18885022968 but shows 1-888-502-2967: a visitor who reads the number and one who taps it would call different numbers`,
      `${PAGE}: blocks[0].callToActionRow[0].targetUrl: Dials 18005550000 but shows 1-888-502-2967: a visitor who reads the number and one who taps it would call different numbers`,
    ]);
  });
});

describe('3. one bad key in the shared site URL tokens', () => {
  it('is one message; every other token still resolves, so the links that use them are checked and pass', () => {
    const files = {
      ...siteUrls({ 'Careers URL': 'https://careers.axosbank.com' }),
      [PAGE]: page([hero('h', { callToActionRow: [cta('sign-in', '{onlineBankingUrl}/login'), cta('home', '{bankUrl}')] })]),
    };
    expect(problemsOf(files)).toEqual([
      `${SITE_URLS}: tokens["Careers URL"]: A token name is a camelCase word: letters and digits, starting with a lowercase letter, e.g. careersUrl`,
    ]);
  });
});
