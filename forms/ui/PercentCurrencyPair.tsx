'use client';

import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { formatCurrency, parseUsd, sanitizeCurrencyInput } from '../fields/currency';
import { amountFromPercent, clampPercent, percentFromAmount } from '../fields/linked-amount';
import { Field } from './Field';
import { useField } from './use-field';
import { Affixed } from './Affixed';
import styles from './Field.module.scss';

export interface PercentCurrencyPairProps<T extends FieldValues, A extends FieldPath<T>, P extends FieldPath<T>> {
  /** The form's control; without it the fields read the nearest `FormProvider`. */
  control?: Control<T, unknown, unknown>;
  /** The amount in dollars: the currency string CurrencyField holds ('$45,000.00'). */
  amountName: A;
  /** The percent of `base`: the integer as a string ('10'). */
  percentName: P;
  /** What the percent is of: the purchase price, as a number (NaN or 0 while there is none). */
  base: number;
  amountLabel: ReactNode;
  percentLabel: ReactNode;
  amountHelperText?: ReactNode;
  percentHelperText?: ReactNode;
  /** Errors overriding the form's, as the fields' `error`. */
  amountError?: string;
  percentError?: string;
  amountId?: string;
  percentId?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

const formatAmount = (amount: number) => formatCurrency(amount.toFixed(2));

/**
 * When `base` changes the amount follows the current percent (`follow`), with the values of the render
 * that changed it, not of the first one. On the first render an amount already there (restored
 * values, typed before hydration) wins.
 */
function useAmountFollowsBase(base: number, amountValue: string, percentValue: string, follow: (percentText: string, ofBase: number) => void) {
  const onBaseChange = useEffectEvent((before: number | null) => {
    if (before === null && amountValue !== '') return;
    follow(percentValue, base);
  });
  const previousBase = useRef<number | null>(null);
  useEffect(() => {
    const before = previousBase.current;
    previousBase.current = base;
    if (before !== null && Object.is(before, base)) return;
    onBaseChange(before);
    // Only a change of the base recomputes; typing is handled by the inputs' handlers.
  }, [base]);
}

/**
 * The mortgage quote's down payment (spec 03 §4, Quote): an amount in dollars and the percent of the
 * price it is, side by side, each following the other. Typing a percent sets the amount; typing an
 * amount sets the percent, rounded and clamped to 1-100; the percent is clamped in its own field when
 * it loses focus. When `base` changes the amount follows the current percent, so the default of 10
 * percent (the form's default value for the percent) holds as the price is typed. With no price
 * (`base` 0 or NaN) nothing is computed and both fields keep what they hold.
 *
 * The amount behaves as CurrencyField does (plain while editing, '$45,000.00' after blur).
 */
// Over 80 lines, and left so: after the base's effect (useAmountFollowsBase) what remains is two
// fields' wiring and markup, whose handlers each set the other field; apart, they would pass it all back.
export function PercentCurrencyPair<T extends FieldValues, A extends FieldPath<T>, P extends FieldPath<T>>(props: PercentCurrencyPairProps<T, A, P>) {
  const { base, className } = props;
  const { control, required, disabled } = props;
  const amount = useField({
    control,
    required,
    disabled,
    name: props.amountName,
    label: props.amountLabel,
    helperText: props.amountHelperText,
    error: props.amountError,
    id: props.amountId,
  });
  const percent = useField({
    control,
    required,
    disabled,
    name: props.percentName,
    label: props.percentLabel,
    helperText: props.percentHelperText,
    error: props.percentError,
    id: props.percentId,
  });
  // The refs apart: the React Compiler takes an object read through `.ref` for a ref, and each read of it in render for a ref read.
  const { ref: amountRef, ...amountField } = amount.field;
  const { ref: percentRef, ...percentField } = percent.field;
  const amountValue = typeof amountField.value === 'string' ? amountField.value : '';
  const percentValue = typeof percentField.value === 'string' ? percentField.value : '';

  const setAmountFromPercent = (percentText: string, ofBase: number) => {
    if (percentText === '' || !(ofBase > 0)) return;
    const next = amountFromPercent(ofBase, Number(percentText));
    if (next === null) return;
    const formatted = formatAmount(next);
    if (formatted !== amountValue) amountField.onChange(formatted);
  };

  useAmountFollowsBase(base, amountValue, percentValue, setAmountFromPercent);

  return (
    <div className={[styles.pair, className].filter(Boolean).join(' ')}>
      <Field state={amount} label={props.amountLabel} helperText={props.amountHelperText} className={styles.pairAmount}>
        <input
          {...amount.controlProps}
          ref={amountRef}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          name={amountField.name}
          value={amountValue}
          disabled={amountField.disabled}
          onFocus={() => {
            const plain = sanitizeCurrencyInput(amountValue);
            if (plain !== amountValue) amountField.onChange(plain);
          }}
          onChange={(event) => {
            const plain = sanitizeCurrencyInput(event.target.value);
            amountField.onChange(plain);
            const next = percentFromAmount(base, parseUsd(plain));
            if (next !== null && String(next) !== percentValue) percentField.onChange(String(next));
          }}
          onBlur={() => {
            const formatted = formatCurrency(amountValue);
            if (formatted !== amountValue) amountField.onChange(formatted);
            amountField.onBlur();
          }}
          className={styles.control}
        />
      </Field>
      <Field state={percent} label={props.percentLabel} helperText={props.percentHelperText} className={styles.pairPercent}>
        <Affixed suffix="%">
          <input
            {...percent.controlProps}
            ref={percentRef}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            name={percentField.name}
            value={percentValue}
            disabled={percentField.disabled}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '').slice(0, 3);
              percentField.onChange(digits);
              setAmountFromPercent(digits, base);
            }}
            onBlur={() => {
              const clamped = percentValue === '' ? null : clampPercent(Number(percentValue));
              if (clamped !== null && String(clamped) !== percentValue) percentField.onChange(String(clamped));
              percentField.onBlur();
            }}
            className={`${styles.control} ${styles.short}`}
          />
        </Affixed>
      </Field>
    </div>
  );
}
