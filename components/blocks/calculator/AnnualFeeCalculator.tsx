'use client';

import { useId, useState } from 'react';
import { ANNUAL_FEE_SLIDER, clampFeeBalance, monthlyFee } from '@/calculators/annual-fee';
import { formatUsd, formatWholeUsd } from '@/calculators/format';
import { Field } from '@/forms/ui/Field';
import { fieldState } from '@/forms/ui/field-state';
import { type CalculatorProps, ResultRow, Results } from './CalculatorFields';
import styles from './Calculator.module.scss';

/** The Annual Fee estimate (spec 02 §5, §9): a balance slider and the monthly fee at 0.24% a year. */
export function AnnualFeeCalculator({ labelledBy }: CalculatorProps) {
  const id = useId();
  const [balance, setBalance] = useState<number>(ANNUAL_FEE_SLIDER.defaultValue);
  const shown = formatWholeUsd(balance);
  return (
    <div className={styles.form} role="group" aria-labelledby={labelledBy}>
      <Field state={fieldState(`${id}-balance`, undefined, undefined, false)} label="Account Balance" className={styles.field}>
        <div className={styles.sliderRow}>
          <input
            id={`${id}-balance`}
            type="range"
            className={styles.slider}
            min={ANNUAL_FEE_SLIDER.min}
            max={ANNUAL_FEE_SLIDER.max}
            step={ANNUAL_FEE_SLIDER.step}
            value={balance}
            aria-valuetext={shown}
            onChange={(event) => setBalance(clampFeeBalance(Number(event.target.value)))}
          />
          <output htmlFor={`${id}-balance`} className={styles.sliderValue}>
            {shown}
          </output>
        </div>
      </Field>
      <Results label="Annual fee estimate">
        <dl className={styles.resultList}>
          <ResultRow term="Estimated Monthly Fee" value={formatUsd(monthlyFee(balance))} strong />
        </dl>
      </Results>
    </div>
  );
}
