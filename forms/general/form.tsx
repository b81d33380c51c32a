'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import { generalForm } from './definition';

export const definition = generalForm;

export function Form(props: FormProps) {
  return <StandardForm definition={generalForm} {...props} />;
}
