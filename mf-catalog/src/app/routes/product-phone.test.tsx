import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Cart, type Order, type Paginated } from 'shared-contracts';
import { catalogApi, ordersApi, sendChange, storeApi, usersApi, wishlistApi } from 'shop-sdk';
import type { StoreDelivery } from 'shared-contracts/schemas/settings';
import { product, variant } from '../../testing/fixtures';
import { renderInShop, resetSession, signInShopper } from 'shop-sdk/testing/render';
import {
  DELIVERY_STATE_KEY,
  deliveryQuote,
  deliveryText,
} from '../../features/product-detail/components/delivery-promise';
import ProductPage from './product';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/offline/change-api');
jest.setTimeout(20_000);

const phone = variant({ id: 11, regular_price: 349_000, stock: 8 });
const infinix = product({ id: 21, name: 'Infinix Hot 40i', variants: [phone] });
const promoted = {
  ...infinix,
  promotion: {
    name: 'Black Friday',
    price: 279_200,
    ends_at: null,
    variant_prices: [{ variant_id: 11, price: 279_200 }],
  },
};

const delivery: StoreDelivery = {
  zones: [
    { id: 1, name: 'Lagos', fee: 2500, free_from: 100_000, min_days: 1, max_days: 2, states: ['Lagos'] },
    { id: 2, name: 'North East', fee: 6000, free_from: null, min_days: 4, max_days: 7, states: ['Borno'] },
  ],
  stations: [],
  pay_on_delivery: { offered: true, max: 300_000 },
};

/** The screen as wide as a phone's: media queries up to 640 px match. */
function onPhone(matches = true) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: matches && query.includes('max-width: 640px'),
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

const renderProduct = () =>
  renderInShop(<ProductPage />, {
    path: '/products/:productId',
    url: '/products/21',
    routes: [{ path: '/cart', element: <h1>Your cart</h1> }],
  });

beforeEach(() => {
  jest.clearAllMocks();
  resetSession();
  localStorage.clear();
  onPhone();
  jest.mocked(catalogApi.product).mockResolvedValue(promoted);
  jest.mocked(wishlistApi.list).mockResolvedValue([]);
  jest.mocked(usersApi.me).mockReturnValue(new Promise(() => undefined));
  jest.mocked(storeApi.delivery).mockResolvedValue(delivery);
});

it('offers Notify me beside the buying controls, before the delivery promise, when nothing is in stock', async () => {
  const gone = { ...infinix, in_stock: false, variants: [{ ...phone, stock: 0 }] };
  jest.mocked(catalogApi.product).mockResolvedValue(gone);
  renderProduct();
  const form = await screen.findByRole('form', { name: 'Notify me when it is back' });
  const share = screen.getByRole('link', { name: 'Share on WhatsApp' });
  // In the document's order: the form comes before the share link, within the product's details.
  expect(form.compareDocumentPosition(share) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

describe('the product page on a phone', () => {
  it('keeps the price and Add to Cart in a bar at the bottom, and its toast offers View cart', async () => {
    const user = userEvent.setup();
    signInShopper();
    jest.mocked(ordersApi.list).mockResolvedValue({ results: [], count: 0, page: 1, page_size: 1 });
    jest.mocked(sendChange).mockResolvedValue({ cart: { id: 1, cart_items: [] } satisfies Cart });
    renderProduct();

    const bar = await screen.findByRole('region', { name: 'Buy' });
    expect(within(bar).getByText('₦279,200.00')).toBeInTheDocument();
    expect(within(bar).getByLabelText('Before the promotion ₦349,000.00').tagName).toBe('S');
    await user.click(within(bar).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(sendChange).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'cart-add', productId: 21, variantId: 11, quantity: 1 }),
        expect.any(String),
      ),
    );
    // SPEC's words stay the toast's; the action follows them.
    expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'View cart' }));
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
  });

  it('has no bar on a wider screen: Add to Cart is in the page', async () => {
    onPhone(false);
    renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Infinix Hot 40i' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Buy' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(1);
  });

  it('shares the product on WhatsApp with its name, price and address', async () => {
    renderProduct();
    const share = await screen.findByRole('link', { name: 'Share on WhatsApp' });
    const href = share.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    expect(text).toContain('Infinix Hot 40i');
    expect(text).toContain('₦279,200.00');
    expect(text).toContain(`${window.location.origin}/products/21`);
  });

  it('asks an anonymous shopper for their state, then promises delivery there and remembers it', async () => {
    const user = userEvent.setup();
    renderProduct();
    expect(
      await screen.findByText('Choose your state to see the delivery fee and when it arrives.'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Your state'), 'Borno');
    const promise = await screen.findByTestId('delivery-promise');
    // ₦279,200 + ₦6,000 is within the ₦300,000 Settings allow on delivery.
    expect(promise).toHaveTextContent(
      /^Deliver to Borno: ₦6,000\.00, arrives .+; pay on delivery available$/,
    );
    expect(localStorage.getItem(DELIVERY_STATE_KEY)).toBe('Borno');
    expect(ordersApi.list).not.toHaveBeenCalled();
  });

  it("uses the state of a signed-in shopper's last order", async () => {
    signInShopper();
    localStorage.setItem(DELIVERY_STATE_KEY, 'Borno');
    const last = { shipping_address: { state: 'Lagos' } } as unknown as Order;
    jest
      .mocked(ordersApi.list)
      .mockResolvedValue({ results: [last], count: 1, page: 1, page_size: 1 } satisfies Paginated<Order>);
    renderProduct();
    await waitFor(() =>
      expect(screen.getByTestId('delivery-promise')).toHaveTextContent(/^Deliver to Lagos/),
    );
    expect(ordersApi.list).toHaveBeenCalledWith({ page_size: 1 });
  });
});

describe('the delivery promise', () => {
  // Tuesday 1 December 2026, 10:00 in Lagos.
  const now = Date.parse('2026-12-01T09:00:00Z');

  it("charges the zone's fee, waived from its threshold, with the working days of the zone", () => {
    expect(deliveryQuote(delivery, 'Lagos', 50_000, now)).toEqual({
      state: 'Lagos',
      fee: 2500,
      earliest: '2026-12-02',
      latest: '2026-12-03',
      payOnDelivery: true,
    });
    expect(deliveryQuote(delivery, 'Lagos', 100_000, now)?.fee).toBe(0);
    expect(deliveryQuote(delivery, 'Kano', 50_000, now)).toBeNull();
    const borno = deliveryQuote(delivery, 'Borno', 50_000, now);
    // Four to seven working days: the weekend is skipped.
    expect(borno).toMatchObject({ earliest: '2026-12-07', latest: '2026-12-10' });
  });

  it('promises pay on delivery only when Settings offer it for an order of that total', () => {
    expect(deliveryQuote(delivery, 'Borno', 295_000, now)?.payOnDelivery).toBe(false);
    const off = { ...delivery, pay_on_delivery: { offered: false, max: null } };
    expect(deliveryQuote(off, 'Lagos', 5_000, now)?.payOnDelivery).toBe(false);
    const { pay_on_delivery: _, ...older } = delivery;
    expect(deliveryQuote(older, 'Lagos', 5_000, now)?.payOnDelivery).toBe(false);
  });

  it('says it in one sentence', () => {
    const quote = deliveryQuote(delivery, 'Lagos', 50_000, now);
    expect(quote && deliveryText(quote)).toBe(
      'Deliver to Lagos: ₦2,500.00, arrives 2 Dec 2026 – 3 Dec 2026; pay on delivery available',
    );
    const free = deliveryQuote(
      { ...delivery, pay_on_delivery: { offered: false, max: null } },
      'Lagos',
      150_000,
      now,
    );
    expect(free && deliveryText(free)).toBe(
      'Deliver to Lagos: free delivery, arrives 2 Dec 2026 – 3 Dec 2026',
    );
  });
});
