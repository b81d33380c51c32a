/**
 * What each exported page talks to, from the brand's resolved content (the same content and
 * {token} overrides the build used): the facts its Content-Security-Policy is written from.
 *
 * Two sources, both generic:
 * - every URL field of the page and of site.json that the content schemas mark as an endpoint
 *   (EndpointUrl: a form's submit URL, its email check, each of its `services`) or an image, found
 *   from the schemas by the same walk that checks content URLs, so a new form's new service is
 *   covered the moment its block names it;
 * - what blocks turn content into (lib/content/origins.ts): a handler's built-in endpoint,
 *   the calculator frame a name stands for, video players and thumbnails.
 * Site-wide content (header, footer) is on every page, so its facts go to every page.
 */
import { originsOfContent } from '../../lib/content/origins';
import type { BrandContent } from '../../lib/content';
import { Page, Site } from '../../lib/content/schema';
import { urlFieldsOf } from '../../lib/content/url-fields';
import { resolveTokens, type UrlKind } from '../../lib/links';
import { CSP_REPORTS_PATH } from '../../relay/paths';
import { NO_FACTS, type PageFacts } from './csp';

/** https://host[:port] of an absolute http(s) URL; undefined for a site-relative one. */
export function originOfUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

function origins(urls: Iterable<string>): string[] {
  return [...new Set([...urls].map(originOfUrl).filter((origin): origin is string => origin !== undefined))].sort();
}

function factsOf(content: BrandContent, schema: typeof Page | typeof Site, value: unknown): PageFacts {
  const resolve = (href: string) => resolveTokens(href, content.tokens);
  const fields = urlFieldsOf(schema, value);
  const ofKind = (kind: UrlKind) => fields.filter((field) => field.kind === kind).map((field) => resolve(field.value));
  const blocks = originsOfContent(value, { tokens: content.tokens, calculatorFrames: content.calculatorFrames });
  return {
    connect: origins([...ofKind('endpoint'), ...blocks.connect]),
    frames: origins(blocks.frames),
    images: origins([...ofKind('image'), ...blocks.images]),
    scripts: origins(blocks.scripts),
  };
}

function mergeFacts(...all: PageFacts[]): PageFacts {
  const merge = (pick: (facts: PageFacts) => readonly string[]) => [...new Set(all.flatMap(pick))].sort();
  return {
    connect: merge((facts) => facts.connect),
    frames: merge((facts) => facts.frames),
    images: merge((facts) => facts.images),
    scripts: merge((facts) => facts.scripts),
  };
}

/**
 * The facts of every route of the brand ("/", "/personal/"…), and `site` for pages content does
 * not define (the 404 page): the site-wide facts alone.
 */
export function brandPageFacts(content: BrandContent): { routes: Map<string, PageFacts>; site: PageFacts; cspReports?: string } {
  const site = mergeFacts(NO_FACTS, factsOf(content, Site, content.site));
  const routes = new Map<string, PageFacts>();
  for (const entry of content.pages) routes.set(entry.route, mergeFacts(site, factsOf(content, Page, entry.page)));
  const cspReports = cspReportUrl(content);
  return cspReports === undefined ? { routes, site } : { routes, site, cspReports };
}

/**
 * Where the brand's pages report a policy violation: the lead relay's own path, when the brand's
 * {leadReceiverUrl} names the relay over https. None for a build for this machine (http): a policy
 * naming an http address is scored down by the Observatory (csp-implemented-with-insecure-scheme).
 */
function cspReportUrl(content: BrandContent): string | undefined {
  const relay = content.tokens.leadReceiverUrl;
  if (relay === undefined) return undefined;
  const url = new URL(CSP_REPORTS_PATH, relay);
  return url.protocol === 'https:' ? url.href : undefined;
}
