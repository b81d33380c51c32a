'use client';

import { type FormEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type FieldPath, type FieldValues, type PathValue, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import type { AnyObjectSchema, InferType } from 'yup';
// Module by module, not the forms/submit index: that also exports the zod schemas the block checked
// at build time, which the browser has no need to download.
import { DEFAULT_EMAIL_CHECK } from '../submit/default-email-check';
import { createSubmitGate } from '../submit/gate';
import { handlerForConfig } from '../submit/handler-for';
import type { LeadEnvelope, SubmitResult } from '../submit/types';
import { type ErrorSummaryItem, summaryItems } from '../ui/summary-items';
import type { EmailStep } from './email-check';
import type * as OnDemand from './on-demand';
import type { SavedLead } from './outbox';
import { readTypedValues } from './takeover';
import { type FieldDef, type FormDefinition, type FormEnv, type FormProps, defaultsOf, emailFieldOf, fieldsOf, schemaOf, summaryLabelsOf } from './types';
import { type Lead, useLead } from './use-lead';
import { notChecked, validatorOf } from './validation';

/** How long typing pauses before the list of what still needs an answer follows it. */
const OUTSTANDING_DELAY_MS = 150;

/** Where a send stands. */
type SendStatus = 'idle' | 'sending' | 'sent' | 'failed';

/** A check turned a value away before anything was sent (or could not run: `notRun`). */
type Refused = { status: 'refused'; field: string; message: string; notRun?: boolean };

export type FormEngine<V extends FieldValues> = {
  form: UseFormReturn<V>;
  /** The form element's id; each field's control id is `fieldId(name)`. */
  formId: string;
  fieldId: (name: string) => string;
  env: FormEnv;
  status: SendStatus;
  /** The failure the visitor is told about, after a failed send. */
  failure: string | undefined;
  /** The lead's honeypot (FormShell renders it) and whether a lead waits in the tab's outbox (issue 41). */
  lead: Pick<Lead, 'honeypot'> & { kept: boolean; resending: boolean };
  /** True after a submit that stopped on field errors (the error summary shows then). */
  blocked: boolean;
  /** The error summary's items (long forms, after a failed submit), in field order; empty otherwise. */
  summary: ErrorSummaryItem[];
  /**
   * Long forms (`errorSummary`): every shown field the form still refuses, in field order, kept current
   * as the visitor types; its label, and the message when the field holds an answer. Shown beside the
   * disabled button, so it does not leave the visitor guessing. Empty until the validation has loaded.
   */
  outstanding: ErrorSummaryItem[];
  /** Whether `outstanding` answers for the current values: the whole form's validation has run (loaded, reached). */
  checked: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * The visitor reached the form (focus in it): load its validation now, so it is there by the first
   * blur. FormShell calls it on focus; until then the form is not checked (and counts as invalid).
   */
  prepare: () => void;
  /**
   * Runs the whole submission (validation, checks, send) through the gate; for bespoke buttons.
   * Resolves true when this submission was delivered.
   */
  submit: () => Promise<boolean>;
  /** The definition's `repeatable`: the form stays in place after a send and may send again. */
  repeatable: boolean;
  buttonDisabled: boolean;
  showSpinner: boolean;
};

/**
 * The runtime of every form: react-hook-form with the definition's yup schema, the values typed
 * before hydration taken over, the reset rules, and one gate around validation, the checks (the
 * page's email check, the definition's lookups) and the send, so a double click sends once and a
 * delivered lead is never sent again. A failed send keeps every value and says why.
 */
export function useFormEngine<S extends AnyObjectSchema>(
  definition: FormDefinition<S>,
  props: FormProps,
  {
    listOutstanding = definition.errorSummary === true,
    outstandingDelayMs = OUTSTANDING_DELAY_MS,
  }: {
    /**
     * Keep `outstanding` current: the long forms (`errorSummary`) by default, and a form in steps
     * (StepForm), whose Next is disabled while the fields of its step are.
     */
    listOutstanding?: boolean;
    /**
     * How long typing pauses before the list follows it; 0: at once, for a form whose button follows
     * the list (StepForm), so Enter after the last keystroke finds the button already enabled.
     */
    outstandingDelayMs?: number;
  } = {},
): FormEngine<InferType<S>> {
  type V = InferType<S>;
  const formId = `form${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const fields = fieldsOf(definition.fields);
  const labels = summaryLabelsOf(definition.fields);
  // What the controls hold that is not the form's start value: a select or radio group that starts
  // on a value (the broker form's lates, the dealer form's type) holds it in the prerendered HTML,
  // and that is no typing (it would load the validation as the form hydrates, not when reached).
  const typedIn = (pairs: ReturnType<typeof readTypedValues<V>>) => {
    const defaults: Record<string, unknown> = defaultsOf(definition);
    return pairs.filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(defaults[name]));
  };
  // Read during the first client render, before React or the mask writes the empty state back.
  const [typed] = useState(() => typedIn(readTypedValues(typeof document === 'undefined' ? undefined : document, formId, fields)));
  // Hydrating the page's HTML (the form is in the document already), not rendering afresh: only then
  // can the controls hold anything the visitor typed.
  const [hydrating] = useState(() => typeof document !== 'undefined' && document.getElementById(formId) !== null);
  /** The fields taken over when the form hydrated (the layout effect below), for their reset rules. */
  const takenOver = useRef<string[]>([]);
  // One object while the page is the same, so the fields it feeds (FormFields' FieldItem) can skip
  // the form's renders that did not change them.
  const path = props.path ?? '';
  const env: FormEnv = useMemo(() => ({ path }), [path]);

  // The validation (yup, @hookform/resolvers and the form's schema) loads once the visitor reaches the
  // form, not with the page. Until then nothing is checked: the empty form counts as invalid (every
  // form has a required field, registry.test.ts), as the prerendered button already shows, and the
  // first check, on the first blur or change, waits for the load, so it says what it always said.
  // A definition that holds its schema (tests) has nothing left to load: checked from the start.
  const wanted = useRef(typed.length > 0 || typeof definition.schema !== 'function');
  const prepare = () => {
    lead.touched();
    wanted.current = true;
    void validatorOf(definition).then(() => refreshOutstanding());
  };
  // The page's email check (spec 03 §5), part of validation (email-check.ts), on the field holding the
  // visitor's own address whatever its name (types.ts emailFieldOf): the page's own, else the default
  // every lead form runs (DEFAULT_EMAIL_CHECK); loaded once the form validates, not with the page.
  // The check's configuration is turned into a validator in that chunk (email-check.ts), not here.
  // `format`, named by a page, checks the format alone: the schema's rule.
  const named = props.emailCheck ?? DEFAULT_EMAIL_CHECK;
  const emailCheck = props.emailValidator ?? (named.validator === 'format' ? undefined : named);
  const emailName = emailFieldOf(fields)?.name;
  const emailChecking = useRef<Promise<EmailStep<V>> | undefined>(undefined);
  const emailStepOf = (): Promise<EmailStep<V>> | undefined => {
    if (emailCheck === undefined || emailName === undefined) return undefined;
    emailChecking.current ??= import('./on-demand').then((module) =>
      module.emailStep<V>({
        schema: () => schemaOf(definition),
        name: emailName,
        check: emailCheck,
        // The answer is about the address the field still holds: show it (and let the button follow).
        onVerdict: (email) => {
          const current: unknown = form.getValues(emailName);
          if (typeof current === 'string' && current.trim() === email) void form.trigger(emailName).then(() => latestRefresh.current());
        },
      }),
    );
    return emailChecking.current;
  };
  useEffect(() => () => void emailChecking.current?.then((step) => step.dispose()), []);
  const resolver: Resolver<V> = async (values, context, options) => {
    if (!wanted.current) return notChecked<V>();
    const validate = await validatorOf(definition);
    const result = await validate(values, context, options);
    const checking = emailStepOf();
    return checking ? (await checking).validate(values, result) : result;
  };
  const form = useForm<V>({
    defaultValues: defaultsOf(definition),
    mode: definition.mode ?? 'all',
    resolver,
    // With a summary, focus goes to the summary (GOV.UK), not to the first field.
    shouldFocusError: !definition.errorSummary,
  });
  const { setValue, watch, getValues, reset } = form;
  const latestResolver = useRef(resolver);
  latestResolver.current = resolver;

  useLayoutEffect(() => {
    const preselected = definition.fromLocation?.({ hash: window.location.hash, search: window.location.search }) ?? {};
    for (const [key, value] of Object.entries(preselected)) {
      // Keys and values of Partial<V>, which Object.entries widens.
      setValue(key as FieldPath<V>, value as PathValue<V, FieldPath<V>>, { shouldValidate: true });
    }
    // What the visitor typed wins over what the URL preselects. A control that still holds its
    // default is the prerendered HTML (a radio group's default choice), not typing: taking it over
    // would undo the URL's preselection and mark an untouched field touched.
    const defaults: Record<string, unknown> = defaultsOf(definition);
    // Read again now the form is committed: what was typed while React rendered it (after the first
    // read) reached a control React had not hydrated yet, and React drops such an event.
    const latest = new Map(typed);
    if (hydrating) for (const [name, value] of typedIn(readTypedValues(document, formId, fields))) latest.set(name, value);
    takenOver.current = [...latest.keys()];
    // Focus already in the form means the visitor reached it before it hydrated: the focus event
    // that would have loaded the validation went by before React listened.
    if (latest.size > typed.length || (hydrating && document.getElementById(formId)?.contains(document.activeElement))) prepare();
    for (const [name, value] of latest) {
      if (JSON.stringify(value) === JSON.stringify(defaults[name])) continue;
      // The value was read from the field's own control, so it has that field's type.
      setValue(name, value as PathValue<V, FieldPath<V>>, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    }
  }, [typed, setValue, definition]);

  useEffect(() => {
    const rules = definition.resets ?? [];
    if (rules.length === 0) return;
    const apply = (name: string | undefined, { replay = false } = {}) => {
      for (const rule of rules) {
        if (rule.on !== name) continue;
        const current = getValues();
        const next = rule.values(current);
        // A form-wide reset answers a change the visitor makes; replayed, it would wipe what they
        // typed after making it.
        if (rule.resetForm) {
          if (!replay) reset({ ...defaultsOf(definition), [rule.on]: current[rule.on], ...next });
        } else for (const [key, value] of Object.entries(next)) setValue(key as FieldPath<V>, value as PathValue<V, FieldPath<V>>, { shouldValidate: !rule.quiet });
      }
    };
    const subscription = watch((_values, { name }) => apply(name));
    // The takeover above set what was typed before hydration before this subscription existed; its
    // rules run now, as they would have had the visitor typed it after (a field a choice reveals
    // shows empty, not its hidden value).
    for (const name of takenOver.current) apply(name, { replay: true });
    return () => subscription.unsubscribe();
  }, [definition, watch, getValues, reset, setValue]);

  // A rule that reads another field follows either (readers.ts), loaded only where a field `reads` one.
  useEffect(() => {
    const all = fieldsOf(definition.fields);
    if (!all.some((field) => field.reads)) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./on-demand').then(({ followReaders }) => {
      if (!live) return;
      stop = followReaders<V>({
        form,
        fields: all,
        defaults: defaultsOf(definition),
        validate: async (values) => latestResolver.current(values, undefined, { fields: {}, shouldUseNativeValidation: false }),
      });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [definition, form]);

  // What the whole form still refuses, for the list beside the disabled button of a long form.
  const [refused, setRefused] = useState<FieldErrors<V>>({});
  // The list's code (outstanding.ts), in the on-demand chunk: loaded by the first run, not with the page.
  const [outstandingOf, setOutstandingOf] = useState<typeof OnDemand.outstandingOf>();
  const refreshRun = useRef(0);
  const refreshOutstanding = async () => {
    if (!listOutstanding || !wanted.current) return;
    const run = ++refreshRun.current;
    const [{ errors }, { outstandingOf: list }] = await Promise.all([
      resolver(getValues(), undefined, { fields: {}, shouldUseNativeValidation: false }),
      import('./on-demand'),
    ]);
    // The latest run wins: an earlier one may settle after it.
    if (run !== refreshRun.current) return;
    setRefused(errors);
    setOutstandingOf(() => list);
  };
  // A check that could not run (CheckNotRun) leaves react-hook-form invalid until the next change
  // (setError), though the values passed validation: the button stays pressable until then.
  const [notRun, setNotRun] = useState(false);
  const latestRefresh = useRef(refreshOutstanding);
  latestRefresh.current = refreshOutstanding;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch(() => {
      setNotRun(false);
      // Once typing pauses: a whole-form validation per keystroke would slow a 60-field form down.
      clearTimeout(timer);
      if (!listOutstanding) return;
      if (outstandingDelayMs === 0) void latestRefresh.current();
      else timer = setTimeout(() => void latestRefresh.current(), outstandingDelayMs);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [watch, listOutstanding, outstandingDelayMs]);

  const gate = useRef(createSubmitGate());
  const delivered = useRef(false);
  const [status, setStatus] = useState<SendStatus>('idle');
  const [failure, setFailure] = useState<string | undefined>();
  const [blocked, setBlocked] = useState(false);
  // The envelope and the tab's outbox (use-lead.ts). A kept lead goes again through the gate, so never
  // beside another send: as kept when the page is opened again (its values put back in the form first);
  // back online, as the form holds it then (the values the visitor may have changed meanwhile), under
  // the same key, as Send again does.
  const lead = useLead({
    definition,
    form,
    leadForm: props.form ?? '',
    path,
    target: props.submit,
    reopened: (saved) => void gate.current.run(() => sendKept(saved)),
    reconnected: () => void submit(),
  });

  // Whether the latest submission was delivered, read once the gate's run settles.
  const latestSent = useRef(false);
  const payloadOf = (values: V) =>
    definition.payload(values, {
      crm: props.crm,
      path: window.location.pathname,
      search: window.location.search,
      pageUri: window.location.href,
      pageName: document.title,
      settings: props.settings,
    });
  const send = async (values: V) => {
    setBlocked(false);
    const payload = payloadOf(values);
    const handler = props.handler ?? handlerForConfig(props.submit ?? { handler: 'log' });
    setStatus('sending');
    setFailure(undefined);
    let envelope: LeadEnvelope | undefined;
    const result: SubmitResult | Refused = await (async () => {
      for (const check of definition.checks ?? []) {
        const outcome = await check.run(values, new AbortController().signal);
        if (typeof outcome === 'string') return { status: 'refused', field: check.field, message: outcome };
        if (outcome !== undefined) return { status: 'refused', field: check.field, message: outcome.notRun, notRun: true };
      }
      envelope = await lead.envelopeFor(values);
      return handler(payload, { pageUri: window.location.href, pageName: document.title, lead: envelope });
    })();
    if (result.status === 'refused') {
      setStatus('idle');
      setBlocked(true);
      setNotRun(result.notRun === true);
      form.setError(result.field as FieldPath<V>, { type: result.notRun ? 'notRun' : 'check', message: result.message }, { shouldFocus: true });
    } else if (envelope !== undefined) await settle(result, envelope);
  };
  /** The lead kept in the tab, its values back in the form and sent as kept (values, key, readings) to where it was going. */
  const sendKept = async (saved: SavedLead) => {
    if (delivered.current && !definition.repeatable) return;
    // What this form's schema validated when the lead was kept (use-lead.ts reads only this form's key).
    const values = saved.envelope.values as V;
    reset({ ...defaultsOf(definition), ...values });
    prepare();
    const handler = props.handler ?? handlerForConfig(saved.target ?? props.submit ?? { handler: 'log' });
    setStatus('sending');
    setFailure(undefined);
    await settle(await handler(payloadOf(values), { pageUri: window.location.href, pageName: document.title, lead: saved.envelope }), saved.envelope);
  };
  /** What the visitor sees of a send's answer, and what becomes of the lead in the tab. */
  const settle = async (result: SubmitResult, envelope: LeadEnvelope) => {
    lead.settled(result, envelope);
    if (result.status === 'sent') {
      delivered.current = true;
      latestSent.current = true;
      setStatus('sent');
    } else if (
      result.reason === 'invalid' &&
      (await import('./on-demand')).showRefusedFields(form, fields, result.fieldErrors, { focus: !definition.errorSummary })
    ) {
      // As a refusal by the page's own checks: the messages under their fields, Submit waiting for a change.
      setStatus('idle');
      setBlocked(true);
    } else {
      setStatus('failed');
      setFailure(result.message || 'Your request was not sent. Please try again.');
    }
  };

  const submit = () => {
    if (delivered.current && !definition.repeatable) return Promise.resolve(false);
    prepare();
    return gate.current.run(async () => {
      latestSent.current = false;
      // The verdict on the address being sent: known already (asked as it was typed) or asked now.
      await emailStepOf()?.then((step) => step.settle(getValues()));
      await form.handleSubmit(send, () => setBlocked(true))();
      return latestSent.current;
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  // The same function while the form lives, so what is built from it (FormShell's map of messages) is built once.
  const fieldId = useMemo(() => (name: string) => `${formId}-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`, [formId]);
  // Read on every render: react-hook-form updates the errors it hands out only once they are read.
  const { errors } = form.formState;
  const summary =
    definition.errorSummary && blocked
      ? summaryItems(errors, fields.map((field) => ({ name: field.name, id: fieldId(field.name), label: labels.get(field.name) })))
      : [];
  const policy = definition.button ?? 'invalidOrSending';
  const sending = status === 'sending';
  const untouched = (definition.requireTouched ?? []).some((name) => {
    const value: unknown = form.getValues(name);
    const empty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
    return empty && !form.getFieldState(name, form.formState).isTouched;
  });
  const invalid = (!form.formState.isValid && !notRun) || untouched;
  const current = form.getValues();
  const outstanding = outstandingOf
    ? outstandingOf({ form, refused, fields: fields.filter((field) => isShown(field, current, env)), values: current, labels, fieldId })
    : [];
  return {
    form,
    formId,
    fieldId,
    env,
    status,
    failure,
    lead: { honeypot: lead.honeypot, kept: lead.saved !== undefined, resending: status === 'sending' && lead.saved !== undefined },
    blocked,
    summary,
    outstanding,
    checked: outstandingOf !== undefined,
    onSubmit,
    prepare,
    submit,
    repeatable: definition.repeatable === true,
    buttonDisabled: policy === 'sendingOnly' ? sending : invalid || (policy === 'invalidOrSending' && sending),
    showSpinner: policy === 'spinner' && sending,
  };
}

/** Whether a field or section is shown for these values: its reveal rule, if it has one. */
export function isShown<V extends FieldValues>(item: { when?: FieldDef<V>['when'] }, values: V, env: FormEnv): boolean {
  return item.when === undefined || item.when(values, env);
}
