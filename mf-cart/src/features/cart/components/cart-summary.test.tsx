import { act, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { type CheckoutQuote } from 'shared-contracts';
import { ordersApi } from 'shop-sdk';
import { apiError, renderInShop, resetSession, signInShopper } from 'shop-sdk/testing/render';
import { CartSummary } from './cart-summary';

jest.mock('shop-sdk/endpoints');

/** The server's quote for a cart worth `subtotal`, charging `shipping` to Lagos (free from ₦100,000). */
const quote = (subtotal: number, shipping: number): CheckoutQuote => ({
  items: [],
  subtotal,
  shipping_fee: shipping,
  total: subtotal + shipping,
  delivery: {
    method: 'home',
    state: 'Lagos',
    zone: 'Lagos',
    station: null,
    fee: 2500,
    free_from: 100_000,
    min_days: 1,
    max_days: 2,
    earliest: '2026-11-30',
    latest: '2026-12-01',
  },
  free_delivery_hint: shipping > 0 ? { remaining: 100_000 - subtotal, zone: 'Lagos' } : null,
  last_address: null,
});

beforeEach(() => {
  jest.clearAllMocks();
  resetSession();
  signInShopper();
});

describe('CartSummary', () => {
  it('shows the fee the server charges and, near the threshold, how much more makes delivery free', async () => {
    jest.mocked(ordersApi.quote).mockResolvedValue(quote(96_500, 2500));
    renderInShop(<CartSummary subtotal={96_500} itemCount={2} />);
    expect(await screen.findByText('Add ₦3,500.00 more for free delivery to Lagos.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-shipping')).toHaveTextContent('₦2,500.00');
  });

  it('far from the threshold, names the fee to the state without the hint', async () => {
    jest.mocked(ordersApi.quote).mockResolvedValue(quote(20_000, 2500));
    renderInShop(<CartSummary subtotal={20_000} itemCount={2} />);
    expect(
      await screen.findByText(
        'Delivery to Lagos costs ₦2,500.00; the fee for your address is shown at checkout.',
      ),
    ).toBeInTheDocument();
  });

  it('offline, says the fee is shown at checkout instead of calculating for ever', async () => {
    jest.mocked(ordersApi.quote).mockResolvedValue(quote(20_000, 2500));
    onlineManager.setOnline(false);
    try {
      renderInShop(<CartSummary subtotal={20_000} itemCount={2} waiting />);
      expect(await screen.findByTestId('cart-shipping')).toHaveTextContent('At checkout');
      expect(ordersApi.quote).not.toHaveBeenCalled();
      expect(
        screen.getByText(
          'Waiting for connection: the marked changes are kept on this device and sent when your connection returns.',
        ),
      ).toBeInTheDocument();
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    expect(await screen.findByText(/costs ₦2,500\.00/)).toBeInTheDocument();
  });

  it('takes the fee from the server, not from a rule of its own', async () => {
    jest.mocked(ordersApi.quote).mockResolvedValue(quote(20_000, 3000));
    renderInShop(<CartSummary subtotal={20_000} itemCount={2} />);
    expect(await screen.findByText(/costs ₦3,000\.00/)).toBeInTheDocument();
    expect(screen.getByTestId('cart-shipping')).toHaveTextContent('₦3,000.00');
  });

  it('shows free delivery when the server charges nothing', async () => {
    jest.mocked(ordersApi.quote).mockResolvedValue(quote(100_000, 0));
    renderInShop(<CartSummary subtotal={100_000} itemCount={1} />);
    expect(await screen.findByText('Free delivery to Lagos.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-shipping')).toHaveTextContent('Free');
  });

  it('says the fee is being worked out while the quote is on its way, and defers to checkout if it fails', async () => {
    let fail: (error: unknown) => void = () => {};
    jest.mocked(ordersApi.quote).mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    renderInShop(<CartSummary subtotal={60_000} itemCount={2} />);
    expect(screen.getByTestId('cart-shipping')).toHaveTextContent('Calculating…');
    fail(apiError(503, { message: 'Busy' }));
    expect(await screen.findByText('At checkout')).toBeInTheDocument();
    expect(screen.getByText('The delivery fee to your state is shown at checkout.')).toBeInTheDocument();
  });

  it('names each promotion of the cart with what it takes off, and the total the order costs', async () => {
    jest.mocked(ordersApi.quote).mockResolvedValue({
      ...quote(349_000, 0),
      discount: 69_800,
      total: 279_200,
      promotions: [{ id: 4, name: 'Black Friday', code: null, kind: 'percentage', discount: 69_800 }],
    });
    renderInShop(<CartSummary subtotal={349_000} itemCount={1} />);
    expect(await screen.findByText('₦279,200.00')).toBe(screen.getByTestId('cart-total'));
    expect(screen.getByText('Black Friday')).toBeInTheDocument();
    expect(screen.getByTestId('cart-promotion')).toHaveTextContent('−₦69,800.00');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₦349,000.00');
  });
});
