'use client';

import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { ControlledSelectField, type ControlledSelectFieldProps } from '@/forms/ui/ControlledSelectField';
import { ControlledTextField, type ControlledTextFieldProps } from '@/forms/ui/ControlledTextField';

/**
 * A calculator's controls are in the static page before its code arrives (and the page's scripts
 * load after its first paint), so a visitor can type or choose first. React keeps what they did while
 * it hydrates but not the state, which still holds the default: the results would show the default's
 * figures beside the visitor's choice, and the next render would put the default back. So, once
 * mounted, a control whose value differs from the state was changed, and its value is handed to the
 * owner as if changed now. (The lead forms do the same their own way, before their first commit:
 * forms/engine/takeover.ts.) Returns the ref to give the control, passing it on to `forwardTo`.
 */
function useTakeOver<E extends HTMLInputElement | HTMLSelectElement>(value: string, adopt: (changed: string) => void, forwardTo?: Ref<E>) {
  const own = useRef<E | null>(null);
  // The owner's ref gets the same element.
  useImperativeHandle(forwardTo, () => own.current as E, []);
  useEffect(() => {
    const changed = own.current?.value;
    if (changed !== undefined && changed !== value) adopt(changed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: only what was changed before the first commit
  }, []);
  return own;
}

/** A calculator's text input: ControlledTextField, taking over what was typed before hydration. */
export function CalculatorTextField({ inputRef, ...props }: ControlledTextFieldProps) {
  const ref = useTakeOver(props.value, props.onChange, inputRef);
  return <ControlledTextField {...props} inputRef={ref} />;
}

/** A calculator's select: ControlledSelectField, taking over what was chosen before hydration. */
export function CalculatorSelectField<V extends string | number>({ selectRef, ...props }: ControlledSelectFieldProps<V>) {
  const ref = useTakeOver(
    String(props.value),
    (changed) => {
      const chosen = props.options.find((option) => String(option.value) === changed);
      if (chosen) props.onChange(chosen.value);
    },
    selectRef,
  );
  return <ControlledSelectField {...props} selectRef={ref} />;
}
