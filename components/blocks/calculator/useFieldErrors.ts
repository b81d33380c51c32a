import { useState } from 'react';

type Validators<K extends string> = Record<K, (text: string) => string | undefined>;

/**
 * Field values with their messages (spec 02 §4: Max Loan and Monthly Payment hold field-level
 * messages, cleared on valid input). validateAll shows every message, as Calculate does; after
 * that a field's message follows what is typed, so it clears as soon as the input is valid.
 */
export function useFieldErrors<K extends string>(initial: Record<K, string>, validators: Validators<K>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  const set = (field: K) => (text: string) => {
    setValues((current) => ({ ...current, [field]: text }));
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: validators[field](text) }));
  };

  const validateAll = (): boolean => {
    const found: Partial<Record<K, string>> = {};
    for (const field of Object.keys(validators) as K[]) {
      const message = validators[field](values[field]);
      if (message !== undefined) found[field] = message;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  return { values, errors, set, validateAll };
}
