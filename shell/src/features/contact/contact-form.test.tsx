import { screen } from '@testing-library/react';
import { renderInShop, renderOnServer } from 'shop-sdk/testing/render';
import { ContactForm, emptyContactForm } from './contact-form';

const form = (
  <ContactForm
    value={{ ...emptyContactForm, subject: 'Delivery' }}
    onChange={() => undefined}
    onSent={() => undefined}
  />
);

describe('ContactForm', () => {
  it("in the server's page, takes no typing and no Send until the page has hydrated", () => {
    const host = renderOnServer(form);
    expect(host.querySelector('input')?.readOnly).toBe(true);
    expect(host.querySelector('textarea')?.readOnly).toBe(true);
    expect(host.querySelector('select')?.disabled).toBe(true);
    expect(host.querySelector('button')?.disabled).toBe(true);
  });

  it('in the browser, can be filled in and sent', () => {
    renderInShop(form);
    expect(screen.getByRole('textbox', { name: 'Subject' })).not.toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Message' })).not.toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Type of Inquiry' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
