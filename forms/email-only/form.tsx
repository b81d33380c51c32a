'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import { emailOnlyForm } from './definition';

export const definition = emailOnlyForm;

export function Form(props: FormProps) {
  return <StandardForm definition={emailOnlyForm} {...props} />;
}
