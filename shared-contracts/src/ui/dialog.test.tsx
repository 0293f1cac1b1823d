import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { ConfirmDialog, Dialog } from './dialog';
import { Input } from './field';

function Page({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="/elsewhere">Behind</a>
      {open && (
        <Dialog
          title="Contact Us"
          description="How can we help?"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <Input aria-label="Subject" />
          <button type="submit">Send</button>
        </Dialog>
      )}
    </main>
  );
}

const open = async () => {
  const view = renderUi(<Page />);
  await view.user.click(screen.getByRole('button', { name: 'Open' }));
  return view;
};

describe('Dialog', () => {
  it('is named by its title and described by its description', async () => {
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Contact Us' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('How can we help?');
  });

  it('moves focus to its first field, and keeps Tab inside', async () => {
    const { user } = await open();
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(subject).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const { user } = await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on a backdrop click and on its Close button, not on a click inside', async () => {
    const onClose = jest.fn();
    const { user } = renderUi(<Page onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('textbox', { name: 'Subject' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('locks the page scroll and makes the page behind it inert while open', async () => {
    document.body.style.overflow = 'scroll';
    const { container, user } = await open();
    expect(document.body.style.overflow).toBe('hidden');
    expect(container).toHaveAttribute('inert');
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();

    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    expect(container).not.toHaveAttribute('inert');
    document.body.style.overflow = '';
  });

  it("takes focus before it makes the page inert, so the focus does not bring the whole inert page's style up to date", async () => {
    const view = renderUi(<Page />);
    let inertAtFocus: boolean | null = null;
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest('[role="dialog"]'))
        inertAtFocus ??= view.container.hasAttribute('inert');
    };
    document.addEventListener('focusin', onFocus);
    await view.user.click(screen.getByRole('button', { name: 'Open' }));
    document.removeEventListener('focusin', onFocus);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveFocus();
    expect(inertAtFocus).toBe(false);
    expect(view.container).toHaveAttribute('inert');
  });

  it('closes only the innermost of two open dialogs on Escape', async () => {
    function Nested() {
      const [confirming, setConfirming] = useState(false);
      const [open, setOpen] = useState(true);
      if (!open) return <p>all closed</p>;
      return (
        <Dialog title="Order KSW-7" onClose={() => setOpen(false)}>
          <button type="button" onClick={() => setConfirming(true)}>
            Cancel order
          </button>
          {confirming && (
            <ConfirmDialog
              title="Cancel this order?"
              confirmLabel="Cancel order"
              cancelLabel="Keep it"
              onConfirm={() => {}}
              onClose={() => setConfirming(false)}
            >
              Its items go back into stock.
            </ConfirmDialog>
          )}
        </Dialog>
      );
    }
    const { user } = renderUi(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Cancel this order?' });
    expect(confirm).toHaveAccessibleDescription('Its items go back into stock.');
    // Focus starts on the safe choice, and the outer dialog is inert behind the inner one.
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Order KSW-7' }).closest('[inert]')).not.toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const outer = screen.getByRole('dialog', { name: 'Order KSW-7' });
    expect(outer.closest('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toHaveFocus();
  });
});
