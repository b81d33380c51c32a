'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn, UseFormWatch } from 'react-hook-form';
import type { AnyObjectSchema, InferType } from 'yup';
import { createSubmitGate } from '../submit/gate';
import type { EmailStep } from './email-check';
import type { SavedLead } from './outbox';
import type { SendRun } from './send-run';
import { type FieldDef, type FormDefinition, type FormProps, defaultsOf } from './types';
import { type Lead, useLead } from './use-lead';

/** Where a send stands. */
type SendStatus = 'idle' | 'sending' | 'sent' | 'failed';

export type Send = {
  status: SendStatus;
  /** The failure the visitor is told about, after a failed send. */
  failure: string | undefined;
  /** A submit stopped on field errors, or a check or the relay refused a value: the error summary shows. */
  blocked: boolean;
  /**
   * A check could not run (CheckNotRun): react-hook-form stays invalid until the next change (setError),
   * though the values passed validation, and the button stays pressable until then.
   */
  notRun: boolean;
  lead: Lead;
  /** The whole submission through the gate; resolves true when this submission was delivered. */
  submit: () => Promise<boolean>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/** What the send works with: the engine's parts. */
type SendParts<S extends AnyObjectSchema> = {
  definition: FormDefinition<S>;
  props: FormProps;
  form: UseFormReturn<InferType<S>>;
  fields: readonly FieldDef<InferType<S>>[];
  /** Loads the validation (the engine's prepare). */
  prepare: () => void;
  emailStep: () => Promise<EmailStep<InferType<S>>> | undefined;
};

/**
 * What the visitor sees of the send, and its transitions. `notRun` lasts until the next change, when
 * react-hook-form drops the check's error (setError) and validates again.
 */
function useSendState<V extends FieldValues>(watch: UseFormWatch<V>) {
  const [status, setStatus] = useState<SendStatus>('idle');
  const [failure, setFailure] = useState<string | undefined>();
  const [blocked, setBlocked] = useState(false);
  const [notRun, setNotRun] = useState(false);
  useEffect(() => {
    const subscription = watch(() => setNotRun(false));
    return () => subscription.unsubscribe();
  }, [watch]);
  return {
    status,
    failure,
    blocked,
    notRun,
    sending: () => {
      setStatus('sending');
      setFailure(undefined);
    },
    sent: () => setStatus('sent'),
    failed: (message: string) => {
      setStatus('failed');
      setFailure(message);
    },
    /** A check or the relay refused a value: its message shows under its field, Submit waits for a change. */
    refused: (checkNotRun?: boolean) => {
      setStatus('idle');
      setBlocked(true);
      if (checkNotRun !== undefined) setNotRun(checkNotRun);
    },
    block: setBlocked,
  };
}

/**
 * The send: one gate around validation, the checks and the send, so a double click sends once and a
 * delivered lead is never sent again (unless the form is `repeatable`); what the visitor sees of its
 * answer; and the lead in the tab's outbox (use-lead.ts). A kept lead goes again through the gate, so
 * never beside another send: as kept when the page is opened again (its values put back in the form
 * first); back online, as the form holds it then (the values the visitor may have changed meanwhile),
 * under the same key, as Send again does.
 */
export function useSend<S extends AnyObjectSchema>({ definition, props, form, fields, prepare, emailStep }: SendParts<S>): Send {
  type V = InferType<S>;
  const gate = useRef(createSubmitGate());
  const delivered = useRef(false);
  // Whether the latest submission was delivered, read once the gate's run settles.
  const latestSent = useRef(false);
  const shown = useSendState(form.watch);
  const lead = useLead({
    definition,
    form,
    leadForm: props.form ?? '',
    path: props.path ?? '',
    target: props.submit,
    reopened: (saved) => void gate.current.run(() => sendKept(saved)),
    reconnected: () => void submit(),
  });
  /** What a send works with (send-run.ts, with the send's code). */
  const run = (): SendRun<S> => ({
    definition,
    props,
    form,
    fields,
    lead,
    shown,
    delivered: () => {
      delivered.current = true;
      latestSent.current = true;
    },
  });
  const send = async (values: V) => {
    shown.block(false);
    // Sending from the press on, while the send's code may still be on its way.
    shown.sending();
    await (await import('./on-demand')).sendValues(run(), values);
  };
  /** The lead kept in the tab: its values back in the form at once, then sent as kept. */
  const sendKept = async (saved: SavedLead) => {
    if (delivered.current && !definition.repeatable) return;
    form.reset({ ...defaultsOf(definition), ...(saved.envelope.values as V) });
    prepare();
    shown.sending();
    await (await import('./on-demand')).sendSaved(run(), saved);
  };
  const submit = () => {
    if (delivered.current && !definition.repeatable) return Promise.resolve(false);
    prepare();
    return gate.current.run(async () => {
      latestSent.current = false;
      // The verdict on the address being sent: known already (asked as it was typed) or asked now.
      await emailStep()?.then((step) => step.settle(form.getValues()));
      await form.handleSubmit(send, () => shown.block(true))();
      return latestSent.current;
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  const { status, failure, blocked, notRun } = shown;
  return { status, failure, blocked, notRun, lead, submit, onSubmit };
}
