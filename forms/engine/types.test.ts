/**
 * The compiler holds a definition's parts together: these definitions must not compile (tsc runs
 * over the tests; an @ts-expect-error that finds no error fails the type check).
 */
import { companyPayload } from '../company/payload';
import { companySchema } from '../company/schema';
import { fundingCallbackPayload } from '../funding-callback/payload';
import { defineForm } from './define-form';

describe('defineForm', () => {
  it('refuses a field the schema does not have', () => {
    const definition = defineForm({
      schema: companySchema,
      payload: companyPayload,
      // @ts-expect-error 'nickname' is not a field of the company schema
      fields: [{ kind: 'text', name: 'nickname', label: 'Nickname' }],
    });
    expect(definition.fields).toHaveLength(1);
  });

  it("refuses a payload builder written for another form's values", () => {
    const definition = defineForm({
      schema: companySchema,
      // @ts-expect-error the funding payload needs fields the company schema does not produce
      payload: fundingCallbackPayload,
      fields: [],
    });
    expect(definition.fields).toHaveLength(0);
  });

  it('refuses a reveal rule that reads a value the schema does not have', () => {
    const definition = defineForm({
      schema: companySchema,
      payload: companyPayload,
      // @ts-expect-error 'nickname' is not a value of the company schema
      fields: [{ kind: 'text', name: 'company', label: 'Company', when: (values) => values.nickname === 'x' }],
    });
    expect(definition.fields).toHaveLength(1);
  });
});
