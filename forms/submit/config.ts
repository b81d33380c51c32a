/**
 * How a page's content names its submit handler, e.g. in a form block:
 * `"submit": { "handler": "hubspot", "portalId": "123", "formGuid": "..." }`. Omitted means log.
 */
import { z } from 'zod';
import { HUBSPOT_SUBMIT_BASE, SALESFORCE_WEB_TO_LEAD } from './handlers';
import { ENDPOINT_RULE, isEndpointUrl, leadingToken } from '@/lib/links/endpoint';

/** The endpoint rule as the build's problems state it. */
const ENDPOINT_MESSAGE = ENDPOINT_RULE.charAt(0).toUpperCase() + ENDPOINT_RULE.slice(1);

/**
 * Content may write the endpoint as a {token} site URL (e.g. "{leadReceiverUrl}"), so a build can
 * point the forms elsewhere through SITE_URL_* without touching content. The content loader checks
 * the token exists; the block resolves it at build time (resolveSubmitConfig), which checks the result.
 */
export const EndpointUrl = z.string().refine((value) => leadingToken(value) !== undefined || isEndpointUrl(value), { message: ENDPOINT_MESSAGE });

/** Optional per-page tuning of the transport (webhook, hubspot, salesforce). */
const transportFields = {
  timeoutMs: z.number().int().min(100).max(60_000).optional().meta({ description: 'Per-attempt timeout in milliseconds (default 10000).' }),
  maxAttempts: z.number().int().min(1).max(5).optional().meta({ description: 'Attempts in all, the first included (default 3).' }),
};

const LogHandlerConfig = z
  .strictObject({ handler: z.literal('log') })
  .meta({ description: 'Log the payload to the browser console (the default; sends nothing).' });

const WebhookHandlerConfig = z
  .strictObject({
    handler: z.literal('webhook'),
    url: EndpointUrl.meta({ description: 'Receives a POST of the payload as JSON.' }),
    ...transportFields,
  })
  .meta({ description: 'POST the payload as JSON to a URL.' });

const HubspotHandlerConfig = z
  .strictObject({
    handler: z.literal('hubspot'),
    portalId: z.string().regex(/^\d+$/, 'A HubSpot portal id is digits only').meta({ description: 'HubSpot portal (hub) id.' }),
    formGuid: z
      .string()
      .regex(/^[0-9a-fA-F-]{8,}$/, 'A HubSpot form GUID, e.g. 1b2c3d4e-...')
      .meta({ description: 'The HubSpot form GUID.' }),
    ...transportFields,
  })
  .meta({ description: 'HubSpot Forms API v3 submit.' });

export const SalesforceHandlerConfig = z
  .strictObject({
    handler: z.literal('salesforce'),
    oid: z.string().min(1).meta({ description: 'The Salesforce organisation id (oid).' }),
    retURL: z.url({ protocol: /^https?$/ }).meta({ description: 'The return URL Salesforce records with the lead.' }),
    action: EndpointUrl.default(SALESFORCE_WEB_TO_LEAD).meta({
      description: 'The Web-to-Lead action URL.',
    }),
    ...transportFields,
  })
  .meta({ description: 'Salesforce Web-to-Lead form POST.' });

/**
 * Where the lead relay forwards (a webhook's URL, Salesforce's action): the endpoint rule, but a schema of
 * its own, which the content model marks as a `forward` URL: on the lead endpoints' list like any
 * endpoint, and in no page's Content-Security-Policy, since only the relay calls it.
 */
export const ForwardUrl = z.string().refine((value) => leadingToken(value) !== undefined || isEndpointUrl(value), { message: ENDPOINT_MESSAGE });

/** Where the lead relay forwards a form's leads: one of the direct handlers' settings, used by the relay instead of the browser. */
export const ForwardConfig = z
  .discriminatedUnion('handler', [
    WebhookHandlerConfig.extend({ url: ForwardUrl.meta({ description: 'Receives a POST of the payload as JSON, with an Idempotency-Key header.' }) }),
    HubspotHandlerConfig,
    SalesforceHandlerConfig.extend({ action: ForwardUrl.default(SALESFORCE_WEB_TO_LEAD).meta({ description: 'The Web-to-Lead action URL.' }) }),
  ])
  .meta({ description: 'The CRM the lead relay forwards to (webhook, hubspot or salesforce settings).' });

export type ForwardConfig = z.infer<typeof ForwardConfig>;

const RelayHandlerConfig = z
  .strictObject({
    handler: z.literal('relay'),
    url: EndpointUrl.meta({ description: 'The lead relay\'s leads URL (e.g. "{leadReceiverUrl}"): receives the lead envelope as JSON.' }),
    forward: ForwardConfig,
    ...transportFields,
  })
  .meta({ description: 'Send through the lead relay, which checks, stores and forwards the lead to the CRM `forward` names.' });

export const SubmitHandlerConfig = z
  .discriminatedUnion('handler', [LogHandlerConfig, WebhookHandlerConfig, HubspotHandlerConfig, SalesforceHandlerConfig, RelayHandlerConfig])
  .meta({ description: 'How the form is sent. Omit for "log".' });

export type SubmitHandlerConfig = z.infer<typeof SubmitHandlerConfig>;
/** The shape written in content (action may be omitted). */
export type SubmitHandlerConfigInput = z.input<typeof SubmitHandlerConfig>;

const DEFAULT_HANDLER_CONFIG: SubmitHandlerConfig = { handler: 'log' };

/**
 * The configuration with its endpoint's {token} replaced by `resolve` (the site URL table), checked:
 * an endpoint that is still not an https URL (or http on this machine) throws, naming it. The lead
 * form block calls this at build time, so a bad endpoint fails the build, not the visitor's send.
 */
export function resolveSubmitConfig(config: SubmitHandlerConfigInput | undefined, resolve: (href: string) => string): SubmitHandlerConfig {
  const parsed = SubmitHandlerConfig.parse(config ?? DEFAULT_HANDLER_CONFIG);
  const endpoint = (key: 'url' | 'action', value: string) => {
    const resolved = resolve(value);
    if (!isEndpointUrl(resolved)) throw new Error(`submit.${key}: "${resolved}": ${ENDPOINT_MESSAGE}`);
    return resolved;
  };
  if (parsed.handler === 'webhook') return { ...parsed, url: endpoint('url', parsed.url) };
  if (parsed.handler === 'salesforce') return { ...parsed, action: endpoint('action', parsed.action) };
  if (parsed.handler === 'relay') return { ...parsed, url: endpoint('url', parsed.url), forward: resolveForward(parsed.forward, resolve) };
  return parsed;
}

/** A relay's forward target with its endpoint's {token} resolved and checked like the submit endpoint. */
function resolveForward(forward: ForwardConfig, resolve: (href: string) => string): ForwardConfig {
  const endpoint = (key: 'url' | 'action', value: string) => {
    const resolved = resolve(value);
    if (!isEndpointUrl(resolved)) throw new Error(`submit.forward.${key}: "${resolved}": ${ENDPOINT_MESSAGE}`);
    return resolved;
  };
  if (forward.handler === 'webhook') return { ...forward, url: endpoint('url', forward.url) };
  if (forward.handler === 'salesforce') return { ...forward, action: endpoint('action', forward.action) };
  return forward;
}

/**
 * The URL a (resolved) handler sends to: the webhook's URL, HubSpot's submit URL for the form,
 * Salesforce's action; none for log. The export's Content-Security-Policy allows exactly these.
 */
export function submitEndpoint(config: SubmitHandlerConfig): string | undefined {
  switch (config.handler) {
    case 'log':
      return undefined;
    case 'webhook':
    case 'relay':
      return config.url;
    case 'hubspot':
      return `${HUBSPOT_SUBMIT_BASE}/${encodeURIComponent(config.portalId)}/${encodeURIComponent(config.formGuid)}`;
    case 'salesforce':
      return config.action;
  }
}

/**
 * A form's other endpoints (the block's `services`: a rate-watch handler, an NMLS lookup), each
 * {token} resolved and checked like the submit endpoint, so a bad one fails the build naming it.
 */
export function resolveServices(services: Readonly<Record<string, string>> | undefined, resolve: (href: string) => string): Record<string, string> | undefined {
  if (services === undefined) return undefined;
  return Object.fromEntries(
    Object.entries(services).map(([name, value]) => {
      const resolved = resolve(value);
      if (!isEndpointUrl(resolved)) throw new Error(`services.${name}: "${resolved}": ${ENDPOINT_MESSAGE}`);
      return [name, resolved];
    }),
  );
}
