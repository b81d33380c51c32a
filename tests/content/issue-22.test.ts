/**
 * Issue 22: what a marketer types or uploads never becomes script, and every mistake is named
 * before anything ships. Each case is planted in a throwaway content tree and checked the way
 * `npm run check:content` and the build check it (loadBrandContent; the last block runs the
 * command itself), and must come back as its own `file: json.path: problem` line.
 */
import fs from 'node:fs';
import { originsOfContent } from '@/lib/content/origins';
import { calculatorFramesJson, PLAIN_SVG, siteJson, writeContentTree } from '@/tests/fixtures/site';
import { cta, hero, leadForm, page, PAGE, problemsOf, runCheckContent, SITE } from './plant';

function richText(markdown: string) {
  return { type: 'richText', id: 'copy', markdown };
}

const homeWith = (...blocks: unknown[]) => problemsOf({ [PAGE]: page([hero('h'), ...blocks]) });

const SVG_RULE = "an SVG under public/ is served from the brand's domain and may hold only drawing (remove it, or export the SVG again without scripts and links)";

describe('3. an SVG under public/ that could run script or load from elsewhere', () => {
  it.each([
    ['<script>', '<svg xmlns="http://www.w3.org/2000/svg">\n<script>alert(document.domain)</script></svg>', 'line 2', 'Holds <script>, which runs script'],
    ['a namespaced script', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg>', 'line 1', 'Holds <svg:script>, which runs script'],
    ['an on* attribute', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'line 1', 'Holds an event attribute onload="…" on <svg>, which runs script'],
    ['a javascript: href, written with a character reference', '<svg xmlns="http://www.w3.org/2000/svg"><a href="&#106;avascript:alert(1)"><text>x</text></a></svg>', 'line 1', 'Holds href="javascript:alert(1)" on <a>, which runs script'],
    ['an external xlink:href', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="https://evil.example/">x</a></svg>', 'line 1', 'Holds an external reference xlink:href="https://evil.example/" on <a>, which loads or links to a file outside this drawing'],
    ['<foreignObject>', '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>', 'line 1', 'Holds <foreignObject>, which embeds HTML (which can run script)'],
    ['an external <use>', '<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/sprite.svg#i"/></svg>', 'line 1', 'Holds an external reference href="https://evil.example/sprite.svg#i" on <use>, which loads or links to a file outside this drawing'],
    ['an external <image>', '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/pixel.png"/></svg>', 'line 1', 'Holds an external reference href="https://evil.example/pixel.png" on <image>, which loads or links to a file outside this drawing'],
    ['url(http…) in a style', '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(http://evil.example/p.svg#p)"/></svg>', 'line 1', 'Holds a reference url(http://evil.example/p.svg#p) in its CSS, which loads a file from elsewhere (style on <rect>)'],
    ['@import in a <style>', '<svg xmlns="http://www.w3.org/2000/svg"><style>@import "https://evil.example/a.css";</style></svg>', 'line 1', 'Holds an @import in its CSS, which loads a style sheet from elsewhere'],
    ['an animation that sets a javascript: link', '<svg xmlns="http://www.w3.org/2000/svg"><a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>', 'line 1', 'Holds to="javascript:alert(1)" on <set>, which runs script'],
    ['an entity declaration', '<!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]>\n<svg xmlns="http://www.w3.org/2000/svg"/>', 'line 1', 'Holds an <!ENTITY> declaration, which can expand without limit or read other files'],
  ])('%s', (_name, svg, where, what) => {
    expect(problemsOf({ [PAGE]: page([hero('h')]), 'public/images/planted.svg': svg })).toEqual([`public/images/planted.svg: ${where}: ${what}; ${SVG_RULE}`]);
  });

  it('keeps what drawings hold: internal references, gradients, embedded raster data', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><linearGradient id="g"/><path id="p" d="M0 0"/></defs>
      <rect fill="url(#g)" style="fill: url('#g')"/><use xlink:href="#p"/><image href="data:image/png;base64,iVBORw0KGgo="/></svg>`;
    expect(problemsOf({ [PAGE]: page([hero('h')]), 'public/images/fine.svg': svg })).toEqual([]);
  });

  it('a page or a script under public/', () => {
    expect(problemsOf({ [PAGE]: page([hero('h')]), 'public/documents/offer.html': '<script>alert(1)</script>', 'public/images/x.js': 'alert(1)' })).toEqual([
      "public/documents/offer.html: (root): Is a file a browser runs as a page or a script, served from the brand's own domain: public/ holds images and documents only (pages come from content)",
      "public/images/x.js: (root): Is a file a browser runs as a page or a script, served from the brand's own domain: public/ holds images and documents only (pages come from content)",
    ]);
  });
});

describe('4. player script hosts are the code’s', () => {
  const video = (scriptUrl: string) => ({
    type: 'videoEmbed',
    id: 'tour',
    title: 'A tour',
    poster: { src: '/images/video-business-tour.svg' },
    video: { provider: 'script', scriptUrl, playerClass: 'wistia_embed' },
  });

  it('a player script on an unknown host, and one over http', () => {
    expect(homeWith(video('https://player.cheapvideo.example/embed.js'))).toEqual([
      `${PAGE}: blocks[1].video.scriptUrl: The host player.cheapvideo.example is not on the video players list of approved hosts (lib/links/allowed-hosts.ts, reviewed by engineering): use a listed host (www.youtube-nocookie.com, player.vimeo.com, fast.wistia.com, players.brightcove.net), or have engineering add this one there`,
    ]);
    expect(homeWith(video('http://fast.wistia.com/assets/external/E-v1.js'))).toEqual([
      `${PAGE}: blocks[1].video.scriptUrl: The scheme "http:" is not allowed: a player script is an https:// URL`,
    ]);
  });

  it("script-src comes from the code's list: the player's origin, whatever else content wrote", () => {
    const context = { tokens: {}, calculatorFrames: { atmLocator: calculatorFramesJson().atmLocator, frames: {} } } as Parameters<typeof originsOfContent>[1];
    expect(originsOfContent([video('https://fast.wistia.com/assets/external/E-v1.js')], context).scripts).toEqual(['https://fast.wistia.com']);
    expect(originsOfContent([video('https://player.cheapvideo.example/embed.js')], context).scripts).toEqual([]);
  });
});

describe('5. every URL field through the one validator', () => {
  const picker = (url: string) => ({
    type: 'marineLoanPicker',
    id: 'picker',
    headline: 'Find your loan',
    pickerVariant: 'brand',
    portal: {
      url,
      queryName: 'productCode',
      productCodes: Object.fromEntries(
        ['Term', 'Credit Line'].map((loan) => [
          loan,
          Object.fromEntries(['Full-time Charter', 'Limited Charter (max 73 days per year)', 'Personal Use'].map((charter) => [charter, { 'Hold in LLC': 'A', 'Own Personally': 'B' }])),
        ]),
      ),
      defaultCode: 'C',
    },
  });

  it('an http:// marine picker portal', () => {
    expect(homeWith(picker('http://portal.example.com/register'))).toEqual([
      `${PAGE}: blocks[1].portal.url: Plain http:// is not allowed: use https://portal.example.com/register`,
    ]);
  });

  it('one slash after the scheme, and a query with a space', () => {
    expect(problemsOf({ [PAGE]: page([hero('h', { callToActionRow: [cta('a', 'https:/www.axosbank.com/personal'), cta('b', '/?utm_source=home page')] })]) })).toEqual([
      `${PAGE}: blocks[0].callToActionRow[0].targetUrl: "https:/www.axosbank.com/personal" needs two slashes after the scheme: write https://www.axosbank.com/personal`,
      `${PAGE}: blocks[0].callToActionRow[1].targetUrl: Contains a space ("/?utm_source=home …"): write %20 instead`,
    ]);
  });

  it('a siteUrl with a path', () => {
    expect(problemsOf({ [SITE]: siteJson({ siteUrl: 'https://www.axosbank.com/personal' }), [PAGE]: page([hero('h')]) })).toEqual([
      `${SITE}: siteUrl: A siteUrl is the domain root (https://www.axosbank.com), without a path: the export is served at the root of its domain, and canonical URLs and the sitemap are written from it`,
    ]);
  });

  it('a SITE_URL_* override that the URL using it refuses, naming the variable', () => {
    const form = leadForm({ handler: 'webhook', url: '{onlineBankingUrl}/leads' });
    expect(problemsOf({ [PAGE]: page([hero('h'), form]) }, { SITE_URL_ONLINE_BANKING_URL: 'https://staging.example.com' })).toEqual([
      `${PAGE}: blocks[1].submit.url: The host staging.example.com is not on the lead endpoints list of approved hosts (lib/links/allowed-hosts.ts, reviewed by engineering): use a listed host (leads.axosbank.com, crm.axosbank.com, api.hsforms.com, webto.salesforce.com), or have engineering add this one there ({onlineBankingUrl} is SITE_URL_ONLINE_BANKING_URL="https://staging.example.com" from the environment)`,
    ]);
  });

  it('a SITE_URL_* override the token itself refuses is one message, there, not one per URL that uses it', () => {
    const form = leadForm({ handler: 'webhook', url: '{onlineBankingUrl}/leads' });
    expect(problemsOf({ [PAGE]: page([hero('h'), form]) }, { SITE_URL_ONLINE_BANKING_URL: 'http://staging.example.com' })).toEqual([
      'content/shared/site-urls.json: tokens.onlineBankingUrl: SITE_URL_ONLINE_BANKING_URL="http://staging.example.com" (environment): Plain http:// is not allowed: use https://staging.example.com/',
    ]);
  });

  it('fields that were not URL fields: a video poster, a topical icon, the Salesforce return URL', () => {
    const topical = { type: 'topicalNav', id: 'topics', items: [{ id: 't', icon: { src: '/images/icons/nowhere.svg' }, displayText: 'Savings', targetUrl: '/' }] };
    const video = { type: 'videoEmbed', id: 'v', title: 'A tour', poster: { src: 'javascript:alert(1)' }, video: { provider: 'youtube', videoId: 'aqz-KE-bpKQ' } };
    const form = leadForm({ handler: 'salesforce', oid: '00D', retURL: 'https:/www.axosbank.com/thanks' });
    expect(homeWith(topical, video, form)).toEqual([
      `${PAGE}: blocks[1].items[0].icon.src: Shows /images/icons/nowhere.svg but public/images/icons/nowhere.svg does not exist`,
      `${PAGE}: blocks[2].poster.src: The scheme "javascript:" is not allowed: an image is a file under public/ starting with / (e.g. /images/hero.svg) or an https:// URL`,
      `${PAGE}: blocks[3].submit.retURL: "https:/www.axosbank.com/thanks" needs two slashes after the scheme: write https://www.axosbank.com/thanks`,
    ]);
  });
});

describe('6. every file a page points at exists', () => {
  it('a hero image, a set container icon and a Markdown image naming SVGs that are not there', () => {
    const set = { type: 'setContainer', id: 'values', items: [{ id: 'a', headline: 'A', icon: { src: '/images/icons/missing.svg', alt: '', decorative: true } }] };
    expect(
      problemsOf({ [PAGE]: page([hero('h', { image: { src: '/images/hero-missing.svg', alt: 'A family' } }), set, richText('![Chart](/images/chart.svg)')]) }),
    ).toEqual([
      `${PAGE}: blocks[0].image.src: Shows /images/hero-missing.svg but public/images/hero-missing.svg does not exist`,
      `${PAGE}: blocks[1].items[0].icon.src: Shows /images/icons/missing.svg but public/images/icons/missing.svg does not exist`,
      `${PAGE}: blocks[2].markdown: Shows /images/chart.svg but public/images/chart.svg does not exist`,
    ]);
  });

  it('an SVG that is there passes', () => {
    expect(problemsOf({ [PAGE]: page([hero('h', { image: { src: '/images/planted/new.svg', alt: 'A family' } })]), 'public/images/planted/new.svg': PLAIN_SVG })).toEqual([]);
  });
});

describe('7. raw HTML in Markdown is named with its place', () => {
  it.each([
    ['Hello <script>alert(1)</script>', 'Holds HTML (<script> at line 1, column 7)'],
    ['Rates\n\nSee <img src=x onerror=alert(1)>', 'Holds HTML (<img> at line 3, column 5)'],
    ['<iframe src="https://evil.example"></iframe>', 'Holds HTML (<iframe> at line 1, column 1)'],
  ])('%j', (markdown, what) => {
    expect(homeWith(richText(markdown))[0]).toBe(
      `${PAGE}: blocks[1].markdown: ${what}: content is text and Markdown only, and the page would show the tag as written; remove it (Markdown: **bold**, [link](/route))`,
    );
  });

  it('HTML in a plain text field too, but not a comparison or an autolink', () => {
    expect(homeWith(hero('x', { headline: 'Save <b>more</b>', bodyCopy: 'Rates < 5% and <https://www.fdic.gov>' }))).toEqual([
      `${PAGE}: blocks[1].headline: Holds HTML (<b> at line 1, column 6): content is text and Markdown only, and the page would show the tag as written; remove it (Markdown: **bold**, [link](/route))`,
    ]);
  });
});

describe('8. what a template cannot show is refused, not guessed', () => {
  it.each(['6', '0', 'six', '6 or 2', 'many'])('numberOfColumns %j', (numberOfColumns) => {
    expect(homeWith({ type: 'setContainer', id: 'values', numberOfColumns, items: [{ id: 'a', headline: 'A' }] })).toEqual([
      `${PAGE}: blocks[1].numberOfColumns: Must name one column count from 1 to 4, e.g. "3" or "3 columns": a set container shows one to four columns`,
    ]);
  });
});

describe('9. limits instead of crashes', () => {
  it('3,000 nested quotes in Markdown', () => {
    expect(homeWith(richText(`${'> '.repeat(3000)}deep`))).toEqual([
      `${PAGE}: blocks[1].markdown: Nests quotes, lists or emphasis more than 16 levels deep; no page needs that many`,
    ]);
  });

  it('50,000 nested arrays in a page file', () => {
    const text = `{"$schema": "../../schema/page.schema.json", "title": "Home", "description": "Home page.", "blocks": ${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
    expect(problemsOf({ [PAGE]: text })).toEqual([
      `${PAGE}: (root): Nests arrays and objects more than 32 levels deep (at line 1); no page needs that many, so the file is not read further`,
    ]);
  });

  it('a 2 MB field, and a page file over 512 kB', () => {
    expect(homeWith(richText('x'.repeat(2_000_000)))).toEqual([
      `${PAGE}: (root): Is 2,000,199 bytes; a content file holds at most 524,288 (split the page, or link to a document under public/)`,
    ]);
    expect(homeWith(richText('x'.repeat(60_000)))).toEqual([
      `${PAGE}: blocks[1].markdown: Is 60,000 characters long; a field holds at most 50,000 (split the text into several blocks)`,
    ]);
  });
});

describe('10. one message per problem, and the invisible shown', () => {
  it('an http:// endpoint gets one line', () => {
    const form = leadForm({ handler: 'webhook', url: 'http://leads.axosbank.com/hook' });
    expect(homeWith(form)).toEqual([`${PAGE}: blocks[1].submit.url: Plain http:// is not allowed: use https://leads.axosbank.com/hook`]);
  });

  it('a zero-width space or a no-break space in a link, and a zero-width space in a title', () => {
    expect(
      problemsOf({ [PAGE]: page([hero('h', { callToActionRow: [cta('a', '/contact\u200B-us/'), cta('b', '/contact\u00A0us/')] })], { title: 'Home\u200B' }) }),
    ).toEqual([
      `${PAGE}: title: Contains an invisible U+200B ZERO WIDTH SPACE; delete it`,
      `${PAGE}: blocks[0].callToActionRow[0].targetUrl: Contains an invisible U+200B ZERO WIDTH SPACE; delete it`,
      `${PAGE}: blocks[0].callToActionRow[1].targetUrl: Contains an invisible U+00A0 NO-BREAK SPACE; delete it`,
    ]);
  });

  it('an invisible character quoted back in a message is written U+XXXX', () => {
    expect(homeWith({ type: 'richText', id: 'copy\u200B', markdown: 'Text.' })).toEqual([
      `${PAGE}: blocks[1].id: Contains an invisible U+200B ZERO WIDTH SPACE; delete it`,
      `${PAGE}: blocks[1].id: "copyU+200B" cannot be an element id: use letters, digits, - and _, starting with a letter (e.g. "cd-rates")`,
    ]);
  });
});

describe('11. brands stay apart', () => {
  it('two brands of one theme with the same monogram', () => {
    expect(
      problemsOf({
        [SITE]: siteJson({ icon: { monogram: 'AX' } }),
        [PAGE]: page([hero('h')]),
        'content/AXI/site.json': siteJson({ code: 'AXI', name: 'Axos Invest', siteUrl: '{onlineBankingUrl}', icon: { monogram: 'AX' } }),
      }),
    ).toEqual([
      `${SITE}: icon.monogram: The icon "AX" on the bank theme is also AXI's (content/AXI/site.json): the two brands would have identical favicons; give one of them other letters in icon.monogram`,
    ]);
  });
});

describe('npm run check:content on a tree planted with issue 22 cases', () => {
  it('names each file and place, exits 1, and prints no stack trace', () => {
    const root = writeContentTree({
      [PAGE]: page([hero('h', { image: { src: '/images/hero-missing.svg', alt: 'A family' } }), richText(`${'> '.repeat(3000)}deep`)]),
      'public/images/planted.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    });
    try {
      const result = runCheckContent(root);
      expect(result.status).toBe(1);
      expect(result.stderr.split('\n').map((line) => line.trim())).toEqual(
        expect.arrayContaining([
          `${PAGE}: blocks[0].image.src: Shows /images/hero-missing.svg but public/images/hero-missing.svg does not exist`,
          `${PAGE}: blocks[1].markdown: Nests quotes, lists or emphasis more than 16 levels deep; no page needs that many`,
          `public/images/planted.svg: line 1: Holds an event attribute onload="…" on <svg>, which runs script; ${SVG_RULE}`,
        ]),
      );
      expect(result.stderr + result.stdout).not.toMatch(/\n\s+at /);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('a careless editor', () => {
  it('an empty headline, a number past its bound, a negative size: one message each, in words', () => {
    expect(
      problemsOf({
        [SITE]: siteJson({ logo: { src: '/logos/axb.svg', alt: 'Axos Bank', height: -3, width: 1e12 } }),
        [PAGE]: page([hero('h', { headline: '' }), { type: 'testimonialCarousel', id: 't', time: 1e300, items: [{ id: 'a', content: 'Great.', author: 'Pat' }] }]),
      }),
    ).toEqual([
      `${SITE}: logo.width: Must be at most 1000, not number 1000000000000`,
      `${SITE}: logo.height: Must be more than 0, not number -3`,
      `${PAGE}: blocks[0].headline: Must not be empty`,
      `${PAGE}: blocks[1].time: Must be at most 60000, not number 1e+300`,
    ]);
  });

  it('a host written without https://', () => {
    expect(problemsOf({ [PAGE]: page([hero('h', { callToActionRow: [cta('a', 'www.axosbank.com/personal')] })]) })).toEqual([
      `${PAGE}: blocks[0].callToActionRow[0].targetUrl: "www.axosbank.com/personal" has no scheme: write https://www.axosbank.com/personal`,
    ]);
  });

  it('a {token} in text, where it would show as written (in a link it is replaced)', () => {
    expect(problemsOf({ [PAGE]: page([hero('h', { headline: 'Visit {bankUrl} today', bodyCopy: 'See [us]({bankUrl}/about) at {bankUrl}.' })]) })).toEqual([
      `${PAGE}: blocks[0].headline: {bankUrl} is replaced only in a link's address; in text it shows as "{bankUrl}": write a link, [text]({bankUrl}/…), or the words`,
      `${PAGE}: blocks[0].bodyCopy: Links to /about/ but AXB has no page there ({bankUrl} is the AXB site itself)`,
      `${PAGE}: blocks[0].bodyCopy: {bankUrl} is replaced only in a link's address; in text it shows as "{bankUrl}": write a link, [text]({bankUrl}/…), or the words`,
    ]);
  });

  it('two items of one list with one id, and an id with a space', () => {
    const accordion = { type: 'accordion', id: 'faq', items: [{ id: 'q', title: 'Q1', body: 'A' }, { id: 'q', title: 'Q2', body: 'B' }] };
    expect(homeWith(accordion, hero('my hero'))).toEqual([
      `${PAGE}: blocks[1].items[1].id: "q" is already the id of blocks[1].items[0]; each item of a list needs its own id`,
      `${PAGE}: blocks[2].id: "my hero" cannot be an element id: use letters, digits, - and _, starting with a letter (e.g. "cd-rates")`,
    ]);
  });

  it('an image path that climbs out of public/', () => {
    expect(homeWith(hero('x', { image: { src: '/../package.json', alt: 'x' } }))).toEqual([
      `${PAGE}: blocks[1].image.src: "/../package.json" has a "." or ".." segment: write the path from public/ down, e.g. /images/hero.svg`,
    ]);
  });

  it('HTML in the brand name and the phone number', () => {
    expect(problemsOf({ [SITE]: siteJson({ name: 'Axos <b>Bank</b>', phone: { display: '<script>x</script>', tel: '18885022967' } }), [PAGE]: page([hero('h')]) })).toEqual([
      `${SITE}: name: Holds HTML (<b> at line 1, column 6): content is text and Markdown only, and the page would show the tag as written; remove it (Markdown: **bold**, [link](/route))`,
      `${SITE}: phone.display: Holds HTML (<script> at line 1, column 1): content is text and Markdown only, and the page would show the tag as written; remove it (Markdown: **bold**, [link](/route))`,
    ]);
  });

  it('still refused as before: trailing comma, a comment, NaN, an empty file, an array, a $schema elsewhere', () => {
    const head = '{"$schema": "../../schema/page.schema.json", "title": "Home", "description": "d", "blocks": [{"type":"hero","id":"h","headline":"x"}';
    expect(problemsOf({ [PAGE]: `${head},]}` })).toEqual([`${PAGE}: (root): Malformed JSON at line 1, column 134: value expected`]);
    expect(problemsOf({ [PAGE]: `${head}], // note\n"noindex": true}` })).toEqual([`${PAGE}: (root): Malformed JSON at line 1, column 136: invalid comment token`]);
    expect(problemsOf({ [PAGE]: `${head}], "noindex": NaN}` })).toEqual([`${PAGE}: (root): Malformed JSON at line 1, column 147: invalid symbol`]);
    expect(problemsOf({ [PAGE]: '' })).toEqual([`${PAGE}: (root): Malformed JSON at line 1, column 1: value expected`]);
    expect(problemsOf({ [PAGE]: '[]' })).toEqual([`${PAGE}: (root): Expected object, got an array`]);
    expect(problemsOf({ [PAGE]: page([hero('h')], { $schema: 'https://evil.example/page.schema.json' }) })).toEqual([
      `${PAGE}: $schema: Must be "../../schema/page.schema.json" so editors can check this file`,
    ]);
  });
});

describe('9. Markdown the parser would take long over is refused before it is parsed', () => {
  it.each([
    ['25,000 quote markers without spaces', `${'>'.repeat(25_000)}x`],
    ['a run of 8,000 emphasis markers', `${'*'.repeat(8_000)}x${'*'.repeat(8_000)}`],
  ])('%s', (_name, markdown) => {
    const started = performance.now();
    expect(homeWith(richText(markdown))).toEqual([`${PAGE}: blocks[1].markdown: Nests quotes, lists or emphasis more than 16 levels deep; no page needs that many`]);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('names each HTML tag once, where it first appears', () => {
    expect(homeWith(richText('<a>'.repeat(5_000)))).toEqual([
      `${PAGE}: blocks[1].markdown: Holds HTML (<a> at line 1, column 1): content is text and Markdown only, and the page would show the tag as written; remove it (Markdown: **bold**, [link](/route))`,
    ]);
  });
});

describe('5. a SITE_URL_* variable that overrides nothing', () => {
  it('is named, with the variables there are', () => {
    expect(problemsOf({ [PAGE]: page([hero('h')]) }, { SITE_URL_ONLINEBANKING_URL: 'https://staging.example.com' })).toEqual([
      'content/shared/site-urls.json: tokens: SITE_URL_ONLINEBANKING_URL (environment) overrides no site URL token; the variables are SITE_URL_BANK_URL, SITE_URL_ONLINE_BANKING_URL',
    ]);
  });
});
