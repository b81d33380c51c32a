/**
 * The four submit handlers a page can name (spec 01 §7; issue 4 item 5). Each one resolves with a
 * typed {@link SubmitResult} and never rejects.
 */
import { sendReadingRefusal, sendWithRetry, type RetryPolicy, type TransportDeps } from './transport';
import { type HubSpotSubmission, isHubSpotSubmission, payloadEntries, type SubmitHandler, type SubmitPayload } from './types';

export type HandlerDeps = TransportDeps & {
  policy?: Partial<RetryPolicy>;
  /** Where the log handler writes; console.info by default. */
  log?: (...args: unknown[]) => void;
};

export const HUBSPOT_SUBMIT_BASE = 'https://api.hsforms.com/submissions/v3/integration/submit';
export const SALESFORCE_WEB_TO_LEAD = 'https://webto.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8';

/** The default: writes the payload to the console and succeeds without a request. */
export function logHandler(deps: HandlerDeps = {}): SubmitHandler {
  return (payload, context) => {
    (deps.log ?? console.info)('[lead form] submit', { payload, pageUri: context.pageUri, pageName: context.pageName });
    return Promise.resolve({ status: 'sent', attempts: 0 });
  };
}

/** POSTs the payload itself as JSON; a 2xx answer is success. */
export function webhookHandler(url: string, deps: HandlerDeps = {}): SubmitHandler {
  return (payload, context) =>
    sendWithRetry(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) }, { ...deps, signal: context.signal });
}

/**
 * HubSpot Forms API v3. A payload already in that shape (spec 03 §7) is sent unchanged; a flat one is
 * wrapped: every value as a string, booleans as "true"/"false", absent values left out.
 */
export function hubspotBody(payload: SubmitPayload, pageUri: string, pageName: string): HubSpotSubmission {
  if (isHubSpotSubmission(payload)) return payload;
  return {
    fields: payloadEntries(payload).map(([name, value]) => ({ name, value })),
    context: { pageUri, pageName },
  };
}

export function hubspotHandler(portalId: string, formGuid: string, deps: HandlerDeps = {}): SubmitHandler {
  const url = `${HUBSPOT_SUBMIT_BASE}/${encodeURIComponent(portalId)}/${encodeURIComponent(formGuid)}`;
  return (payload, context) =>
    sendWithRetry(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(hubspotBody(payload, context.pageUri, context.pageName)),
      },
      { ...deps, signal: context.signal },
    );
}

/** The Web-to-Lead form body: oid and retURL first, then the payload's fields. */
export function salesforceBody(payload: SubmitPayload, oid: string, retURL: string): URLSearchParams {
  const body = new URLSearchParams({ oid, retURL });
  for (const [name, value] of payloadEntries(payload)) {
    if (name === 'oid' || name === 'retURL') continue;
    body.append(name, value);
  }
  return body;
}

/**
 * Salesforce Web-to-Lead, sent like the HTML form it replaces: a urlencoded POST in mode 'no-cors'
 * (the servlet sends no CORS headers). The browser then hands back an opaque answer whose status
 * cannot be read, so success means "the request was delivered": an opaque answer is 'sent'; only a
 * network error or a timeout (retried) fails. A readable answer (outside a browser) is judged by its
 * status like the others.
 */
export function salesforceHandler(oid: string, retURL: string, action: string = SALESFORCE_WEB_TO_LEAD, deps: HandlerDeps = {}): SubmitHandler {
  return (payload, context) =>
    sendWithRetry(
      action,
      {
        method: 'POST',
        mode: 'no-cors',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: salesforceBody(payload, oid, retURL).toString(),
      },
      { ...deps, signal: context.signal, isSuccess: (response) => response.type === 'opaque' || response.ok },
    );
}

/** The lead relay's answer to a lead its copy of the form's schema refused (422). */
function fieldErrorsOf(body: string | undefined): { field: string; message: string }[] | undefined {
  if (body === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const errors: unknown = typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'errors') : undefined;
  if (!Array.isArray(errors)) return undefined;
  const valid = errors.filter(
    (error: unknown): error is { field: string; message: string } =>
      typeof error === 'object' && error !== null && typeof Reflect.get(error, 'field') === 'string' && typeof Reflect.get(error, 'message') === 'string',
  );
  return valid.length > 0 ? valid.map(({ field, message }) => ({ field, message })) : undefined;
}

export const RELAY_INVALID_MESSAGE = 'Your request was not sent: please correct the fields marked below.';
export const RELAY_NO_LEAD_MESSAGE = 'Your request was not sent: this form could not prepare it for sending.';

/**
 * The lead relay (issue 41): POSTs the lead envelope the engine put in `context.lead` (LeadEnvelope,
 * types.ts: the key in the Idempotency-Key header, the rest as the JSON body with the page's URL and
 * title from the context as `page`). 202 is sent; 422 is
 * 'invalid' with the relay's message for each field; anything else is judged as the other handlers'
 * answers are (429 and 5xx retried, with the same key, so the relay keeps one lead).
 */
export function relayHandler(url: string, deps: HandlerDeps = {}): SubmitHandler {
  return async (_payload, context) => {
    if (context.lead === undefined) return { status: 'failed', reason: 'network', message: RELAY_NO_LEAD_MESSAGE, attempts: 0 };
    const { key, ...lead } = context.lead;
    // The page the lead comes from is the send's context (types.ts: the wire's `page`).
    const body = { ...lead, page: { uri: context.pageUri, name: context.pageName } };
    const { result, refusalBody } = await sendReadingRefusal(
      url,
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body: JSON.stringify(body) },
      { ...deps, signal: context.signal },
    );
    if (result.status === 'failed' && result.httpStatus === 422) {
      const fieldErrors = fieldErrorsOf(refusalBody);
      return fieldErrors === undefined
        ? result
        : { status: 'failed', reason: 'invalid', message: RELAY_INVALID_MESSAGE, attempts: result.attempts, httpStatus: 422, fieldErrors };
    }
    return result;
  };
}
