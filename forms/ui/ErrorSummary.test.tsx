import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { expectNoAxeViolations } from './test-axe';
import { ErrorSummary, summaryItems } from './ErrorSummary';
import { RadioGroupField } from './ChoiceGroupField';
import { TextField } from './TextField';

describe('summaryItems', () => {
  type Values = { first: string; zip: string; types: string[]; target: { rate: string } };
  const order = [
    { name: 'first', id: 'first_name' },
    { name: 'types', id: 'business_type' },
    { name: 'target.rate', id: 'target_rate' },
    { name: 'zip', id: 'zip_code' },
  ];

  it("orders react-hook-form's errors by the form's field order, nested names included", () => {
    const errors: FieldErrors<Values> = {
      zip: { type: 'matches', message: 'Please enter valid zip code.' },
      first: { type: 'required', message: 'First Name is required.' },
      target: { rate: { type: 'min', message: 'Desired Rate must be between 2 and 10.' } },
      types: { type: 'min', message: 'Type of Business is required.' },
    };
    expect(summaryItems(errors, order)).toEqual([
      { fieldId: 'first_name', message: 'First Name is required.' },
      { fieldId: 'business_type', message: 'Type of Business is required.' },
      { fieldId: 'target_rate', message: 'Desired Rate must be between 2 and 10.' },
      { fieldId: 'zip_code', message: 'Please enter valid zip code.' },
    ]);
  });

  it.each([
    [
      'a message several fields share: each link starts with its label',
      {
        a: { type: 'required', message: 'Please complete this required field.' },
        b: { type: 'required', message: 'Please complete this required field.' },
        c: { type: 'x', message: 'Invalid first name' },
      },
      [
        { fieldId: 'a-id', message: 'Company Name: Please complete this required field.' },
        { fieldId: 'b-id', message: 'Owner 2, Owner Name: Please complete this required field.' },
        { fieldId: 'c-id', message: 'Invalid first name' },
      ],
    ],
    [
      'a message only one field has: as it is',
      { a: { type: 'required', message: 'Please complete this required field.' } },
      [{ fieldId: 'a-id', message: 'Please complete this required field.' }],
    ],
  ])('%s', (_case, errors, items) => {
    const labelled = [
      { name: 'a', id: 'a-id', label: 'Company Name' },
      { name: 'b', id: 'b-id', label: 'Owner 2, Owner Name' },
      { name: 'c', id: 'c-id', label: 'First Name' },
    ];
    expect(summaryItems(errors, labelled)).toEqual(items);
  });

  it('leaves out fields without a message and errors of fields not in the order', () => {
    const errors: FieldErrors<Values & { other: string }> = {
      first: { type: 'required', message: '' },
      other: { type: 'required', message: 'Other is required.' },
      zip: { type: 'matches' },
    };
    expect(summaryItems(errors, order)).toEqual([]);
    expect(summaryItems({}, order)).toEqual([]);
  });
});

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("is an alert headed 'There is a problem' linking to each field, and takes focus", async () => {
    const { container } = render(
      <>
        <ErrorSummary
          errors={[
            { fieldId: 'first_name', message: 'First Name is required.' },
            { fieldId: 'email', message: 'Email is required.' },
          ]}
        />
        <label htmlFor="first_name">First Name</label>
        <input id="first_name" />
        <label htmlFor="email">Email</label>
        <input id="email" />
      </>,
    );
    const alert = screen.getByRole('alert', { name: 'There is a problem' });
    expect(alert).toHaveFocus();
    expect(within(alert).getByRole('heading', { level: 2, name: 'There is a problem' })).toBeInTheDocument();
    const links = within(alert).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['First Name is required.', '#first_name'],
      ['Email is required.', '#email'],
    ]);
    await expectNoAxeViolations(container);
  });

  it('takes a title, and leaves focus alone when asked', () => {
    render(<ErrorSummary title="Check these fields" focusOnMount={false} errors={[{ fieldId: 'x', message: 'X is required.' }]} />);
    expect(screen.getByRole('alert', { name: 'Check these fields' })).not.toHaveFocus();
  });

  it('moves focus to the field when a link is followed, scrolling it into view', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    try {
      render(
        <>
          <ErrorSummary errors={[{ fieldId: 'email', message: 'Email is required.' }]} />
          <div>
            <label htmlFor="email">Email</label>
            <input id="email" />
          </div>
        </>,
      );
      await user.click(screen.getByRole('link', { name: 'Email is required.' }));
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
      expect(scrolled).toHaveLength(1);
    } finally {
      scroll.mockRestore();
    }
  });

  it('appears after a failed submit, in field order, and its links reach a text field and a radio group', async () => {
    const user = userEvent.setup();
    type Values = { first: string; method: string };
    const order = [
      { name: 'first', id: 'first' },
      { name: 'method', id: 'method' },
    ];
    function Form() {
      const resolver: Resolver<Values> = async (values) => {
        const errors: FieldErrors<Values> = {};
        if (!values.first) errors.first = { type: 'required', message: 'First Name is required.' };
        if (!values.method) errors.method = { type: 'required', message: 'Contact Method is required.' };
        const none: Record<string, never> = {};
        return Object.keys(errors).length > 0 ? { values: none, errors } : { values, errors: none };
      };
      // As the engine's forms with a summary (README): the summary takes focus, not the first field.
      const { control, handleSubmit, formState } = useForm<Values>({
        defaultValues: { first: '', method: '' },
        resolver,
        shouldFocusError: false,
      });
      return (
        <form noValidate onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
          <ErrorSummary key={formState.submitCount} errors={summaryItems(formState.errors, order)} />
          <TextField control={control} name="first" id="first" label="First Name" />
          <RadioGroupField
            control={control}
            name="method"
            id="method"
            label="Contact Method"
            options={[
              { value: 'Email', label: 'Email' },
              { value: 'Postal Mail', label: 'Postal Mail' },
            ]}
          />
          <button type="submit">Submit</button>
        </form>
      );
    }
    const { container } = render(<Form />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(alert)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['First Name is required.', 'Contact Method is required.']);
    expect(alert).toHaveFocus();
    await expectNoAxeViolations(container);
    await user.click(within(alert).getByRole('link', { name: 'Contact Method is required.' }));
    expect(screen.getByRole('radio', { name: 'Email' })).toHaveFocus();
    await user.click(within(alert).getByRole('link', { name: 'First Name is required.' }));
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
  });
});
