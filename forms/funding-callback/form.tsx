'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import { fundingCallbackForm } from './definition';

export const definition = fundingCallbackForm;

export function Form(props: FormProps) {
  return <StandardForm definition={fundingCallbackForm} {...props} />;
}
