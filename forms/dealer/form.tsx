'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import type { FormId } from '../form-ids';
import { dealerForm } from './definition';

export const formId = 'dealer' satisfies FormId;

export const definition = dealerForm;

export function Form(props: FormProps) {
  return <StandardForm definition={dealerForm} {...props} />;
}
