'use client';

import { type FormEvent, useId, useState } from 'react';
import { formatUsd, parseAmount } from '@/calculators/format';
import {
  LVF_DEFAULTS,
  LVF_INTEREST_RATE_MAX_LENGTH,
  LVF_LOAN_AMOUNT_MAX_LENGTH,
  LVF_YEAR_OPTIONS,
  type LvfYears,
  lvfMonthlyPayment,
  validateLvfInterestRate,
  validateLvfLoanAmount,
} from '@/calculators/lvf-loan-payment';
import { ControlledSelectField } from '@/forms/ui/ControlledSelectField';
import { ControlledTextField } from '@/forms/ui/ControlledTextField';
import { CalculateButton, type CalculatorProps, NUMBER_INPUT, ResultRow, Results } from './CalculatorFields';
import { useFieldErrors } from './useFieldErrors';
import styles from './Calculator.module.scss';

const YEAR_OPTIONS = LVF_YEAR_OPTIONS.map((years) => ({ value: years, label: `${years} years` }));
const INITIAL = { amount: String(LVF_DEFAULTS.loanAmount), rate: String(LVF_DEFAULTS.annualRatePercent) };

/** LVF "Calculate a Loan Payment" (spec 02 §5, §9): starts on 50,000 at 8.25% for 20 years ($426.03). */
export function LvfLoanPaymentCalculator({ labelledBy }: CalculatorProps) {
  const id = useId();
  const { values, errors, set, validateAll } = useFieldErrors(INITIAL, { amount: validateLvfLoanAmount, rate: validateLvfInterestRate });
  const [years, setYears] = useState<LvfYears>(LVF_DEFAULTS.years);
  const [payment, setPayment] = useState<number | undefined>(() => lvfMonthlyPayment(LVF_DEFAULTS));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPayment(validateAll() ? lvfMonthlyPayment({ loanAmount: parseAmount(values.amount), annualRatePercent: parseAmount(values.rate), years }) : undefined);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <div className={styles.grid}>
        <ControlledTextField
          {...NUMBER_INPUT}
          id={`${id}-amount`}
          label="Loan Amount"
          prefix="$"
          maxLength={LVF_LOAN_AMOUNT_MAX_LENGTH}
          value={values.amount}
          onChange={set('amount')}
          error={errors.amount}
        />
        <ControlledTextField
          {...NUMBER_INPUT}
          id={`${id}-rate`}
          label="Interest Rate"
          suffix="%"
          maxLength={LVF_INTEREST_RATE_MAX_LENGTH}
          value={values.rate}
          onChange={set('rate')}
          error={errors.rate}
        />
        <ControlledSelectField id={`${id}-years`} label="Years" value={years} options={YEAR_OPTIONS} onChange={setYears} className={styles.field} />
      </div>
      <CalculateButton />
      <Results label="Loan payment results">
        {payment !== undefined ? (
          <dl className={styles.resultList}>
            <ResultRow term="Monthly Payment" value={formatUsd(payment)} strong />
          </dl>
        ) : null}
      </Results>
    </form>
  );
}
