import { screen } from '@testing-library/react';
import { storeApi } from 'shop-sdk';
import { renderInShop, renderOnServer } from 'shop-sdk/testing/render';
import { NewsletterForm } from './newsletter-form';

jest.mock('shop-sdk', () => ({
  ...jest.requireActual('shop-sdk'),
  storeApi: { contact: jest.fn(), subscribe: jest.fn() },
}));
const subscribe = storeApi.subscribe as jest.Mock;

describe('NewsletterForm', () => {
  beforeEach(() => subscribe.mockReset());

  it('subscribes the trimmed address, thanks the shopper and empties the box', async () => {
    subscribe.mockResolvedValue({ email: 'ada@example.ng', subscribed: true });
    const { user } = renderInShop(<NewsletterForm />);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, '  ada@example.ng ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(subscribe).toHaveBeenCalledWith('ada@example.ng');
    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    expect(email).toHaveValue('');
  });

  it('keeps the address for another try when subscribing fails', async () => {
    subscribe.mockRejectedValue(new Error('offline'));
    const { user } = renderInShop(<NewsletterForm />);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'ada@example.ng');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription failed. Please try again.')).toBeInTheDocument();
    expect(email).toHaveValue('ada@example.ng');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it("in the server's page, takes no address and no Subscribe until the footer has hydrated", () => {
    const host = renderOnServer(<NewsletterForm />);
    expect(host.querySelector('input')?.readOnly).toBe(true);
    expect(host.querySelector('button')?.disabled).toBe(true);
  });
});
