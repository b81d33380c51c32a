/** Test fixtures (never shipped): valid filters of each purpose, and the refinance messages. */
export const filtersExamples = {
  purchase: {
    loanPurpose: '1',
    propertyType: '3',
    occupancy: '2',
    salesPrice: '$600,000.00',
    downPayment: '$120,000.00',
    downPaymentPercent: '20',
    appraisedValue: '',
    mortgageBalance: '',
    cashOut: '',
    creditScore: '700',
    zipCode: '92128',
  },
  refinance: {
    loanPurpose: '2',
    propertyType: '1',
    occupancy: '1',
    salesPrice: '',
    downPayment: '',
    downPaymentPercent: '10',
    appraisedValue: '$800,000.00',
    mortgageBalance: '$350,000.00',
    cashOut: '$0.00',
    creditScore: '720',
    zipCode: '02134',
  },
  /** Refinance chosen, nothing else. */
  emptyRefinance: {
    propertyType: 'Property Type is required.',
    occupancy: 'Occupancy is required.',
    appraisedValue: 'Appraised Value is required for refinance',
    mortgageBalance: 'Mortgage Balance is required for refinance',
    cashOut: 'Cash Out is required for refinance',
    creditScore: 'Credit Score is required.',
    zipCode: 'Zip Code is required.',
  },
} as const;
