'use client';

import { type FormEvent, useId, useState } from 'react';
import { formatUsd, parseAmount } from '@/calculators/format';
import {
  calculateMonthlyPayment,
  DEFAULT_LOAN_DURATION,
  LOAN_DURATIONS,
  type LoanDuration,
  type MonthlyPaymentResult,
  validateInterestRate,
  validateLoanAmount,
} from '@/calculators/monthly-payment';
import { ControlledSelectField } from '@/forms/ui/ControlledSelectField';
import { ControlledTextField } from '@/forms/ui/ControlledTextField';
import { CalculateButton, type CalculatorProps, NUMBER_INPUT, ResultRow, Results } from './CalculatorFields';
import { useFieldErrors } from './useFieldErrors';
import styles from './Calculator.module.scss';

const DURATION_OPTIONS = LOAN_DURATIONS.map((months) => ({ value: months, label: `${months} months` }));

/** The Monthly Payment calculator (spec 02 §5, §9): a loan of $10,000 to $90,000 amortised monthly. */
export function MonthlyPaymentCalculator({ labelledBy }: CalculatorProps) {
  const id = useId();
  const { values, errors, set, validateAll } = useFieldErrors({ amount: '', rate: '' }, { amount: validateLoanAmount, rate: validateInterestRate });
  const [months, setMonths] = useState<LoanDuration>(DEFAULT_LOAN_DURATION);
  const [result, setResult] = useState<MonthlyPaymentResult | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(validateAll() ? calculateMonthlyPayment({ loanAmount: parseAmount(values.amount), annualRatePercent: parseAmount(values.rate), months }) : undefined);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <div className={styles.grid}>
        <ControlledTextField
          {...NUMBER_INPUT}
          id={`${id}-amount`}
          label="Loan Amount"
          prefix="$"
          value={values.amount}
          onChange={set('amount')}
          error={errors.amount}
        />
        <ControlledTextField
          {...NUMBER_INPUT}
          id={`${id}-rate`}
          label="Interest Rate"
          suffix="%"
          value={values.rate}
          onChange={set('rate')}
          error={errors.rate}
        />
        <ControlledSelectField id={`${id}-months`} label="Loan Term" value={months} options={DURATION_OPTIONS} onChange={setMonths} className={styles.field} />
      </div>
      <CalculateButton />
      <Results label="Monthly payment results">
        {result ? (
          <dl className={styles.resultList}>
            <ResultRow term="Monthly Payment" value={formatUsd(result.payment)} strong />
            <ResultRow term="Total Interest" value={formatUsd(result.totalInterest)} />
            <ResultRow term="Total Paid" value={formatUsd(result.totalPaid)} />
          </dl>
        ) : null}
      </Results>
    </form>
  );
}
