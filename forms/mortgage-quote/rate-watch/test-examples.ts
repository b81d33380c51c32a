/** Test fixtures (never shipped): valid Rate Watch values of each type, and an empty form's messages. */
export const rateWatchExamples = {
  targetRate: {
    updateType: 'Target Rate',
    tR1LoanTerm: 'ThirtyYear',
    tR1DesiredRate: '6.25',
    tR1DiscountPoints: '0.125',
    tR2LoanTerm: '',
    tR2DesiredRate: '',
    tR2DiscountPoints: '',
    tR3LoanTerm: '',
    tR3DesiredRate: '',
    tR3DiscountPoints: '',
    updateCadence: '',
    loanTerms: [],
    hasSmsConsent: true,
  },
  frequency: {
    updateType: 'Frequency',
    tR1LoanTerm: '',
    tR1DesiredRate: '',
    tR1DiscountPoints: '',
    tR2LoanTerm: '',
    tR2DesiredRate: '',
    tR2DiscountPoints: '',
    tR3LoanTerm: '',
    tR3DesiredRate: '',
    tR3DiscountPoints: '',
    updateCadence: 'Weekly',
    loanTerms: ['30', '15'],
    hasSmsConsent: true,
  },
  /** Every field but the type and consent as Sign Up sends it left empty (spec 03 §7: all the form's values). */
  sentEmpty: Object.fromEntries(
    [...[1, 2, 3].flatMap((n) => ['LoanTerm', 'DesiredRate', 'DiscountPoints'].map((key) => `tR${n}${key}`)), 'updateCadence', 'loanTerms'].map((name) => [
      name,
      '',
    ]),
  ),
  empty: {
    updateType: 'Update Type is required.',
    hasSmsConsent: 'You must agree to receive SMS messages.',
  },
  /** Target Rate chosen, nothing else. */
  emptyTargetRate: {
    tR1LoanTerm: 'Loan Type is required.',
    tR1DesiredRate: 'Desired Rate must be between 2 and 10.',
    tR1DiscountPoints: 'Discount Points is required.',
    hasSmsConsent: 'You must agree to receive SMS messages.',
  },
  /** Frequency chosen, nothing else. */
  emptyFrequency: {
    updateCadence: 'Frequency is required.',
    loanTerms: 'Program is required.',
    hasSmsConsent: 'You must agree to receive SMS messages.',
  },
} as const;
