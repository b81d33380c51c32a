'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import type { FormId } from '../form-ids';
import { businessForm } from './definition';

export const formId = 'business' satisfies FormId;

export const definition = businessForm;

export function Form(props: FormProps) {
  return <StandardForm definition={businessForm} {...props} />;
}
