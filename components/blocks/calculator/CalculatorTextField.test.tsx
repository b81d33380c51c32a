import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CalculatorSelectField, CalculatorTextField } from './CalculatorTextField';

function Balance() {
  const [value, setValue] = useState('10000');
  return (
    <>
      <CalculatorTextField id="balance" label="Balance" prefix="$" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

function Compounding() {
  const [periods, setPeriods] = useState(12);
  const options = [
    { value: 12, label: 'Monthly' },
    { value: 1, label: 'Yearly' },
  ];
  return (
    <>
      <CalculatorSelectField id="compounding" label="Compounding" value={periods} options={options} onChange={setPeriods} />
      <output>{periods}</output>
    </>
  );
}

describe('CalculatorSelectField', () => {
  it("takes over what was chosen in the static page before its code arrived, as the option's own value", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Compounding />);
    document.body.append(container);
    const select = container.querySelector('select') as HTMLSelectElement;
    select.value = '1';
    const root = await act(async () => hydrateRoot(container, <Compounding />));
    try {
      expect(screen.getByRole('combobox', { name: 'Compounding' })).toHaveDisplayValue('Yearly');
      expect(screen.getByRole('status')).toHaveTextContent('1');
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});

describe('CalculatorTextField', () => {
  it('takes over what was typed into the static page before its code arrived', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Balance />);
    document.body.append(container);
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = '2500';
    const root = await act(async () => hydrateRoot(container, <Balance />));
    try {
      expect(input).toHaveValue('2500');
      expect(screen.getByRole('status')).toHaveTextContent('2500');
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('keeps its default when nothing was typed, and hands on what is typed afterwards', async () => {
    const user = userEvent.setup();
    render(<Balance />);
    const input = screen.getByRole('textbox', { name: 'Balance' });
    expect(screen.getByRole('status')).toHaveTextContent('10000');
    await user.clear(input);
    await user.type(input, '75');
    expect(screen.getByRole('status')).toHaveTextContent('75');
  });
});
