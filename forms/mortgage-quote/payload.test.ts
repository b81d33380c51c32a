import { BARE_ATTRIBUTION, BARE_CONTEXT, CONTEXT, CONTEXT_ATTRIBUTION } from '../test-helpers';
import { filtersExamples } from './apply-filters/test-examples';
import { filtersPayload } from './apply-filters/payload';
import { quoteFromLocation } from './definition';
import { examples } from './test-examples';
import { quotePayload } from './payload';
import { rateWatchExamples } from './rate-watch/test-examples';
import { rateWatchPayload } from './rate-watch/payload';

const contact = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '5551234567' };

describe('quotePayload (spec 03 §3 Rate quote, §7)', () => {
  it.each([
    [
      'purchase: codes as numbers, amounts in dollars, the refinance fields zeroed, attribution',
      examples.valid,
      CONTEXT,
      {
        ...CONTEXT_ATTRIBUTION,
        loanPurpose: 1,
        propertyType: 1,
        occupancy: 1,
        salesPrice: 450000,
        downPayment: 45000,
        appraisedValue: 0,
        mortgageBalance: 0,
        cashOut: 0,
        creditScore: 740,
        zipCode: '92128',
        ...contact,
      },
    ],
    [
      'refinance: the purchase fields zeroed, even if they hold something',
      {
        ...examples.valid,
        loanPurpose: '2',
        propertyType: '5',
        occupancy: '3',
        creditScore: '600',
        appraisedValue: '$800,000.00',
        mortgageBalance: '$350,000.50',
        cashOut: '$25,000.00',
        zipCode: '02134',
        firstName: ' Ann ',
      },
      BARE_CONTEXT,
      {
        ...BARE_ATTRIBUTION,
        loanPurpose: 2,
        propertyType: 5,
        occupancy: 3,
        salesPrice: 0,
        downPayment: 0,
        appraisedValue: 800000,
        mortgageBalance: 350000.5,
        cashOut: 25000,
        creditScore: 600,
        zipCode: '02134',
        ...contact,
      },
    ],
    [
      'refinance without cash out: 0',
      { ...examples.valid, loanPurpose: '2', appraisedValue: '$800,000.00', mortgageBalance: '$350,000.00', cashOut: '' },
      BARE_CONTEXT,
      {
        ...BARE_ATTRIBUTION,
        loanPurpose: 2,
        propertyType: 1,
        occupancy: 1,
        salesPrice: 0,
        downPayment: 0,
        appraisedValue: 800000,
        mortgageBalance: 350000,
        cashOut: 0,
        creditScore: 740,
        zipCode: '92128',
        ...contact,
      },
    ],
  ])('%s', (_case, values, context, payload) => {
    expect(quotePayload(values, context)).toStrictEqual(payload);
  });

  it.each([
    ['?mortgage-type=refinance', { loanPurpose: '2' }],
    ['?utm_source=x&mortgage-type=Refinance', { loanPurpose: '2' }],
    ['?mortgage-type=purchase', {}],
    ['?mortgage-type=', {}],
    ['', {}],
  ])('the query %j preselects %j', (search, preselected) => expect(quoteFromLocation({ search })).toEqual(preselected));
});

describe('rateWatchPayload (spec 03 §3 Rate Watch, §7: all the form values plus email and lastName)', () => {
  const quote = { email: 'ann@example.com', lastName: 'Lee' };
  const EMPTY = rateWatchExamples.sentEmpty;
  it.each([
    [
      'Target Rate, one row: its code and numbers, every other field empty, the consent, the quote email and last name',
      rateWatchExamples.targetRate,
      { updateType: 'Target Rate', ...EMPTY, tR1LoanTerm: 'ThirtyYear', tR1DesiredRate: 6.25, tR1DiscountPoints: 0.125, hasSmsConsent: true, ...quote },
    ],
    [
      'Target Rate without a desired rate (it is optional)',
      { ...rateWatchExamples.targetRate, tR1DesiredRate: '' },
      { updateType: 'Target Rate', ...EMPTY, tR1LoanTerm: 'ThirtyYear', tR1DiscountPoints: 0.125, hasSmsConsent: true, ...quote },
    ],
    [
      'Target Rate, three rows',
      {
        ...rateWatchExamples.targetRate,
        tR2LoanTerm: 'FifteenYear',
        tR2DesiredRate: '5.5',
        tR2DiscountPoints: '1.000',
        tR3LoanTerm: 'TenYear',
        tR3DesiredRate: '5',
        tR3DiscountPoints: '0.000',
      },
      {
        updateType: 'Target Rate',
        tR1LoanTerm: 'ThirtyYear',
        tR1DesiredRate: 6.25,
        tR1DiscountPoints: 0.125,
        tR2LoanTerm: 'FifteenYear',
        tR2DesiredRate: 5.5,
        tR2DiscountPoints: 1,
        tR3LoanTerm: 'TenYear',
        tR3DesiredRate: 5,
        tR3DiscountPoints: 0,
        updateCadence: '',
        loanTerms: '',
        hasSmsConsent: true,
        ...quote,
      },
    ],
    [
      'Frequency: the cadence and the programs joined with ;, the targets empty',
      rateWatchExamples.frequency,
      { updateType: 'Frequency', ...EMPTY, updateCadence: 'Weekly', loanTerms: '30;15', hasSmsConsent: true, ...quote },
    ],
  ])('%s', (_case, values, payload) => expect(rateWatchPayload(values, quote)).toStrictEqual(payload));
});

describe('filtersPayload (Apply Filters: the quote again, with the adjusted criteria)', () => {
  it.each([
    [
      'purchase filters',
      filtersExamples.purchase,
      {
        loanPurpose: 1,
        propertyType: 3,
        occupancy: 2,
        salesPrice: 600000,
        downPayment: 120000,
        appraisedValue: 0,
        mortgageBalance: 0,
        cashOut: 0,
        creditScore: 700,
        zipCode: '92128',
      },
    ],
    [
      'refinance filters, cash out 0',
      filtersExamples.refinance,
      {
        loanPurpose: 2,
        propertyType: 1,
        occupancy: 1,
        salesPrice: 0,
        downPayment: 0,
        appraisedValue: 800000,
        mortgageBalance: 350000,
        cashOut: 0,
        creditScore: 720,
        zipCode: '02134',
      },
    ],
  ])('%s', (_case, values, criteria) => {
    expect(filtersPayload(values, { ...contact, phone: '555-123-4567' }, BARE_CONTEXT)).toStrictEqual({ ...BARE_ATTRIBUTION, ...criteria, ...contact });
  });
});
