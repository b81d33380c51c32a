import { errorsOf } from '../test-helpers';
import { contactUsHubspotSchema } from './schema';

const valid = { firstname: 'Ann', lastname: 'Lee', email: 'ann@example.com', phone: '555-123-4567', message: 'Hi', inventory_financing: false };

describe('contactUsHubspotSchema', () => {
  it('accepts a valid set of values, the checkbox unticked', () => {
    expect(errorsOf(contactUsHubspotSchema, valid)).toEqual({});
  });

  it.each([
    ['firstname', '', 'Please complete this required field.'],
    ['firstname', '  ', 'Please complete this required field.'],
    ['firstname', 'Ann2', 'Invalid first name'],
    ['firstname', "'Ann", 'Invalid first name'],
    ['firstname', 'Ann.', 'Invalid first name'],
    ['firstname', "Mary-Ann O'Neil", undefined],
    ['firstname', 'A', undefined],
    ['lastname', '', 'Please complete this required field.'],
    ['lastname', 'Lee_', 'Invalid last name'],
    ['lastname', "D'Angelo", undefined],
    ['email', '', 'Please complete this required field.'],
    ['email', 'ann@', 'Please complete this required field.'],
    ['phone', '', 'Please complete this required field.'],
    ['phone', '555 123 4567', 'Please complete this required field.'],
    ['phone', '555-123-456-', 'Phone must have at least 10 and no more than 10 characters.'],
    ['message', '', 'Message is required'],
    ['message', ' x ', 'Message is required'],
    ['message', 'ok', undefined],
    ['message', 'm'.repeat(512), undefined],
    ['message', 'm'.repeat(513), 'Message can have at most 512 characters.'],
  ])('%s %j: %s', (field, value, message) => {
    expect(errorsOf(contactUsHubspotSchema, { ...valid, [field]: value })[field]).toBe(message);
  });

  it.each([
    [true, true],
    [false, false],
    [undefined, false],
    ['on', true],
  ])('the checkbox %j is %j', (value, expected) => {
    expect(contactUsHubspotSchema.cast({ ...valid, inventory_financing: value }).inventory_financing).toBe(expected);
  });
});
