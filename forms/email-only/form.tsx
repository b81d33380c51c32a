'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import type { FormId } from '../form-ids';
import { emailOnlyForm } from './definition';

export const formId = 'emailOnly' satisfies FormId;

export const definition = emailOnlyForm;

export function Form(props: FormProps) {
  return <StandardForm definition={emailOnlyForm} {...props} />;
}
