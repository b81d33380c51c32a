'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import type { FormId } from '../form-ids';
import { contactUsHubspotForm } from './definition';

export const formId = 'contactUsHubspot' satisfies FormId;

export const definition = contactUsHubspotForm;

export function Form(props: FormProps) {
  return <StandardForm definition={contactUsHubspotForm} {...props} />;
}
