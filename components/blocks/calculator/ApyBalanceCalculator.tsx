'use client';

import { useId, useState } from 'react';
import { APY_BALANCE_DEFAULT, APY_BALANCE_MAX, APY_BALANCE_NOTE, apyBalance, parseApyBalance } from '@/calculators/apy-balance';
import { formatUsd } from '@/calculators/format';
import { CalculatorTextField } from './CalculatorTextField';
import { EarningsList } from './EarningsList';
import { type CalculatorProps, NUMBER_INPUT, Results } from './CalculatorFields';
import styles from './Calculator.module.scss';

/**
 * APY Balance (spec 02 §4, §5, §9): a year's earnings at the bank's rate against three competitors.
 * A balance over 50,000 is clamped to 50,000 and the note 'max balance: $50,000' appears.
 */
export function ApyBalanceCalculator({ labelledBy }: CalculatorProps) {
  const id = useId();
  const [text, setText] = useState(String(APY_BALANCE_DEFAULT));
  const [overLimit, setOverLimit] = useState(false);
  const result = apyBalance(parseApyBalance(text));

  const change = (typed: string) => {
    const requested = apyBalance(parseApyBalance(typed));
    setOverLimit(requested.overLimit);
    setText(requested.overLimit ? String(APY_BALANCE_MAX) : typed);
  };

  return (
    <div className={styles.form} role="group" aria-labelledby={labelledBy}>
      <CalculatorTextField
        {...NUMBER_INPUT}
        id={`${id}-balance`}
        label="Balance"
        prefix="$"
        value={text}
        onChange={change}
        helperText={overLimit ? APY_BALANCE_NOTE : undefined}
      />
      <Results label="APY balance results">
        <EarningsList
          balance={formatUsd(result.balance)}
          ours={result.bank}
          others={result.competitors.map((item, index) => ({ ...item, label: `Competitor ${String.fromCharCode(65 + index)}` }))}
        />
      </Results>
    </div>
  );
}
