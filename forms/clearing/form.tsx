'use client';

import type { FocusEvent, MouseEvent } from 'react';
import { FormFields } from '../engine/FormFields';
import { FormShell } from '../engine/FormShell';
import type { FormProps } from '../engine/types';
import { useFormEngine } from '../engine/useFormEngine';
import { clearingForm } from './definition';
import { CLEARING_MESSAGES } from './constants';

export const definition = clearingForm;

/**
 * The clearing form: the standard layout, plus the two manual errors of spec 03 §8, set when the
 * visitor leaves a list empty. Validation runs on change only (definition.ts), so these stay until the
 * visitor chooses a value, which validates the field again:
 * - Business_Type__c: 'Type of Business is required.' when focus leaves the list with nothing chosen;
 * - Current_Assets_Under_Management__c: 'Assets Under Management is required' (no full stop) when the
 *   select is clicked or left before a value is chosen.
 * The events are read as they bubble from the controls (whose ids the engine gives), so the fields
 * stay the engine's own components.
 */
export function Form(props: FormProps) {
  const engine = useFormEngine(clearingForm, props);
  const { form, fieldId } = engine;
  const values = form.watch();

  const manualError = (target: EventTarget, on: 'click' | 'blur') => {
    if (!(target instanceof Element)) return;
    if (on === 'blur' && target.id === fieldId('Business_Type__c') && form.getValues('Business_Type__c').length === 0) {
      form.setError('Business_Type__c', { type: 'manual', message: CLEARING_MESSAGES.businessType });
    }
    if (target.id === fieldId('Current_Assets_Under_Management__c') && form.getValues('Current_Assets_Under_Management__c') === '') {
      form.setError('Current_Assets_Under_Management__c', { type: 'manual', message: CLEARING_MESSAGES.aumManual });
    }
  };

  return (
    <FormShell engine={engine} props={props} submitLabel={clearingForm.submitLabel}>
      {/* Not a control itself: it only hears the clicks and blurs of the controls inside. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the clicks it hears come from the controls inside, which take keys themselves */}
      <div onClick={(event: MouseEvent) => manualError(event.target, 'click')} onBlur={(event: FocusEvent) => manualError(event.target, 'blur')}>
        <FormFields items={clearingForm.fields} control={form.control} values={values} env={engine.env} fieldId={fieldId} />
      </div>
    </FormShell>
  );
}
