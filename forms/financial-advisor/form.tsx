'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import type { FormId } from '../form-ids';
import { financialAdvisorForm } from './definition';

export const formId = 'financialAdvisor' satisfies FormId;

export const definition = financialAdvisorForm;

export function Form(props: FormProps) {
  return <StandardForm definition={financialAdvisorForm} {...props} />;
}
