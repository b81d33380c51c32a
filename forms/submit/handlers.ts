/**
 * The four submit handlers a page can name (spec 01 §7; issue 4 item 5). Each one resolves with a
 * typed {@link SubmitResult} and never rejects.
 */
import { sendWithRetry, type RetryPolicy, type TransportDeps } from './transport';
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
  return async (payload, context) => {
    (deps.log ?? console.info)('[lead form] submit', { payload, pageUri: context.pageUri, pageName: context.pageName });
    return { status: 'sent', attempts: 0 };
  };
}

/** POSTs the payload itself as JSON; a 2xx answer is success. */
export function webhookHandler(url: string, deps: HandlerDeps = {}): SubmitHandler {
  return (payload, context) =>
    sendWithRetry(
      url,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) },
      { ...deps, signal: context.signal },
    );
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
export function salesforceHandler(
  oid: string,
  retURL: string,
  action: string = SALESFORCE_WEB_TO_LEAD,
  deps: HandlerDeps = {},
): SubmitHandler {
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
