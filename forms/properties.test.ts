/**
 * Property tests (fast-check): no input makes a validator or a payload builder throw; a valid phone
 * always yields exactly 10 digits; a funding amount always round-trips to the same number; a valid date
 * always formats to the same calendar day.
 */
import fc from 'fast-check';
import { ValidationError } from 'yup';
import type { FormContext } from './attribution';
import { attribution } from './attribution';
import { companyPayload } from './company/payload';
import { formatUsd, parseUsd } from './fields/currency';
import { formatUsDate } from './fields/dates';
import { digitsOnly, formatPhone } from './fields/masks';
import * as rules from './fields/rules';
import { fundingCallbackPayload } from './funding-callback/payload';
import { generalPayload } from './general/payload';
import { TODAY } from './test-helpers';

/** Any value at all, including the awkward ones (null prototypes, boxed values, Maps, sparse arrays). */
const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
});

/** Runs `validate`; passes when it returns or throws a ValidationError, fails on any other throw. */
function neverThrowsUnexpectedly(validate: () => unknown): void {
  try {
    validate();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
  }
}

const RULES = {
  firstName: rules.firstName,
  lastName: rules.lastName,
  email: rules.email,
  phone: rules.phone,
  company: rules.company,
  businessName: rules.businessName,
  nmlsId: rules.nmlsId,
  contactDate: rules.contactDate(() => TODAY),
  timeToCall: rules.timeToCall,
  fundingAmount: rules.fundingAmount,
  consent: rules.consent,
};

const context: fc.Arbitrary<FormContext> = fc.record({
  crm: fc.record(
    {
      brand: fc.string(),
      branch: fc.string(),
      subBranch: fc.string(),
      leadSourceDetail: fc.string(),
      otherLeadSource: fc.string(),
    },
    { requiredKeys: [] },
  ),
  path: fc.string(),
  search: fc.oneof(
    fc.string(),
    fc.dictionary(fc.constantFrom('utm_campaign', 'utm_source', 'gclid', 'fbclid', 'cjevent', 'hem', 'x'), fc.string()).map((d) => new URLSearchParams(d)),
  ),
});

describe('no input makes a rule throw (every form schema: registry.test.ts)', () => {
  it.each(Object.entries(RULES))('rule %s', (_name, rule) => {
    fc.assert(fc.property(anything, (value) => neverThrowsUnexpectedly(() => rule.validateSync(value))));
  });
});

describe('no input makes the attribution throw (every form: registry.test.ts)', () => {
  it('attribution', () => {
    fc.assert(fc.property(context, (ctx) => void attribution(ctx)));
  });
});

describe('a valid phone always yields exactly 10 digits', () => {
  const phoneLike = fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '-'), maxLength: 14 });

  it('for any string of digits and dashes the rule accepts', () => {
    fc.assert(
      // Only the strings the rule accepts: the property is about what a valid phone yields.
      fc.property(
        phoneLike.filter((input) => rules.phone.isValidSync(input)),
        (input) => {
          expect(digitsOnly(input)).toHaveLength(10);
          expect(generalPayload({ first_name: 'A', last_name: 'B', email: 'a@b.co', phone: input, checkbox__c: false }, { crm: {}, path: '/' }).phone).toMatch(
            /^\d{10}$/,
          );
        },
      ),
    );
  });

  it('for any 10 digits typed into the mask', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 10, maxLength: 10 }), (digits) => {
        const masked = formatPhone(digits);
        expect(() => rules.phone.validateSync(masked)).not.toThrow();
        expect(companyPayload({ first_name: 'A', last_name: 'B', email: 'a@b.co', phone: masked, company: 'C' }, { crm: {}, path: '/' }).phone).toBe(digits);
      }),
    );
  });
});

describe('a funding amount always round-trips to the same number', () => {
  const cents = fc.integer({ min: 0, max: 10_000_000_000_000 }); // up to $100 billion

  it.each([
    ['as the currency input shows it ($1,234.56)', (amount: number) => formatUsd(amount)],
    ['as plain digits', (amount: number) => amount.toFixed(2)],
    ['with spaces for separators', (amount: number) => `$ ${formatUsd(amount).slice(1).replace(/,/g, ' ')}`],
  ])('%s', (_case, show) => {
    fc.assert(
      fc.property(cents, (c) => {
        const amount = c / 100;
        expect(parseUsd(show(amount))).toBe(amount);
        expect(() => rules.fundingAmount.validateSync(show(amount))).not.toThrow();
        const payload = fundingCallbackPayload(
          {
            first_name: 'A',
            last_name: 'B',
            email: 'a@b.co',
            phone: '5551234567',
            Best_Contact_Date__c: TODAY,
            Best_Time_To_Call__c: '8:00 am',
            Potential_Funding__c: show(amount),
          },
          { crm: {}, path: '/' },
        );
        expect(payload.Potential_Funding__c).toBe(amount);
      }),
    );
  });
});

describe('a valid date always formats to the same calendar day', () => {
  it('yyyy-mm-dd to MM/DD/YYYY and back', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        const us = formatUsDate(iso);
        expect(us).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        const [mm, dd, yyyy] = us.split('/');
        expect(`${yyyy}-${mm}-${dd}`).toBe(iso);
      }),
    );
  });
});
