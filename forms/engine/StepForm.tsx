'use client';

import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn, UseFormSetFocus } from 'react-hook-form';
import type { AnyObjectSchema, InferType } from 'yup';
import { FormFields } from './FormFields';
import { FormShell } from './FormShell';
import {
  backIndex,
  firstStepWith,
  isLast,
  isReview,
  nextIndex,
  shownFields,
  shownSteps,
  stepCount,
  stepFieldNames,
  stepLabel,
  stepTitle,
  type StepPlan,
} from './steps';
import { fieldsOf, firstListed, type FormDefinition, type FormProps, summaryLabelsOf } from './types';
import { useFormEngine } from './useFormEngine';
import styles from './Form.module.scss';

// The review step's summary in a chunk of its own, fetched on the visitor's first move (`useStepMoves`)
// so it is there when they reach it: no page opens on it but with a kept lead, which fetches it then.
const loadReview = () => import('./StepReview');
const Review = lazy(loadReview);

export type StepFormProps<S extends AnyObjectSchema> = FormProps & {
  definition: FormDefinition<S>;
  plan: StepPlan<InferType<S>>;
  /** The level of each step's heading: one below the block's headline (h2 on most pages). */
  headingLevel?: 3 | 4;
};

/**
 * After a send: every step was checked on its way, but the send checks again (and the page's email
 * check may refuse the address): the first step with a field in error, and that field.
 */
function refusedStep<S extends AnyObjectSchema>(definition: FormDefinition<S>, plan: StepPlan<InferType<S>>, form: UseFormReturn<InferType<S>>) {
  const invalid = fieldsOf(definition.fields)
    .map((field) => field.name)
    .filter((name) => form.getFieldState(name).invalid);
  const step = firstStepWith(plan, invalid);
  return step < 0 ? undefined : { step, field: invalid.find((name) => firstStepWith(plan, [name]) === step) };
}

/**
 * Where the visitor is in the steps, and focus after each move: on the field `goTo` names (a value the
 * send refused), else on the new step's heading. Opened again with a lead kept in the tab (use-lead.ts),
 * which was sent from the last step, the form shows that step, where the alert says the lead is kept
 * and Send again is, unless the visitor has moved already.
 */
function useStepMoves<V extends FieldValues>(setFocus: UseFormSetFocus<V>, kept: boolean, count: number) {
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus moves only after the visitor moved, never when the page loads.
  const moved = useRef(false);
  const focusField = useRef<FieldPath<V> | undefined>(undefined);
  useEffect(() => {
    if (!moved.current) return;
    const name = focusField.current;
    focusField.current = undefined;
    if (name !== undefined) setFocus(name);
    else headingRef.current?.focus();
  }, [index, setFocus]);
  useEffect(() => {
    if (kept && !moved.current) setIndex(count - 1);
  }, [kept, count]);
  const goTo = (target: number, field?: FieldPath<V>) => {
    if (!moved.current) void loadReview();
    moved.current = true;
    focusField.current = field;
    setIndex(target);
  };
  return { index, goTo, headingRef };
}

/**
 * A form in steps on the engine (spec 03 §2, the privacy request): one form element, the engine's
 * hook and shell, and the fields of the current step. Next is disabled while the step's shown fields
 * are invalid, the list of what they still need beside it, and validates the step's shown fields
 * (react-hook-form's `trigger`, focus on the first error) before it moves on; Back keeps every value
 * (the fields of other steps are unmounted but stay registered); each move puts focus on the new
 * step's heading, which begins with 'Step N of M', so a screen reader announces where the visitor is.
 * The review step lists every answer with a Change button per step before the send. A value refused
 * at the send (the page's email check) takes the visitor back to its step and field; a failed send
 * keeps every value and says so (the engine's alert, 'Send again').
 */
export function StepForm<S extends AnyObjectSchema>({ definition, plan, headingLevel = 3, ...props }: StepFormProps<S>) {
  // The whole form is invalid until its last step is filled in, so the button follows the step's own
  // fields instead (spec 03 §4: disabled while invalid), from the list of what is still needed.
  // At once, not as typing pauses: Enter right after the last keystroke finds Next enabled.
  const engine = useFormEngine(definition, props, { listOutstanding: true, outstandingDelayMs: 0 });
  const { form } = engine;
  const values = form.watch();
  const count = stepCount(plan);
  const headingId = `${engine.formId}-step`;
  const { index, goTo, headingRef } = useStepMoves(form.setFocus, engine.lead.kept, count);
  const next = async () => {
    const names = stepFieldNames(plan, index, form.getValues(), engine.env);
    const valid = names.length === 0 || (await form.trigger(names, { shouldFocus: true }));
    if (valid) goTo(nextIndex(plan, index));
  };
  const send = async () => {
    await engine.submit();
    const refused = refusedStep(definition, plan, form);
    if (refused !== undefined && refused.step !== index) goTo(refused.step, refused.field);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (isLast(plan, index) ? send() : next());
  };
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const review = isReview(plan, index);
  const step = plan.steps[index];
  // What this step still needs (the review step: the whole form), and the button disabled while it
  // needs anything or before the form has been checked at all (it is empty then, as the page loads).
  const stepIds = new Set(stepFieldNames(plan, index, values, engine.env).map((name) => engine.fieldId(name)));
  const outstanding = review ? engine.outstanding : engine.outstanding.filter((item) => stepIds.has(item.fieldId));
  const sending = engine.status === 'sending';
  // The step's shown fields (the review step, which has none of its own: the whole form's).
  const listed = firstListed(shownFields(step?.items ?? definition.fields, values, engine.env), props.neededAtFirst, summaryLabelsOf(definition.fields));
  return (
    <FormShell
      // The failure alert and 'Send again' belong to the step that sends; earlier steps read Next.
      engine={{
        ...engine,
        onSubmit,
        outstanding,
        buttonDisabled: sending || !engine.checked || outstanding.length > 0,
        failure: isLast(plan, index) ? engine.failure : undefined,
      }}
      props={props}
      stillNeededTitle={isLast(plan, index) ? undefined : 'Still needed before you can go to the next step:'}
      stillNeededScope={`step-${index}`}
      firstListed={listed}
      submitLabel={isLast(plan, index) ? (definition.submitLabel ?? 'Submit') : 'Next'}
      actions={
        index > 0 ? (
          <button type="button" className={styles.secondary} onClick={() => goTo(backIndex(index))} disabled={engine.status === 'sending'}>
            Back
          </button>
        ) : null
      }
    >
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {/* The number on a line of its own; the space keeps the two apart in the heading's name. */}
        <span className={styles.stepNumber}>{stepLabel(index, count)}</span> {stepTitle(plan, index)}
      </Heading>
      {review ? (
        <Suspense fallback={null}>
          <Review
            steps={shownSteps(plan, values, engine.env)}
            values={values}
            idPrefix={`${engine.formId}-summary`}
            GroupHeading={headingLevel === 3 ? 'h4' : 'h5'}
            goTo={goTo}
            disabled={engine.status === 'sending'}
            styles={styles}
          />
        </Suspense>
      ) : step ? (
        <FormFields items={step.items} control={form.control} values={values} env={engine.env} fieldId={engine.fieldId} />
      ) : null}
    </FormShell>
  );
}
