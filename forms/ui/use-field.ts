'use client';

import { useController, type Control, type FieldPath, type FieldValues, type UseControllerReturn } from 'react-hook-form';
import { fieldState, useFieldId, type FieldFrameProps, type FieldState } from './field-state';

/** The props every react-hook-form field of the family takes. */
export interface BaseFieldProps<T extends FieldValues, N extends FieldPath<T>> extends FieldFrameProps {
  /** The field's name in the form values. */
  name: N;
  /**
   * The form's control; without it the field reads the nearest `FormProvider`. Any transformed
   * (resolver output) type is accepted: a field reads and writes the input values only.
   */
  control?: Control<T, unknown, unknown>;
  /** An error message; without it the field shows react-hook-form's error for `name`. */
  error?: string;
}

/** react-hook-form's controller plus the field's ids and ARIA attributes. */
export function useField<T extends FieldValues, N extends FieldPath<T>>(props: BaseFieldProps<T, N>): FieldState & UseControllerReturn<T, N> {
  const controller = useController<T, N, unknown>({ name: props.name, control: props.control, disabled: props.disabled });
  const id = useFieldId(props.id);
  const rhfError = controller.fieldState.error;
  const error = props.error ?? rhfError?.message;
  const invalid = props.error !== undefined ? props.error !== '' : rhfError !== undefined;
  return { ...controller, ...fieldState(id, props.helperText, error || undefined, invalid, props.required) };
}

/**
 * What ties a native input holding a string to its react-hook-form field: the ids and ARIA attributes,
 * the ref, name and value ('' while unset), the change and blur handlers and the disabled state.
 */
export function inputPropsOf<T extends FieldValues, N extends FieldPath<T>>({ field, controlProps }: FieldState & UseControllerReturn<T, N>) {
  return {
    ...controlProps,
    ref: field.ref,
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    disabled: field.disabled,
  };
}

/**
 * A react-hook-form field drawn by one of the controlled fields (ControlledTextField,
 * ControlledSelectField): the props that wire the two, the same for every such field, and the
 * control's ref, whose prop name differs between them.
 */
export function useControlledField<T extends FieldValues, N extends FieldPath<T>>(props: BaseFieldProps<T, N>) {
  const { field, id, error, invalid } = useField(props);
  return {
    ref: field.ref,
    controlled: {
      id,
      label: props.label,
      helperText: props.helperText,
      error,
      invalid,
      required: props.required,
      className: props.className,
      name: field.name,
      value: (field.value as string | undefined) ?? '',
      onChange: field.onChange,
      onBlur: field.onBlur,
      disabled: field.disabled,
    },
  };
}
