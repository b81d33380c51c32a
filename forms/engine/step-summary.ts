/**
 * The summary of a form in steps' review step (spec 03 §2): each step's answers as the visitor reads
 * them. Apart from steps.ts because only the review step needs it: it loads with that step's code
 * (StepReview.tsx), not with the form.
 */
import type { FieldValues } from 'react-hook-form';
import { formatUsDate } from '../fields/dates';
import type { ShownStep } from './steps';
import type { FieldDef } from './types';

/** What the summary shows for a question left unanswered (ours). */
export const NOT_ANSWERED = 'Not answered';

function labelOf(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/** An answer as the summary shows it: option labels (a state's name), US dates, Yes/No for a box. */
export function displayValue<V extends FieldValues>(field: FieldDef<V>, value: unknown): string {
  if (field.kind === 'checkbox') return value === true ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    const items = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
    if (items.length === 0) return NOT_ANSWERED;
    return items.map((item) => ('options' in field ? labelOf(field.options, item) : item)).join(', ');
  }
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (text === '') return NOT_ANSWERED;
  if (field.kind === 'date') return formatUsDate(text);
  if ('options' in field) return labelOf(field.options, text);
  return text;
}

type SummaryRow = { name: string; label: string; value: string };
export type SummaryGroup = { index: number; title: string; rows: SummaryRow[] };

/**
 * The summary of the review step: each step of fields with the answers to the questions it shows
 * (steps.ts `shownSteps`, which StepForm passes in: reached from here, steps.ts and the engine's
 * types.ts it imports would move into every form's own chunk, npm run bench).
 */
export function summaryOf<V extends FieldValues>(steps: readonly ShownStep<V>[], values: V): SummaryGroup[] {
  const record = values as Record<string, unknown>;
  return steps.map(({ index, title, fields }) => ({
    index,
    title,
    rows: fields.map((field) => ({
      name: field.name,
      label: field.label,
      value: displayValue(field, record[field.name]),
    })),
  }));
}
