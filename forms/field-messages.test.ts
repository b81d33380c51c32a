import fc from 'fast-check';
import { boolean, object, string } from 'yup';
import { defaultsOf, schemaOf } from './engine/types';
import { fieldMessagesOf, messagesOfSchema, neededAtFirstOf } from './field-messages';
import { FORM_IDS } from './form-ids';
import { errorsOf, type FormExamples } from './test-helpers';
import { formModule } from './test-form-modules';

const exampleModules = import.meta.glob<{ examples: FormExamples }>('./*/test-examples.ts', { eager: true });
const EXAMPLES = new Map(Object.values(exampleModules).map(({ examples }) => [examples.formId, examples]));

describe('messagesOfSchema', () => {
  it("lists each field's messages once, in its rule's order, without the type error or yup's own defaults", () => {
    const schema = object({
      a: string()
        .typeError('Not text')
        .required('A is required.')
        .max(3, 'A is too long.')
        .test('again', 'A is required.', () => true),
      b: string().matches(/x/),
      c: boolean(),
    });
    expect(messagesOfSchema(schema)).toEqual({ a: ['A is required.', 'A is too long.'] });
  });
});

describe('fieldMessagesOf', () => {
  it("gives the general form its fields' spec messages", () => {
    expect(fieldMessagesOf('general')).toEqual({
      first_name: ['First Name is required.'],
      last_name: ['Last Name is required.'],
      email: ['Email is required.'],
      phone: ['Phone is required.', 'Phone must have at least 10 and no more than 10 characters.'],
    });
  });

  it.each(FORM_IDS)('%s: reads the schema its definition loads', async (id) => {
    const schema = await schemaOf(formModule(id).definition);
    expect(fieldMessagesOf(id)).toEqual(messagesOfSchema(schema));
  });

  it.each(FORM_IDS)('%s: lists every message its examples give, under the field that gives it', (id) => {
    const examples = EXAMPLES.get(id);
    const listed = fieldMessagesOf(id);
    for (const [field, message] of Object.entries({ ...examples?.empty, ...examples?.revealed })) {
      expect(listed[field], field).toContain(message);
    }
  });

  // The quote's down payment names its bounds, worked out from the price: the one message no list can hold.
  const BUILT_FROM_VALUES = new Set(['mortgageQuote.downPayment']);

  it.each(FORM_IDS)('%s: any message a field shows for typed values is in its list', async (id) => {
    const schema = await schemaOf(formModule(id).definition);
    const listed = fieldMessagesOf(id);
    const examples = EXAMPLES.get(id);
    const names = Object.keys(schema.fields);
    const typed = fc.constantFrom(
      '',
      ' ',
      'a',
      'Ann',
      '19',
      '1998',
      '555-123-45',
      '555-123-4567',
      '2026-02-30',
      '1999-01-01',
      '$1,000.00',
      '-5',
      'x'.repeat(300),
      'Yes',
      'No',
      'ann@',
      'ann@example.com',
    );
    fc.assert(
      fc.property(fc.record(Object.fromEntries(names.map((name) => [name, typed])), { requiredKeys: [] }), (changed) => {
        const errors = Object.entries(errorsOf(schema, { ...examples?.valid, ...changed }));
        const unlisted = errors.filter(([field, message]) => !BUILT_FROM_VALUES.has(`${id}.${field}`) && !listed[field]?.includes(message));
        expect(unlisted).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});

describe('neededAtFirstOf', () => {
  it("names the privacy request's required questions and contact fields, and not its optional ones", () => {
    const needed = neededAtFirstOf('privacyRequest');
    expect(needed).toEqual(
      expect.arrayContaining(['California_Resident', 'Request_Correction_of_Information', 'Delete_personal_info', 'Opt_out_of_sale_of_info']),
    );
    expect(needed).not.toContain('Corrected_Information');
    expect(needed).not.toContain('Axos_Financial_interaction_outlet');
  });

  // What the list shows at its first check is the whole form's validation of the definition's start values.
  it.each(FORM_IDS)('%s: the fields its start values leave refused', async (id) => {
    const { definition } = formModule(id);
    const schema = await schemaOf(definition);
    expect([...neededAtFirstOf(id)].sort()).toEqual(Object.keys(errorsOf(schema, defaultsOf(definition))).sort());
  });
});
