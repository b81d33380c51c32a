'use client';

import { type FormEvent, useId, useState } from 'react';
import {
  APY_DEFAULTS,
  type ApyField,
  type ApyFormValues,
  apyFromApr,
  aprFromApy,
  COMPOUNDING_OPTIONS,
  type CompoundingPeriods,
  endingBalance,
  type EndingBalanceResult,
  validateApy,
} from '@/calculators/apy';
import { formatUsd, parseAmount } from '@/calculators/format';
import { CalculatorSelectField, CalculatorTextField } from './CalculatorTextField';
import { CalculateButton, type CalculatorProps, NUMBER_INPUT, ResultRow, Results } from './CalculatorFields';
import styles from './Calculator.module.scss';

type ApyErrors = { field: ApyField; message: string }[];

const INITIAL: ApyFormValues = {
  initialDeposit: String(APY_DEFAULTS.initialDeposit),
  monthlyDeposits: String(APY_DEFAULTS.monthlyDeposits),
  months: String(APY_DEFAULTS.months),
  apr: String(APY_DEFAULTS.apr),
  apy: String(APY_DEFAULTS.apy),
};

function resultOf(values: ApyFormValues): EndingBalanceResult | undefined {
  const checked = validateApy(values);
  if (!checked.ok) return undefined;
  return endingBalance({
    initialDeposit: checked.values.initialDeposit,
    monthlyDeposits: checked.values.monthlyDeposits,
    months: checked.values.months,
    apyPercent: checked.values.apy,
  });
}

/** Two decimals without trailing zeros, as a rate is typed: 2.347 → "2.35", 2.3 → "2.3". */
function rateText(rate: number): string {
  return String(Number(rate.toFixed(2)));
}

/**
 * The APY calculator's state (spec 02 §5, §9): APR and APY follow each other through the
 * compounding frequency; Calculate checks every field and shows the problems as one list, or the
 * ending balance.
 */
function useApyForm() {
  const [values, setValues] = useState<ApyFormValues>(INITIAL);
  const [compounding, setCompounding] = useState<CompoundingPeriods>(APY_DEFAULTS.compounding);
  const [errors, setErrors] = useState<ApyErrors>([]);
  const [result, setResult] = useState<EndingBalanceResult | undefined>(() => resultOf(INITIAL));

  const update = (next: ApyFormValues) => {
    setValues(next);
    // Once the list is showing, it follows the input: fixed fields leave it at once.
    if (errors.length > 0) {
      const checked = validateApy(next);
      setErrors(checked.ok ? [] : checked.errors);
    }
  };

  const setField = (field: ApyField) => (text: string) => {
    const next = { ...values, [field]: text };
    const rate = parseAmount(text);
    if (field === 'apr' && rate > 0) next.apy = rateText(apyFromApr(rate, compounding));
    if (field === 'apy' && rate > 0) next.apr = rateText(aprFromApy(rate, compounding));
    update(next);
  };

  const changeCompounding = (periods: CompoundingPeriods) => {
    setCompounding(periods);
    const apr = parseAmount(values.apr);
    if (apr > 0) update({ ...values, apy: rateText(apyFromApr(apr, periods)) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateApy(values);
    setErrors(checked.ok ? [] : checked.errors);
    setResult(resultOf(values));
  };

  return { values, compounding, errors, result, setField, changeCompounding, submit };
}

/** The APY calculator: its fields, the list of problems after Calculate, or the ending balance. */
export function ApyCalculator({ labelledBy }: CalculatorProps) {
  const id = useId();
  const { values, compounding, errors, result, setField, changeCompounding, submit } = useApyForm();

  const errorId = (field: ApyField) => `${id}-${field}-error`;
  const errorFor = (field: ApyField) => (errors.some((error) => error.field === field) ? errorId(field) : undefined);
  const field = (name: ApyField, label: string, extra: { prefix?: string; suffix?: string; inputMode?: 'decimal' | 'numeric' }) => (
    <CalculatorTextField
      {...NUMBER_INPUT}
      id={`${id}-${name}`}
      label={label}
      value={values[name]}
      onChange={setField(name)}
      invalidBy={errorFor(name)}
      {...extra}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <div className={styles.grid}>
        {field('initialDeposit', 'Initial Deposit', { prefix: '$' })}
        {field('monthlyDeposits', 'Monthly Deposits', { prefix: '$' })}
        {field('months', 'Months', { inputMode: 'numeric' })}
        <CalculatorSelectField
          id={`${id}-compounding`}
          label="Compounding"
          value={compounding}
          options={COMPOUNDING_OPTIONS.map((option) => ({ value: option.periods, label: option.label }))}
          onChange={changeCompounding}
          className={styles.field}
        />
        {field('apr', 'APR', { suffix: '%' })}
        {field('apy', 'APY', { suffix: '%' })}
      </div>
      {errors.length > 0 ? (
        <div role="alert">
          <ul className={styles.errorList}>
            {errors.map((error) => (
              <li key={error.field} id={errorId(error.field)}>
                {error.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <CalculateButton />
      <Results label="APY results">
        {result && errors.length === 0 ? (
          <dl className={styles.resultList}>
            <ResultRow term="Ending balance" value={formatUsd(result.endingBalance)} strong />
            <ResultRow term="Total deposits" value={formatUsd(result.totalDeposits)} />
            <ResultRow term="Interest earned" value={formatUsd(result.interestEarned)} />
          </dl>
        ) : null}
      </Results>
    </form>
  );
}
