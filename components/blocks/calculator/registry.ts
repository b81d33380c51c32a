/**
 * The calculator registry: each built-in calculator a block can name (lib/content/model/calculator-frames.ts
 * BUILT_IN_CALCULATORS) maps to its client leaf, as components/blocks/registry.tsx maps block types
 * to components. The Record type makes the compiler refuse a name without a calculator. Each entry
 * is a next/dynamic loader of its own (Calculators.lazy.tsx), so a page fetches the chunk of the
 * calculator it renders and no other. 'ATM locator' and the third-party names are frames, which
 * Calculator.tsx embeds.
 *
 * A server module on purpose: a server component can render a client component it imports, but
 * cannot read the properties of an object a 'use client' module exports.
 */
import type { ComponentType } from 'react';
import type { CalculatorProps } from './CalculatorFields';
import {
  LazyAnnualFeeCalculator,
  LazyApyBalanceAxosOneCalculator,
  LazyApyBalanceCalculator,
  LazyApyCalculator,
  LazyLvfLoanPaymentCalculator,
  LazyMarginTradingCalculator,
  LazyMaxLoanCalculator,
  LazyMonthlyPaymentCalculator,
} from './Calculators.lazy';
import type { BuiltInCalculator } from '@/lib/content/model/calculator-frames';

/** The built-in calculators with an interface of their own ('ATM locator' is a frame). */
export type InteractiveCalculator = Exclude<BuiltInCalculator, 'ATM locator'>;

export const CALCULATORS: Record<InteractiveCalculator, ComponentType<CalculatorProps>> = {
  APY: LazyApyCalculator,
  'Monthly Payment': LazyMonthlyPaymentCalculator,
  'Calculate a Loan Payment LVF': LazyLvfLoanPaymentCalculator,
  'Max Loan': LazyMaxLoanCalculator,
  'Annual Fee': LazyAnnualFeeCalculator,
  'Margin Trading': LazyMarginTradingCalculator,
  'APY Balance': LazyApyBalanceCalculator,
  'APY Balance AxosOne': LazyApyBalanceAxosOneCalculator,
};

export function isInteractiveCalculator(name: string): name is InteractiveCalculator {
  return Object.hasOwn(CALCULATORS, name);
}
