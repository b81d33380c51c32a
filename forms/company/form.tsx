'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import { companyForm } from './definition';

export const definition = companyForm;

export function Form(props: FormProps) {
  return <StandardForm definition={companyForm} {...props} />;
}
