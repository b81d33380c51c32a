/**
 * Forwarding a stored lead to the CRM its route names, with the browser handlers' own body builders and
 * transport (forms/submit: hubspotBody, salesforceBody, sendWithRetry), and reading the CRM's answer:
 * a 2xx is forwarded (Salesforce Web-to-Lead answers 200 to everything, its only word); a 4xx but 429 is
 * a refusal, kept with the CRM's reason and never retried; 429, 5xx, a timeout or no answer are retried
 * with backoff, and past the last attempt the lead is failed, for `npm run leads -- replay`.
 */
import { HUBSPOT_SUBMIT_BASE, hubspotBody, salesforceBody } from '@/forms/submit/handlers';
import { type RetryPolicy, sendReadingRefusal, type TransportDeps } from '@/forms/submit/transport';
import type { HubSpotSubmission } from '@/forms/submit/types';
import { type LeadStore, type LeadUpdate, type StoredLead, UNFINISHED } from './store/types';

/** The relay waits longer than a browser would: nobody is watching a spinner, and a CRM down for a minute is common. */
const RELAY_RETRY: RetryPolicy = { maxAttempts: 6, timeoutMs: 10_000, baseDelayMs: 1_000, maxDelayMs: 30_000, retryAfterCapMs: 60_000 };

export type ForwardDeps = TransportDeps & { policy?: Partial<RetryPolicy> };

/** What HubSpot's Forms API answers when it refuses a submission. */
type HubSpotError = { status?: unknown; message?: unknown; errors?: { message?: unknown; errorType?: unknown }[] };

/**
 * The CRM's reason in a refusal's body: HubSpot's `errors` as "ERROR_TYPE: message" (e.g.
 * INVALID_EMAIL, FORM_HAS_RECAPTCHA_ENABLED, a field the form does not have), its `message` when it has
 * no list, a webhook's text as it came; cut to 500 characters.
 */
export function crmReason(status: number, body: string | undefined): string {
  const text = (body ?? '').trim();
  let reason = text;
  try {
    const parsed = JSON.parse(text) as HubSpotError;
    const errors = Array.isArray(parsed.errors) ? parsed.errors : [];
    const listed = errors
      .map((error) => [error.errorType, error.message].filter((part) => typeof part === 'string' && part !== '').join(': '))
      .filter((line) => line !== '');
    if (listed.length > 0) reason = listed.join('; ');
    else if (typeof parsed.message === 'string') reason = parsed.message;
  } catch {
    // not JSON: the text as it came
  }
  const words = reason === '' ? `the CRM answered ${status}` : `the CRM answered ${status}: ${reason}`;
  return words.length > 500 ? `${words.slice(0, 500)}…` : words;
}

/** The HubSpot submission of a lead: the page it came from, the visitor's cookie only when sent, the consent it carries. */
function hubspotSubmissionOf(lead: StoredLead, consentText: string | undefined): HubSpotSubmission {
  const body = hubspotBody(lead.payload, lead.page.uri, lead.page.name);
  const submission: HubSpotSubmission = {
    ...body,
    context: { ...body.context, pageUri: lead.page.uri, ...(lead.hutk !== undefined && { hutk: lead.hutk }) },
  };
  if (submission.legalConsentOptions === undefined && lead.consent?.matches && consentText !== undefined) {
    submission.legalConsentOptions = { consent: { consentToProcess: true, text: consentText, communications: [] } };
  }
  return submission;
}

/** The request that forwards a lead to its CRM. */
function forwardRequest(lead: StoredLead, consentText?: string): { url: string; init: RequestInit } {
  const forward = lead.forward;
  if (forward.handler === 'hubspot') {
    return {
      url: `${HUBSPOT_SUBMIT_BASE}/${encodeURIComponent(forward.portalId)}/${encodeURIComponent(forward.formGuid)}`,
      init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(hubspotSubmissionOf(lead, consentText)) },
    };
  }
  if (forward.handler === 'salesforce') {
    return {
      url: forward.action,
      init: {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: salesforceBody(lead.payload, forward.oid, forward.retURL).toString(),
      },
    };
  }
  return {
    url: forward.url,
    init: { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': lead.key }, body: JSON.stringify(lead.payload) },
  };
}

/** Sends one lead to its CRM (all its attempts) and says what became of it. */
async function forwardOnce(lead: StoredLead, deps: ForwardDeps = {}, consentText?: string): Promise<LeadUpdate> {
  const { url, init } = forwardRequest(lead, consentText);
  const forward = lead.forward;
  const policy: Partial<RetryPolicy> = {
    ...RELAY_RETRY,
    ...deps.policy,
    ...(forward.timeoutMs !== undefined && { timeoutMs: forward.timeoutMs }),
    ...(forward.maxAttempts !== undefined && { maxAttempts: forward.maxAttempts }),
  };
  const { result, refusalBody } = await sendReadingRefusal(url, init, { ...deps, policy });
  const attempts = lead.attempts + result.attempts;
  if (result.status === 'sent') return { state: 'forwarded', attempts };
  const status = result.httpStatus;
  if (status !== undefined && status >= 400 && status < 500 && status !== 429) {
    return { state: 'refused', attempts, lastError: crmReason(status, refusalBody) };
  }
  const lastError = status === undefined ? `${result.reason}: ${result.message}` : crmReason(status, refusalBody);
  return { state: 'failed', attempts, lastError };
}

/**
 * Runs leads to the end: marks each forwarding, sends it, keeps what became of it. One run per lead at
 * a time (a replay while the first send still runs joins it).
 */
export class Forwarder {
  private readonly running = new Map<string, Promise<LeadUpdate | undefined>>();

  constructor(
    private readonly store: LeadStore,
    private readonly deps: ForwardDeps = {},
    private readonly consentTextOf: (lead: StoredLead) => string | undefined = () => undefined,
  ) {}

  forward(id: string): Promise<LeadUpdate | undefined> {
    const known = this.running.get(id);
    if (known !== undefined) return known;
    const run = this.run(id).finally(() => this.running.delete(id));
    this.running.set(id, run);
    return run;
  }

  /** Every lead neither forwarded nor refused, oldest first: what a restart takes up again. */
  async resume(): Promise<void> {
    const leads = await this.store.list();
    await Promise.all(leads.filter((lead) => UNFINISHED.includes(lead.state)).map((lead) => this.forward(lead.id)));
  }

  /** Waits for every send under way. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running.values());
  }

  private async run(id: string): Promise<LeadUpdate | undefined> {
    const lead = await this.store.get(id);
    if (lead === undefined || lead.state === 'forwarded' || lead.state === 'refused') return undefined;
    await this.store.update(id, { state: 'forwarding', attempts: lead.attempts });
    const outcome = await forwardOnce(lead, this.deps, this.consentTextOf(lead));
    await this.store.update(id, outcome);
    return outcome;
  }
}
