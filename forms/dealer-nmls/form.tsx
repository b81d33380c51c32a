'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import type { FormId } from '../form-ids';
import { dealerNmlsForm } from './definition';

export const formId = 'dealerNmls' satisfies FormId;

export const definition = dealerNmlsForm;

export function Form(props: FormProps) {
  return <StandardForm definition={dealerNmlsForm} {...props} />;
}
