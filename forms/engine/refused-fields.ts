import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { SubmitFailed } from '../submit/types';
import type { FieldDef } from './types';

/**
 * The lead relay's refusal of values (422, reason 'invalid'): each message under the field it names,
 * as the form's own validation shows one, the first field focused unless the form's error summary takes
 * focus. A name that is not one of the form's fields has nowhere to show: false when no message could
 * be shown, so the form says the send failed instead.
 */
export function showRefusedFields<V extends FieldValues>(
  form: UseFormReturn<V>,
  fields: readonly FieldDef<V>[],
  fieldErrors: SubmitFailed['fieldErrors'],
  { focus }: { focus: boolean },
): boolean {
  const names = new Set<string>(fields.map((field) => field.name));
  const shown = (fieldErrors ?? []).filter((item) => names.has(item.field));
  shown.forEach((item, index) =>
    // One of this form's field names (filtered above), which are paths of its values.
    form.setError(item.field as FieldPath<V>, { type: 'relay', message: item.message }, { shouldFocus: focus && index === 0 }),
  );
  return shown.length > 0;
}
