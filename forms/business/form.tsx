'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import { businessForm } from './definition';

export const definition = businessForm;

export function Form(props: FormProps) {
  return <StandardForm definition={businessForm} {...props} />;
}
