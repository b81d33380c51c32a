'use client';

import dynamic from 'next/dynamic';

/**
 * Code-split entries of the calculators' client leaves, one next/dynamic loader each: the route
 * bundles only these small loaders, and a page fetches the chunk of the calculator it renders and
 * no other (see components/blocks/registry.tsx).
 */
export const LazyApyCalculator = dynamic(() => import('./ApyCalculator').then((module) => module.ApyCalculator));
// The three loan-payment calculators are one component over three configurations: one chunk.
export const LazyMonthlyPaymentCalculator = dynamic(() => import('./LoanPaymentCalculator').then((module) => module.MonthlyPaymentCalculator));
export const LazyLvfLoanPaymentCalculator = dynamic(() => import('./LoanPaymentCalculator').then((module) => module.LvfLoanPaymentCalculator));
export const LazyMaxLoanCalculator = dynamic(() => import('./LoanPaymentCalculator').then((module) => module.MaxLoanCalculator));
export const LazyAnnualFeeCalculator = dynamic(() => import('./AnnualFeeCalculator').then((module) => module.AnnualFeeCalculator));
export const LazyMarginTradingCalculator = dynamic(() => import('./MarginTradingCalculator').then((module) => module.MarginTradingCalculator));
export const LazyApyBalanceCalculator = dynamic(() => import('./ApyBalanceCalculator').then((module) => module.ApyBalanceCalculator));
export const LazyApyBalanceAxosOneCalculator = dynamic(() => import('./ApyBalanceAxosOneCalculator').then((module) => module.ApyBalanceAxosOneCalculator));
export const LazyCalculatorFrame = dynamic(() => import('./CalculatorFrame').then((module) => module.CalculatorFrame));
