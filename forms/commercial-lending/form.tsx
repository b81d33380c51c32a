'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import type { FormId } from '../form-ids';
import { commercialLendingForm } from './definition';

export const formId = 'commercialLending' satisfies FormId;

export const definition = commercialLendingForm;

export function Form(props: FormProps) {
  return <StandardForm definition={commercialLendingForm} {...props} />;
}
