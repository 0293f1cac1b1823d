import { screen } from '@testing-library/react';
import { renderInShop } from 'shared-contracts/testing/render';
import { CartSummary, shippingFor } from './cart-summary';

describe('CartSummary', () => {
  it('charges the flat fee below the threshold and says how much more makes delivery free', () => {
    renderInShop(<CartSummary subtotal={60_000} itemCount={2} />);
    expect(screen.getByText('₦2,500.00')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Delivery anywhere in Nigeria costs ₦2,500.00; add ₦40,000.00 more for free delivery.',
      ),
    ).toBeInTheDocument();
  });

  it('shows free delivery from the threshold up, as the server charges', () => {
    renderInShop(<CartSummary subtotal={100_000} itemCount={1} />);
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(
      screen.getByText('Free delivery anywhere in Nigeria on orders of ₦100,000.00 or more.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/confirmed at checkout/)).not.toBeInTheDocument();
  });

  it('uses the same threshold as the server', () => {
    expect(shippingFor(99_999.99)).toBe(2500);
    expect(shippingFor(100_000)).toBe(0);
  });
});
