/**
 * A rule that reads another field follows either (FieldDef `reads`; spec 03 §4, validation on every
 * change): a change re-checks the fields whose rules read the changed one, once they hold an answer or
 * show a message; one still empty and untouched is left alone, as the visitor has not reached it.
 * Loaded only by the forms that have such a rule (useFormEngine), so the others' pages do not carry it.
 */
import { type FieldErrors, type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';

export function followReaders<V extends FieldValues>({
  form,
  fields,
  defaults,
  validate,
}: {
  form: Pick<UseFormReturn<V>, 'watch' | 'getValues' | 'getFieldState' | 'setError' | 'clearErrors'>;
  /** The form's fields (types.ts fieldsOf): their `reads`. */
  fields: readonly { name: FieldPath<V>; reads?: readonly string[] }[];
  /** The form's start values: a reader still holding its own is no answer yet. */
  defaults: Record<string, unknown>;
  /** The whole form's validation, as the resolver answers it. */
  validate: (values: V) => Promise<{ errors: FieldErrors<V> }>;
}): () => void {
  const { watch, getValues, getFieldState, setError, clearErrors } = form;
  // For each field that a rule reads, the fields whose rules read it.
  const readers = new Map<string, FieldPath<V>[]>();
  for (const field of fields) for (const read of field.reads ?? []) readers.set(read, [...(readers.get(read) ?? []), field.name]);
  // Changes come faster than validation answers (a pasted value follows the focus's reformat): only
  // the answer about the latest values is applied, where trigger() would apply each as it came.
  let latest = 0;
  const subscription = watch((_values, { name }) => {
    const due = (readers.get(name ?? '') ?? []).filter(
      (reader) => JSON.stringify(getValues(reader)) !== JSON.stringify(defaults[reader]) || getFieldState(reader).invalid,
    );
    if (due.length === 0) return;
    const run = ++latest;
    void validate(getValues()).then(({ errors }) => {
      if (run !== latest) return;
      for (const reader of due) {
        const error = get<FieldErrors<V>, { type?: string; message?: string } | undefined>(errors, reader);
        if (error?.message) setError(reader, { type: error.type ?? 'validate', message: error.message });
        else clearErrors(reader);
      }
    });
  });
  return () => subscription.unsubscribe();
}
