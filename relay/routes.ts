/**
 * The relay's lead routes: for each brand, page and form that sends through the relay, the page's CRM
 * settings, the form's settings and option lists, its email check and where to forward, all from the
 * page's content (never from the browser). Built by `leadRoutesFromContent` on Node from the content
 * loader, and written as JSON for the Worker (scripts/relay-routes.ts), which has no file system.
 */
import { getBrandContent, type BrandContent } from '@/lib/content';
import { BRAND_CODES, type BrandCode } from '@/lib/brands';
import type { CrmConfig } from '@/forms/attribution';
import { type ForwardConfig, resolveSubmitConfig } from '@/forms/submit/config';
import type { EmailCheckConfig } from '@/forms/submit/email-check-config';
import type { LeadFormBlockData } from '@/lib/content/model/blocks/lead-form';
import { resolveTokens } from '@/lib/links';
import type { FormOptions } from './forms';

export type LeadRoute = {
  brand: string;
  /** The page's route, with its trailing slash ('/business/'). */
  path: string;
  form: string;
  crm: CrmConfig;
  settings?: Readonly<Record<string, string | number | boolean>>;
  options?: FormOptions;
  emailCheck?: EmailCheckConfig;
  forward: ForwardConfig;
};

export type LeadRoutes = {
  /** The origins whose pages may send leads, each with its brand. */
  origins: Readonly<Record<string, string>>;
  routes: readonly LeadRoute[];
};

/** The key of a route: the brand, the page's route and the form. */
export function routeKey(brand: string, path: string, form: string): string {
  return `${brand} ${path.endsWith('/') ? path : `${path}/`} ${form}`;
}

/** Every leadForm block of a page's content, nested ones (a set container's, a tab's) included. */
function leadFormsIn(value: unknown, into: LeadFormBlockData[] = []): LeadFormBlockData[] {
  if (Array.isArray(value)) {
    for (const item of value) leadFormsIn(item, into);
  } else if (value !== null && typeof value === 'object') {
    if (Reflect.get(value, 'type') === 'leadForm') into.push(value as LeadFormBlockData);
    for (const item of Object.values(value)) leadFormsIn(item, into);
  }
  return into;
}

/** A brand's routes: each lead form whose submit names the relay, its settings resolved as the page's block resolves them. */
function routesOfBrand(content: BrandContent): LeadRoute[] {
  const resolve = (href: string) => resolveTokens(href, content.tokens);
  const routes: LeadRoute[] = [];
  for (const entry of content.pages) {
    for (const block of leadFormsIn(entry.page.blocks)) {
      if (block.submit?.handler !== 'relay') continue;
      const submit = resolveSubmitConfig(block.submit, resolve);
      if (submit.handler !== 'relay') continue;
      routes.push({
        brand: content.code,
        path: entry.route,
        form: block.form,
        crm: block.crm ?? content.site.crm ?? {},
        ...(block.settings && { settings: block.settings }),
        ...(block.options && { options: block.options }),
        ...(block.emailCheck && { emailCheck: block.emailCheck }),
        forward: submit.forward,
      });
    }
  }
  return routes;
}

/**
 * The routes of `brands` from their content, with the origins allowed to send: each brand's site URL,
 * and the `extraOrigins` given (the brands' local servers when the relay runs on this machine).
 */
export function leadRoutesFromContent(
  brands: readonly BrandCode[] = BRAND_CODES,
  extraOrigins: Readonly<Record<string, BrandCode>> = {},
): LeadRoutes {
  const origins: Record<string, string> = { ...extraOrigins };
  const routes: LeadRoute[] = [];
  for (const brand of brands) {
    const content = getBrandContent(brand);
    origins[new URL(resolveTokens(content.site.siteUrl, content.tokens)).origin] = brand;
    routes.push(...routesOfBrand(content));
  }
  return { origins, routes };
}
