'use client';

import { type KeyboardEvent, useId, useState } from 'react';
import { formatPercent, formatUsd } from '@/calculators/format';
import {
  calculateMargin,
  clampMarginAmount,
  clampMarginDays,
  isAcceptedMarginKey,
  MARGIN_DURATION_DEFAULT,
  type MarginResult,
  sanitizeMarginText,
} from '@/calculators/margin-trading';
import { CalculatorTextField } from './CalculatorTextField';
import { type CalculatorProps, NUMBER_INPUT, ResultRow, Results } from './CalculatorFields';
import styles from './Calculator.module.scss';

const DEFAULT_CASH = '10000';
const DEFAULT_SECURITIES = '10000';

/** §5: only digits, arrows, Home, End, Backspace, the period, Tab and the numeric keypad. */
function filterKeys(event: KeyboardEvent<HTMLInputElement>) {
  if (!isAcceptedMarginKey(event)) event.preventDefault();
}

/** Cash or securities as typed or pasted: digits and one point, capped at 9,999,999.99. */
function amountText(text: string): string {
  const clean = sanitizeMarginText(text);
  if (clean === '' || clean === '.') return clean;
  const value = Number(clean);
  return value > clampMarginAmount(value) ? String(clampMarginAmount(value)) : clean;
}

/** Days as typed: whole days, larger values clamped to 9999; empty stays empty (0 days). */
function daysText(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? '' : String(clampMarginDays(Number(digits)));
}

function compute(cash: string, securities: string, days: string): MarginResult {
  return calculateMargin({ cash: Number(cash) || 0, securities: Number(securities) || 0, days: Number(days) || 0 });
}

function costText(cost: number | null): string {
  return cost === null ? 'N/A' : formatUsd(cost);
}

function rateText(rate: number | null): string {
  return rate === null ? 'N/A' : formatPercent(rate);
}

/**
 * The margin trading cost comparison (spec 02 §5, §9): results follow the input; below the
 * borrowing minimum the message replaces them.
 */
export function MarginTradingCalculator({ labelledBy }: CalculatorProps) {
  const id = useId();
  const [cash, setCash] = useState(DEFAULT_CASH);
  const [securities, setSecurities] = useState(DEFAULT_SECURITIES);
  const [days, setDays] = useState(String(MARGIN_DURATION_DEFAULT));
  const result = compute(cash, securities, days);
  const messageId = `${id}-borrowed-error`;
  const error = result.ok ? undefined : messageId;

  return (
    <div className={styles.form} role="group" aria-labelledby={labelledBy}>
      <div className={styles.grid}>
        <CalculatorTextField
          {...NUMBER_INPUT}
          id={`${id}-cash`}
          label="Cash"
          prefix="$"
          value={cash}
          onChange={(text) => setCash(amountText(text))}
          onKeyDown={filterKeys}
          invalidBy={error}
        />
        <CalculatorTextField
          {...NUMBER_INPUT}
          id={`${id}-securities`}
          label="Securities"
          prefix="$"
          value={securities}
          onChange={(text) => setSecurities(amountText(text))}
          onKeyDown={filterKeys}
          invalidBy={error}
        />
        <CalculatorTextField
          {...NUMBER_INPUT}
          id={`${id}-days`}
          label="Duration (days)"
          inputMode="numeric"
          value={days}
          onChange={(text) => setDays(daysText(text))}
          onKeyDown={filterKeys}
        />
      </div>
      {result.ok ? null : (
        <p id={messageId} className={styles.error} role="alert">
          {result.message}
        </p>
      )}
      <Results label="Margin cost results">{result.ok ? <MarginResults result={result} /> : null}</Results>
    </div>
  );
}

/** The rows of the cost table: each rate band the result prices, as the spec lists them. */
const COMPARED = [
  ['Standard', 'standard'],
  ['Elite', 'elite'],
  ['Competitor A', 'competitorA'],
  ['Competitor B', 'competitorB'],
] as const;

/** What a borrowing above the minimum costs: the summary, the amounts and the rates compared. */
function MarginResults({ result }: { result: Extract<MarginResult, { ok: true }> }) {
  return (
    <>
      <p className={styles.summary}>{result.summary}</p>
      <dl className={styles.resultList}>
        <ResultRow term="Total" value={formatUsd(result.total)} />
        <ResultRow term="Purchasing Power" value={formatUsd(result.purchased)} />
        <ResultRow term="Borrowed Amount" value={formatUsd(result.borrowed)} />
      </dl>
      <table className={styles.table}>
        <caption>
          Interest on {formatUsd(result.borrowed)} for {result.days} {result.days === 1 ? 'day' : 'days'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Rate</th>
            <th scope="col">Annual rate</th>
            <th scope="col">Interest cost</th>
          </tr>
        </thead>
        <tbody>
          {COMPARED.map(([name, band]) => (
            <tr key={band}>
              <th scope="row">{name}</th>
              <td>{rateText(result.band[band])}</td>
              <td>{costText(result.costs[band])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
