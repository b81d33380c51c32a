'use client';

import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import type { SubmitHandlerConfig } from '../submit/config';
import type { LeadEnvelope, SubmitResult } from '../submit/types';
import type { ConsentTick } from './lead-envelope';
import { forgetLead, outboxKey, readSaved, type SavedLead } from './outbox';
import { consentTextOf, type FormDefinition } from './types';

export type Lead = {
  /** The honeypot's input (FormShell renders it): its value goes into `bot.hp`. */
  honeypot: RefObject<HTMLInputElement | null>;
  /** The visitor's first interaction with the form (focus or typing): the fill time counts from the first call. */
  touched: () => void;
  /** The envelope of a send of `values`: the key of the lead kept in the tab while there is one, so a resend is the same lead. */
  envelopeFor: (values: Record<string, unknown>) => Promise<LeadEnvelope>;
  /** The lead kept in the tab, waiting to be sent. */
  saved: SavedLead | undefined;
  /**
   * What a send's answer makes of the lead: kept in the tab after a failure that may pass later
   * (outbox-keep.ts worthKeeping); gone once decided, accepted or refused for good (a 4xx, refused values:
   * kept, it would be refused again on every opening), the next lead (a repeatable form's, or the
   * values put right) then getting a new key; left as it was when the send was cancelled.
   */
  settled: (result: SubmitResult, envelope: LeadEnvelope) => Promise<void>;
};

/** The time of the tick: the box as it changes (a tick before the form hydrated counts from now). */
function useConsentTick<V extends FieldValues>(
  form: UseFormReturn<V>,
  consentName: string | undefined,
  tickRef: RefObject<Omit<ConsentTick, 'text'> | undefined>,
) {
  useEffect(() => {
    if (consentName === undefined) return;
    const follow = (values: Record<string, unknown>) => {
      if (values[consentName] !== true) tickRef.current = undefined;
      else tickRef.current ??= { at: new Date(), page: window.location.href };
    };
    follow(form.getValues());
    const subscription = form.watch((values) => follow(values));
    return () => subscription.unsubscribe();
  }, [form, consentName, tickRef]);
}

/** What the lead side works with: the engine's parts. */
type LeadParts<V extends FieldValues, S extends AnyObjectSchema> = {
  definition: FormDefinition<S>;
  form: UseFormReturn<V>;
  /** The form's id as the lead relay knows it (its manifest's). */
  leadForm: string;
  /** The page's route: one outbox entry per page and form. */
  path: string;
  target: SubmitHandlerConfig | undefined;
  /** The page was opened again with a lead kept in the tab: send it (the form is still empty). */
  reopened: (saved: SavedLead) => void;
  /** The connection came back while a lead is kept: send it again. */
  reconnected: () => void;
};

/** The consent evidence a lead carries when its box is ticked: the words as shown, and when and where it was ticked (now and here if the tick went unseen). */
function consentOf<S extends AnyObjectSchema>(
  definition: FormDefinition<S>,
  validated: Record<string, unknown>,
  tick: Omit<ConsentTick, 'text'> | undefined,
): ConsentTick | undefined {
  const text = consentTextOf(definition);
  const name = definition.consent;
  return text !== undefined && name !== undefined && validated[name] === true
    ? { text, ...(tick ?? { at: new Date(), page: window.location.href }) }
    : undefined;
}

type KeptLeadEvents = { found: (lead: SavedLead) => void; reconnected: () => void };

/**
 * A lead kept in the tab by an earlier failed send: found when the page opens (read after the first render, not
 * during it: the server's HTML has no storage to agree with), and the connection coming back while one is kept.
 */
function useKeptLeadEvents(storageKey: string, events: RefObject<KeptLeadEvents>): void {
  useEffect(() => {
    const found = readSaved(storageKey);
    if (found !== undefined) events.current.found(found);
  }, [storageKey, events]);
  useEffect(() => {
    const online = () => {
      if (readSaved(storageKey) !== undefined) events.current.reconnected();
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [storageKey, events]);
}

/**
 * The lead side of a form (issue 41): the envelope every send carries (form id, validated values, one
 * idempotency key per lead, the honeypot and the fill time, the consent evidence, HubSpot's visitor
 * cookie), and the tab's outbox. A lead kept by an earlier failed send is handed back to the engine when
 * the page opens (`reopened`) and whenever the connection comes back (`online`: `reconnected`); the
 * engine sends it through its submit gate, so never twice at once.
 */
export function useLead<V extends FieldValues, S extends AnyObjectSchema>({
  definition,
  form,
  leadForm,
  path,
  target,
  reopened,
  reconnected,
}: LeadParts<V, S>): Lead {
  const honeypot = useRef<HTMLInputElement | null>(null);
  const firstTouch = useRef<number | undefined>(undefined);
  const key = useRef<string | undefined>(undefined);
  const tick = useRef<Omit<ConsentTick, 'text'> | undefined>(undefined);
  useConsentTick(form, definition.consent, tick);
  const [saved, setSaved] = useState<SavedLead>();
  // The kept lead as of the latest render, for an envelope built in a callback an earlier render made.
  const kept = useRef<SavedLead | undefined>(undefined);
  const storageKey = outboxKey(path, leadForm);
  const latest = useRef<KeptLeadEvents>({ found: () => undefined, reconnected });
  // Updated after each commit, before any event of it can run (not during render, which may be thrown away).
  useLayoutEffect(() => {
    kept.current = saved;
    latest.current = {
      found: (found) => {
        key.current = found.envelope.key;
        const evidence = found.envelope.consent;
        if (evidence) tick.current = { at: new Date(evidence.at), page: evidence.page };
        setSaved(found);
        reopened(found);
      },
      reconnected,
    };
  });
  useKeptLeadEvents(storageKey, latest);

  return {
    honeypot,
    touched: () => {
      if (firstTouch.current !== undefined) return;
      firstTouch.current = Date.now();
      // The send's code (handlers, envelope, consent hash): loading now, it is there long before Submit.
      void import('./on-demand');
    },
    envelopeFor: async (validated) => {
      // With the send, not with the page: the envelope's code and the consent hash (on-demand.ts).
      const { leadEnvelope, newLeadKey } = await import('./on-demand');
      key.current ??= newLeadKey();
      return leadEnvelope({
        form: leadForm,
        // The validated values, with what the payload takes from elsewhere (the definition's leadValues).
        values: definition.leadValues?.(validated) ?? validated,
        key: key.current,
        honeypot: honeypot.current?.value ?? '',
        // A lead kept before the page was opened again was filled in then: its time counts.
        elapsedMs: Math.max(kept.current?.envelope.bot.elapsedMs ?? 0, firstTouch.current === undefined ? 0 : Date.now() - firstTouch.current),
        consent: consentOf(definition, validated, tick.current),
        cookie: document.cookie,
      });
    },
    saved,
    settled: async (result, envelope) => {
      if (result.status === 'failed' && result.reason === 'aborted') return;
      const lead: SavedLead = target === undefined ? { envelope } : { envelope, target };
      if (result.status === 'failed') {
        // Loaded with the send already (on-demand.ts): a failed send has been through it.
        const { keepLead, worthKeeping } = await import('./on-demand');
        // Storage that refuses it (full, disabled): the form then says only that the send failed.
        if (worthKeeping(result) && keepLead(storageKey, lead)) {
          setSaved(lead);
          return;
        }
      }
      forgetLead(storageKey);
      key.current = undefined;
      setSaved(undefined);
    },
  };
}
