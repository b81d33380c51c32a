'use client';

import { type FormEvent, useId, useState } from 'react';
import { formatUsd, parseAmount } from '@/calculators/format';
import { calculateMaxLoan, MAX_LOAN_PAYMENT_MAX_LENGTH, MAX_LOAN_RATE_MAX_LENGTH, validateMaxLoanPayment, validateMaxLoanRate } from '@/calculators/max-loan';
import { DEFAULT_LOAN_DURATION, LOAN_DURATIONS, type LoanDuration } from '@/calculators/monthly-payment';
import { ControlledSelectField } from '@/forms/ui/ControlledSelectField';
import { ControlledTextField } from '@/forms/ui/ControlledTextField';
import { CalculateButton, type CalculatorProps, NUMBER_INPUT, ResultRow, Results } from './CalculatorFields';
import { useFieldErrors } from './useFieldErrors';
import styles from './Calculator.module.scss';

const DURATION_OPTIONS = LOAN_DURATIONS.map((months) => ({ value: months, label: `${months} months` }));

/** The Max Loan calculator (spec 02 §5, §9): the loan a monthly payment repays (present value). */
export function MaxLoanCalculator({ labelledBy }: CalculatorProps) {
  const id = useId();
  const { values, errors, set, validateAll } = useFieldErrors({ payment: '', rate: '' }, { payment: validateMaxLoanPayment, rate: validateMaxLoanRate });
  const [months, setMonths] = useState<LoanDuration>(DEFAULT_LOAN_DURATION);
  const [result, setResult] = useState<number | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(validateAll() ? calculateMaxLoan({ monthlyPayment: parseAmount(values.payment), annualRatePercent: parseAmount(values.rate), months }) : undefined);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <div className={styles.grid}>
        <ControlledTextField
          {...NUMBER_INPUT}
          id={`${id}-payment`}
          label="Monthly Payment"
          prefix="$"
          maxLength={MAX_LOAN_PAYMENT_MAX_LENGTH}
          value={values.payment}
          onChange={set('payment')}
          error={errors.payment}
        />
        <ControlledTextField
          {...NUMBER_INPUT}
          id={`${id}-rate`}
          label="Interest Rate"
          suffix="%"
          maxLength={MAX_LOAN_RATE_MAX_LENGTH}
          value={values.rate}
          onChange={set('rate')}
          error={errors.rate}
        />
        <ControlledSelectField id={`${id}-months`} label="Loan Term" value={months} options={DURATION_OPTIONS} onChange={setMonths} className={styles.field} />
      </div>
      <CalculateButton />
      <Results label="Max loan results">
        {result !== undefined ? (
          <dl className={styles.resultList}>
            <ResultRow term="Maximum Loan Amount" value={formatUsd(result)} strong />
          </dl>
        ) : null}
      </Results>
    </form>
  );
}
