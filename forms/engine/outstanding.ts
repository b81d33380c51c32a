/**
 * What a long form (`errorSummary`) still needs, for the list beside its disabled button (StillNeeded):
 * every shown field the form still refuses, in field order; its label, and the message when the field
 * holds an answer. In the on-demand chunk (on-demand.ts), loaded with the form's validation: the other
 * forms' pages do not carry it.
 */
import { type FieldErrors, type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import type { ErrorSummaryItem } from '../ui/summary-items';

export function outstandingOf<V extends FieldValues>({
  form,
  refused,
  fields,
  values,
  labels,
  fieldId,
}: {
  form: Pick<UseFormReturn<V>, 'getFieldState' | 'formState'>;
  /** What the whole form's validation refused when last run (the engine runs it as typing pauses). */
  refused: FieldErrors<V>;
  /** The fields shown for these values, in page order. */
  fields: readonly { name: FieldPath<V>; label: string }[];
  values: V;
  /** Each field's label as the error summary names it (types.ts summaryLabelsOf). */
  labels: ReadonlyMap<string, string>;
  fieldId: (name: string) => string;
}): ErrorSummaryItem[] {
  return fields.flatMap((field) => {
    // What the field shows (a check's message too), else what the whole form's validation says.
    const message =
      form.getFieldState(field.name, form.formState).error?.message ?? get<FieldErrors<V>, { message?: unknown } | undefined>(refused, field.name)?.message;
    if (typeof message !== 'string' || message === '') return [];
    const label = labels.get(field.name) ?? field.label;
    const value: unknown = values[field.name];
    const answered = !(value === undefined || value === '' || value === false || (Array.isArray(value) && value.length === 0));
    return [{ fieldId: fieldId(field.name), message: answered ? `${label}: ${message}` : label }];
  });
}
