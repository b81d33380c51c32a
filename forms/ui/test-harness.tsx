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
  // subscribe, not watch: the React Compiler cannot memoize a component that calls useForm's watch.
  const { control, subscribe } = useForm<T>({ defaultValues, mode });
  useEffect(() => {
    if (!onValues) return;
    return subscribe({ formState: { values: true }, callback: ({ values }) => onValues(values) });
  }, [subscribe, onValues]);
  return <form noValidate>{children(control)}</form>;
}
