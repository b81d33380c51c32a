'use client';

import { type RefObject, useEffect } from 'react';
import type { FieldPath, PathValue, Resolver, UseFormReturn } from 'react-hook-form';
import type { AnyObjectSchema, InferType } from 'yup';
import { type FormDefinition, defaultsOf, fieldsOf } from './types';

/**
 * The definition's reset rules: a change to a field sets the fields its rule names (and with
 * `resetForm`, every other field back to its default first). The fields taken over from typing before
 * hydration (use-takeover.ts) have their rules run once, as had the visitor typed them after.
 */
export function useResetRules<S extends AnyObjectSchema>(definition: FormDefinition<S>, form: UseFormReturn<InferType<S>>, takenOver: RefObject<string[]>) {
  type V = InferType<S>;
  const { watch, getValues, reset, setValue } = form;
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
        } else
          for (const [key, value] of Object.entries(next)) setValue(key as FieldPath<V>, value as PathValue<V, FieldPath<V>>, { shouldValidate: !rule.quiet });
      }
    };
    const subscription = watch((_values, { name }) => apply(name));
    // The takeover set what was typed before hydration before this subscription existed; its rules
    // run now (a field a choice reveals shows empty, not its hidden value).
    for (const name of takenOver.current) apply(name, { replay: true });
    return () => subscription.unsubscribe();
  }, [definition, watch, getValues, reset, setValue, takenOver]);
}

/**
 * A rule that reads another field follows either (readers.ts), loaded only where a field `reads` one.
 * `resolver` holds the engine's latest resolver.
 */
export function useReaders<S extends AnyObjectSchema>(
  definition: FormDefinition<S>,
  form: UseFormReturn<InferType<S>>,
  resolver: RefObject<Resolver<InferType<S>>>,
) {
  type V = InferType<S>;
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
        validate: async (values) => resolver.current(values, undefined, { fields: {}, shouldUseNativeValidation: false }),
      });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [definition, form, resolver]);
}
