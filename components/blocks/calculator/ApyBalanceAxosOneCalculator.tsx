'use client';

import { useId, useState } from 'react';
import { AXOSONE_DEFAULT_BALANCE, axosOneBalance, axosOneDigits, parseAxosOneBalance } from '@/calculators/apy-balance-axosone';
import { formatUsd } from '@/calculators/format';
import { CalculatorTextField } from './CalculatorTextField';
import { EarningsList } from './EarningsList';
import { type CalculatorProps, NUMBER_INPUT, Results } from './CalculatorFields';
import styles from './Calculator.module.scss';

/** APY Balance for AxosOne (spec 02 §5, §9): digits only, an empty balance counts as 0. */
export function ApyBalanceAxosOneCalculator({ labelledBy }: CalculatorProps) {
  const id = useId();
  const [text, setText] = useState(String(AXOSONE_DEFAULT_BALANCE));
  const result = axosOneBalance(parseAxosOneBalance(text));
  return (
    <div className={styles.form} role="group" aria-labelledby={labelledBy}>
      <CalculatorTextField
        {...NUMBER_INPUT}
        id={`${id}-balance`}
        label="Balance"
        prefix="$"
        inputMode="numeric"
        value={text}
        onChange={(typed) => setText(axosOneDigits(typed))}
      />
      <Results label="AxosOne APY balance results">
        <EarningsList
          balance={formatUsd(result.balance)}
          ours={result.bank}
          others={result.comparisons.map((item, index) => ({ ...item, label: `Comparison ${index + 1}` }))}
        />
      </Results>
    </div>
  );
}
