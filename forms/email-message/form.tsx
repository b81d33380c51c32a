'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import type { FormId } from '../form-ids';
import { emailMessageForm } from './definition';

export const formId = 'emailMessage' satisfies FormId;

export const definition = emailMessageForm;

export function Form(props: FormProps) {
  return <StandardForm definition={emailMessageForm} {...props} />;
}
