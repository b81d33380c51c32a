/**
 * The error summary's items, apart from its component so the form engine can compute them without
 * bundling the summary, which loads only when a form first has something to list.
 */

export interface ErrorSummaryItem {
  /** The id of the field's control (a group's first option), the link's target. */
  fieldId: string;
  message: string;
}

/** What an error summary reads from react-hook-form's `formState.errors` (FieldErrors<T>). */
export type FieldErrorsLike = { readonly [name: string]: unknown };

/**
 * The summary's items from react-hook-form's errors, in the form's field order: one per field of
 * `order` (name in the values, id of its control, label; dotted names reach nested errors) that has a
 * message; a message that several fields share is prefixed with each one's label. Errors of names not in `order` are left out: the summary only links to fields it can
 * name an id for.
 */
export function summaryItems(errors: FieldErrorsLike, order: readonly { name: string; id: string; label?: string }[]): ErrorSummaryItem[] {
  const found: { id: string; message: string; label?: string }[] = [];
  for (const { name, id, label } of order) {
    const message = messageAt(errors, name);
    if (message) found.push({ id, message, label });
  }
  // A link must say which field it leads to: where several fields share a message (the vendor form's
  // 'Please complete this required field.'), each of those links starts with its field's label.
  const counts = new Map<string, number>();
  for (const { message } of found) counts.set(message, (counts.get(message) ?? 0) + 1);
  return found.map(({ id, message, label }) => ({
    fieldId: id,
    message: label && (counts.get(message) ?? 0) > 1 ? `${label}: ${message}` : message,
  }));
}

function messageAt(errors: FieldErrorsLike, name: string): string | undefined {
  let node: unknown = errors;
  for (const key of name.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = key in node ? Reflect.get(node, key) : undefined;
  }
  if (typeof node !== 'object' || node === null || !('message' in node)) return undefined;
  const { message } = node;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
