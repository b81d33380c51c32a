/**
 * Repeatable rows held as numbered flat fields (the vendor questionnaire's owner_name_1 to owner_name_4):
 * the form state keeps how many rows are shown in a count field, and each row's fields have names of
 * their own, so the payload, the error summary and the takeover of typed values see plain fields.
 * Pure: the engine's RepeatGroup and the schemas' rules use these.
 */

/** How many rows are shown: the count the form holds, a whole number clamped to min..max; min for anything else. */
export function rowCount(value: unknown, min: number, max: number): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(number)) return min;
  return Math.min(max, Math.max(min, number));
}

/**
 * The values that remove row `removed` (1-based) of the `count` shown: each later row takes the values
 * of the row after it, and the last shown row goes back to `empty` (each field's default). `rows[n - 1]`
 * lists row n's field names, in the same order in every row. A row outside 1..count changes nothing.
 */
export function removeRowPatch(
  rows: readonly (readonly string[])[],
  count: number,
  removed: number,
  values: Readonly<Record<string, unknown>>,
  empty: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  if (!Number.isInteger(removed) || removed < 1 || removed > count || count > rows.length) return patch;
  for (let row = removed; row < count; row += 1) {
    const into = rows[row - 1] ?? [];
    const from = rows[row] ?? [];
    into.forEach((name, index) => {
      const source = from[index];
      patch[name] = source === undefined ? empty[name] : values[source];
    });
  }
  for (const name of rows[count - 1] ?? []) patch[name] = empty[name];
  return patch;
}

/** The names `base_1` to `base_max` (HubSpot's spelling of numbered properties: owner_name_1). */
export function numberedNames(base: string, max: number): string[] {
  return Array.from({ length: max }, (_, index) => `${base}_${index + 1}`);
}
