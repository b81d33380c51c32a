'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import type { FormId } from '../form-ids';
import { smallBusinessForm } from './definition';

export const formId = 'smallBusiness' satisfies FormId;

export const definition = smallBusinessForm;

export function Form(props: FormProps) {
  return <StandardForm definition={smallBusinessForm} {...props} />;
}
