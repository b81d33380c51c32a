import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Control } from 'react-hook-form';
import { HtmlValidate } from 'html-validate';
import { ErrorSummary } from './ErrorSummary';
import { Fieldset } from './Fieldset';
import { ModalDialog } from './ModalDialog';
import { MultiSelectField } from './MultiSelectField';
import { NumberField } from './NumberField';
import { PercentCurrencyPair } from './PercentCurrencyPair';
import { CheckboxGroupField, RadioGroupField, YesNoField } from './ChoiceGroupField';
import { StateSelectField } from './StateSelectField';
import { Harness } from './test-harness';
import { ZipField } from './ZipField';

type Values = { many: string[]; one: string; amount: string; percent: string };
const OPTIONS = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
];

// The new fields as the static export serves them (server-rendered, before any script runs), through
// the project's html-validate rules, as `npm run test:html` checks the built pages.
const FIELDS: [string, (control: Control<Values>, error?: string) => ReactNode][] = [
  ['MultiSelectField', (c, error) => <MultiSelectField control={c} name="many" label="Types" options={OPTIONS} placeholder="Select" error={error} />],
  ['CheckboxGroupField', (c, error) => <CheckboxGroupField control={c} name="many" label="Which" options={OPTIONS} helperText="Any" error={error} />],
  ['RadioGroupField', (c, error) => <RadioGroupField control={c} name="one" label="One" options={OPTIONS} required error={error} />],
  ['YesNoField', (c, error) => <YesNoField control={c} name="one" label="Yes or no?" error={error} />],
  ['StateSelectField', (c, error) => <StateSelectField control={c} name="one" label="State" error={error} />],
  ['ZipField', (c, error) => <ZipField control={c} name="one" label="Zip Code" error={error} />],
  ['NumberField', (c, error) => <NumberField control={c} name="one" label="Rate" min={2} max={10} suffix="%" error={error} />],
  [
    'PercentCurrencyPair',
    (c, error) => (
      <PercentCurrencyPair
        control={c}
        amountName="amount"
        percentName="percent"
        base={450000}
        amountLabel="Down Payment"
        percentLabel="Down Payment Percent"
        amountError={error}
        percentError={error}
      />
    ),
  ],
  [
    'Fieldset',
    (c, error) => (
      <Fieldset legend="Loan Details" description="About the loan">
        <ZipField control={c} name="one" label="Zip Code" error={error} />
      </Fieldset>
    ),
  ],
];

function page(body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Fields</title></head><body><main>${body}</main></body></html>`;
}

const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

describe.each(FIELDS)('%s markup', (_name, renderField) => {
  it.each([
    ['normal', undefined],
    ['error', 'This field is required.'],
  ])('is valid HTML in its %s state', async (_state, error) => {
    const html = renderToStaticMarkup(
      <Harness<Values> defaultValues={{ many: [], one: '', amount: '', percent: '10' }}>{(control) => renderField(control, error)}</Harness>,
    );
    const report = await validator.validateString(page(html));
    const messages = report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
    expect(messages).toEqual([]);
  });
});

it('ErrorSummary markup is valid HTML', async () => {
  const html = renderToStaticMarkup(
    <>
      <ErrorSummary errors={[{ fieldId: 'zip', message: 'Zip code is required.' }]} />
      <label htmlFor="zip">Zip</label>
      <input id="zip" type="text" />
    </>,
  );
  const report = await validator.validateString(page(html));
  expect(report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
});

it('ModalDialog markup is valid HTML while closed, as the export serves it', async () => {
  const html = renderToStaticMarkup(
    <ModalDialog open={false} title="Set Up Rate Watch" onClose={() => undefined}>
      <p>Never rendered while closed</p>
    </ModalDialog>,
  );
  expect(html).not.toContain('Never rendered');
  const report = await validator.validateString(page(html));
  expect(report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
});

it('the validator is live: it reports a duplicate id', async () => {
  const report = await validator.validateString(page('<label for="zip">Zip</label><input id="zip"><input id="zip" aria-label="Zip">'));
  expect(report.results.flatMap((result) => result.messages.map((m) => m.ruleId))).toContain('no-dup-id');
});
