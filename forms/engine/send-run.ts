/**
 * A send once Submit is pressed (or a kept lead goes again): the payload, the page's handler, the
 * definition's checks, the lead's envelope, and what the visitor sees of the answer. The hook that
 * holds the send's state and its gate is use-send.ts; this loads with the send's code (on-demand.ts)
 * from the visitor's first interaction with the form, not with the page.
 */
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { AnyObjectSchema, InferType } from 'yup';
import type { SubmitHandlerConfig } from '../submit/config';
import { handlerForConfig } from '../submit/handler-for';
import type { LeadEnvelope, SubmitHandler, SubmitResult } from '../submit/types';
import type { SavedLead } from './outbox';
import { showRefusedFields } from './refused-fields';
import type { FieldDef, FormDefinition, FormProps } from './types';

/** A check turned a value away before anything was sent (or could not run: `notRun`). */
type Refused = { field: string; message: string; notRun?: boolean };

type Page = Pick<FormProps, 'crm' | 'settings' | 'handler' | 'submit'>;

/** What a send works with: the engine's parts and the setters of what the visitor sees (use-send.ts). */
export type SendRun<S extends AnyObjectSchema> = {
  definition: FormDefinition<S>;
  props: Page;
  form: UseFormReturn<InferType<S>>;
  fields: readonly FieldDef<InferType<S>>[];
  /** use-lead.ts's Lead, the two it sends with (named here, not imported: use-lead.ts loads this chunk). */
  lead: {
    envelopeFor: (values: Record<string, unknown>) => Promise<LeadEnvelope>;
    settled: (result: SubmitResult, envelope: LeadEnvelope) => Promise<void>;
  };
  shown: { sent: () => void; failed: (message: string) => void; refused: (checkNotRun?: boolean) => void };
  /** This submission was delivered. */
  delivered: () => void;
};

function payloadOf<S extends AnyObjectSchema>(definition: FormDefinition<S>, props: Page, values: InferType<S>) {
  return definition.payload(values, {
    crm: props.crm,
    path: window.location.pathname,
    search: window.location.search,
    pageUri: window.location.href,
    pageName: document.title,
    settings: props.settings,
  });
}

/** A test's handler, else the one the page names (or the kept lead was going to), else the log. */
function handlerOf(props: Page, target?: SubmitHandlerConfig): SubmitHandler {
  return props.handler ?? handlerForConfig(target ?? props.submit ?? { handler: 'log' });
}

/** The definition's checks (the broker form's NMLS lookup) in order: the first refusal, if any. */
async function refusalOf<S extends AnyObjectSchema>(definition: FormDefinition<S>, values: InferType<S>): Promise<Refused | undefined> {
  for (const check of definition.checks ?? []) {
    const outcome = await check.run(values, new AbortController().signal);
    if (typeof outcome === 'string') return { field: check.field, message: outcome };
    if (outcome !== undefined) return { field: check.field, message: outcome.notRun, notRun: true };
  }
  return undefined;
}

/** What the visitor sees of a send's answer, and what becomes of the lead in the tab. */
async function settle<S extends AnyObjectSchema>(run: SendRun<S>, result: SubmitResult, envelope: LeadEnvelope) {
  await run.lead.settled(result, envelope);
  if (result.status === 'sent') {
    run.delivered();
    run.shown.sent();
  } else if (result.reason === 'invalid' && showRefusedFields(run.form, run.fields, result.fieldErrors, { focus: !run.definition.errorSummary })) {
    // As a refusal by the page's own checks: the messages under their fields, Submit waiting for a change.
    run.shown.refused();
  } else run.shown.failed(result.message || 'Your request was not sent. Please try again.');
}

/** Validated values: the checks, then the send with a new envelope (or the kept lead's key). */
export async function sendValues<S extends AnyObjectSchema>(run: SendRun<S>, values: InferType<S>): Promise<void> {
  const { definition, props, form } = run;
  const payload = payloadOf(definition, props, values);
  const handler = handlerOf(props);
  const refused = await refusalOf(definition, values);
  if (refused === undefined) {
    const envelope = await run.lead.envelopeFor(values);
    return settle(run, await handler(payload, { pageUri: window.location.href, pageName: document.title, lead: envelope }), envelope);
  }
  run.shown.refused(refused.notRun === true);
  form.setError(refused.field as FieldPath<InferType<S>>, { type: refused.notRun ? 'notRun' : 'check', message: refused.message }, { shouldFocus: true });
}

/** The lead kept in the tab, sent as kept (values, key, readings) to where it was going. */
export async function sendSaved<S extends AnyObjectSchema>(run: SendRun<S>, saved: SavedLead): Promise<void> {
  // What this form's schema validated when the lead was kept (use-lead.ts reads only this form's key).
  const values = saved.envelope.values as InferType<S>;
  const handler = handlerOf(run.props, saved.target);
  await settle(
    run,
    await handler(payloadOf(run.definition, run.props, values), { pageUri: window.location.href, pageName: document.title, lead: saved.envelope }),
    saved.envelope,
  );
}
