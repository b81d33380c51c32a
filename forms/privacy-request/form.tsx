'use client';

import { StepForm } from '../engine/StepForm';
import type { FormProps } from '../engine/types';
import { privacyRequestForm, privacyRequestPlan } from './definition';

export const definition = privacyRequestForm;

export function Form(props: FormProps) {
  return <StepForm definition={privacyRequestForm} plan={privacyRequestPlan} {...props} />;
}
