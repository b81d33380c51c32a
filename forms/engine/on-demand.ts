/**
 * What only some forms use, in one chunk loaded when first needed: the page's email check
 * (email-check.ts, where the page names one), the re-check of two-field rules (readers.ts, forms with
 * `reads`), and the error summary and the list of what is still needed (long forms); and what a form
 * needs only once it sends: the send itself (send-run.ts: the submit handlers with their transport,
 * the definition's checks, the relay's field refusals), the lead's envelope (lead-envelope.ts, with
 * the consent hash) and the keeping of a lead whose send failed (outbox-keep.ts), loading from the
 * visitor's first interaction with the form (use-lead.ts `touched`), so they are there long before
 * Submit, which awaits them otherwise. One module on purpose: each
 * import() target costs every form page a loader of its own (about 110 bytes gzipped, npm run bench),
 * more than keeping these apart would save a form that needs one and not the others.
 */
export { emailStep } from './email-check';
export { outstandingOf } from './outstanding';
export { followReaders } from './readers';
export { ErrorSummary } from '../ui/ErrorSummary';
export { FieldLinks } from '../ui/FieldLinks';
export { leadEnvelope, newLeadKey } from './lead-envelope';
export { sendSaved, sendValues } from './send-run';
export { keepLead, worthKeeping } from './outbox-keep';
