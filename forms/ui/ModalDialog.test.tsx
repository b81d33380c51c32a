import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from './test-axe';
import { ModalDialog } from './ModalDialog';

function Host({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Shut from outside
      </button>
      <ModalDialog
        open={open}
        title="Set Up Rate Watch"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        <p>The body</p>
      </ModalDialog>
    </>
  );
}

describe('ModalDialog', () => {
  it('is closed, with nothing of its content rendered, until opened', () => {
    render(<Host />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('The body')).toBeNull();
  });

  it('opens named by its title, with focus on the title, and closes from its close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Host onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Set Up Rate Watch' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Set Up Rate Watch' })).toHaveFocus();
    expect(within(dialog).getByText('The body')).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes when its owner turns `open` false', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('button', { name: 'Shut from outside' }).click();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
