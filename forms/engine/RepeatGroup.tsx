'use client';

import { type ReactNode, useEffect, useId, useState } from 'react';
import { type FieldPath, type FieldValues, type PathValue, useFormContext } from 'react-hook-form';
import { removeRowPatch, rowCount } from '../fields/rows';
import styles from './Form.module.scss';
import type { FieldDef, RepeatDef } from './types';

export type RepeatGroupProps<V extends FieldValues> = {
  item: RepeatDef<V>;
  values: V;
  fieldId: (name: string) => string;
  /** Renders one row's fields (FormFields, passed in so this module does not import it back). */
  renderRow: (fields: readonly FieldDef<V>[]) => ReactNode;
};

/**
 * A repeatable group (types.ts RepeatDef) inside the form's FormProvider. Add shows one more row and
 * moves focus to its first field; Remove takes a row out (the rows after it move up, keeping what was
 * typed) and moves focus to the first field of the row that took its place, or to Add when the last
 * row went. The count is in a polite status region, so each change is announced.
 */
export function RepeatGroup<V extends FieldValues>({ item, values, fieldId, renderRow }: RepeatGroupProps<V>) {
  const { setValue, getValues, clearErrors, trigger, formState } = useFormContext<V>();
  const baseId = `repeat${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const addId = `${baseId}-add`;
  const helperId = `${baseId}-helper`;
  const count = rowCount(values[item.count], item.min, item.max);
  // A new object per request, so the effect runs once for each, and the same id asked for twice moves focus twice.
  const [focusRequest, setFocusRequest] = useState<{ id: string } | undefined>();
  const setFocusTarget = (id: string) => setFocusRequest({ id });

  useEffect(() => {
    if (focusRequest === undefined) return;
    document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  const firstFieldId = (row: number) => {
    const first = item.rows[row - 1]?.[0];
    return first ? fieldId(first.name) : addId;
  };
  // Validated through the count: with a resolver, react-hook-form's trigger of any one field
  // recomputes whether the whole form is valid (a row added or removed changes what is required)
  // while it shows a message on that field alone, and the count has none to show. Without it the
  // button kept the verdict of the rows before the change: a complete form stayed disabled after an
  // added row was removed (issue 40).
  const setCount = (next: number) => setValue(item.count, next as PathValue<V, FieldPath<V>>, { shouldValidate: true });

  const add = () => {
    if (count >= item.max) return;
    setCount(count + 1);
    setFocusTarget(firstFieldId(count + 1));
  };

  const remove = (row: number) => {
    const names = item.rows.map((fields) => fields.map((field) => field.name));
    const defaults: Record<string, unknown> = formState.defaultValues ?? {};
    const patch = removeRowPatch(names, count, row, getValues(), defaults);
    const moved = names.slice(row - 1, count).flat();
    clearErrors(moved);
    for (const [name, value] of Object.entries(patch)) setValue(name as FieldPath<V>, value as PathValue<V, FieldPath<V>>);
    setCount(count - 1);
    // After a submit the rows that moved up show their own errors again; before it, none.
    if (formState.isSubmitted) void trigger(names.slice(row - 1, count - 1).flat());
    setFocusTarget(row <= count - 1 ? firstFieldId(row) : addId);
  };

  return (
    <fieldset className={styles.section} aria-describedby={item.helperText ? helperId : undefined}>
      <legend className={styles.legend}>{item.legend}</legend>
      {item.helperText ? (
        <p id={helperId} className={styles.repeatHelper}>
          {item.helperText}
        </p>
      ) : null}
      {item.rows.slice(0, count).map((fields, index) => {
        const row = index + 1;
        return (
          <fieldset key={row} className={styles.repeatRow}>
            <legend className={styles.repeatLegend}>{`${item.rowLegend} ${row}`}</legend>
            {renderRow(fields)}
            {count > item.min ? (
              <button type="button" className={styles.repeatButton} onClick={() => remove(row)}>
                {`Remove ${item.rowLegend} ${row}`}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      {count < item.max ? (
        <button type="button" id={addId} className={styles.repeatButton} onClick={add}>
          {item.addLabel}
        </button>
      ) : null}
      <p role="status" className={styles.repeatCount}>{`${count} of ${item.max} ${item.countNoun}`}</p>
    </fieldset>
  );
}
