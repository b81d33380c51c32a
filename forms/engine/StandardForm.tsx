'use client';

import type { ComponentType } from 'react';
import type { AnyObjectSchema } from 'yup';
import { FormFields } from './FormFields';
import { FormShell } from './FormShell';
import { isShown, useFormEngine } from './useFormEngine';
import { fieldsOf, firstListed, type FormDefinition, type FormProps, summaryLabelsOf } from './types';

/** A form laid out as its definition lists its fields: the hook, the shell and the fields. */
export function StandardForm<S extends AnyObjectSchema>({ definition, ...props }: FormProps & { definition: FormDefinition<S> }) {
  const engine = useFormEngine(definition, props);
  const values = engine.form.watch();
  // A long form lists what it still needs (useFormEngine's listOutstanding): the whole form's shown fields.
  const listed = definition.errorSummary
    ? firstListed(
        fieldsOf(definition.fields).filter((field) => isShown(field, values, engine.env)),
        props.neededAtFirst,
        summaryLabelsOf(definition.fields),
      )
    : undefined;
  return (
    <FormShell engine={engine} props={props} submitLabel={definition.submitLabel} firstListed={listed}>
      <FormFields items={definition.fields} control={engine.form.control} values={values} env={engine.env} fieldId={engine.fieldId} />
    </FormShell>
  );
}

/**
 * The component of a form that only lays out its fields (the tests, and defineLaidOutForm below).
 */
export function laidOut<S extends AnyObjectSchema>(definition: FormDefinition<S>): ComponentType<FormProps> {
  return function LaidOutForm(props: FormProps) {
    return <StandardForm definition={definition} {...props} />;
  };
}

/**
 * Declares a form that only lays out its fields (defineForm's twin), with the component that lays it
 * out as `Form`: what forms/registry.ts renders. Its definition module then imports this one, so the
 * form's import() brings its fields and StandardForm in one chunk, as a form.tsx of its own did; the
 * registry importing them apart made two chunks per form page, with code copied into both (0.7 to 0.9
 * kB more gzipped JS per form page, npm run bench).
 */
export function defineLaidOutForm<S extends AnyObjectSchema>(definition: FormDefinition<S>): FormDefinition<S> & { Form: ComponentType<FormProps> } {
  return { ...definition, Form: laidOut(definition) };
}
