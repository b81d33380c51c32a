/**
 * The check a lead form runs when its page names none (issue 40 item 5): the format, and not a
 * well-known disposable domain, checked as the visitor types. A page replaces it by naming its own
 * (`"emailCheck": { "validator": "service", ... }`, or `format` for the format alone).
 *
 * A module of its own, importing nothing: every form's engine reads it as it renders, while the check
 * itself (email.ts, with the messages it answers with) loads only once the form validates. Held in
 * email.ts, it put that module and the messages into each form's own chunk (about 0.9 kB gzipped a
 * form, npm run bench, docs/benchmarks.md).
 */
// An EmailCheckConfig (email-check-config.ts, whose description reads this; the engine hands it on as one).
export const DEFAULT_EMAIL_CHECK = { validator: 'disposable' } as const;
