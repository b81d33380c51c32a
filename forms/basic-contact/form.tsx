'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import type { FormId } from '../form-ids';
import { basicContactForm } from './definition';

export const formId = 'basicContact' satisfies FormId;

export const definition = basicContactForm;

export function Form(props: FormProps) {
  return <StandardForm definition={basicContactForm} {...props} />;
}
