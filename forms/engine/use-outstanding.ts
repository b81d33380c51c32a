'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldErrors, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import type { ErrorSummaryItem } from '../ui/summary-items';
import type * as OnDemand from './on-demand';
import type { FieldDef } from './types';

/** The still-needed list (FormEngine's `outstanding` and `checked`) and what brings it up to date. */
export type Outstanding = {
  items: ErrorSummaryItem[];
  /** The list's code has loaded and the whole form's validation has run: `items` answers for the values. */
  checked: boolean;
  /** Runs the whole form's validation now and lists what it refuses (the latest run wins). */
  refresh: () => Promise<void>;
  /** `refresh` as of the latest render, for a callback an earlier render made. */
  refreshLatest: () => Promise<void>;
};

/**
 * What the whole form still refuses, for the list beside the disabled button of a long form, kept
 * current as typing pauses (`delayMs`; 0: at each change). With `enabled` false (most forms) nothing
 * runs and the list stays empty; nothing runs either until the visitor has reached the form (`wanted`).
 */
export function useOutstanding<V extends FieldValues>({
  form,
  resolver,
  wanted,
  enabled,
  delayMs,
  shown,
  labels,
  fieldId,
}: {
  form: UseFormReturn<V>;
  resolver: Resolver<V>;
  wanted: { readonly current: boolean };
  enabled: boolean;
  delayMs: number;
  /** The fields shown for the current values, in page order. */
  shown: (values: V) => FieldDef<V>[];
  labels: ReadonlyMap<string, string>;
  fieldId: (name: string) => string;
}): Outstanding {
  const { getValues, watch } = form;
  const [refused, setRefused] = useState<FieldErrors<V>>({});
  // The list's code (outstanding.ts), in the on-demand chunk: loaded by the first run, not with the page.
  const [outstandingOf, setOutstandingOf] = useState<typeof OnDemand.outstandingOf>();
  const refreshRun = useRef(0);
  const refresh = async () => {
    if (!enabled || !wanted.current) return;
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
  // Kept after each commit, not written during render: what a change or a verdict runs is this render's.
  const latest = useRef(refresh);
  useLayoutEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch(() => {
      // Once typing pauses: a whole-form validation per keystroke would slow a 60-field form down.
      clearTimeout(timer);
      if (delayMs === 0) void latest.current();
      else timer = setTimeout(() => void latest.current(), delayMs);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [watch, enabled, delayMs]);
  const values = getValues();
  return {
    items: outstandingOf ? outstandingOf({ form, refused, fields: shown(values), values, labels, fieldId }) : [],
    checked: outstandingOf !== undefined,
    refresh,
    refreshLatest: () => latest.current(),
  };
}
