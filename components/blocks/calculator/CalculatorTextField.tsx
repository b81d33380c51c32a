'use client';

import { useCallback, useEffect, useRef } from 'react';
import { ControlledTextField, type ControlledTextFieldProps } from '@/forms/ui/ControlledTextField';

/**
 * A calculator's text input: the forms' ControlledTextField, which takes over what the visitor
 * typed before the calculator's code arrived. The input is in the static page first, so a visitor
 * can type into it; React keeps what they typed while it hydrates but not the state, which still
 * holds the default: the results would show the default's figures under the visitor's number, and
 * the next render would put the default back. So, once mounted, a value that differs from the state
 * was typed, and is handed to the owner as if typed now. (The lead forms do the same their own way,
 * before their first commit: forms/engine/takeover.ts.)
 */
export function CalculatorTextField({ inputRef, ...props }: ControlledTextFieldProps) {
  const { value, onChange } = props;
  const own = useRef<HTMLInputElement | null>(null);
  const ref = useCallback(
    (node: HTMLInputElement | null) => {
      own.current = node;
      if (typeof inputRef === 'function') inputRef(node);
      else if (inputRef) inputRef.current = node;
    },
    [inputRef],
  );
  useEffect(() => {
    const typed = own.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  }, []); // once: only what was typed before the first commit
  return <ControlledTextField {...props} inputRef={ref} />;
}
