import type { SelectOption } from './SelectField';

/** A multi-value field's state as a list of strings, whatever the form holds. */
export function toValueList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** `values` with `value` added or removed, in the order of the options (the form state's order). */
export function toggleValue(options: readonly SelectOption[], values: readonly string[], value: string): string[] {
  const chosen = new Set(values);
  if (chosen.has(value)) chosen.delete(value);
  else chosen.add(value);
  return options.filter((option) => chosen.has(option.value)).map((option) => option.value);
}
