'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import type { FormId } from '../form-ids';
import { callbackForm } from './definition';

export const formId = 'callback' satisfies FormId;

export const definition = callbackForm;

export function Form(props: FormProps) {
  return <StandardForm definition={callbackForm} {...props} />;
}
