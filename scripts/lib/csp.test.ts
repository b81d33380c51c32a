// @vitest-environment node
import { createHash } from 'node:crypto';
import {
  hashSource,
  headerNarrowings,
  htmlImageOrigins,
  inlineScripts,
  inlineStyles,
  isStrictPolicy,
  metaPolicy,
  NO_FACTS,
  PAGE_HEADER_POLICY,
  pagePolicy,
  parsePolicy,
  policyProblems,
  serializePolicy,
  withPolicyMeta,
} from './csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script id="_R_">(self.TURBOPACK=[]).push(1)</script>',
  '<style data-precedence="content" data-href="content-x">[id="a"]{--icon:url("/i.svg")}</style>',
  '</head><body><img src="https://img.youtube.com/vi/x/hqdefault.jpg" width="1" height="1" alt=""/>',
  '<script>self.__next_f.push([1,"a"])</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</body></html>',
].join('');

describe('the inline code of a page', () => {
  it('finds the inline scripts the browser runs, not external ones or data blocks', () => {
    expect(inlineScripts(PAGE)).toEqual(['(self.TURBOPACK=[]).push(1)', 'self.__next_f.push([1,"a"])']);
  });

  it('finds the inline styles', () => {
    expect(inlineStyles(PAGE)).toEqual(['[id="a"]{--icon:url("/i.svg")}']);
  });

  it.each([
    ['', "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"],
    ['alert(1)', sha('alert(1)')],
    ['é', sha('é')],
  ])('hashes %j as the browser does (sha256 of the UTF-8 text, base64)', (text, expected) => {
    expect(hashSource(text)).toBe(expected);
  });

  it('names the image hosts the HTML uses, but not its own files', () => {
    expect(htmlImageOrigins(PAGE)).toEqual(['https://img.youtube.com']);
    expect(htmlImageOrigins('<img src="/_img/a.webp" srcset="/_img/a.webp 1x, https://cdn.example.com/b.webp 2x">')).toEqual(['https://cdn.example.com']);
    expect(htmlImageOrigins('<link rel="preload" href="https://fonts.example.com/x.woff2" as="font"/>')).toEqual([]);
    expect(htmlImageOrigins('<img src="data:image/png;base64,AAAA">')).toEqual(['data:']);
  });
});

describe('the policy of a page', () => {
  const facts = {
    connect: ['http://127.0.0.1:4690', 'https://api.hsforms.com'],
    frames: ['https://www.youtube-nocookie.com'],
    images: ['https://img.youtube.com'],
    scripts: [],
  };

  it('allows exactly its own files, its inline code by hash and what its content talks to', () => {
    expect(serializePolicy(pagePolicy(PAGE, facts))).toBe(
      [
        "default-src 'none'",
        `script-src 'self' ${[sha('(self.TURBOPACK=[]).push(1)'), sha('self.__next_f.push([1,"a"])')].sort().join(' ')}`,
        `style-src 'self' ${sha('[id="a"]{--icon:url("/i.svg")}')}`,
        "img-src 'self' https://img.youtube.com",
        'connect-src http://127.0.0.1:4690 https://api.hsforms.com',
        'frame-src https://www.youtube-nocookie.com',
        "form-action 'self'",
        "base-uri 'self'",
        "object-src 'none'",
      ].join('; '),
    );
  });

  it('leaves connect-src and frame-src to default-src none on a page that calls and embeds nothing', () => {
    const policy = pagePolicy('<html><head></head><body><p>Hi</p></body></html>', NO_FACTS);
    expect([...policy.keys()]).toEqual(['default-src', 'script-src', 'style-src', 'img-src', 'form-action', 'base-uri', 'object-src']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('adds frame-ancestors only for the header (a meta policy cannot carry it)', () => {
    expect(pagePolicy(PAGE, facts).has('frame-ancestors')).toBe(false);
    expect(pagePolicy(PAGE, facts, { header: true }).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("allows a video player's script, and its media, from its own host only", () => {
    const policy = pagePolicy(PAGE, { ...NO_FACTS, scripts: ['https://fast.wistia.com'] });
    expect(policy.get('script-src')).toContain('https://fast.wistia.com');
    expect(policy.get('media-src')).toEqual(['https://fast.wistia.com']);
  });

  it('allows the web manifest only on a page that links one', () => {
    expect(pagePolicy('<head><link rel="manifest" href="/site.webmanifest"/></head>', NO_FACTS).get('manifest-src')).toEqual(["'self'"]);
    expect(pagePolicy(PAGE, NO_FACTS).has('manifest-src')).toBe(false);
  });

  it('is strict', () => {
    const policy = serializePolicy(pagePolicy(PAGE, facts, { header: true }));
    expect(isStrictPolicy(policy)).toBe(true);
    expect(policy).not.toMatch(/unsafe/);
  });

  it.each([
    ["default-src 'none'; script-src 'self' 'unsafe-inline'", false],
    ["default-src 'none'; script-src 'self' 'unsafe-eval'", false],
    ["default-src 'self'; script-src 'self'", false],
    ["default-src 'none'; script-src 'self'; img-src *", false],
    ["default-src 'none'; style-src 'self'", false],
    ["default-src 'none'; script-src 'self' 'sha256-AAAA'; style-src 'self'", true],
  ])('isStrictPolicy(%j) is %s', (policy, strict) => {
    expect(isStrictPolicy(policy)).toBe(strict);
  });

  it('reports what a strict policy would refuse on the page: style attributes and inline handlers', () => {
    const html = '<div style="max-width:588px"><button onclick="go()">Go</button></div>';
    expect(policyProblems(html, pagePolicy(html, NO_FACTS))).toEqual([
      'a style="max-width:588px" attribute, which the policy refuses: move it into the stylesheet',
      'an inline onclick="" handler, which the policy refuses',
    ]);
    expect(policyProblems(PAGE, pagePolicy(PAGE, facts))).toEqual([]);
  });

  it('refuses a policy that names a host not on its list of approved hosts (issue 39): the build stops, naming the list', () => {
    const html = '<img src="https://pixel.tracker.example/p.gif" alt=""/>';
    const planted = {
      connect: ['https://leads.axosbank.com.evil.example', 'http://127.0.0.1:6101'],
      frames: ['https://calc.partner.example', 'https://www.youtube-nocookie.com'],
      images: [],
      scripts: ['https://cdn.player.example'],
    };
    expect(policyProblems(html, pagePolicy(html, planted))).toEqual([
      'script-src allows https://cdn.player.example: The host cdn.player.example is not on the video players list of approved hosts (lib/links/allowed-hosts.ts, reviewed by engineering): use a listed host (www.youtube-nocookie.com, player.vimeo.com, fast.wistia.com, players.brightcove.net), or have engineering add this one there',
      'img-src allows https://pixel.tracker.example: The host pixel.tracker.example is not on the images list of approved hosts (lib/links/allowed-hosts.ts, reviewed by engineering): use a listed host (img.youtube.com), or have engineering add this one there',
      'connect-src allows https://leads.axosbank.com.evil.example: The host leads.axosbank.com.evil.example (it only looks like leads.axosbank.com) is not on the lead endpoints list of approved hosts (lib/links/allowed-hosts.ts, reviewed by engineering): use a listed host (leads.axosbank.com, crm.axosbank.com, api.hsforms.com, webto.salesforce.com), or have engineering add this one there',
      'frame-src allows https://calc.partner.example: The host calc.partner.example is not on the frames list of approved hosts (lib/links/allowed-hosts.ts, reviewed by engineering): use a listed host (calculators.axosbank.com, atm.axosbank.com), or have engineering add this one there',
      'media-src allows https://cdn.player.example: The host cdn.player.example is not on the video players list of approved hosts (lib/links/allowed-hosts.ts, reviewed by engineering): use a listed host (www.youtube-nocookie.com, player.vimeo.com, fast.wistia.com, players.brightcove.net), or have engineering add this one there',
    ]);
  });

  it("leaves the page's own policy whole beside the header policy every page gets, and says where a header would narrow it", () => {
    expect(headerNarrowings(PAGE_HEADER_POLICY, serializePolicy(pagePolicy(PAGE, facts, { header: true })))).toEqual([]);
    expect(headerNarrowings("script-src 'self'; form-action 'self'", "default-src 'none'; form-action 'self' https://forms.example.com")).toEqual([
      "the header sets script-src, which the page's policy leaves open",
      "the header's form-action 'self' differs from the page's 'self' https://forms.example.com",
    ]);
  });

  it('parses back what it writes', () => {
    const policy = pagePolicy(PAGE, facts, { header: true });
    expect(parsePolicy(serializePolicy(policy))).toEqual(new Map(policy));
  });
});

describe('the policy meta tag', () => {
  it('goes right after <meta charset>, before every script and style, and replaces an earlier one', () => {
    const once = withPolicyMeta(PAGE, "default-src 'none'");
    expect(once).toContain(`<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'none'"/><link`);
    const twice = withPolicyMeta(once, "default-src 'none'; img-src 'self'");
    expect(twice.match(/http-equiv/g)).toHaveLength(1);
    expect(metaPolicy(twice)).toBe("default-src 'none'; img-src 'self'");
  });

  it('goes first in <head> when there is no charset meta', () => {
    expect(withPolicyMeta('<html><head><title>x</title></head></html>', "object-src 'none'")).toBe(
      `<html><head><meta http-equiv="Content-Security-Policy" content="object-src 'none'"/><title>x</title></head></html>`,
    );
  });

  it('escapes the attribute', () => {
    expect(withPolicyMeta('<head></head>', 'a "b" & c')).toContain('content="a &quot;b&quot; &amp; c"');
    expect(metaPolicy(withPolicyMeta('<head></head>', 'a "b" & c'))).toBe('a "b" & c');
  });
});
