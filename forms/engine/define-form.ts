import type { AnyObjectSchema } from 'yup';
import type { FormDefinition } from './types';

/**
 * Declares a form; the identity, there so the compiler infers the schema's type across the definition.
 * Its own module, so a form's definition chunk does not carry types.ts's runtime helpers (the engine's
 * chunk has them).
 */
export function defineForm<S extends AnyObjectSchema>(definition: FormDefinition<S>): FormDefinition<S> {
  return definition;
}
