'use client';

import { useEffect, useRef } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { AnyObjectSchema, InferType } from 'yup';
// Module by module, not the forms/submit index: that also exports the zod schemas the block checked
// at build time, which the browser has no need to download.
import { DEFAULT_EMAIL_CHECK } from '../submit/default-email-check';
import type { EmailStep } from './email-check';
import { type FieldDef, type FormDefinition, type FormProps, emailFieldOf, schemaOf } from './types';

/**
 * The page's email check (spec 03 §5), part of validation (email-check.ts), on the field holding the
 * visitor's own address whatever its name (types.ts emailFieldOf): the page's own, else the default
 * every lead form runs (DEFAULT_EMAIL_CHECK); loaded once the form validates, not with the page.
 * The check's configuration is turned into a validator in that chunk (email-check.ts), not here.
 * `format`, named by a page, checks the format alone: the schema's rule. Returns the step, loaded on
 * the first call (undefined when there is nothing to check); `onVerdict` hears each answer.
 */
export function useEmailCheck<S extends AnyObjectSchema>(
  definition: FormDefinition<S>,
  props: Pick<FormProps, 'emailCheck' | 'emailValidator'>,
  fields: readonly FieldDef<InferType<S>>[],
  onVerdict: (name: FieldPath<InferType<S>>, email: string) => void,
): () => Promise<EmailStep<InferType<S>>> | undefined {
  type V = InferType<S>;
  const named = props.emailCheck ?? DEFAULT_EMAIL_CHECK;
  const check = props.emailValidator ?? (named.validator === 'format' ? undefined : named);
  const name = emailFieldOf(fields)?.name;
  const checking = useRef<Promise<EmailStep<V>> | undefined>(undefined);
  useEffect(() => () => void checking.current?.then((step) => step.dispose()), []);
  return () => {
    if (check === undefined || name === undefined) return undefined;
    checking.current ??= import('./on-demand').then((module) =>
      module.emailStep<V>({ schema: () => schemaOf(definition), name, check, onVerdict: (email) => onVerdict(name, email) }),
    );
    return checking.current;
  };
}
