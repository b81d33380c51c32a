'use client';

import { useId, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseControllerReturn,
} from 'react-hook-form';

/** The props every field of the family takes. */
export interface BaseFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  /** The field's name in the form values. */
  name: N;
  /**
   * The form's control; without it the field reads the nearest `FormProvider`. Any transformed
   * (resolver output) type is accepted: a field reads and writes the input values only.
   */
  control?: Control<T, any, any>;
  /** The visible label, tied to the control. */
  label: ReactNode;
  /** Text under the field; an error replaces it. */
  helperText?: ReactNode;
  /** An error message; without it the field shows react-hook-form's error for `name`. */
  error?: string;
  /** The control's id; a generated one otherwise. */
  id?: string;
  /** Announced as required (`aria-required`); validation itself is the form's schema. */
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

export interface FieldState {
  id: string;
  descriptionId: string;
  /** The message shown, when the field is in error. */
  error: string | undefined;
  invalid: boolean;
  /** The attributes that tie the control to its label and description. */
  controlProps: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    'aria-required': true | undefined;
  };
}

/** The ids and ARIA attributes of a field, from its id, helper text and error. */
export function fieldState(
  id: string,
  helperText: ReactNode,
  error: string | undefined,
  invalid: boolean,
  required?: boolean,
): FieldState {
  const descriptionId = `${id}-description`;
  const hasDescription = invalid || (helperText !== undefined && helperText !== null && helperText !== '');
  return {
    id,
    descriptionId,
    error,
    invalid,
    controlProps: {
      id,
      'aria-invalid': invalid,
      'aria-describedby': hasDescription ? descriptionId : undefined,
      'aria-required': required ? true : undefined,
    },
  };
}

/** react-hook-form's controller plus the field's ids and ARIA attributes. */
export function useField<T extends FieldValues, N extends FieldPath<T>>(
  props: BaseFieldProps<T, N>,
): FieldState & UseControllerReturn<T, N> {
  const controller = useController<T, N>({ name: props.name, control: props.control, disabled: props.disabled });
  const generatedId = useId();
  const id = props.id ?? `field${generatedId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const rhfError = controller.fieldState.error;
  const error = props.error ?? rhfError?.message;
  const invalid = props.error !== undefined ? props.error !== '' : rhfError !== undefined;
  return { ...controller, ...fieldState(id, props.helperText, error || undefined, invalid, props.required) };
}
