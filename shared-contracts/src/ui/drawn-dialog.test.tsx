import { useState, type FormEvent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ShopIntlProvider } from '../i18n';
import { renderUi } from '../testing/render-ui';
import { Dialog, DialogDrawnInPlace } from './dialog';
import { showDrawnDialog } from './modal';

type Sent = { email: string; remember: boolean };

/** A sign-in dialog as an account remote would render it: controlled fields, a box to tick, a second button. */
function SignIn({
  onSend = () => {},
  onClose = () => {},
}: {
  onSend?: (sent: Sent) => void;
  onClose?: () => void;
}) {
  const [email, setEmail] = useState('');
  const [remember, setRemember] = useState(false);
  const [phone, setPhone] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ email, remember });
  };
  return (
    <Dialog title="Welcome Back" onClose={onClose} initialFocus="dialog">
      <button type="button" onClick={() => setPhone(true)}>
        {phone ? 'Phone number' : 'Continue with your phone number'}
      </button>
      <form onSubmit={submit}>
        <label>
          Email
          <input type="email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          Remember me
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        </label>
        <button type="submit">Sign In</button>
      </form>
    </Dialog>
  );
}

/** The dialog's markup as the server draws it, in a `<template>` as the page carries it. */
function drawnMarkup(): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = renderToStaticMarkup(
    <ShopIntlProvider locale="en-NG" messages={{}}>
      <MemoryRouter>
        <DialogDrawnInPlace.Provider value>
          <SignIn />
        </DialogDrawnInPlace.Provider>
      </MemoryRouter>
    </ShopIntlProvider>,
  );
  return template.content;
}

function page() {
  const root = document.createElement('main');
  root.innerHTML = '<a href="/elsewhere">Behind</a>';
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a dialog the server drew, before its code has come', () => {
  it('is a modal at once: named, focused itself, the page behind inert and still', () => {
    const behind = page();
    const remove = showDrawnDialog(drawnMarkup(), { onClose: jest.fn(), onTouch: jest.fn() });
    const dialog = screen.getByRole('dialog', { name: 'Welcome Back' });
    expect(dialog).toHaveFocus();
    expect(behind).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    remove();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(behind).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape, on its Close button and on the backdrop, and none of that asks for its code', async () => {
    const user = userEvent.setup();
    const behind = page();
    const onClose = jest.fn();
    const onTouch = jest.fn();
    showDrawnDialog(drawnMarkup(), { onClose, onTouch });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(behind).not.toHaveAttribute('inert');

    showDrawnDialog(drawnMarkup(), { onClose, onTouch });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    showDrawnDialog(drawnMarkup(), { onClose, onTouch });
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(onTouch).not.toHaveBeenCalled();
  });

  it('asks for its code once, as soon as the shopper uses it', async () => {
    const user = userEvent.setup();
    page();
    const onTouch = jest.fn();
    showDrawnDialog(drawnMarkup(), { onClose: jest.fn(), onTouch });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    expect(onTouch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@');
  });

  it('gives the dialog with its code what the shopper typed, ticked and focused, and sends what they pressed', async () => {
    const user = userEvent.setup();
    const behind = page();
    const onClose = jest.fn();
    showDrawnDialog(drawnMarkup(), { onClose, onTouch: jest.fn() });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const onSend = jest.fn();
    act(() => {
      renderUi(<SignIn onSend={onSend} />);
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ email: 'ada@example.com', remember: true }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus();
    // The page behind stays inert under the dialog that took its place, and is given back when that one closes.
    expect(behind).toHaveAttribute('inert');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('presses, in the dialog with its code, the button pressed before it came', async () => {
    const user = userEvent.setup();
    page();
    showDrawnDialog(drawnMarkup(), { onClose: jest.fn(), onTouch: jest.fn() });
    await user.click(screen.getByRole('button', { name: 'Continue with your phone number' }));
    act(() => {
      renderUi(<SignIn />);
    });
    expect(await screen.findByRole('button', { name: 'Phone number' })).toBeInTheDocument();
  });
});
