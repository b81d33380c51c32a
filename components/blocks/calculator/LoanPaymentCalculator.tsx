'use client';

import { type FormEvent, useId, useState } from 'react';
import { formatUsd, parseAmount } from '@/calculators/format';
import {
  lvfMonthlyPayment,
  LVF_DEFAULTS,
  LVF_INTEREST_RATE_MAX_LENGTH,
  LVF_LOAN_AMOUNT_MAX_LENGTH,
  LVF_YEAR_OPTIONS,
  validateLvfInterestRate,
  validateLvfLoanAmount,
} from '@/calculators/lvf-loan-payment';
import { calculateMaxLoan, MAX_LOAN_PAYMENT_MAX_LENGTH, MAX_LOAN_RATE_MAX_LENGTH, validateMaxLoanPayment, validateMaxLoanRate } from '@/calculators/max-loan';
import { calculateMonthlyPayment, DEFAULT_LOAN_DURATION, LOAN_DURATIONS, validateInterestRate, validateLoanAmount } from '@/calculators/monthly-payment';
import { CalculatorSelectField, CalculatorTextField } from './CalculatorTextField';
import { CalculateButton, type CalculatorProps, NUMBER_INPUT, ResultRow, Results } from './CalculatorFields';
import { useFieldErrors } from './useFieldErrors';
import styles from './Calculator.module.scss';

type Validate = (text: string) => string | undefined;

/**
 * One of the loan-payment calculators (spec 02 §5, §9): a dollar amount, an interest rate and a term,
 * each calculator's rules and formula from its pure module (calculators/).
 */
interface LoanCalculatorConfig<Term extends number> {
  /** The dollars typed: the loan ('Loan Amount') or what the borrower pays a month ('Monthly Payment'). */
  amount: { label: string; maxLength?: number; validate: Validate };
  rate: { maxLength?: number; validate: Validate };
  term: { label: string; unit: 'months' | 'years'; options: readonly Term[]; initial: Term };
  /** What the fields start with, its result shown at once (LVF); empty fields otherwise. */
  initial?: { amount: number; rate: number };
  /** The results region's name. */
  resultsLabel: string;
  /** The result of valid input, as rows of a term and an amount in dollars; the first shows strong. */
  results: (input: { amount: number; rate: number; term: Term }) => readonly (readonly [string, number])[];
}

function LoanPaymentCalculator<Term extends number>({ config, labelledBy }: CalculatorProps & { config: LoanCalculatorConfig<Term> }) {
  const id = useId();
  const { initial } = config;
  const { values, errors, set, validateAll } = useFieldErrors(
    { amount: initial ? String(initial.amount) : '', rate: initial ? String(initial.rate) : '' },
    { amount: config.amount.validate, rate: config.rate.validate },
  );
  const [term, setTerm] = useState<Term>(config.term.initial);
  const [rows, setRows] = useState(() => (initial ? config.results({ ...initial, term: config.term.initial }) : undefined));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRows(validateAll() ? config.results({ amount: parseAmount(values.amount), rate: parseAmount(values.rate), term }) : undefined);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <div className={styles.grid}>
        <CalculatorTextField
          {...NUMBER_INPUT}
          id={`${id}-amount`}
          label={config.amount.label}
          prefix="$"
          maxLength={config.amount.maxLength}
          value={values.amount}
          onChange={set('amount')}
          error={errors.amount}
        />
        <CalculatorTextField
          {...NUMBER_INPUT}
          id={`${id}-rate`}
          label="Interest Rate"
          suffix="%"
          maxLength={config.rate.maxLength}
          value={values.rate}
          onChange={set('rate')}
          error={errors.rate}
        />
        <CalculatorSelectField
          id={`${id}-term`}
          label={config.term.label}
          value={term}
          options={config.term.options.map((value) => ({ value, label: `${value} ${config.term.unit}` }))}
          onChange={setTerm}
          className={styles.field}
        />
      </div>
      <CalculateButton />
      <Results label={config.resultsLabel}>
        {rows ? (
          <dl className={styles.resultList}>
            {rows.map(([name, dollars], index) => (
              <ResultRow key={name} term={name} value={formatUsd(dollars)} strong={index === 0} />
            ))}
          </dl>
        ) : null}
      </Results>
    </form>
  );
}

/** Monthly Payment: a loan of $10,000 to $90,000 amortised monthly, with what it costs in all. */
const MONTHLY_PAYMENT: LoanCalculatorConfig<(typeof LOAN_DURATIONS)[number]> = {
  amount: { label: 'Loan Amount', validate: validateLoanAmount },
  rate: { validate: validateInterestRate },
  term: { label: 'Loan Term', unit: 'months', options: LOAN_DURATIONS, initial: DEFAULT_LOAN_DURATION },
  resultsLabel: 'Monthly payment results',
  results: ({ amount, rate, term }) => {
    const result = calculateMonthlyPayment({ loanAmount: amount, annualRatePercent: rate, months: term });
    return [
      ['Monthly Payment', result.payment],
      ['Total Interest', result.totalInterest],
      ['Total Paid', result.totalPaid],
    ];
  },
};

/** Max Loan: the loan a monthly payment repays (present value). */
const MAX_LOAN: LoanCalculatorConfig<(typeof LOAN_DURATIONS)[number]> = {
  amount: { label: 'Monthly Payment', maxLength: MAX_LOAN_PAYMENT_MAX_LENGTH, validate: validateMaxLoanPayment },
  rate: { maxLength: MAX_LOAN_RATE_MAX_LENGTH, validate: validateMaxLoanRate },
  term: { label: 'Loan Term', unit: 'months', options: LOAN_DURATIONS, initial: DEFAULT_LOAN_DURATION },
  resultsLabel: 'Max loan results',
  results: ({ amount, rate, term }) => [['Maximum Loan Amount', calculateMaxLoan({ monthlyPayment: amount, annualRatePercent: rate, months: term })]],
};

/** LVF "Calculate a Loan Payment": starts on 50,000 at 8.25% for 20 years ($426.03). */
const LVF_LOAN_PAYMENT: LoanCalculatorConfig<(typeof LVF_YEAR_OPTIONS)[number]> = {
  amount: { label: 'Loan Amount', maxLength: LVF_LOAN_AMOUNT_MAX_LENGTH, validate: validateLvfLoanAmount },
  rate: { maxLength: LVF_INTEREST_RATE_MAX_LENGTH, validate: validateLvfInterestRate },
  term: { label: 'Years', unit: 'years', options: LVF_YEAR_OPTIONS, initial: LVF_DEFAULTS.years },
  initial: { amount: LVF_DEFAULTS.loanAmount, rate: LVF_DEFAULTS.annualRatePercent },
  resultsLabel: 'Loan payment results',
  results: ({ amount, rate, term }) => [['Monthly Payment', lvfMonthlyPayment({ loanAmount: amount, annualRatePercent: rate, years: term })]],
};

export const MonthlyPaymentCalculator = (props: CalculatorProps) => <LoanPaymentCalculator config={MONTHLY_PAYMENT} {...props} />;
export const MaxLoanCalculator = (props: CalculatorProps) => <LoanPaymentCalculator config={MAX_LOAN} {...props} />;
export const LvfLoanPaymentCalculator = (props: CalculatorProps) => <LoanPaymentCalculator config={LVF_LOAN_PAYMENT} {...props} />;
