'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import type { FormId } from '../form-ids';
import { dealDiscussionForm } from './definition';

export const formId = 'dealDiscussion' satisfies FormId;

export const definition = dealDiscussionForm;

export function Form(props: FormProps) {
  return <StandardForm definition={dealDiscussionForm} {...props} />;
}
