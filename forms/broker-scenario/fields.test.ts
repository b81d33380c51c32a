import { BROKER_FIELD_NAMES, effectiveValue, isRevealed, onHide, onReveal, REVEAL_RULES, type RevealedField } from './fields';

const rule = (field: RevealedField) => REVEAL_RULES.find((candidate) => candidate.field === field)!;

describe('broker reveal rules (spec 03 §4)', () => {
  it.each([
    // field, trigger field, trigger value, shown, value while hidden
    ['Cash_Out_Amount__c', 'Loan_Purpose__c', 'RefiCashout', true, '0'],
    ['Cash_Out_Amount__c', 'Loan_Purpose__c', 'Purchase', false, '0'],
    ['Cash_Out_Amount__c', 'Loan_Purpose__c', 'RefiRateTerm', false, '0'],
    ['Cash_Out_Amount__c', 'Loan_Purpose__c', '', false, '0'],
    ['Debt_To_Income_Ratio__c', 'Underwriting_Document_Type__c', 'InvestorDscr', true, '0'],
    ['Debt_To_Income_Ratio__c', 'Underwriting_Document_Type__c', 'FullDoc', false, '0'],
    ['Debt_To_Income_Ratio__c', 'Underwriting_Document_Type__c', '', false, '0'],
    ['housingEventSeasoning__c', 'HousingEventType__c', 'Foreclosure', true, 'NotApplicable'],
    ['housingEventSeasoning__c', 'HousingEventType__c', 'ShortSale', true, 'NotApplicable'],
    ['housingEventSeasoning__c', 'HousingEventType__c', 'None', false, 'NotApplicable'],
    ['bankruptcySeasoning__c', 'bankruptcyType__c', 'Chapter7', true, 'NotApplicable'],
    ['bankruptcySeasoning__c', 'bankruptcyType__c', 'Chapter13', true, 'NotApplicable'],
    ['bankruptcySeasoning__c', 'bankruptcyType__c', 'None', false, 'NotApplicable'],
    ['Units__c', 'Property_Type__c', 'SingleFamily', true, 'OneUnit'],
    ['Units__c', 'Property_Type__c', 'Condo', false, 'OneUnit'],
    ['Units__c', 'Property_Type__c', '', false, 'OneUnit'],
    ['Prepayment_Penalty__c', 'Occupance__c', 'InvestmentProperty', true, 'None'],
    ['Prepayment_Penalty__c', 'Occupance__c', 'PrimaryResidence', false, 'None'],
    ['Prepayment_Penalty__c', 'Occupance__c', 'SecondHome', false, 'None'],
  ] as const)('%s with %s = %j: shown %s, else %j', (field, trigger, value, shown, hidden) => {
    const values = { [trigger]: value, [field]: 'typed' };
    expect(isRevealed(field, values)).toBe(shown);
    expect(effectiveValue(field, values)).toBe(shown ? 'typed' : hidden);
    expect(onHide(rule(field), values)).toEqual(shown ? {} : { [field]: hidden });
  });

  it.each([
    // field, trigger values that show it, value it holds, what appearing sets
    ['Cash_Out_Amount__c', { Loan_Purpose__c: 'RefiCashout' }, '0', { Cash_Out_Amount__c: '' }],
    ['Cash_Out_Amount__c', { Loan_Purpose__c: 'RefiCashout' }, '25000', {}],
    ['Debt_To_Income_Ratio__c', { Underwriting_Document_Type__c: 'InvestorDscr' }, '0', { Debt_To_Income_Ratio__c: '' }],
    ['housingEventSeasoning__c', { HousingEventType__c: 'Foreclosure' }, 'NotApplicable', { housingEventSeasoning__c: '' }],
    ['housingEventSeasoning__c', { HousingEventType__c: 'Foreclosure' }, '12To23Months', {}],
    ['bankruptcySeasoning__c', { bankruptcyType__c: 'Chapter7' }, 'NotApplicable', { bankruptcySeasoning__c: '' }],
    // Real answers stay as they are when their field appears.
    ['Units__c', { Property_Type__c: 'SingleFamily' }, 'OneUnit', {}],
    ['Prepayment_Penalty__c', { Occupance__c: 'InvestmentProperty' }, 'None', {}],
    // A hidden field is not emptied.
    ['Cash_Out_Amount__c', { Loan_Purpose__c: 'Purchase' }, '0', {}],
  ] as const)('%s appearing with %j while it holds %j sets %j', (field, trigger, held, expected) => {
    expect(onReveal(rule(field), { ...trigger, [field]: held })).toEqual(expected);
  });

  it('reads values defensively: anything but a string is nothing chosen', () => {
    expect(isRevealed('Cash_Out_Amount__c', { Loan_Purpose__c: 42 })).toBe(false);
    expect(effectiveValue('Cash_Out_Amount__c', {})).toBe('0');
    expect(effectiveValue('Cash_Out_Amount__c', { Loan_Purpose__c: ' RefiCashout ', Cash_Out_Amount__c: { x: 1 } })).toBe('');
  });
});

describe('broker fields table', () => {
  it('reveals exactly the six fields of spec 03 §4, each on a field of the table shown before it', () => {
    expect(REVEAL_RULES.map((candidate) => [candidate.field, candidate.on])).toEqual([
      ['Cash_Out_Amount__c', 'Loan_Purpose__c'],
      ['Debt_To_Income_Ratio__c', 'Underwriting_Document_Type__c'],
      ['housingEventSeasoning__c', 'HousingEventType__c'],
      ['bankruptcySeasoning__c', 'bankruptcyType__c'],
      ['Units__c', 'Property_Type__c'],
      ['Prepayment_Penalty__c', 'Occupance__c'],
    ]);
    for (const { field, on } of REVEAL_RULES) expect(BROKER_FIELD_NAMES.indexOf(on)).toBeLessThan(BROKER_FIELD_NAMES.indexOf(field));
  });
});
