import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { expectNoAxeViolations } from './test-axe';
import { CheckboxField } from './CheckboxField';
import { CurrencyField } from './CurrencyField';
import { DateField } from './DateField';
import { DigitGroupField } from './DigitGroupField';
import { PhoneField } from './PhoneField';
import { SelectField } from './SelectField';
import { TextareaField } from './TextareaField';
import { TextField } from './TextField';
import { TimeSlotField } from './TimeSlotField';
import { Harness } from './test-harness';

type Values = { value: string; flag: boolean };
type Render = (control: Control<Values>, error: string | undefined) => ReactNode;

// The fields that came before axe was run on them: each in its normal and its error state.
const FIELDS: [string, Render][] = [
  ['TextField', (c, error) => <TextField control={c} name="value" label="First Name" helperText="As on your ID" error={error} />],
  ['PhoneField', (c, error) => <PhoneField control={c} name="value" label="Phone" error={error} />],
  ['DigitGroupField', (c, error) => <DigitGroupField control={c} name="value" label="Account" error={error} />],
  ['CurrencyField', (c, error) => <CurrencyField control={c} name="value" label="Amount" helperText="In US dollars" error={error} />],
  ['DateField', (c, error) => <DateField control={c} name="value" label="Best contact date" error={error} />],
  ['TimeSlotField', (c, error) => <TimeSlotField control={c} name="value" label="Best time to call" error={error} />],
  [
    'SelectField',
    (c, error) => <SelectField control={c} name="value" label="Pick" placeholder="Select one" options={[{ value: 'a', label: 'A' }]} error={error} />,
  ],
  [
    'CheckboxField',
    (c, error) => (
      <CheckboxField control={c} name="flag" error={error}>
        I agree
      </CheckboxField>
    ),
  ],
  ['TextareaField', (c, error) => <TextareaField control={c} name="value" label="Message" error={error} />],
];

describe.each(FIELDS)('%s', (_name, renderField) => {
  it.each([
    ['normal', undefined],
    ['error', 'This field is required.'],
  ])('passes axe in its %s state', async (_state, error) => {
    const { container } = render(<Harness<Values> defaultValues={{ value: '', flag: false }}>{(control) => renderField(control, error)}</Harness>);
    await expectNoAxeViolations(container);
  });
});
