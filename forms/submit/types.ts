/**
 * The contract between a lead form and the way it is sent (spec 01 §7: "each form passes its payload
 * to a submit handler supplied by the parent page").
 *
 * A handler never throws and never rejects for an expected failure: it resolves with a
 * {@link SubmitResult}. The form shows its success view only for `status: 'sent'`; for `'failed'` it
 * keeps every value, shows `message` (plain words a visitor can read) and offers to send again.
 */

/** The flat object of CRM-style fields a form sends (spec 01 §3). */
export type SubmitPayload = Record<string, string | number | boolean>;

export type SubmitContext = {
  /** The full URL of the page the form is on (window.location.href). */
  pageUri: string;
  /** The page's title (document.title or the page's content name). */
  pageName: string;
  /** Cancels the send, e.g. when the form unmounts. Cancelling is reported as reason 'aborted'. */
  signal?: AbortSignal;
};

/**
 * Why a send failed.
 * - network: the request never got an answer (offline, DNS, CORS refusal, connection reset).
 * - timeout: an attempt got no answer within the per-attempt timeout.
 * - http: the receiver answered with a status that is not 2xx (`httpStatus` holds it).
 * - aborted: the caller's signal cancelled the send; nothing to show the visitor.
 */
export type SubmitFailureReason = 'network' | 'timeout' | 'http' | 'aborted';

export type SubmitSent = {
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
};

export type SubmitResult = SubmitSent | SubmitFailed;

export type SubmitHandler = (payload: SubmitPayload, context: SubmitContext) => Promise<SubmitResult>;

export const isSent = (result: SubmitResult): result is SubmitSent => result.status === 'sent';
