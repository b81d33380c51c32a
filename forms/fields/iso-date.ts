/**
 * A date as 'yyyy-mm-dd' in the local time zone of `now` (the date the visitor sees as today): what the
 * date input's min and max are set from. A module of its own, apart from dates.ts: every form's engine
 * carries the date input, and with it dates.ts's parsing and US formatting came into each form's code,
 * though only the forms with a date field use them (npm run bench, docs/benchmarks.md).
 */
export function toIsoDate(now: Date): string {
  const y = String(now.getFullYear()).padStart(4, '0');
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
