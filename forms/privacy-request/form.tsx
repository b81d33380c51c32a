'use client';

import { StepForm } from '../engine/StepForm';
import type { FormProps } from '../engine/types';
import type { FormId } from '../form-ids';
import { privacyRequestForm, privacyRequestPlan } from './definition';

export const formId = 'privacyRequest' satisfies FormId;

export const definition = privacyRequestForm;

export function Form(props: FormProps) {
  return <StepForm definition={privacyRequestForm} plan={privacyRequestPlan} {...props} />;
}
