'use client';

import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormSetValue } from 'react-hook-form';
import type { AnyObjectSchema, InferType } from 'yup';
import { readTypedValues } from './takeover';
import { type FieldDef, type FormDefinition, defaultsOf } from './types';

type Typed<V extends FieldValues> = ReturnType<typeof readTypedValues<V>>;

/** What the visitor typed before the form hydrated, read in its first client render (takeover.ts). */
export type EarlyTyping<V extends FieldValues> = {
  typed: Typed<V>;
  /** Hydrating the page's HTML (the form is in the document already), not rendering afresh. */
  hydrating: boolean;
};

// What the controls hold that is not the form's start value: a select or radio group that starts
// on a value (the broker form's lates, the dealer form's type) holds it in the prerendered HTML,
// and that is no typing (it would load the validation as the form hydrates, not when reached).
function typedIn<S extends AnyObjectSchema>(definition: FormDefinition<S>, pairs: Typed<InferType<S>>): Typed<InferType<S>> {
  const defaults: Record<string, unknown> = defaultsOf(definition);
  return pairs.filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(defaults[name]));
}

export function useEarlyTyping<S extends AnyObjectSchema>(
  definition: FormDefinition<S>,
  formId: string,
  fields: readonly FieldDef<InferType<S>>[],
): EarlyTyping<InferType<S>> {
  // Read during the first client render, before React or the mask writes the empty state back.
  const [typed] = useState(() => typedIn(definition, readTypedValues(typeof document === 'undefined' ? undefined : document, formId, fields)));
  // Only while hydrating can the controls hold anything the visitor typed.
  const [hydrating] = useState(() => typeof document !== 'undefined' && document.getElementById(formId) !== null);
  return { typed, hydrating };
}

/**
 * Puts into the form, once it is committed, what the URL preselects (the definition's `fromLocation`)
 * and then what the visitor typed before hydration, as if typed now. Returns the names taken over,
 * whose reset rules run once they are followed (use-field-rules.ts).
 */
export function useTakeover<S extends AnyObjectSchema>({
  definition,
  formId,
  fields,
  early: { typed, hydrating },
  setValue,
  prepare,
}: {
  definition: FormDefinition<S>;
  formId: string;
  fields: readonly FieldDef<InferType<S>>[];
  early: EarlyTyping<InferType<S>>;
  setValue: UseFormSetValue<InferType<S>>;
  /** Loads the validation (the engine's prepare): the visitor reached the form before it hydrated. */
  prepare: () => void;
}): RefObject<string[]> {
  type V = InferType<S>;
  const takenOver = useRef<string[]>([]);
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
    if (hydrating) for (const [name, value] of typedIn(definition, readTypedValues(document, formId, fields))) latest.set(name, value);
    takenOver.current = [...latest.keys()];
    // Focus already in the form means the visitor reached it before it hydrated: the focus event
    // that would have loaded the validation went by before React listened.
    if (latest.size > typed.length || (hydrating && document.getElementById(formId)?.contains(document.activeElement))) prepare();
    for (const [name, value] of latest) {
      if (JSON.stringify(value) === JSON.stringify(defaults[name])) continue;
      // The value was read from the field's own control, so it has that field's type.
      setValue(name, value as PathValue<V, FieldPath<V>>, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    }
    // Once, as the form is committed (typed, setValue and the definition stay the same while it lives):
    // the typing is read then, and later changes are the form's own. formId, fields, hydrating and prepare
    // are left out on purpose: a new prepare each render must not take the visitor's typing over again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form, as said above
  }, [typed, setValue, definition]);
  return takenOver;
}
