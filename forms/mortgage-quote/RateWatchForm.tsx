'use client';

import type { FormEvent } from 'react';
import { FormFields } from '../engine/FormFields';
import { FormShell } from '../engine/FormShell';
import type { FormProps } from '../engine/types';
import { useFormEngine } from '../engine/useFormEngine';
import type { FormDefinition } from '../engine/types';
import type { rateWatchSchema } from './rate-watch/schema';

export interface RateWatchFormProps {
  definition: FormDefinition<typeof rateWatchSchema>;
  /** The quote form's props: the rate-watch handler is already in `handler`. */
  props: FormProps;
  /** The modal's body: the same criteria as the rate search are assumed (spec 03 §2). */
  body: string;
  /** Called once Sign Up has been delivered. */
  onSubscribed: () => void;
}

/**
 * Rate Watch inside its modal: the body, the update type and what it reveals, the SMS consent and
 * Sign Up. A failed send keeps every value and says so, with 'Send again' (the engine's).
 */
export function RateWatchForm({ definition, props, body, onSubscribed }: RateWatchFormProps) {
  const engine = useFormEngine(definition, props);
  const values = engine.form.watch();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void engine.submit().then((sent) => {
      if (sent) onSubscribed();
    });
  };
  return (
    <>
      <p>{body}</p>
      <FormShell engine={{ ...engine, onSubmit }} props={{ ...props, labelledBy: undefined }} submitLabel={definition.submitLabel}>
        <FormFields items={definition.fields} control={engine.form.control} values={values} env={engine.env} fieldId={engine.fieldId} />
      </FormShell>
    </>
  );
}
