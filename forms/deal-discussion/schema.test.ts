import { errorsOf } from '../test-helpers';
import { examples } from './test-examples';
import { dealDiscussionSchema } from './schema';

const valid = examples.valid;

describe('dealDiscussionSchema: only the phone is checked', () => {
  it.each([
    ['Has_Deal', 'Yes'],
    ['Has_Deal', 'No'],
    ['Has_Deal', ''],
    ['Description_of_Deal_Details', ''],
    ['Description_of_Deal_Details', 'x'.repeat(32000)],
    ['Telephone', '5551234567'],
    ['Telephone', '555-123-4567'],
  ])('accepts %s = %j', (field, value) => {
    expect(errorsOf(dealDiscussionSchema, { ...valid, [field]: value })).toEqual({});
  });

  it.each([
    ['Has_Deal', 'Maybe', 'Choose Yes or No.'],
    ['Description_of_Deal_Details', 'x'.repeat(32001), 'Deal details can have at most 32000 characters.'],
    ['Telephone', '', 'Phone is required.'],
    ['Telephone', '555-123', 'Phone is required.'],
    ['Telephone', '(555) 123-4567', 'Phone is required.'],
    ['Telephone', '555-123-456-', 'Phone must have at least 10 and no more than 10 characters.'],
  ])('refuses %s = %j with %j', (field, value, message) => {
    expect(errorsOf(dealDiscussionSchema, { ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('an empty form reports the phone only', () => {
    expect(errorsOf(dealDiscussionSchema, dealDiscussionSchema.getDefault())).toEqual({ Telephone: 'Phone is required.' });
  });
});
