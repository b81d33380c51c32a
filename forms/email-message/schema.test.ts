import { errorsOf } from '../test-helpers';
import { examples } from './test-examples';
import { emailMessageSchema } from './schema';

const valid = examples.valid;

describe('emailMessageSchema', () => {
  it.each([
    ['email', 'ann@example.com'],
    ['email', ' ann@example.com '],
    ['message', 'Hi'],
    ['message', ' Hi '],
    ['message', 'x'.repeat(32000)],
  ])('accepts %s = %j', (field, value) => {
    expect(errorsOf(emailMessageSchema, { ...valid, [field]: value })).toEqual({});
  });

  it.each([
    ['email', '', 'Email is required.'],
    ['email', 'ann@', 'Email is required.'],
    ['email', 'ann example.com', 'Email is required.'],
    ['message', '', 'Message is required'],
    ['message', '   ', 'Message is required'],
    ['message', ' H ', 'Message is required'],
    ['message', 'x'.repeat(32001), 'Message can have at most 32000 characters.'],
  ])('refuses %s = %j with %j', (field, value, message) => {
    expect(errorsOf(emailMessageSchema, { ...valid, [field]: value })).toEqual({ [field]: message });
  });
});
