/**
 * What an SVG holds beyond drawing. An SVG is a document as much as an image: opened directly (not
 * through <img>), on a host that does not apply `_headers` (a bucket, a plain server), its
 * <script>, event attributes and javascript: links run with the site's origin, and its external
 * references load from anywhere. So a drawing may hold only drawing, and what would have to be
 * removed is a problem to fix in the file, never a silent rewrite.
 *
 * Two readers agree on it:
 * - a token reader over the text (tags, attributes, comments, CDATA, declarations, processing
 *   instructions, CSS), which gives the line and says why each thing is refused, and sees what a DOM
 *   hides: <!ENTITY> declarations, <?xml-stylesheet?> before the root, URLs inside CSS;
 * - DOMPurify's SVG profile (a kept allow-list sanitiser) run on the parsed file, which catches what
 *   the token reader has no rule for: anything it would remove is refused too.
 *
 * No file system here: the build and the check call it on public/, the editor on an upload, with the
 * DOM they have (jsdom in Node, lib/images/node-window.ts; the page's own window in a browser).
 */
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

/** Elements that run script, embed other documents or load other files. */
const REFUSED_ELEMENTS: Record<string, string> = {
  script: 'runs script',
  foreignobject: 'embeds HTML (which can run script)',
  iframe: 'embeds another page',
  embed: 'embeds another document',
  object: 'embeds another document',
  handler: 'runs script',
  listener: 'runs script',
};

/** Attributes whose value is a URL, by local name: "xlink:href" and "x:href" with x bound to XLink are both href. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'data']);
/** Animation attributes can set any other attribute, href included, to what they hold. */
const ANIMATION_VALUES = new Set(['values', 'to', 'from', 'by']);

const NAMED_REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n' };

function decodeReferences(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, reference: string) => {
    const lower = reference.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16) || 0xfffd);
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10) || 0xfffd);
    return NAMED_REFERENCES[lower] ?? whole;
  });
}

/** "javascript:" however it is written: browsers drop tabs, newlines and leading spaces before the scheme. */
function compact(value: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters a browser drops before a scheme are what it removes
  return value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
}

/** A reference that stays inside the file: "#id", url(#id), or a raster image embedded as data (design tools write them). */
function isInternal(url: string): boolean {
  return url.trim().startsWith('#') || /^data:image\/(?:png|jpeg|gif|webp)[;,]/i.test(url.trim());
}

/** CSS escapes ("\75 rl(" is "url(") decoded, so a rule cannot be dodged by spelling. */
function decodeCssEscapes(css: string): string {
  return css.replace(/\\([0-9a-f]{1,6})\s?|\\(.)/gi, (_whole, hex: string | undefined, char: string | undefined) =>
    hex === undefined ? (char ?? '') : String.fromCodePoint(Number.parseInt(hex, 16) || 0xfffd),
  );
}

/** url(...), image-set(...) and @import in CSS text (a style attribute or a <style> element). */
function cssProblems(rawCss: string): string[] {
  const css = decodeCssEscapes(rawCss);
  const problems: string[] = [];
  if (/@import/i.test(css)) problems.push('an @import in its CSS, which loads a style sheet from elsewhere');
  for (const match of css.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)) {
    const url = match[2] ?? '';
    if (!isInternal(url)) problems.push(`a reference url(${url.slice(0, 60)}) in its CSS, which loads a file from elsewhere`);
  }
  // image-set() takes plain strings as URLs as well as url(...): "image-set('https://…' 1x)".
  for (const match of css.matchAll(/image-set\(((?:[^()]|\([^()]*\))*)\)/gi)) {
    for (const string of (match[1] ?? '').replace(/url\([^)]*\)/gi, '').matchAll(/(['"])(.*?)\1/g)) {
      const url = string[2] ?? '';
      if (!isInternal(url)) problems.push(`a reference image-set("${url.slice(0, 60)}") in its CSS, which loads a file from elsewhere`);
    }
  }
  if (/expression\(|javascript:/i.test(compact(css))) problems.push('script in its CSS');
  return problems;
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset; index += 1) if (text.charCodeAt(index) === 0x0a) line += 1;
  return line;
}

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[([\s\S]*?)(?:\]\]>|$)|<!([^>]*)>|<\?([\s\S]*?)(?:\?>|$)|<(\/?)([^\s/>]+)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

export interface SvgFinding {
  line: number;
  /** What it holds, e.g. "<script>, which runs script". */
  what: string;
}

/** What the token reader finds: each thing that can run script or load from elsewhere, with its line. */
function tokenFindings(text: string): SvgFinding[] {
  const problems: SvgFinding[] = [];
  const add = (offset: number, what: string) => problems.push({ line: lineOf(text, offset), what });
  let inStyle = false;
  let styleStart = 0;
  for (const match of text.matchAll(TOKEN)) {
    const offset = match.index;
    const [whole, cdata, declaration, instruction, closing, rawName, rawAttributes] = match;
    if (declaration !== undefined && /<!ENTITY/i.test(`<!${declaration}`)) {
      add(offset, 'an <!ENTITY> declaration, which can expand without limit or read other files');
      continue;
    }
    if (declaration !== undefined && /\[/.test(declaration)) {
      add(offset, 'a DOCTYPE with an internal subset, which can declare entities');
      continue;
    }
    if (instruction !== undefined) {
      // The XML declaration (<?xml version="1.0"?>) only names the version and encoding; any other
      // instruction is for the program that opens the file, and xml-stylesheet loads a style sheet.
      const target = /^[^\s?]*/.exec(instruction)?.[0] ?? '';
      if (target.toLowerCase() !== 'xml') {
        const why =
          target.toLowerCase() === 'xml-stylesheet' ? 'which loads a style sheet that can fetch from anywhere' : 'which the program opening the file acts on';
        add(offset, `a processing instruction <?${target.slice(0, 40)} …?>, ${why}`);
      }
      continue;
    }
    if (cdata !== undefined && inStyle) for (const problem of cssProblems(cdata)) add(offset, problem);
    if (rawName === undefined) continue;
    const name = rawName.toLowerCase();
    const local = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
    if (closing) {
      if (local === 'style' && inStyle) {
        inStyle = false;
        for (const problem of cssProblems(text.slice(styleStart, offset).replace(/<!\[CDATA\[|\]\]>/g, ''))) add(styleStart, problem);
      }
      continue;
    }
    const refused = REFUSED_ELEMENTS[local];
    if (refused) add(offset, `<${rawName}>, which ${refused}`);
    if (local === 'style' && !whole.endsWith('/>')) {
      inStyle = true;
      styleStart = offset + whole.length;
    }
    for (const attribute of (rawAttributes ?? '').matchAll(ATTRIBUTE)) {
      const attributeName = attribute[1] ?? '';
      const value = decodeReferences(attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
      const lower = attributeName.toLowerCase();
      // Namespace declarations are not attributes a browser acts on; any other prefix names a namespace, not a meaning.
      if (lower === 'xmlns' || lower.startsWith('xmlns:')) continue;
      const attributeLocal = lower.includes(':') ? lower.slice(lower.indexOf(':') + 1) : lower;
      if (/^on/.test(attributeLocal)) {
        add(offset, `an event attribute ${attributeName}="…" on <${rawName}>, which runs script`);
        continue;
      }
      if (
        /^(?:javascript|vbscript|data:text\/html|data:image\/svg)/.test(compact(value)) &&
        (URL_ATTRIBUTES.has(attributeLocal) || ANIMATION_VALUES.has(attributeLocal))
      ) {
        add(offset, `${attributeName}="${value.trim().slice(0, 40)}" on <${rawName}>, which runs script`);
        continue;
      }
      if (URL_ATTRIBUTES.has(attributeLocal) && value.trim() !== '' && !isInternal(value)) {
        add(
          offset,
          `an external reference ${attributeName}="${value.trim().slice(0, 60)}" on <${rawName}>, which loads or links to a file outside this drawing`,
        );
        continue;
      }
      if (ANIMATION_VALUES.has(attributeLocal) && /(?:^|;)\s*[a-z][a-z0-9+.-]*:/i.test(value) && /^(?:animate|set)/.test(local)) {
        add(offset, `${attributeName}="${value.trim().slice(0, 40)}" on <${rawName}>, which sets a link to another address`);
        continue;
      }
      if (attributeLocal === 'style') for (const problem of cssProblems(value)) add(offset, `${problem} (style on <${rawName}>)`);
      else if (/url\(|image-set\(/i.test(value)) for (const problem of cssProblems(value)) add(offset, problem);
    }
  }
  return problems;
}

/** The DOM an SVG is parsed and sanitised on: a browser's window, or jsdom's in Node. */
export type SvgWindow = WindowLike & Pick<typeof globalThis, 'DOMParser'>;

const purifiers = new WeakMap<SvgWindow, DOMPurify>();

function purifierOf(window: SvgWindow): DOMPurify {
  let purify = purifiers.get(window);
  if (!purify) {
    purify = createDOMPurify(window);
    purifiers.set(window, purify);
  }
  return purify;
}

/** The first line on which `needle` appears (case-insensitive), 1 when it is not written as such. */
function lineOfText(text: string, needle: string): number {
  const at = text.toLowerCase().indexOf(needle.toLowerCase());
  return at === -1 ? 1 : lineOf(text, at);
}

/** The elements around an imported document that DOMPurify reports as removed: not the file's own. */
const WRAPPERS = new Set(['HTML', 'HEAD', 'BODY']);

/** What DOMPurify's SVG profile would remove from the parsed file; a file that does not parse as XML is one finding. */
function sanitiserFindings(text: string, window: SvgWindow): SvgFinding[] {
  const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error || !document.documentElement) {
    return [
      {
        line: 1,
        what: `XML a browser cannot read (${(error?.textContent ?? 'no root element').trim().split('\n')[0]?.slice(0, 80) ?? ''}), so it shows nothing`,
      },
    ];
  }
  if (document.documentElement.localName !== 'svg' || document.documentElement.namespaceURI !== 'http://www.w3.org/2000/svg') {
    return [{ line: 1, what: `a root element <${document.documentElement.nodeName}> where a drawing has <svg xmlns="http://www.w3.org/2000/svg">` }];
  }
  const purify = purifierOf(window);
  // role="img" with a <title> is how a drawing tells assistive technology what it shows. <use> is
  // left out of DOMPurify's profile for what its href can load; the token reader above allows it
  // only a "#id" inside the drawing, which is how design tools repeat a shape.
  purify.sanitize(document.documentElement, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_ATTR: ['role'], ADD_TAGS: ['use'] });
  const findings: SvgFinding[] = [];
  for (const removed of purify.removed) {
    if ('element' in removed) {
      const node = removed.element;
      if (WRAPPERS.has(node.nodeName)) continue;
      const name = node.nodeType === 1 ? `<${node.nodeName}>` : node.nodeType === 8 ? 'a comment' : `a ${node.nodeName} node`;
      findings.push({
        line: node.nodeType === 1 ? lineOfText(text, `<${node.nodeName}`) : 1,
        what: `${name}, which the SVG sanitiser (DOMPurify's SVG profile) would remove`,
      });
    } else if (removed.attribute) {
      const owner = removed.from?.nodeName ?? 'an element';
      findings.push({
        line: lineOfText(text, `${removed.attribute.name}=`),
        what: `an attribute ${removed.attribute.name}="${removed.attribute.value.slice(0, 40)}" on <${owner}>, which the SVG sanitiser (DOMPurify's SVG profile) would remove`,
      });
    }
  }
  return findings;
}

/**
 * What an SVG holds that can run script or load from elsewhere, one entry per finding, in line
 * order. The sanitiser's findings on a line the token reader already explained are the same thing
 * said twice, and are left out; a file that does not parse is reported only when nothing else is.
 */
export function svgProblems(text: string, window: SvgWindow): SvgFinding[] {
  const tokens = tokenFindings(text);
  const explained = new Set(tokens.map((finding) => finding.line));
  const sanitiser = sanitiserFindings(text, window).filter((finding) => !explained.has(finding.line));
  const parseFailed = sanitiser.length === 1 && sanitiser[0]?.what.startsWith('XML a browser cannot read');
  const all = parseFailed && tokens.length > 0 ? tokens : [...tokens, ...sanitiser];
  return all.sort((a, b) => a.line - b.line);
}
