/**
 * The files under public/ are copied into every export as they are and served from the brand's
 * own domain. An SVG is a document as much as an image: opened directly (not through <img>), its
 * <script>, event attributes and javascript: links run with the site's origin, and its external
 * references load from anywhere. So every SVG under public/ is read here and refused when it
 * holds anything but drawing; and files browsers run as pages or scripts (HTML, XML, JavaScript)
 * do not belong under public/ at all: pages come from content.
 *
 * The SVG is read as XML tokens (tags, their attributes, comments, CDATA and declarations), with
 * character references decoded in attribute values, so "&#106;avascript:" or "<svg:script>" are
 * what they are to a browser. Drawings from design tools hold none of what is refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ContentProblem } from './problems';

/** Files a browser runs as a document or script when opened from the site. */
const RUNNABLE = /\.(?:html?|xhtml?|xht|xml|xsl|xslt|js|mjs|cjs|svgz)$/i;

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

/** Attributes whose value is a URL. */
const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'data']);
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
  return value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
}

/** A reference that stays inside the file: "#id", url(#id), or a raster image embedded as data (design tools write them). */
function isInternal(url: string): boolean {
  return url.trim().startsWith('#') || /^data:image\/(?:png|jpeg|gif|webp)[;,]/i.test(url.trim());
}

/** url(...) references and @import in CSS text (a style attribute or a <style> element). */
function cssProblems(css: string): string[] {
  const problems: string[] = [];
  if (/@import/i.test(css)) problems.push('an @import in its CSS, which loads a style sheet from elsewhere');
  for (const match of css.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)) {
    const url = match[2] ?? '';
    if (!isInternal(url)) problems.push(`a reference url(${url.slice(0, 60)}) in its CSS, which loads a file from elsewhere`);
  }
  if (/expression\s*\(|javascript:/i.test(compact(css))) problems.push('script in its CSS');
  return problems;
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset; index += 1) if (text.charCodeAt(index) === 0x0a) line += 1;
  return line;
}

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[([\s\S]*?)(?:\]\]>|$)|<!([^>]*)>|<\?[\s\S]*?(?:\?>|$)|<(\/?)([^\s/>]+)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

export interface SvgFinding {
  line: number;
  /** What it holds, e.g. "<script>, which runs script". */
  what: string;
}

/** What an SVG holds that can run script or load from elsewhere, one entry per finding. */
export function svgProblems(text: string): SvgFinding[] {
  const problems: SvgFinding[] = [];
  const add = (offset: number, what: string) => problems.push({ line: lineOf(text, offset), what });
  let inStyle = false;
  let styleStart = 0;
  for (const match of text.matchAll(TOKEN)) {
    const offset = match.index;
    const [whole, cdata, declaration, closing, rawName, rawAttributes] = match;
    if (declaration !== undefined && /<!ENTITY/i.test(`<!${declaration}`)) {
      add(offset, 'an <!ENTITY> declaration, which can expand without limit or read other files');
      continue;
    }
    if (declaration !== undefined && /\[/.test(declaration)) {
      add(offset, 'a DOCTYPE with an internal subset, which can declare entities');
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
    const attributes = [...(rawAttributes ?? '').matchAll(ATTRIBUTE)].map((attribute) => ({
      name: (attribute[1] ?? '').toLowerCase(),
      rawName: attribute[1] ?? '',
      value: decodeReferences(attribute[2] ?? attribute[3] ?? attribute[4] ?? ''),
    }));
    for (const attribute of attributes) {
      const { value } = attribute;
      const attributeLocal = attribute.name.includes(':') && !attribute.name.startsWith('xlink:') ? attribute.name.slice(attribute.name.indexOf(':') + 1) : attribute.name;
      if (/^on/.test(attributeLocal)) {
        add(offset, `an event attribute ${attribute.rawName}="…" on <${rawName}>, which runs script`);
        continue;
      }
      if (/^(?:javascript|vbscript|data:text\/html|data:image\/svg)/.test(compact(value)) && (URL_ATTRIBUTES.has(attribute.name) || ANIMATION_VALUES.has(attributeLocal))) {
        add(offset, `${attribute.rawName}="${value.trim().slice(0, 40)}" on <${rawName}>, which runs script`);
        continue;
      }
      if (URL_ATTRIBUTES.has(attribute.name) && value.trim() !== '' && !isInternal(value)) {
        add(offset, `an external reference ${attribute.rawName}="${value.trim().slice(0, 60)}" on <${rawName}>, which loads or links to a file outside this drawing`);
        continue;
      }
      if (ANIMATION_VALUES.has(attributeLocal) && /(?:^|;)\s*[a-z][a-z0-9+.-]*:/i.test(value) && /^(?:animate|set)/.test(local)) {
        add(offset, `${attribute.rawName}="${value.trim().slice(0, 40)}" on <${rawName}>, which sets a link to another address`);
        continue;
      }
      if (attributeLocal === 'style') for (const problem of cssProblems(value)) add(offset, `${problem} (style on <${rawName}>)`);
      else if (/url\(/i.test(value)) for (const problem of cssProblems(value)) add(offset, problem);
    }
  }
  return problems;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Every file under public/ that could run script on a brand's domain, as `public/…: line N: problem`. */
export function publicFileProblems(root: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const publicDir = path.join(root, 'public');
  for (const absolute of filesUnder(publicDir)) {
    const file = path.relative(root, absolute).split(path.sep).join('/');
    // Generated renditions (public/_img/) come from photos, never from an SVG or a page.
    if (file.startsWith('public/_img/')) continue;
    if (RUNNABLE.test(file)) {
      problems.push({
        file,
        path: '(root)',
        message: 'Is a file a browser runs as a page or a script, served from the brand\'s own domain: public/ holds images and documents only (pages come from content)',
      });
      continue;
    }
    if (!/\.svg$/i.test(file)) continue;
    for (const { line, what } of svgProblems(fs.readFileSync(absolute, 'utf8'))) {
      problems.push({
        file,
        path: `line ${line}`,
        message: `Holds ${what}; an SVG under public/ is served from the brand's domain and may hold only drawing (remove it, or export the SVG again without scripts and links)`,
      });
    }
  }
  return problems;
}
