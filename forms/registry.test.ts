/**
 * Every form of the registry, each held to the same rules, so a new form is covered by adding it
 * (its folder with manifest.ts and test-examples.ts, its manifest in form-ids.ts), without editing a list here:
 * - its definition, schema and payload agree (every schema field is on the form, every form field
 *   is in the schema, the defaults cover every field);
 * - its examples: the valid values pass, an empty form reports exactly the spec's messages, and
 *   each required field alone reports its message;
 * - no input makes its schema or its payload builder throw (fast-check), and the payload is a flat
 *   object or a submission in the HubSpot shape.
 */
import fc from 'fast-check';
import { ValidationError } from 'yup';
import type { FormContext } from './attribution';
import { autoCompleteOf, countsOf, defaultsOf, fieldsOf, schemaOf } from './engine/types';
import { isShown } from './engine/useFormEngine';
import { FORM_IDS } from './form-ids';
import { isHubSpotSubmission } from './submit/types';
import { errorsOf, type FormExamples } from './test-helpers';
import { ALL_FORMS, FORM_FOLDERS, formModule as moduleOf } from './test-form-modules';

const exampleModules = import.meta.glob<{ examples: FormExamples }>('./*/test-examples.ts', { eager: true });
const EXAMPLES = new Map(Object.values(exampleModules).map(({ examples }) => [examples.formId, examples]));

// forms/README.md, "Form ids": the folder is the id in kebab case, the only other spelling an id has.
describe('form ids and folders', () => {
  it.each(FORM_IDS)('%s lives in forms/<its id in kebab case>/', (id) => {
    expect(FORM_FOLDERS.get(id)).toBe(id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));
  });
});

const anything = fc.anything({ withBigInt: true, withBoxedValues: true, withDate: true, withMap: true, withNullPrototype: true, withSparseArray: true });

/** Values for a form's own fields, each anything or a plausible string. */
function valuesFor(fields: readonly string[]) {
  const value = fc.oneof(anything, fc.string(), fc.constantFrom('', ' ', '555-123-4567', '2026-11-21', '$1,000.00', 'Ann', 'Yes'));
  return fc.oneof(anything, fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] }));
}

const context: fc.Arbitrary<FormContext> = fc.record({
  crm: fc.record({ brand: fc.string(), branch: fc.string(), leadSourceDetail: fc.string() }, { requiredKeys: [] }),
  path: fc.string(),
  search: fc.string(),
  pageUri: fc.webUrl(),
  pageName: fc.string(),
});

function neverThrowsUnexpectedly(validate: () => unknown): void {
  try {
    validate();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
  }
}

it('every form id has its folder (manifest.ts) and its examples, and every folder with a manifest is a listed form', () => {
  expect([...ALL_FORMS.keys()].sort()).toEqual([...FORM_IDS].sort());
  expect([...EXAMPLES.keys()].sort()).toEqual([...FORM_IDS].sort());
});

describe.each(FORM_IDS)('form %s', (id) => {
  it('shows every field of its schema, and nothing the schema does not know', async () => {
    const { definition } = moduleOf(id);
    const schema = await schemaOf(definition);
    // A repeatable group's count is a value of the form that no field shows (its buttons set it).
    const shown = [...fieldsOf(definition.fields).map((field) => field.name), ...countsOf(definition.fields)].sort();
    expect(shown).toEqual(Object.keys(schema.fields).sort());
  });

  it("has one field for the visitor's own address at most, the one the page's email check reads", () => {
    const { definition } = moduleOf(id);
    const own = fieldsOf(definition.fields).filter((field) => autoCompleteOf(field) === 'email');
    // A form that asks for an email address has exactly one it is checked on; a form that does not, none.
    const asksEmail = fieldsOf(definition.fields).some((field) => field.kind === 'email' || /email/i.test(field.name));
    expect(own).toHaveLength(asksEmail ? 1 : 0);
  });

  it('has a default for every field', async () => {
    const { definition } = moduleOf(id);
    const schema = await schemaOf(definition);
    expect(Object.keys(schema.getDefault() as object).sort()).toEqual(Object.keys(schema.fields).sort());
  });

  it('loads its schema (and yup) only when asked, and starts from the values its schema gives', async () => {
    const { definition } = moduleOf(id);
    // The page renders the form from its fields before the schema has loaded (engine/validation.ts).
    expect(typeof definition.schema).toBe('function');
    const schema = await schemaOf(definition);
    expect(defaultsOf(definition)).toEqual(schema.getDefault());
  });

  it('is invalid while empty, as the engine counts a form until its schema has loaded', async () => {
    const { definition } = moduleOf(id);
    const schema = await schemaOf(definition);
    expect(errorsOf(schema, schema.getDefault())).not.toEqual({});
  });

  it('accepts its valid example, and an empty form reports the spec messages of the required fields', async () => {
    const { definition } = moduleOf(id);
    const schema = await schemaOf(definition);
    const examples = EXAMPLES.get(id);
    expect(errorsOf(schema, examples?.valid)).toEqual({});
    expect(errorsOf(schema, schema.getDefault())).toEqual(examples?.empty);
  });

  it('reports each required field alone when only it is empty', async () => {
    const { definition } = moduleOf(id);
    const schema = await schemaOf(definition);
    const examples = EXAMPLES.get(id);
    for (const [field, message] of Object.entries({ ...examples?.empty, ...examples?.revealed })) {
      expect(errorsOf(schema, { ...examples?.valid, [field]: '' })).toEqual({ [field]: message });
    }
  });

  it('announces as required exactly the fields an empty form reports', async () => {
    const { definition } = moduleOf(id);
    const schema = await schemaOf(definition);
    // An empty form's shown fields report their messages (examples.empty); a field a reveal rule hides is
    // announced once shown and checked through examples.revealed; rows not yet added are validated once added.
    const { empty = {}, revealed = {} } = EXAMPLES.get(id) ?? {};
    const defaults: unknown = schema.getDefault();
    const required = fieldsOf(definition.fields).filter(
      (field) => field.required !== false && field.kind !== 'checkbox' && (isShown(field, defaults, { path: '' }) || field.name in revealed),
    );
    expect(required.map((field) => field.name).sort()).toEqual(Object.keys({ ...empty, ...revealed }).sort());
  });

  it('no input makes its schema throw anything but a validation error', async () => {
    const { definition } = moduleOf(id);
    const schema = await schemaOf(definition);
    const fields = Object.keys(schema.fields);
    fc.assert(fc.property(valuesFor(fields), (values) => neverThrowsUnexpectedly(() => schema.validateSync(values, { abortEarly: false }))));
  });

  it('no input makes its payload builder throw, and the payload is flat or in the HubSpot shape', async () => {
    const { definition } = moduleOf(id);
    const schema = await schemaOf(definition);
    const fields = Object.keys(schema.fields);
    fc.assert(
      fc.property(valuesFor(fields), context, (values, ctx) => {
        const payload = definition.payload(values, ctx);
        expect(() => JSON.stringify(payload)).not.toThrow();
        // HubSpot's fields hold strings only; a flat payload holds scalars.
        const hubSpot = isHubSpotSubmission(payload);
        const kinds = hubSpot ? payload.fields.map((field) => typeof field.value) : Object.values(payload).map((value) => typeof value);
        const allowed = hubSpot ? ['string'] : ['string', 'number', 'boolean', 'undefined'];
        for (const kind of kinds) expect(allowed).toContain(kind);
      }),
    );
  });
});
