import { PHONE } from './phone';
import { formatPhone } from './masks';
import { phoneRule } from './rules';

describe('PHONE, the one phone of spec 01 §5', () => {
  it('is 10 digits shown 3-3-4: the mask, its placeholder and the formatter agree', () => {
    expect(PHONE).toMatchObject({ digits: 10, mask: '000-000-0000', placeholder: '___-___-____' });
    expect(formatPhone('55512345678')).toBe('555-123-4567');
  });

  it.each([
    ['555-123-4567', undefined],
    ['5551234567', undefined],
    ['555-123-45', 'short'],
    ['555 123 4567', 'bad'],
    ['555-123-4567-', 'bad'],
    ['5551234567-8', 'short'],
  ])("phoneRule with a form's own messages judges %j", async (value, expected) => {
    const rule = phoneRule({ required: 'bad', length: 'short' });
    const message = await rule.validate(value).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(message).toBe(expected);
  });
});
