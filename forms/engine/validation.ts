/**
 * A form's validation, loaded when first needed: @hookform/resolvers/yup, yup and the form's schema
 * are about half of the code a form page would otherwise download with the page (npm run bench), and
 * a visitor reads the form and starts typing before any of it is needed.
 */
import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import type { AnyObjectSchema, InferType } from 'yup';
import type { EmailStep } from './email-check';
import { type FormDefinition, schemaOf } from './types';

const loaded = new WeakMap<object, Promise<Resolver<FieldValues>>>();

/** The definition's resolver, loaded once per definition (each caller awaits the same load). */
export function validatorOf<S extends AnyObjectSchema>(definition: FormDefinition<S>): Promise<Resolver<InferType<S>>> {
  const known = loaded.get(definition);
  // Stored under this very definition by the branch below, so it is this schema's resolver.
  if (known !== undefined) return known as Promise<Resolver<InferType<S>>>;
  const validator = Promise.all([import('@hookform/resolvers/yup'), schemaOf(definition)]).then(([{ yupResolver }, schema]) => yupResolver(schema));
  loaded.set(definition, validator as Promise<Resolver<FieldValues>>);
  return validator;
}

/**
 * What the resolver answers before the visitor has reached the form: not valid, with no message on
 * any field (a form-level `root` error that nothing shows; only `isValid` reads it).
 */
function notChecked<V extends FieldValues>(): ResolverResult<V> {
  const root: FieldErrors['root'] = { notChecked: { type: 'notChecked' } };
  // `root` is a key of every form's errors (react-hook-form's form-level errors), whatever V is.
  return { values: {}, errors: { root } as FieldErrors<V> };
}

/**
 * The engine's resolver: nothing checked until the visitor reaches the form (`wanted`), then the form's
 * own rules, then the page's email check (use-email-check.ts) on what they accepted.
 */
export function onDemandResolver<S extends AnyObjectSchema>(
  definition: FormDefinition<S>,
  wanted: { readonly current: boolean },
  emailStep: () => Promise<EmailStep<InferType<S>>> | undefined,
): Resolver<InferType<S>> {
  return async (values, context, options) => {
    if (!wanted.current) return notChecked<InferType<S>>();
    const validate = await validatorOf(definition);
    const result = await validate(values, context, options);
    const checking = emailStep();
    return checking ? (await checking).validate(values, result) : result;
  };
}
