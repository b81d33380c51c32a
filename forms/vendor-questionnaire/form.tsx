'use client';

import { StandardForm } from '../engine/StandardForm';
import type { FormProps } from '../engine/types';
import type { FormId } from '../form-ids';
import { vendorQuestionnaireForm } from './definition';

export const formId = 'vendorQuestionnaire' satisfies FormId;

export const definition = vendorQuestionnaireForm;

export function Form(props: FormProps) {
  return <StandardForm definition={vendorQuestionnaireForm} {...props} />;
}
