import { useEffect, type ReactNode } from 'react';
import { useForm, type Control, type DefaultValues, type FieldValues, type Mode } from 'react-hook-form';

export interface HarnessProps<T extends FieldValues> {
  defaultValues: DefaultValues<T>;
  mode?: Mode;
  /** Receives the form's values after every change, for assertions on what the form holds. */
  onValues?: (values: T) => void;
  children: (control: Control<T>) => ReactNode;
}

/** A tiny react-hook-form host for field tests. */
export function Harness<T extends FieldValues>({ defaultValues, mode = 'onChange', onValues, children }: HarnessProps<T>) {
  const { control, watch } = useForm<T>({ defaultValues, mode });
  useEffect(() => {
    if (!onValues) return;
    const subscription = watch((values) => onValues(values as T));
    return () => subscription.unsubscribe();
  }, [watch, onValues]);
  return <form noValidate>{children(control)}</form>;
}
