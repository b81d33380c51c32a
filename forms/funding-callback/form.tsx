'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import type { FormId } from '../form-ids';
import { fundingCallbackForm } from './definition';

export const formId = 'fundingCallback' satisfies FormId;

export const definition = fundingCallbackForm;

export function Form(props: FormProps) {
  return <StandardForm definition={fundingCallbackForm} {...props} />;
}
