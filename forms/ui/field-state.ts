import { useId, type ReactNode } from 'react';

/**
 * What every field of the family takes, whoever holds its value: a react-hook-form field
 * (`use-field.ts`) or a component's own state (the calculators, through the Controlled fields).
 */
export interface FieldFrameProps {
  /** The visible label, tied to the control. */
  label: ReactNode;
  /** Text under the field; it stays when an error shows, and is read after the error. */
  helperText?: ReactNode;
  /** The error shown under the field, with its visually hidden "Error:" prefix. */
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
  /** The error line's id: the line is always drawn (empty while valid), so an error never moves what follows. */
  errorId: string;
  /** The helper text's id, when the field has helper text. */
  hintId: string | undefined;
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

/**
 * The ids and ARIA attributes of a field, from its id, helper text and error. `aria-describedby`
 * lists the error, then the hint: both are read, the error first, so the reason the field is
 * wrong comes before the advice that stays under it.
 */
export function fieldState(id: string, helperText: ReactNode, error: string | undefined, invalid: boolean, required?: boolean): FieldState {
  const errorId = `${id}-error-message`;
  const hintId = helperText !== undefined && helperText !== null && helperText !== '' ? `${id}-hint` : undefined;
  const describedBy = [invalid ? errorId : undefined, hintId].filter(Boolean).join(' ');
  return {
    id,
    errorId,
    hintId,
    error,
    invalid,
    controlProps: {
      id,
      'aria-invalid': invalid,
      'aria-describedby': describedBy || undefined,
      'aria-required': required ? true : undefined,
    },
  };
}

/** The control's id: the one given, or one made from useId with only the characters a `#<id>` link (error summary) keeps. */
export function useFieldId(id: string | undefined): string {
  const generatedId = useId();
  return id ?? `field${generatedId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
