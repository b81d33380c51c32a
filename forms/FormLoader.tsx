'use client';

import { FORM_REGISTRY } from '../registry';
import type { FormId } from '../form-ids';
import type { FormProps } from './types';

/** Renders the form the registry names for `form`, with the props the block resolved. */
export function FormLoader({ form, ...props }: FormProps & { form: FormId }) {
  const Form = FORM_REGISTRY[form];
  return <Form {...props} />;
}
