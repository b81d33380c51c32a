'use client';

import { type FormEvent, type RefObject, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { AnyObjectSchema, InferType } from 'yup';
import { type ErrorSummaryItem, summaryItems } from '../ui/summary-items';
import { type FieldDef, type FormDefinition, type FormEnv, type FormProps, defaultsOf, fieldsOf, summaryLabelsOf } from './types';
import { useEmailCheck } from './use-email-check';
import { useReaders, useResetRules } from './use-field-rules';
import type { Lead } from './use-lead';
import { useOutstanding } from './use-outstanding';
import { type Send, useSend } from './use-send';
import { useEarlyTyping, useTakeover } from './use-takeover';
import { onDemandResolver, validatorOf } from './validation';

/** How long typing pauses before the list of what still needs an answer follows it. */
const OUTSTANDING_DELAY_MS = 150;

export type FormEngine<V extends FieldValues> = {
  form: UseFormReturn<V>;
  /** The form element's id; each field's control id is `fieldId(name)`. */
  formId: string;
  fieldId: (name: string) => string;
  env: FormEnv;
  status: Send['status'];
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

/** How a form uses the engine beyond its definition (StepForm's differ from the default). */
type EngineOptions = {
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
};

/**
 * The runtime of every form: react-hook-form with the definition's yup schema, loaded once the visitor
 * reaches the form, the values typed before hydration taken over (use-takeover.ts), the reset rules and
 * the rules that read other fields (use-field-rules.ts), the page's email check (use-email-check.ts),
 * the still-needed list (use-outstanding.ts), and the send (use-send.ts). A failed send keeps every
 * value and says why.
 */
/** A value as of the latest commit, for callbacks an earlier render made (updated after the commit, not during render). */
function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}

export function useFormEngine<S extends AnyObjectSchema>(
  definition: FormDefinition<S>,
  props: FormProps,
  { listOutstanding = definition.errorSummary === true, outstandingDelayMs = OUTSTANDING_DELAY_MS }: EngineOptions = {},
): FormEngine<InferType<S>> {
  const formId = `form${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const fields = fieldsOf(definition.fields);
  const labels = summaryLabelsOf(definition.fields);
  const early = useEarlyTyping(definition, formId, fields);
  // One object while the page is the same, so the fields it feeds (FormFields' FieldItem) can skip
  // the form's renders that did not change them.
  const path = props.path ?? '';
  const env: FormEnv = useMemo(() => ({ path }), [path]);
  // The same function while the form lives, so what is built from it (FormShell's map of messages) is built once.
  const fieldId = useMemo(() => (name: string) => `${formId}-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`, [formId]);

  // The validation (yup, @hookform/resolvers and the form's schema) loads once the visitor reaches the
  // form, not with the page. Until then nothing is checked: the empty form counts as invalid (every
  // form has a required field, registry.test.ts), as the prerendered button already shows, and the
  // first check, on the first blur or change, waits for the load, so it says what it always said.
  // A definition that holds its schema (tests) has nothing left to load: checked from the start.
  const wanted = useRef(early.typed.length > 0 || typeof definition.schema !== 'function');
  // prepare and the email check's answer run on the visitor's focus or a check's answer, after the form
  // and its list exist: the compiler's "accessed before declared" is about a call during render, which never happens.
  const prepare = () => {
    send.lead.touched();
    wanted.current = true;
    // eslint-disable-next-line react-hooks/immutability -- see above
    void validatorOf(definition).then(() => outstanding.refresh());
  };
  // The answer is about the address the field still holds: show it (and let the button follow).
  const emailStep = useEmailCheck(definition, props, fields, (name, email) => {
    // eslint-disable-next-line react-hooks/immutability -- see prepare
    const current: unknown = form.getValues(name);
    if (typeof current === 'string' && current.trim() === email) void form.trigger(name).then(() => outstanding.refreshLatest());
  });
  // The resolver reads wanted.current when it validates (an event), never while rendering.
  // eslint-disable-next-line react-hooks/refs -- see above
  const resolver = onDemandResolver(definition, wanted, emailStep);
  const form = useForm<InferType<S>>({
    defaultValues: defaultsOf(definition),
    mode: definition.mode ?? 'all',
    resolver,
    // With a summary, focus goes to the summary (GOV.UK), not to the first field.
    shouldFocusError: !definition.errorSummary,
  });
  // The resolver as of the latest commit, for the rules that read other fields (use-field-rules.ts).
  const latestResolver = useLatest(resolver);
  const takenOver = useTakeover({ definition, formId, fields, early, setValue: form.setValue, prepare });
  useResetRules(definition, form, takenOver);
  useReaders(definition, form, latestResolver);
  const outstanding = useOutstanding({
    form,
    resolver,
    wanted,
    enabled: listOutstanding,
    delayMs: outstandingDelayMs,
    shown: (values) => fields.filter((field) => isShown(field, values, env)),
    labels,
    fieldId,
  });
  const send = useSend({ definition, props, form, fields, prepare, emailStep });
  const fieldLinks = fields.map((field) => ({ name: field.name, id: fieldId(field.name), label: labels.get(field.name) }));

  return {
    form,
    formId,
    fieldId,
    env,
    ...sendView(definition, form, send, fieldLinks),
    outstanding: outstanding.items,
    checked: outstanding.checked,
    prepare,
    repeatable: definition.repeatable === true,
  };
}

/** What the form shows of its send: its state, the kept lead, the error summary (after a submit it stopped) and the button. */
function sendView<S extends AnyObjectSchema>(
  definition: FormDefinition<S>,
  form: UseFormReturn<InferType<S>>,
  send: Send,
  summaryOrder: Parameters<typeof summaryItems>[1],
) {
  const { status, lead } = send;
  // Read on every render: react-hook-form updates the errors it hands out only once they are read.
  const { errors } = form.formState;
  return {
    status,
    failure: send.failure,
    lead: { honeypot: lead.honeypot, kept: lead.saved !== undefined, resending: status === 'sending' && lead.saved !== undefined },
    blocked: send.blocked,
    summary: definition.errorSummary && send.blocked ? summaryItems(errors, summaryOrder) : [],
    onSubmit: send.onSubmit,
    submit: send.submit,
    ...buttonOf(definition, form, send),
  };
}

/** The submit button's state: the definition's policy (types.ts ButtonPolicy) and `requireTouched`. */
function buttonOf<S extends AnyObjectSchema>(definition: FormDefinition<S>, form: UseFormReturn<InferType<S>>, send: Send) {
  const policy = definition.button ?? 'invalidOrSending';
  const sending = send.status === 'sending';
  const untouched = (definition.requireTouched ?? []).some((name) => {
    const value: unknown = form.getValues(name);
    const empty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
    return empty && !form.getFieldState(name, form.formState).isTouched;
  });
  const invalid = (!form.formState.isValid && !send.notRun) || untouched;
  return {
    buttonDisabled: policy === 'sendingOnly' ? sending : invalid || (policy === 'invalidOrSending' && sending),
    showSpinner: policy === 'spinner' && sending,
  };
}

/** Whether a field or section is shown for these values: its reveal rule, if it has one. */
export function isShown<V extends FieldValues>(item: { when?: FieldDef<V>['when'] }, values: V, env: FormEnv): boolean {
  return item.when === undefined || item.when(values, env);
}
