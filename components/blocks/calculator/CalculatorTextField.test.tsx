import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CalculatorTextField } from './CalculatorTextField';

function Balance() {
  const [value, setValue] = useState('10000');
  return (
    <>
      <CalculatorTextField id="balance" label="Balance" prefix="$" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

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
