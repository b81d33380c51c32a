'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import type { FormId } from '../form-ids';
import { contactCompanyTitleForm } from './definition';

export const formId = 'contactCompanyTitle' satisfies FormId;

export const definition = contactCompanyTitleForm;

export function Form(props: FormProps) {
  return <StandardForm definition={contactCompanyTitleForm} {...props} />;
}
