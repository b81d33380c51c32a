import { ValidationError } from 'yup';
import {
  businessName,
  company,
  companyRule,
  emailRule,
  letterFirstName,
  lettersName,
  oneOfRule,
  optionalLetterFirst,
  optionalText,
  phoneRule,
  requiredText,
  consent,
  contactDate,
  email,
  firstName,
  fundingAmount,
  lastName,
  nmlsId,
  phone,
  timeToCall,
  optionalOneOfRule,
  optionalMultiSelectRule,
} from './rules';

/** The message a rule reports for `value`, or null when the value passes. */
function messageOf(schema: { validateSync(value: unknown): unknown }, value: unknown): string | null {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

const TODAY = '2026-11-21';
const date = contactDate(() => TODAY);

const NAME_SPECIALS = [
  '_',
  '!',
  '?',
  '/',
  '\\',
  '+',
  '=',
  '@',
  '#',
  '$',
  '%',
  '&',
  '*',
  ',',
  '.',
  '^',
  '(',
  ')',
  '{',
  '}',
  '|',
  '~',
  '<',
  '>',
  ';',
  ':',
  '[',
  ']',
];

describe.each([
  ['first_name', firstName, 'First Name is required.'],
  ['last_name', lastName, 'Last Name is required.'],
])('%s', (_field, rule, message) => {
  it.each([['Ann'], ['a'], ['Mary Ann'], ["O'Brien"], ['Smith-Jones'], ['José'], ['  Ann  '], ['Zoë']])('accepts %j', (value) =>
    expect(messageOf(rule, value)).toBeNull(),
  );
  it.each([
    [''],
    ['   '],
    [undefined],
    [null],
    ['1Ann'],
    ['-Ann'],
    [' 9'],
    ['Ann2'],
    ['A1'],
    ["'Ann"],
    [{}],
    [[]],
    [{ toString: () => 'Ann' }],
    [{ toString: 1 }],
    [Object.create(null)],
  ])('rejects %j', (value) => expect(messageOf(rule, value)).toBe(message));
  it.each(NAME_SPECIALS.map((c) => [c]))('rejects the special character %s after the first letter', (c) => {
    expect(messageOf(rule, `An${c}n`)).toBe(message);
  });
  it('rejects a bigint', () => expect(messageOf(rule, 10n)).toBe(message));
  it('trims the value', () => expect(rule.validateSync('  Ann ')).toBe('Ann'));
});

describe('email', () => {
  it.each([['ann@example.com'], ['a.b+c@sub.example.co'], [' ann@example.com ']])('accepts %j', (value) => expect(messageOf(email, value)).toBeNull());
  it.each([[''], ['  '], [undefined], [null], ['ann'], ['ann@'], ['@example.com'], ['ann example@x.com'], [{}]])(
    'rejects %j with "Email is required."',
    (value) => expect(messageOf(email, value)).toBe('Email is required.'),
  );
});

describe('phone', () => {
  it.each([['555-123-4567'], ['5551234567'], ['555-1234567'], ['555123-4567']])('accepts %j', (value) => expect(messageOf(phone, value)).toBeNull());
  it.each([
    ['', 'Phone is required.'],
    [undefined, 'Phone is required.'],
    [null, 'Phone is required.'],
    ['555-123-456', 'Phone must have at least 10 and no more than 10 characters.'], // 11 characters, 9 digits
    ['555123456', 'Phone is required.'], // 9 characters: under the minimum length
    ['555-12-34', 'Phone is required.'],
    ['5551234567890', 'Phone is required.'], // 13 characters: over the maximum length
    ['555-123-45678', 'Phone is required.'],
    ['(555) 123-4567', 'Phone is required.'], // not digits or dashes
    ['555.123.4567', 'Phone is required.'],
    ['555-123-abcd', 'Phone is required.'],
    ['55512345678', 'Phone must have at least 10 and no more than 10 characters.'], // 11 digits
    ['555123456789', 'Phone must have at least 10 and no more than 10 characters.'], // 12 digits
    ['----------', 'Phone must have at least 10 and no more than 10 characters.'],
    ['55-5123-456', 'Phone must have at least 10 and no more than 10 characters.'],
  ])('rejects %j with %j', (value, message) => expect(messageOf(phone, value)).toBe(message));
});

describe('company', () => {
  it.each([['Acme'], ['A'], ['Acme Holdings'], ['Smith-Jones Partners'], ['a'.repeat(255)], [' Acme ']])('accepts %j', (value) =>
    expect(messageOf(company, value)).toBeNull(),
  );
  it.each([
    ['', 'Company is required.'],
    ['   ', 'Company is required.'],
    [undefined, 'Company is required.'],
    [null, 'Company is required.'],
    ['3M', 'Company is required.'],
    ['Acme, Inc.', 'Company is required.'],
    ['AT&T', 'Company is required.'],
    ['a'.repeat(256), 'Company can have atmost 255 characters.'],
    ['1'.repeat(300), 'Company can have atmost 255 characters.'],
  ])('rejects %j with %j', (value, message) => expect(messageOf(company, value)).toBe(message));
});

describe('Business_Name__c', () => {
  it.each([['Acme'], ['3M'], ['Acme, Inc.'], ['x']])('accepts %j', (value) => expect(messageOf(businessName, value)).toBeNull());
  it.each([[''], ['  '], [undefined], [null]])('rejects %j', (value) => expect(messageOf(businessName, value)).toBe('Business Name is required.'));
});

describe('NMLS_ID__c', () => {
  it.each([['123456'], ['1234567'], [' 123456 '], ['AB1234']])('accepts %j', (value) => expect(messageOf(nmlsId, value)).toBeNull());
  it.each([
    ['', 'Company NMLS ID is required.'],
    [undefined, 'Company NMLS ID is required.'],
    [null, 'Company NMLS ID is required.'],
    ['1', 'Company NMLS ID must have at least 6 and no more than 7 characters.'],
    ['12345', 'Company NMLS ID must have at least 6 and no more than 7 characters.'],
    ['12345678', 'Company NMLS ID must have at least 6 and no more than 7 characters.'],
  ])('rejects %j with %j', (value, message) => expect(messageOf(nmlsId, value)).toBe(message));
});

describe('Best_Contact_Date__c (today is 2026-11-21)', () => {
  it.each([['2026-11-21'], ['2026-11-22'], ['2027-01-01'], ['2028-02-29']])('accepts %j', (value) => expect(messageOf(date, value)).toBeNull());
  it.each([
    ['', 'The field Value must be a date.'],
    [undefined, 'The field Value must be a date.'],
    [null, 'The field Value must be a date.'],
    ['tomorrow', 'The field Value must be a date.'],
    ['11/22/2026', 'The field Value must be a date.'],
    ['2026-13-01', 'The field Value must be a date.'],
    ['2026-11-31', 'The field Value must be a date.'],
    ['2027-02-29', 'The field Value must be a date.'],
    ['2026-1-5', 'The field Value must be a date.'],
    [{}, 'The field Value must be a date.'],
    ['2026-11-20', 'The date cannot be before today.'],
    ['2020-01-01', 'The date cannot be before today.'],
  ])('rejects %j with %j', (value, message) => expect(messageOf(date, value)).toBe(message));

  it('reads today when validating, not when the rule is made', () => {
    let today = '2026-11-21';
    const rule = contactDate(() => today);
    expect(messageOf(rule, '2026-11-22')).toBeNull();
    today = '2026-11-23';
    expect(messageOf(rule, '2026-11-22')).toBe('The date cannot be before today.');
  });
});

describe('Best_Time_To_Call__c', () => {
  it.each([['8:00 am'], ['5:00 pm'], ['12:30 pm'], ['AM']])('accepts %j', (value) => expect(messageOf(timeToCall, value)).toBeNull());
  it.each([[''], [undefined], [null], ['8:00'], ['noon'], ['  ']])('rejects %j', (value) =>
    expect(messageOf(timeToCall, value)).toBe('Best Time To Call is required.'),
  );
});

describe('Potential_Funding__c', () => {
  it.each([['$25,000.00'], ['25000'], ['1'], ['$ 1,000'], ['0.50'], ['$0.00']])('accepts %j', (value) => expect(messageOf(fundingAmount, value)).toBeNull());
  it.each([
    ['', 'Potential Funding is required.'],
    ['  ', 'Potential Funding is required.'],
    [undefined, 'Potential Funding is required.'],
    [null, 'Potential Funding is required.'],
    ['$', 'Potential Funding must be an amount in US dollars.'],
    ['abc', 'Potential Funding must be an amount in US dollars.'],
    ['-5', 'Potential Funding must be an amount in US dollars.'],
    ['1.2.3', 'Potential Funding must be an amount in US dollars.'],
  ])('rejects %j with %j', (value, message) => expect(messageOf(fundingAmount, value)).toBe(message));
});

describe('consent checkbox', () => {
  it.each([[true], [false], [undefined], [null], ['on'], [{}], [Object.create(null)]])('accepts %j', (value) => expect(messageOf(consent, value)).toBeNull());
  it.each([
    [true, true],
    ['true', true],
    ['on', true],
    [undefined, false],
    [false, false],
    ['yes', false],
    [1, false],
    [{}, false],
  ])('reads %j as %j', (value, checked) => expect(consent.validateSync(value)).toBe(checked));
});

describe('rule factories: each form its own messages (spec 03 §5)', () => {
  const clearingFirst = letterFirstName({ required: 'First name is required.' }, { min: 2 });
  const commercialFirst = letterFirstName({ required: 'First Name is required.', invalid: 'Invalid first name' }, { min: 2 });
  const contactFirst = lettersName({ required: 'Please complete this required field.', invalid: 'Invalid first name' });

  it.each([
    [clearingFirst, '', 'First name is required.'],
    [clearingFirst, 'A', 'First name is required.'],
    [clearingFirst, 'A1', 'First name is required.'],
    [clearingFirst, 'Al', null],
    [commercialFirst, '   ', 'First Name is required.'],
    [commercialFirst, 'A', 'Invalid first name'],
    [commercialFirst, 'Ann!', 'Invalid first name'],
    [commercialFirst, "O'Brien", null],
    [contactFirst, '', 'Please complete this required field.'],
    [contactFirst, 'Ann2', 'Invalid first name'],
    [contactFirst, 'Ann.', 'Invalid first name'],
    [contactFirst, "D'Arcy-Smith", null],
    [contactFirst, 'Zoë', null],
  ])('%#: a name rule gives %j → %j', (rule, value, message) => expect(messageOf(rule, value)).toBe(message));

  it.each([
    [emailRule('Business Email is required.'), 'nope', 'Business Email is required.'],
    [emailRule('Please complete this required field.'), '', 'Please complete this required field.'],
    [emailRule(), 'ann@example.com', null],
  ])('%#: email with its own message', (rule, value, message) => expect(messageOf(rule, value)).toBe(message));

  it.each([
    [
      phoneRule({ required: 'Business Phone is required.', length: 'Phone must have at least 10 and no more than 10 characters.' }),
      '',
      'Business Phone is required.',
    ],
    [phoneRule({ required: 'Phone is required.', invalid: 'Invalid phone number', length: 'Invalid phone number' }), '555-12', 'Invalid phone number'],
    [phoneRule({ required: 'Phone is required.', length: 'Phone must have 10 characters.' }), '555-123-45', 'Phone must have 10 characters.'],
    [phoneRule({ required: 'Phone is required.', length: 'Phone must have 10 characters.' }), '555-123-4567', null],
  ])('%#: phone with its own messages', (rule, value, message) => expect(messageOf(rule, value)).toBe(message));

  it.each([
    [
      companyRule({ required: 'Title is required.', max: 'Title can have at most 128 characters.' }, 128),
      'x'.repeat(129),
      'Title can have at most 128 characters.',
    ],
    [companyRule({ required: 'Company is required.', max: 'Company can have at most 255 characters.' }), '', 'Company is required.'],
    [requiredText('City is required.'), '  ', 'City is required.'],
    [requiredText('Zip code is required.', 20), 'x'.repeat(21), 'Zip code is required.'],
    [oneOfRule(['Franchise', 'Independent'], 'Franchise or Independent is required.'), 'Other', 'Franchise or Independent is required.'],
    [oneOfRule(['Franchise', 'Independent'], 'Franchise or Independent is required.'), 'Independent', null],
    [optionalLetterFirst('Invalid company name'), '', null],
    [optionalLetterFirst('Invalid company name'), '1 Corp', 'Invalid company name'],
    [optionalText(32000), 'x'.repeat(32001), 'At most 32000 characters.'],
  ])('%#: text rules with their own messages', (rule, value, message) => expect(messageOf(rule, value)).toBe(message));
});

describe('optionalOneOfRule', () => {
  const rule = optionalOneOfRule(['Yes', 'No'], 'Choose Yes or No.');
  it.each(['Yes', 'No', '', ' Yes ', undefined])('accepts %j', (value) => {
    expect(rule.isValidSync(value)).toBe(true);
  });
  it.each(['yes', 'Maybe', 'Yes;No'])('refuses %j with its message', (value) => {
    expect(() => rule.validateSync(value)).toThrow('Choose Yes or No.');
  });
});

describe('optionalMultiSelectRule', () => {
  const rule = optionalMultiSelectRule(['Axos Bank', 'UFB Direct'], 'Choose from the list.');
  it.each([
    [[], null],
    [['UFB Direct'], null],
    [['Axos Bank', 'UFB Direct'], null],
    [undefined, null],
    [['Other'], 'Choose from the list.'],
    [['Axos Bank', 3], 'Choose from the list.'],
    ['Axos Bank', 'Choose from the list.'],
    [{}, 'Choose from the list.'],
  ])('%j gives %j', (value, message) => {
    expect(messageOf(rule, value)).toBe(message);
  });

  it('defaults to an empty list', () => {
    expect(rule.getDefault()).toEqual([]);
  });
});
