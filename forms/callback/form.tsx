'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import { callbackForm } from './definition';

export const definition = callbackForm;

export function Form(props: FormProps) {
  return <StandardForm definition={callbackForm} {...props} />;
}
