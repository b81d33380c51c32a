'use client';

import type { FormProps } from './engine/types';
import type { FormId } from './form-ids';
import { FORM_REGISTRY } from './registry';

/** Renders the form the registry names for `form`, with the props the block resolved. */
export function FormLoader({ form, ...props }: FormProps & { form: FormId }) {
  const Form = FORM_REGISTRY[form];
  return <Form {...props} />;
}
