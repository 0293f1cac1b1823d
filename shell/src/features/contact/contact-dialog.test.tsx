import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { contactDialogAtom, storeApi } from 'shop-sdk';
import { apiError, renderInShop } from 'shop-sdk/testing/render';
import { ContactDialog } from './contact-dialog';

jest.mock('shop-sdk', () => ({
  ...jest.requireActual('shop-sdk'),
  storeApi: { contact: jest.fn(), subscribe: jest.fn() },
}));
const contact = storeApi.contact as jest.Mock;

function openDialog() {
  const store = createStore();
  store.set(contactDialogAtom, true);
  return renderInShop(<ContactDialog />, { store });
}

describe('ContactDialog', () => {
  beforeEach(() => contact.mockReset());

  it('shows the spec texts and the four types of inquiry', () => {
    openDialog();
    expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText("We'd love to hear from you. How can we help?")).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Type of Inquiry' });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      'General Inquiry',
      'Order Support',
      'Returns & Refunds',
      'Technical Support',
    ]);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it('sends the message, toasts and closes', async () => {
    contact.mockResolvedValue({ id: 1 });
    const view = openDialog();
    fireEvent.change(screen.getByRole('combobox', { name: 'Type of Inquiry' }), {
      target: { value: 'Order Support' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), {
      target: { value: 'Where is my order?' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Order 12 is late.' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    expect(contact).toHaveBeenCalledWith({
      inquiry_type: 'Order Support',
      subject: 'Where is my order?',
      message: 'Order 12 is late.',
    });
    expect(await screen.findByText('Message sent! We will get back to you soon.')).toBeInTheDocument();
    await waitFor(() => expect(view.store.get(contactDialogAtom)).toBe(false));
  });

  it('keeps the dialog open with an error toast when sending fails', async () => {
    contact.mockRejectedValue(new Error('offline'));
    const view = openDialog();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    // In a toast and in the form.
    await waitFor(() =>
      expect(screen.getAllByText('Failed to send message. Please try again.')).toHaveLength(2),
    );
    expect(view.store.get(contactDialogAtom)).toBe(true);
  });

  it('says in the form, not only in a toast, when too many messages were sent', async () => {
    const refusal = 'You have sent too many messages. Please try again in 42 minutes.';
    contact.mockRejectedValue(apiError(429, { message: refusal }));
    const view = openDialog();
    await view.user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Again');
    await view.user.click(screen.getByRole('button', { name: 'Send Message' }));
    const form = screen.getByRole('form', { name: 'Contact us' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
    // The draft stays, to be sent later.
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Again');
    expect(view.store.get(contactDialogAtom)).toBe(true);
  });

  it('closes with Escape', async () => {
    const view = openDialog();
    await view.user.keyboard('{Escape}');
    expect(view.store.get(contactDialogAtom)).toBe(false);
  });

  it("shows the server's field errors under their fields", async () => {
    contact.mockRejectedValue(
      apiError(400, { message: 'Invalid input', errors: { subject: ['Subject is required'] } }),
    );
    const view = openDialog();
    await view.user.click(screen.getByRole('button', { name: 'Send Message' }));
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    await waitFor(() => expect(subject).toHaveAccessibleDescription('Subject is required'));
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(view.store.get(contactDialogAtom)).toBe(true);
  });
});
