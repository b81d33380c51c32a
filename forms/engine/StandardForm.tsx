'use client';

import type { ComponentType } from 'react';
import type { AnyObjectSchema } from 'yup';
import { FormFields } from './FormFields';
import { FormShell } from './FormShell';
import { useFormEngine } from './useFormEngine';
import type { FormDefinition, FormProps } from './types';

/** A form laid out as its definition lists its fields: the hook, the shell and the fields. */
export function StandardForm<S extends AnyObjectSchema>({ definition, ...props }: FormProps & { definition: FormDefinition<S> }) {
  const engine = useFormEngine(definition, props);
  const values = engine.form.watch();
  return (
    <FormShell engine={engine} props={props} submitLabel={definition.submitLabel}>
      <FormFields items={definition.fields} control={engine.form.control} values={values} env={engine.env} fieldId={engine.fieldId} />
    </FormShell>
  );
}

/**
 * The component of a form that only lays out its fields (forms/registry.ts and the tests: such a form
 * has no form.tsx of its own).
 */
export function laidOut<S extends AnyObjectSchema>(definition: FormDefinition<S>): ComponentType<FormProps> {
  return function LaidOutForm(props: FormProps) {
    return <StandardForm definition={definition} {...props} />;
  };
}
