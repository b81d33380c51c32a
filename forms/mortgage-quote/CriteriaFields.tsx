'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormFields } from '../engine/FormFields';
import { type FormItem, isField } from '../engine/types';
import type { FormEngine } from '../engine/useFormEngine';
import { PercentCurrencyPair } from '../ui/PercentCurrencyPair';
import { PURCHASE, REFINANCE } from './codes';
import { REFINANCE_REQUIRED } from './definition';
import { amountOf } from './constants';

type CriteriaValues = FieldValues & { loanPurpose: string; salesPrice: string; downPayment: string; downPaymentPercent: string };

/**
 * A quote's fields in the definition's order (the quote's and the filters' alike), with two things the
 * plain list cannot say: the down payment's amount and percent are one linked pair (forms/ui
 * PercentCurrencyPair: 10 percent of the price by default, each following the other), and the
 * refinance amounts are announced as required while Refinance is chosen.
 */
export function CriteriaFields<V extends CriteriaValues>({ engine, items }: { engine: FormEngine<V>; items: readonly FormItem<V>[] }) {
  const { form, fieldId, env } = engine;
  const values = form.watch();
  const refinance = values.loanPurpose === REFINANCE;
  const announced = items.map((item) =>
    refinance && isField(item) && (REFINANCE_REQUIRED as readonly string[]).includes(item.name) ? { ...item, required: true } : item,
  );
  const names: string[] = announced.map((item) => (isField(item) ? item.name : ''));
  const pairAt = names.indexOf('downPayment');
  const afterPair = names.indexOf('downPaymentPercent') + 1;
  const fields = (slice: readonly FormItem<V>[]) => <FormFields items={slice} control={form.control} values={values} env={env} fieldId={fieldId} />;
  if (pairAt < 0) return fields(announced);
  return (
    <>
      {fields(announced.slice(0, pairAt))}
      {values.loanPurpose === PURCHASE ? (
        <PercentCurrencyPair
          control={form.control}
          // Names every V has (CriteriaValues); the compiler cannot resolve a path of a generic type.
          amountName={'downPayment' as FieldPath<V>}
          percentName={'downPaymentPercent' as FieldPath<V>}
          base={amountOf(values.salesPrice)}
          amountLabel="Down Payment"
          percentLabel="Down Payment Percent"
          amountId={fieldId('downPayment')}
          percentId={fieldId('downPaymentPercent')}
          required
        />
      ) : null}
      {fields(announced.slice(afterPair))}
    </>
  );
}
