import { errorsOf } from '../test-helpers';
import { filtersExamples } from './apply-filters/test-examples';
import { filtersSchema } from './apply-filters/schema';
import { examples } from './test-examples';
import { rateWatchExamples } from './rate-watch/test-examples';
import { rateWatchSchema } from './rate-watch/schema';
import { quoteSchema } from './schema';

const valid = examples.valid;
const refinance = {
  ...valid,
  loanPurpose: '2',
  salesPrice: '',
  downPayment: '',
  appraisedValue: '$800,000.00',
  mortgageBalance: '$350,000.00',
  cashOut: '',
};

describe('quoteSchema (spec 03 §5, Quote)', () => {
  it('defaults to Purchase and a down payment of 10 percent', () => {
    expect(quoteSchema.getDefault()).toMatchObject({ loanPurpose: '1', downPaymentPercent: '10', salesPrice: '', downPayment: '' });
  });

  it.each([
    ['salesPrice', '$50,000.00', '$500.00'],
    ['salesPrice', '$25,000,000.00', '$250,000.00'],
    ['downPayment', '$450,000.00', '$450,000.00'],
    ['downPayment', '$450,000.00', '$4,500.00'],
  ])('accepts %s at a bound (price %s, down payment %s)', (_field, salesPrice, downPayment) => {
    expect(errorsOf(quoteSchema, { ...valid, salesPrice, downPayment })).toEqual({});
  });

  it.each([
    [{ salesPrice: '' }, { salesPrice: 'Purchase Price is required.' }],
    [{ salesPrice: '$49,999.99' }, { salesPrice: 'Value must be between $50,000 and $25,000,000.' }],
    [{ salesPrice: '$25,000,000.01', downPayment: '$250,000.00' }, { salesPrice: 'Value must be between $50,000 and $25,000,000.' }],
    [{ downPayment: '' }, { downPayment: 'Down Payment is required.' }],
    [{ downPayment: '$4,499.99' }, { downPayment: 'Value must be between $4,500 and $450,000.' }],
    [{ downPayment: '$450,000.01' }, { downPayment: 'Value must be between $4,500 and $450,000.' }],
    [{ salesPrice: '$100,000.00', downPayment: '$999.00' }, { downPayment: 'Value must be between $1,000 and $100,000.' }],
    [{ propertyType: '' }, { propertyType: 'Property Type is required.' }],
    [{ propertyType: '7' }, { propertyType: 'Property Type is required.' }],
    [{ occupancy: '4' }, { occupancy: 'Occupancy is required.' }],
    [{ creditScore: '780' }, { creditScore: 'Credit Score is required.' }],
    [{ loanPurpose: '3' }, { loanPurpose: 'Loan Purpose is required.' }],
    [{ zipCode: '9212' }, { zipCode: 'Zip Code is required.' }],
    [{ zipCode: '00000' }, { zipCode: 'Zip Code is required.' }],
    [{ firstName: '' }, { firstName: 'First Name is required.' }],
    [{ lastName: '' }, { lastName: 'Last Name is required.' }],
    [{ email: 'ann@' }, { email: 'Email is required.' }],
    [{ phone: '' }, { phone: 'Phone is required.' }],
    [{ phone: '555-123-456-' }, { phone: 'Phone must have 10 characters.' }],
  ])('purchase %j → %j', (change, errors) => {
    expect(errorsOf(quoteSchema, { ...valid, ...change })).toEqual(errors);
  });

  it('refinance: home value and balance required, cash out optional, the purchase fields not checked', () => {
    expect(errorsOf(quoteSchema, refinance)).toEqual({});
    expect(errorsOf(quoteSchema, { ...refinance, cashOut: '$25,000.00' })).toEqual({});
    expect(errorsOf(quoteSchema, { ...refinance, appraisedValue: '', mortgageBalance: '' })).toEqual({
      appraisedValue: 'Appraised Value is required for refinance',
      mortgageBalance: 'Mortgage Balance is required for refinance',
    });
  });

  it('purchase: the refinance fields are not checked', () => {
    expect(errorsOf(quoteSchema, { ...valid, appraisedValue: 'x', mortgageBalance: '' })).toEqual({});
  });
});

describe('rateWatchSchema (spec 03 §5, Rate Watch)', () => {
  it.each([
    ['Target Rate', rateWatchExamples.targetRate],
    ['Frequency', rateWatchExamples.frequency],
  ])('accepts a valid %s', (_type, values) => expect(errorsOf(rateWatchSchema, values)).toEqual({}));

  it('an empty form asks for the update type and the consent', () => {
    expect(errorsOf(rateWatchSchema, rateWatchSchema.getDefault())).toEqual(rateWatchExamples.empty);
  });

  it.each([
    ['Target Rate', rateWatchExamples.emptyTargetRate],
    ['Frequency', rateWatchExamples.emptyFrequency],
  ])('%s chosen and nothing else: its messages', (updateType, errors) => {
    expect(errorsOf(rateWatchSchema, { ...rateWatchSchema.getDefault(), updateType })).toEqual(errors);
  });

  it.each([
    // Required in target 1, which Target Rate always sends (issue 40: no alert without a target rate).
    ['tR1DesiredRate', '', { tR1DesiredRate: 'Desired Rate must be between 2 and 10.' }],
    ['tR1DesiredRate', '   ', { tR1DesiredRate: 'Desired Rate must be between 2 and 10.' }],
    ['tR1DesiredRate', '2', {}],
    ['tR1DesiredRate', '10', {}],
    ['tR1DesiredRate', '1.999', { tR1DesiredRate: 'Desired Rate must be between 2 and 10.' }],
    ['tR1DesiredRate', '10.01', { tR1DesiredRate: 'Desired Rate must be between 2 and 10.' }],
    ['tR1DesiredRate', 'six', { tR1DesiredRate: 'Desired Rate must be between 2 and 10.' }],
    ['tR1DiscountPoints', '1.000', {}],
    ['tR1DiscountPoints', '0.000', {}],
    ['tR1DiscountPoints', '0.1', { tR1DiscountPoints: 'Discount Points is required.' }],
    ['tR1LoanTerm', 'FortyYear', { tR1LoanTerm: 'Loan Type is required.' }],
    ['hasSmsConsent', false, { hasSmsConsent: 'You must agree to receive SMS messages.' }],
  ])('Target Rate %s = %j → %j', (field, value, errors) => {
    expect(errorsOf(rateWatchSchema, { ...rateWatchExamples.targetRate, [field]: value })).toEqual(errors);
  });

  it.each([
    ['left empty: not sent as a target, nothing asked', {}, {}],
    ['complete', { tR2LoanTerm: 'FifteenYear', tR2DesiredRate: '5.5', tR2DiscountPoints: '1.000' }, {}],
    [
      'a loan type alone: the rate and points it needs',
      { tR2LoanTerm: 'FifteenYear' },
      { tR2DesiredRate: 'Desired Rate must be between 2 and 10.', tR2DiscountPoints: 'Discount Points is required.' },
    ],
    [
      'a loan type and points without a rate',
      { tR2LoanTerm: 'FifteenYear', tR2DiscountPoints: '1.000' },
      { tR2DesiredRate: 'Desired Rate must be between 2 and 10.' },
    ],
    [
      'a rate out of range alone',
      { tR2DesiredRate: '11' },
      { tR2LoanTerm: 'Loan Type is required.', tR2DesiredRate: 'Desired Rate must be between 2 and 10.', tR2DiscountPoints: 'Discount Points is required.' },
    ],
  ])('Target Rate, target 2 %s', (_case, row, errors) => {
    expect(errorsOf(rateWatchSchema, { ...rateWatchExamples.targetRate, ...row })).toEqual(errors);
  });

  it('Frequency sends no target: its rows are never asked for', () => {
    expect(errorsOf(rateWatchSchema, { ...rateWatchExamples.frequency, tR2LoanTerm: 'FifteenYear' })).toEqual({});
  });

  it.each([
    ['loanTerms', ['10'], {}],
    ['loanTerms', [], { loanTerms: 'Program is required.' }],
    ['loanTerms', ['40'], { loanTerms: 'Program is required.' }],
    ['updateCadence', 'Hourly', { updateCadence: 'Frequency is required.' }],
  ])('Frequency %s = %j → %j', (field, value, errors) => {
    expect(errorsOf(rateWatchSchema, { ...rateWatchExamples.frequency, [field]: value })).toEqual(errors);
  });
});

describe('filtersSchema (spec 03 §5: the filter form)', () => {
  it.each([
    ['purchase', filtersExamples.purchase],
    ['refinance', filtersExamples.refinance],
  ])('accepts valid %s filters', (_purpose, values) => expect(errorsOf(filtersSchema, values)).toEqual({}));

  it('refinance with nothing else: its messages, cash out required', () => {
    expect(errorsOf(filtersSchema, { ...filtersSchema.getDefault(), loanPurpose: '2' })).toEqual(filtersExamples.emptyRefinance);
  });

  it.each([
    [{ appraisedValue: '$49,999.00' }, { appraisedValue: 'Value must be between $50,000 and $25,000,000.' }],
    [{ appraisedValue: '$25,000,001.00' }, { appraisedValue: 'Value must be between $50,000 and $25,000,000.' }],
    [{ mortgageBalance: '$10,000.00' }, { mortgageBalance: 'Value must be between $50,000 and $25,000,000.' }],
    [{ mortgageBalance: '$50,000.00' }, {}],
    [{ cashOut: '' }, { cashOut: 'Cash Out is required for refinance' }],
    [{ cashOut: '$40,000.00' }, {}],
  ])('refinance %j → %j', (change, errors) => {
    expect(errorsOf(filtersSchema, { ...filtersExamples.refinance, ...change })).toEqual(errors);
  });

  it('purchase: cash out is not asked', () => {
    expect(errorsOf(filtersSchema, { ...filtersExamples.purchase, cashOut: '' })).toEqual({});
  });
});
