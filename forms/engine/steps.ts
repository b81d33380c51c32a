/**
 * The pure part of a form in steps (spec 03 §2, the privacy request in Steps 1 to 5): which fields each
 * step holds, where Next and Back lead, what a step validates before Next, and what the summary of the
 * last step lists (its answers: step-summary.ts). No React: `StepForm` runs it, and it is tested with
 * tables (steps.test.ts).
 *
 * A plan is a list of steps of fields and, optionally, a last step that shows the summary of every
 * answer before the send ("Check your answers", GOV.UK). Without that review step, the last step of
 * fields sends.
 */
import type { FieldPath, FieldValues } from 'react-hook-form';
import { type FieldDef, type FormEnv, type FormItem, fieldsOf } from './types';

export type StepDef<V extends FieldValues> = {
  /** A stable id (the step's heading id is built from it). */
  id: string;
  /** The step's heading, after 'Step N of M'. */
  title: string;
  items: readonly FormItem<V>[];
};

export type StepPlan<V extends FieldValues> = {
  steps: readonly StepDef<V>[];
  /** The last step: the summary of every answer, and the send. */
  review?: { title: string };
};

/** How many steps the visitor goes through, the review step included. */
export function stepCount<V extends FieldValues>(plan: StepPlan<V>): number {
  return plan.steps.length + (plan.review ? 1 : 0);
}

/** Whether the step at `index` is the review step (the summary). */
export function isReview<V extends FieldValues>(plan: StepPlan<V>, index: number): boolean {
  return plan.review !== undefined && index === plan.steps.length;
}

/** Whether the step at `index` sends (its button is the submit, not Next). */
export function isLast<V extends FieldValues>(plan: StepPlan<V>, index: number): boolean {
  return index >= stepCount(plan) - 1;
}

/** Where Next leads: the following step; the last step stays where it is (it sends instead). */
export function nextIndex<V extends FieldValues>(plan: StepPlan<V>, index: number): number {
  return Math.min(Math.max(index, 0) + 1, stepCount(plan) - 1);
}

/** Where Back leads: the step before; the first step has no Back and stays. */
export function backIndex(index: number): number {
  return Math.max(index - 1, 0);
}

/** What a screen reader hears first on each step, and what the heading shows: 'Step 2 of 5'. */
export function stepLabel(index: number, count: number): string {
  return `Step ${index + 1} of ${count}`;
}

/** The title of the step at `index`. */
export function stepTitle<V extends FieldValues>(plan: StepPlan<V>, index: number): string {
  return isReview(plan, index) ? (plan.review?.title ?? '') : (plan.steps[index]?.title ?? '');
}

function shown<V extends FieldValues>(item: { when?: FieldDef<V>['when'] }, values: V, env: FormEnv): boolean {
  return item.when === undefined || item.when(values, env);
}

/** The fields of some items that these values show (a hidden section hides its fields), in order. */
export function shownFields<V extends FieldValues>(items: readonly FormItem<V>[], values: V, env: FormEnv): FieldDef<V>[] {
  return items.flatMap((item) => {
    if (!shown(item, values, env)) return [];
    if (item.kind === 'section') return shownFields(item.fields, values, env);
    // A repeatable group's rows carry their own reveal rule (shown while the group has that many rows).
    if (item.kind === 'repeat') return shownFields(fieldsOf([item]), values, env);
    return [item];
  });
}

/** A step of fields with the fields these values show, as the review step's summary lists them. */
export type ShownStep<V extends FieldValues> = { index: number; title: string; fields: FieldDef<V>[] };

/** Each step of fields with the fields these values show: what the review step's summary lists. */
export function shownSteps<V extends FieldValues>(plan: StepPlan<V>, values: V, env: FormEnv): ShownStep<V>[] {
  return plan.steps.map((step, index) => ({ index, title: step.title, fields: shownFields(step.items, values, env) }));
}

/** The names Next validates on the step at `index`: its fields these values show. The review step has none. */
export function stepFieldNames<V extends FieldValues>(plan: StepPlan<V>, index: number, values: V, env: FormEnv): FieldPath<V>[] {
  const step = plan.steps[index];
  return step ? shownFields(step.items, values, env).map((field) => field.name) : [];
}

/** Every item of every step, in order: the definition's `fields`, which the engine reads. */
export function planItems<V extends FieldValues>(steps: readonly StepDef<V>[]): FormItem<V>[] {
  return steps.flatMap((step) => step.items);
}

/** The step that holds a field (-1 when none does). */
function stepOfField<V extends FieldValues>(plan: StepPlan<V>, name: string): number {
  return plan.steps.findIndex((step) => fieldsOf(step.items).some((field) => field.name === name));
}

/** The first step (in order) that holds one of these field names; -1 when none does. */
export function firstStepWith<V extends FieldValues>(plan: StepPlan<V>, names: readonly string[]): number {
  const steps = names.map((name) => stepOfField(plan, name)).filter((index) => index >= 0);
  return steps.length === 0 ? -1 : Math.min(...steps);
}
