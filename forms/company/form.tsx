'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import type { FormId } from '../form-ids';
import { companyForm } from './definition';

export const formId = 'company' satisfies FormId;

export const definition = companyForm;

export function Form(props: FormProps) {
  return <StandardForm definition={companyForm} {...props} />;
}
