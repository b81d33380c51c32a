/**
 * Issue 39, part B: the trial's mistakes and attacks in files, text, ids and identities, planted in
 * a throwaway content tree and read back as the `file: json.path: problem` lines of the check.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { formatProblem } from '@/lib/content';
import { loadBrandContent } from '@/lib/content/load';
import { siteJson, writeContentTree } from '@/tests/fixtures/site';
import { hero, page, PAGE, problemsOf, runCheckContent, SITE } from './plant';
import { jpeg, jpegClaiming } from '@/tests/fixtures/images';

const SVG_RULE = "an SVG under public/ is served from the brand's domain and may hold only drawing (remove it, or export the SVG again without scripts and links)";

const photoHero = (id: string, src: string) => hero(id, { image: { src, alt: 'A family at home' } });

describe('3. SVG through the sanitiser: what the trial found missing', () => {
  it.each([
    [
      'a javascript: link through the XLink namespace under another prefix',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/1999/xlink">\n<a x:href="javascript:alert(document.domain)"><text>Open</text></a></svg>',
      [
        'line 1: Holds an attribute xmlns:x="http://www.w3.org/1999/xlink" on <svg>, which the SVG sanitiser (DOMPurify\'s SVG profile) would remove',
        'line 2: Holds x:href="javascript:alert(document.domain)" on <a>, which runs script',
      ],
    ],
    [
      'an <?xml-stylesheet?> instruction to an outside style sheet',
      '<?xml version="1.0"?>\n<?xml-stylesheet type="text/css" href="https://evil.example/track.css"?>\n<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>',
      ['line 2: Holds a processing instruction <?xml-stylesheet …?>, which loads a style sheet that can fetch from anywhere'],
    ],
    [
      'CSS image-set() to an outside image',
      '<svg xmlns="http://www.w3.org/2000/svg"><style>rect { fill: -webkit-image-set("https://tracker.example/p.png" 1x) }</style><rect/></svg>',
      ['line 1: Holds a reference image-set("https://tracker.example/p.png") in its CSS, which loads a file from elsewhere'],
    ],
    [
      'image-set() in a style attribute, written with a CSS escape',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect style="background: imag\\65-set(\'//tracker.example/p.png\' 1x)"/></svg>',
      ['line 1: Holds a reference image-set("//tracker.example/p.png") in its CSS, which loads a file from elsewhere (style on <rect>)'],
    ],
    [
      'an element no rule names, which the sanitiser removes',
      '<svg xmlns="http://www.w3.org/2000/svg">\n<rect/>\n<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata></svg>',
      ["line 3: Holds <rdf:RDF>, which the SVG sanitiser (DOMPurify's SVG profile) would remove"],
    ],
    ['a file that is not XML', '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>', ['line 1: Holds XML a browser cannot read (1:52: unexpected close tag.), so it shows nothing']],
  ])('%s', (_name, svg, expected) => {
    expect(problemsOf({ [PAGE]: page([hero('h')]), 'public/images/planted.svg': svg })).toEqual(expected.map((what) => `public/images/planted.svg: ${what}; ${SVG_RULE}`));
  });

  it('a .svg that is an HTML page', () => {
    expect(problemsOf({ [PAGE]: page([hero('h')]), 'public/images/planted.svg': '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>' })).toEqual([
      "public/images/planted.svg: (root): Is an HTML page, not an image: served from the brand's own domain, a browser could run it as a page (images are JPEG, PNG or WebP photos and SVG drawings)",
    ]);
  });

  it('accepts every drawing the site ships (public/ as it is)', () => {
    expect(problemsOf({ [PAGE]: page([hero('h')]) })).toEqual([]);
  });

  it('refuses a file under public/ that is a page whatever it is called', () => {
    expect(problemsOf({ [PAGE]: page([hero('h')]), 'public/documents/rates.txt': '<html><script>alert(1)</script></html>', 'public/documents/fees.pdf': 'not a pdf' })).toEqual([
      "public/documents/fees.pdf: (root): Is named .pdf but is a file of no format this site serves: save the document again as a PDF",
      "public/documents/rates.txt: (root): Is an HTML page whatever its name says, which a browser could run as a page on the brand's own domain: public/ holds images and documents only (pages come from content)",
    ]);
  });
});

describe('8. what the build refuses, the check refuses first, at the file and path that show it', () => {
  it('a .png that is really HTML', () => {
    expect(problemsOf({ [PAGE]: page([photoHero('h', '/images/planted.png')]), 'content/images/planted.png': '<!doctype html><title>x</title><script>alert(1)</script>' })).toEqual([
      `${PAGE}: blocks[0].image.src: The original content/images/planted.png is an HTML page, not an image: served from the brand's own domain, a browser could run it as a page (images are JPEG, PNG or WebP photos and SVG drawings)`,
    ]);
  });

  it('a 30,000 x 30,000 photo, at each place that shows it', async () => {
    const bytes = await jpegClaiming(30000, 30000);
    expect(problemsOf({ [PAGE]: page([photoHero('a', '/images/huge.jpg'), photoHero('b', '/images/huge.jpg')]), 'content/images/huge.jpg': bytes })).toEqual(
      ['blocks[0].image.src', 'blocks[1].image.src'].map(
        (where) =>
          `${PAGE}: ${where}: The original content/images/huge.jpg is 30000 x 30000 pixels (900 million), more than the 268 million the image pipeline reads: scale it down (a photo is shown at most 4096 pixels wide)`,
      ),
    );
  });

  it('a photo named for one format and saved as another, and a damaged one', async () => {
    expect(
      problemsOf({
        [PAGE]: page([photoHero('a', '/images/one.webp'), photoHero('b', '/images/two.jpg')]),
        'content/images/one.webp': await jpeg(),
        'content/images/two.jpg': (await jpeg()).subarray(0, 4),
      }),
    ).toEqual([
      `${PAGE}: blocks[0].image.src: The original content/images/one.webp is named .webp but is a JPEG image: save it again as a WebP image, or give it the extension of what it is`,
      `${PAGE}: blocks[1].image.src: The original content/images/two.jpg is damaged: its size in pixels cannot be read from its header; save it again as a JPEG image`,
    ]);
  });

  it('accepts a real photo', async () => {
    expect(problemsOf({ [PAGE]: page([photoHero('a', '/images/fine.jpg')]), 'content/images/fine.jpg': await jpeg() })).toEqual([]);
  });
});

describe('5. output names of images cannot collide', () => {
  it('two photos whose names differ only by "_" and "-", or by extension', async () => {
    const bytes = await jpeg();
    expect(
      problemsOf({
        [PAGE]: page([photoHero('a', '/images/family_home.jpg'), photoHero('b', '/images/family-home.jpg'), photoHero('c', '/images/Family-Home.png')]),
        'content/images/family_home.jpg': bytes,
        'content/images/family-home.jpg': bytes,
        'content/images/Family-Home.png': new Uint8Array(await sharp(bytes).png().toBuffer()),
      }),
    ).toEqual(
      ['blocks[1].image.src: "/images/family-home.jpg"', 'blocks[2].image.src: "/images/Family-Home.png"'].map(
        (start) =>
          `${PAGE}: ${start} and "/images/family_home.jpg" (${PAGE}) would both be written as /_img/family-home-604x480.webp: rendition names keep only lowercase letters and digits, so names that differ in case, "_", "-" or extension are one name; rename one of the originals`,
      ),
    );
  });
});

describe('7. a typo in a footer\'s type: one message, which names the types', () => {
  const footer = (type: string) => ({
    type,
    variant: 'marine',
    links: [
      { url: '/', text: 'Home' },
      { url: '{onlineBankingUrl}/login', text: 'Log in' },
      { url: 'tel:18885022967', text: 'Call 1-888-502-2967' },
      { url: 'mailto:help@axosbank.com', text: 'Write to us' },
    ],
    social: 'parentBank',
    copyrightHolder: 'Axos Bank',
  });

  it('says "Unknown footer type" with the valid types, and its valid links stay links', () => {
    expect(problemsOf({ [SITE]: siteJson({ footer: footer('logoo') }), [PAGE]: page([hero('h')]) })).toEqual([
      `${SITE}: footer.type: Unknown footer type "logoo"; expected one of: logo, siteMap`,
    ]);
    expect(problemsOf({ [SITE]: siteJson({ footer: footer('logo') }), [PAGE]: page([hero('h')]) })).toEqual([]);
  });

  it('a link in a footer with a misspelt type is still checked as a link', () => {
    const broken = { ...footer('sitemap'), links: [{ url: '/nowhere', text: 'Gone' }] };
    expect(problemsOf({ [SITE]: siteJson({ footer: broken }), [PAGE]: page([hero('h')]) })).toEqual([
      `${SITE}: footer.type: Unknown footer type "sitemap"; expected one of: logo, siteMap`,
      `${SITE}: footer.links[0].url: Links to /nowhere/ but AXB has no page there`,
    ]);
  });
});

describe('7. a photo name with a space: one spelling, which the check accepts', () => {
  it('says to write %20, and accepts %20 for content/images/my photo.jpg', async () => {
    const files = { 'content/images/my photo.jpg': await jpeg() };
    expect(problemsOf({ [PAGE]: page([photoHero('a', '/images/my photo.jpg')]), ...files })).toEqual([
      `${PAGE}: blocks[0].image.src: Contains a space ("/images/my …"): write %20 instead`,
    ]);
    expect(problemsOf({ [PAGE]: page([photoHero('a', '/images/my%20photo.jpg')]), ...files })).toEqual([]);
  });

  it('names the file it looked for, as it is on disk', () => {
    expect(problemsOf({ [PAGE]: page([photoHero('a', '/images/my%20photo.jpg')]) })).toEqual([
      `${PAGE}: blocks[0].image.src: The original of "/images/my%20photo.jpg" is missing: add content/images/my photo.jpg`,
    ]);
  });
});

describe('4. text that shows what it says', () => {
  const richText = (markdown: string) => ({ type: 'richText', id: 'copy', markdown });
  const home = (...blocks: unknown[]) => problemsOf({ [PAGE]: page(blocks) });

  it('an HTML comment in Markdown, which would be published as text', () => {
    expect(home(richText('Our rates.\n\n<!-- TODO: check with legal -->'))).toEqual([
      `${PAGE}: blocks[0].markdown: Holds an HTML comment ("<!-- TODO: check with legal -->" at line 3, column 1), which the page would show as written: delete it (content has no comments)`,
    ]);
  });

  it.each([
    ['a full reference', 'See [our rates][rates] today.', '"[our rates][rates]" at line 1, column 1'],
    ['a collapsed reference', 'See [our rates][] today.', '"[our rates][]" at line 1, column 1'],
    ['a shortcut reference', 'Read the [disclosures] first.', '"[disclosures]" at line 1, column 1'],
  ])('%s with no definition', (_name, markdown, where) => {
    expect(home(richText(markdown))).toEqual([
      `${PAGE}: blocks[0].markdown: Holds ${where}, a reference link with no definition, which the page would show as written: write [text](/route), or define the label on a line of its own ([label]: /route)`,
    ]);
  });

  it('a reference with its definition, escaped brackets, a footnote mark and a comparison are what they say', () => {
    expect(home(richText('See [our rates][rates] and \\[optional\\] fees.\n\n[rates]: /'))).toEqual([]);
    expect(home(richText('Earn 4.50% APY[1] when x<y and a < b.\n\n[*] Rates may change.'))).toEqual([]);
  });

  it.each([
    ['&lt;script&gt;', 'Never type &lt;script&gt; here.', '"<script>"'],
    ['a numeric reference', 'Click &#60;b&#62;here', '"<b>"'],
    ['an escaped tag', 'Use \\<br> for a break', '"<br>"'],
  ])('a tag written as %s', (_name, markdown, tag) => {
    const [problem, ...rest] = home(richText(markdown));
    expect(rest).toEqual([]);
    expect(problem).toBe(`${PAGE}: blocks[0].markdown: Holds ${JSON.stringify(markdown)} at line 1, column 1, which the page would show as the tag ${tag}: write what it means in words`);
  });

  it.each([
    ['a link', '[our services](/services)', 'a Markdown link', '[our services](/services)'],
    ['bold', 'Save **more** today', 'Markdown bold', '**more**'],
    ['an HTML comment', 'Save <!-- draft --> more', 'an HTML comment', '<!-- draft -->'],
  ])('Markdown syntax in a plain-text headline: %s, one message, its link not followed', (_name, headline, what, shown) => {
    expect(home(hero('h', { headline }))).toEqual([
      `${PAGE}: blocks[0].headline: Is plain text, where ${what} shows as written: the page would show ${JSON.stringify(shown)}; write the words only (a link goes in the block's link fields)`,
    ]);
  });

  it('plain text keeps what is not Markdown: a comparison, an asterisk note, an ampersand', () => {
    expect(home(hero('h', { headline: 'Rates < 5% & no fees*', eyebrow: 'A_B testing' }))).toEqual([]);
  });

  it.each([
    ['a TAG character (ASCII smuggling)', 'Open an account\u{E0041}\u{E0042}', 'U+E0041 TAG LATIN CAPITAL LETTER A'],
    ['a Hangul filler as the whole headline', '\u3164', 'U+3164 HANGUL FILLER'],
    ['a Hangul choseong filler', 'Save\u115F', 'U+115F HANGUL CHOSEONG FILLER'],
    ['a Hangul jungseong filler', 'Save\u1160', 'U+1160 HANGUL JUNGSEONG FILLER'],
    ['a halfwidth Hangul filler', '\uFFA0', 'U+FFA0 HALFWIDTH HANGUL FILLER'],
    ['a right-to-left override', 'Save\u202Eerom', 'U+202E RIGHT-TO-LEFT OVERRIDE'],
    ['a first strong isolate', 'Save\u2068 more', 'U+2068 FIRST STRONG ISOLATE'],
    ['a zero-width joiner', 'Sa\u200Dve', 'U+200D ZERO WIDTH JOINER'],
    ['a zero-width space', 'Sa\u200Bve', 'U+200B ZERO WIDTH SPACE'],
    ['a soft hyphen', 'Sa\u00ADve', 'U+00AD SOFT HYPHEN'],
    ['a language tag', '\u{E0001}Save', 'U+E0001 LANGUAGE TAG'],
  ])('%s in any text, named', (_name, headline, named) => {
    expect(home(hero('h', { headline }))).toEqual([`${PAGE}: blocks[0].headline: Contains an invisible ${named}; delete it`]);
  });

  it('an invisible character in Markdown and in a block the schema refuses', () => {
    expect(problemsOf({ [PAGE]: page([richText('Fine\u{E0069}'), { type: 'heroo', id: 'x', headline: 'A\u3164' }]) }).slice(1)).toEqual([
      `${PAGE}: blocks[0].markdown: Contains an invisible U+E0069 TAG LATIN SMALL LETTER I; delete it`,
      `${PAGE}: blocks[1].headline: Contains an invisible U+3164 HANGUL FILLER; delete it`,
    ]);
  });
});

describe('5. ids and identities', () => {
  const home = (...blocks: unknown[]) => problemsOf({ [PAGE]: page(blocks) });
  const headline = (id: string, text = 'Rates') => ({ type: 'headline', id, headline: text });

  it('a block id that equals another block’s derived heading id, either way round', () => {
    expect(home(headline('rates'), headline('rates-heading'))).toEqual([
      `${PAGE}: blocks[1].id: "rates-heading" is also the id of the heading of blocks[0] (a block's parts take ids from it: "<id>-heading", a bio set's "<id>-<bio id>"); each element of a page needs its own id, so choose another`,
    ]);
    expect(home(headline('rates-heading'), headline('rates'))).toEqual([
      `${PAGE}: blocks[1].id: "rates-heading" (the heading of blocks[1]) is also the id of blocks[0] (a block's parts take ids from it: "<id>-heading", a bio set's "<id>-<bio id>"); each element of a page needs its own id, so choose another`,
    ]);
  });

  it('a block id equal to a video tile’s anchor, and two blocks with one id', () => {
    const tiles = { type: 'videoTiles', id: 'videos', videoTiles: [{ id: 't1', internalName: 'Savings tour', title: 'Tour', videoId: 'abc123', provider: 'youtube' }] };
    const problems = home(headline('intro'), tiles, headline('Savings-tour'), headline('intro'));
    expect(problems).toContain(`${PAGE}: blocks[2].id: "Savings-tour" is also the id of the tile blocks[1].videoTiles[0] (a block's parts take ids from it: "<id>-heading", a bio set's "<id>-<bio id>"); each element of a page needs its own id, so choose another`);
    expect(problems).toContain(`${PAGE}: blocks[3].id: "intro" is already the id of blocks[0]; each block of a page needs its own id`);
  });

  it('ids the chrome uses: the skip link’s main-content, and the header’s prefix', () => {
    expect(home(headline('main-content'), headline('header-item-0'))).toEqual([
      `${PAGE}: blocks[0].id: "main-content" is the id of the page's main content, which the skip link leads to: choose another id`,
      `${PAGE}: blocks[1].id: "header-item-0" starts with "header-", which the site header's menus use for their ids: choose another id`,
    ]);
    expect(home(headline('main'))).toEqual([]);
  });

  it('a siteUrl that is another brand’s token', () => {
    const lvf = siteJson({ $schema: '../schema/site.schema.json', code: 'LVF', name: 'Vehicle Finance', siteUrl: '{bankUrl}' });
    expect(problemsOf({ [PAGE]: page([hero('h')]), 'content/LVF/site.json': lvf })).toEqual([
      `${SITE}: siteUrl: {bankUrl} is also the siteUrl of LVF (content/LVF/site.json): this brand's canonical links and sitemap would claim LVF's domain; give each brand the site URL token of its own domain`,
    ]);
    expect(problemsOf({ [PAGE]: page([hero('h')]), 'content/LVF/site.json': { ...lvf, siteUrl: '{onlineBankingUrl}' } })).toEqual([]);
  });

  it('a page file or folder that is a symbolic link is refused, not skipped', () => {
    const root = writeContentTree({ [PAGE]: page([hero('h')]), 'content/elsewhere/about.json': page([hero('h')]) });
    try {
      fs.symlinkSync(path.join(root, 'content/elsewhere/about.json'), path.join(root, 'content/AXB/pages/about.json'));
      fs.symlinkSync(path.join(root, 'content/elsewhere'), path.join(root, 'content/AXB/pages/more'));
      const result = loadBrandContent('AXB', { root, env: {} });
      expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
        `content/AXB/pages/about.json: (root): Is a symbolic link (to ${path.join(root, 'content/elsewhere/about.json')}): pages/ holds the page files themselves (a link can lead outside the project); replace the link with what it points to`,
        `content/AXB/pages/more: (root): Is a symbolic link (to ${path.join(root, 'content/elsewhere')}): pages/ holds the page files themselves (a link can lead outside the project); replace the link with what it points to`,
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('npm run check:content on a tree planted with issue 39 (part B) cases', () => {
  it('refuses each with its file and place, exits 1, and prints no stack trace', async () => {
    const root = writeContentTree({
      [PAGE]: page([photoHero('h', '/images/planted.png'), photoHero('huge', '/images/huge.jpg'), hero('main-content', { headline: '\u3164' })]),
      'content/images/planted.png': '<!doctype html><script>alert(1)</script>',
      'content/images/huge.jpg': await jpegClaiming(30000, 30000),
      'public/images/planted.svg': '<?xml-stylesheet href="https://evil.example/a.css"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      'content/LVF/site.json': siteJson({ code: 'LVF', name: 'Vehicle Finance', siteUrl: '{bankUrl}' }),
    });
    try {
      const result = runCheckContent(root);
      expect(result.status).toBe(1);
      expect(result.stderr.split('\n').map((line) => line.trim())).toEqual(
        expect.arrayContaining([
          `${SITE}: siteUrl: {bankUrl} is also the siteUrl of LVF (content/LVF/site.json): this brand's canonical links and sitemap would claim LVF's domain; give each brand the site URL token of its own domain`,
          `${PAGE}: blocks[0].image.src: The original content/images/planted.png is an HTML page, not an image: served from the brand's own domain, a browser could run it as a page (images are JPEG, PNG or WebP photos and SVG drawings)`,
          `${PAGE}: blocks[1].image.src: The original content/images/huge.jpg is 30000 x 30000 pixels (900 million), more than the 268 million the image pipeline reads: scale it down (a photo is shown at most 4096 pixels wide)`,
          `${PAGE}: blocks[2].headline: Contains an invisible U+3164 HANGUL FILLER; delete it`,
          `${PAGE}: blocks[2].id: "main-content" is the id of the page's main content, which the skip link leads to: choose another id`,
          `public/images/planted.svg: line 1: Holds a processing instruction <?xml-stylesheet …?>, which loads a style sheet that can fetch from anywhere; ${SVG_RULE}`,
        ]),
      );
      expect(result.stderr + result.stdout).not.toMatch(/\n\s+at /);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('a file name as alt text', () => {
  it.each([
    ['the photo\'s own name', 'hero-savings.svg'],
    ['a camera\'s name', 'IMG_2041.JPG'],
    ['a name with a hyphen', 'family-photo.webp'],
  ])('refuses %s', (_name, alt) => {
    expect(problemsOf({ [PAGE]: page([hero('h', { image: { src: '/images/hero-savings.svg', alt } })]) })).toEqual([
      `${PAGE}: blocks[0].image.alt: Alt text is a file name ("${alt}"): describe what the image shows for a visitor who cannot see it, or tick Decorative and leave it empty`,
    ]);
  });

  it.each([
    ['a description that names a format', 'Our logo as an SVG drawing'],
    ['a sentence ending in a full stop', 'A family at home.'],
  ])('accepts %s', (_name, alt) => {
    expect(problemsOf({ [PAGE]: page([hero('h', { image: { src: '/images/hero-savings.svg', alt } })]) })).toEqual([]);
  });
});
