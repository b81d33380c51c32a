'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import type { FormId } from '../form-ids';
import { generalForm } from './definition';

export const formId = 'general' satisfies FormId;

export const definition = generalForm;

export function Form(props: FormProps) {
  return <StandardForm definition={generalForm} {...props} />;
}
