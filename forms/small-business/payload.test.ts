import { BARE_ATTRIBUTION, BARE_CONTEXT, CONTEXT, CONTEXT_ATTRIBUTION } from '../test-helpers';
import { smallBusinessPayload } from './payload';
import type { SmallBusinessValues } from './schema';

const values: SmallBusinessValues = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: 'Lovelace Bakery',
  email: 'ada@example.com',
  phone: '555-123-4567',
  Estimated_Gross_Annual_Revenue__c: '$3MM - $10MM',
  Banking__c: true,
  Treasury_Management__c: false,
  Lending__c: true,
  Others__c: false,
  Others_Detail__c: '',
  Product_and_servicing_needs__c: '',
};
const fields = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: 'Lovelace Bakery',
  email: 'ada@example.com',
  phone: '5551234567',
  Estimated_Gross_Annual_Revenue__c: '$3MM - $10MM',
  Banking__c: true,
  Treasury_Management__c: false,
  Lending__c: true,
  Others__c: false,
};

/** Values as a caller that skipped the schema might pass them, for the coercions. */
const loose = (overrides: Record<string, unknown>) => ({ ...values, ...overrides });

describe('smallBusinessPayload', () => {
  it.each([
    ['page with attribution', CONTEXT, values, { ...CONTEXT_ATTRIBUTION, ...fields }],
    ['bare page', BARE_CONTEXT, values, { ...BARE_ATTRIBUTION, ...fields }],
    [
      'Other ticked: its detail is sent, trimmed',
      BARE_CONTEXT,
      { ...values, Others__c: true, Others_Detail__c: ' Merchant services ' },
      { ...BARE_ATTRIBUTION, ...fields, Others__c: true, Others_Detail__c: 'Merchant services' },
    ],
    ['Other ticked without detail: no detail', BARE_CONTEXT, { ...values, Others__c: true }, { ...BARE_ATTRIBUTION, ...fields, Others__c: true }],
    ['Other unticked: a detail left over is not sent', BARE_CONTEXT, { ...values, Others_Detail__c: 'stale' }, { ...BARE_ATTRIBUTION, ...fields }],
    [
      'the needs, trimmed',
      BARE_CONTEXT,
      { ...values, Product_and_servicing_needs__c: ' Payroll. ' },
      { ...BARE_ATTRIBUTION, ...fields, Product_and_servicing_needs__c: 'Payroll.' },
    ],
    ['Banking__c missing is coerced to false', BARE_CONTEXT, loose({ Banking__c: undefined }), { ...BARE_ATTRIBUTION, ...fields, Banking__c: false }],
    ['Banking__c a string is coerced to false', BARE_CONTEXT, loose({ Banking__c: 'on' }), { ...BARE_ATTRIBUTION, ...fields, Banking__c: false }],
    [
      'every product unticked',
      BARE_CONTEXT,
      { ...values, Banking__c: false, Lending__c: false },
      { ...BARE_ATTRIBUTION, ...fields, Banking__c: false, Lending__c: false },
    ],
    [
      'every product ticked',
      BARE_CONTEXT,
      { ...values, Treasury_Management__c: true, Others__c: true, Others_Detail__c: 'FX' },
      { ...BARE_ATTRIBUTION, ...fields, Treasury_Management__c: true, Others__c: true, Others_Detail__c: 'FX' },
    ],
  ])('%s', (_case, context, input, payload) => {
    expect(smallBusinessPayload(input, context)).toStrictEqual(payload);
  });
});
