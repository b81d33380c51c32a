/**
 * The contract between a lead form and the way it is sent (spec 01 §7: "each form passes its payload
 * to a submit handler supplied by the parent page").
 *
 * A handler never throws and never rejects for an expected failure: it resolves with a
 * {@link SubmitResult}. The form shows its success view only for `status: 'sent'`; for `'failed'` it
 * keeps every value, shows `message` (plain words a visitor can read) and offers to send again.
 */

/**
 * The flat object of CRM-style fields a form sends (spec 01 §3). An absent optional field is left out
 * (undefined is never sent: JSON drops it, and the form bodies skip it).
 */
export type FlatPayload = Record<string, string | number | boolean | undefined>;

/** One field of a HubSpot Forms API v3 submission; objectTypeId names the CRM object ('0-1' contact, '0-2' company). */
export type HubSpotField = { name: string; value: string; objectTypeId?: string };

export type HubSpotCommunication = { value: boolean; subscriptionTypeId: number; text: string };

/**
 * The payload shape of spec 03 §7 for the contact and vendor forms, which is HubSpot's Forms API v3
 * submission: fields as name/value pairs, the page context and the legal consent block.
 */
export type HubSpotSubmission = {
  fields: HubSpotField[];
  /** hutk: HubSpot's visitor cookie, added by the lead relay only when the visitor carries it. */
  context: { pageUri: string; pageName: string; pageId?: string; hutk?: string };
  legalConsentOptions?: {
    consent: { consentToProcess: boolean; text: string; communications: HubSpotCommunication[] };
  };
};

/** What a form hands its submit handler: a flat object, or a submission already in the HubSpot shape. */
export type SubmitPayload = FlatPayload | HubSpotSubmission;

/** True for a payload already in the HubSpot shape (a flat payload never has an array `fields`). */
export function isHubSpotSubmission(payload: SubmitPayload): payload is HubSpotSubmission {
  return Array.isArray(payload.fields);
}

/** The name/value pairs of any payload, strings as the form bodies send them; absent values left out. */
export function payloadEntries(payload: SubmitPayload): [string, string][] {
  if (isHubSpotSubmission(payload)) return payload.fields.map((field) => [field.name, field.value]);
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(payload)) if (value !== undefined) entries.push([name, String(value)]);
  return entries;
}

export type SubmitContext = {
  /** The full URL of the page the form is on (window.location.href). */
  pageUri: string;
  /** The page's title (document.title or the page's content name). */
  pageName: string;
  /** Cancels the send, e.g. when the form unmounts. Cancelling is reported as reason 'aborted'. */
  signal?: AbortSignal;
  /**
   * What the lead relay needs besides the payload (issue 41): the engine fills it for every send, the
   * relay handler sends it, the direct handlers (HubSpot, Salesforce, webhook, log) ignore it.
   */
  lead?: LeadEnvelope;
};

/**
 * One lead as the browser hands it to the lead relay (issue 41). The relay never trusts a payload from
 * the browser: it validates `values` with the form's own schema and builds the payload itself with the
 * form's own payload builder, from the page's CRM settings it reads from content.
 *
 * On the wire: `POST {relay}/leads`, `Content-Type: application/json`, `Idempotency-Key: <key>`, body
 * `{ form, values, page: { uri, name }, bot: { hp, elapsedMs }, consent?, hutk? }` (`key` travels in the
 * header only). Answers: 202 `{ id, state }` when stored (also for a duplicate key, with the first id,
 * and for a submission the bot defence drops); 422 `{ errors: [{ field, message }] }` with the schema's
 * messages; 400, 403, 404, 405, 413, 415, 429 (with Retry-After) `{ error }` otherwise.
 */
export type LeadEnvelope = {
  /** The form's id (its manifest's). */
  form: string;
  /** The values the form's schema validated, as the payload builder reads them. */
  values: Record<string, unknown>;
  /** One per lead, the same on every resend of it (crypto.randomUUID()). */
  key: string;
  /** The bot defence's readings: the honeypot's value ('' from a person) and the time from first interaction to send. */
  bot: { hp: string; elapsedMs: number };
  /** What the visitor agreed to, when the form has a consent box that is ticked. */
  consent?: ConsentEvidence;
  /** HubSpot's visitor cookie (`hubspotutk`), only when the visitor already carries it. */
  hutk?: string;
};

/** The version of the consent words the visitor saw and ticked, when and where. */
export type ConsentEvidence = {
  /** 'sha256-' and the base64 SHA-256 of the consent text exactly as shown. */
  hash: string;
  /** When the box was ticked (ISO 8601, UTC). */
  at: string;
  /** The page's URL. */
  page: string;
};

/**
 * Why a send failed.
 * - network: the request never got an answer (offline, DNS, CORS refusal, connection reset).
 * - timeout: an attempt got no answer within the per-attempt timeout.
 * - http: the receiver answered with a status that is not 2xx (`httpStatus` holds it).
 * - aborted: the caller's signal cancelled the send; nothing to show the visitor.
 * - invalid: the lead relay refused values its copy of the form's schema rejects (422); `fieldErrors`
 *   holds the messages, which the form shows under their fields.
 */
type SubmitFailureReason = 'network' | 'timeout' | 'http' | 'aborted' | 'invalid';

type SubmitSent = {
  status: 'sent';
  /** How many requests were made (1 when the first one succeeded; 0 for the log handler). */
  attempts: number;
  /** The receiver's status when it could be read (absent for an opaque no-cors answer). */
  httpStatus?: number;
};

export type SubmitFailed = {
  status: 'failed';
  reason: SubmitFailureReason;
  /** One sentence for the visitor, e.g. "Your request was not sent: the server answered 503." */
  message: string;
  attempts: number;
  httpStatus?: number;
  /** With reason 'invalid': the relay's message for each field it refused, by the field's name in the form. */
  fieldErrors?: { field: string; message: string }[];
};

export type SubmitResult = SubmitSent | SubmitFailed;

export type SubmitHandler = (payload: SubmitPayload, context: SubmitContext) => Promise<SubmitResult>;
