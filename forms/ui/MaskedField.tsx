'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { digitsOnly, formatWithPattern } from '../fields/masks';
import { Field } from './Field';
import { useField, type BaseFieldProps } from './use-field';
import styles from './Field.module.scss';

export interface MaskedFieldProps<T extends FieldValues, N extends FieldPath<T>> extends BaseFieldProps<T, N> {
  /** An imask pattern: `0` is a digit, anything else a fixed character. */
  mask: string;
  placeholder?: string;
  autoComplete?: string;
  type?: 'text' | 'tel';
  /**
   * What the form state holds: the digits only (true, the default), or the value as shown with the
   * mask's fixed characters (false: the phone, whose schema validates the masked value).
   */
  unmask?: boolean;
}

/** The part of an imask instance this field uses. */
type Mask = {
  value: string;
  unmaskedValue: string;
  on(event: 'accept', handler: () => void): unknown;
  destroy(): void;
};

/**
 * react-imask's IMask, loaded once, the first time a visitor focuses or types into a masked field:
 * imask is the largest library of the forms (about 16 kB gzipped) and a page with a form does not
 * need it to show the form, only to type into a masked field.
 */
let imask: Promise<(element: HTMLInputElement, options: { mask: string }) => Mask> | undefined;
function loadMask() {
  imask ??= import('react-imask').then((module) => (element: HTMLInputElement, options: { mask: string }) => module.IMask(element, options));
  return imask;
}

/**
 * An input masked with imask. The visitor sees the mask's fixed characters; the form state holds the
 * unmasked value, the digits only ('' when empty), unless `unmask` is false.
 *
 * Until the mask's code has loaded (it loads on the first focus or keystroke), the input formats what
 * is typed with the same pattern (fields/masks.ts `formatWithPattern`), so the value and the form
 * state are the same whether the mask is there yet or not; imask then takes the input over in place
 * (same element, same focus and caret) for editing in the middle of a value.
 */
export function MaskedField<T extends FieldValues, N extends FieldPath<T>>(props: MaskedFieldProps<T, N>) {
  const { mask, placeholder, autoComplete, type = 'text', unmask = true, label, helperText, className } = props;
  const state = useField(props);
  const { field } = state;
  const value = (field.value as string | undefined) ?? '';
  const stateOf = (shown: string) => (unmask ? digitsOnly(shown) : shown);

  const input = useRef<HTMLInputElement | null>(null);
  const attached = useRef<Mask | undefined>(undefined);
  // The listeners read the latest value and onChange, not those of the render that attached them;
  // kept at each commit (not in render, which may be thrown away), before any input event can fire.
  const latest = useRef({ value, onChange: field.onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange: field.onChange };
  });

  // The input is uncontrolled (imask writes it); a value the form sets (a reset, a value typed before
  // hydration) is shown here, through the mask when it is there.
  useEffect(() => {
    const element = input.current;
    if (element === null) return;
    const shown = formatWithPattern(mask, value);
    const instance = attached.current;
    if (instance) {
      if ((unmask ? instance.unmaskedValue : instance.value) !== value) instance.value = shown;
    } else if (element.value !== shown) element.value = shown;
  }, [value, mask, unmask]);

  useEffect(() => () => attached.current?.destroy(), []);

  const attach = () => {
    if (attached.current !== undefined) return;
    void loadMask().then((create) => {
      const element = input.current;
      if (element === null || attached.current !== undefined) return;
      const instance = create(element, { mask });
      instance.on('accept', () => {
        const next = unmask ? instance.unmaskedValue : instance.value;
        if (next !== latest.current.value) latest.current.onChange(next);
      });
      attached.current = instance;
    });
  };

  return (
    <Field state={state} label={label} helperText={helperText} className={className}>
      <input
        {...state.controlProps}
        ref={(element) => {
          input.current = element;
          field.ref(element);
        }}
        defaultValue={formatWithPattern(mask, value)}
        onFocus={attach}
        onChange={(event) => {
          attach();
          // Once imask is attached it handles the input itself and reports through 'accept'.
          if (attached.current) return;
          const shown = formatWithPattern(mask, event.target.value);
          event.target.value = shown;
          const next = stateOf(shown);
          if (next !== value) field.onChange(next);
        }}
        onBlur={field.onBlur}
        type={type}
        name={field.name}
        inputMode="numeric"
        disabled={field.disabled}
        autoComplete={autoComplete}
        placeholder={placeholder}
        className={styles.control}
      />
    </Field>
  );
}
