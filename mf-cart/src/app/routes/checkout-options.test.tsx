import { screen, waitFor, within } from '@testing-library/react';
import { type Order } from 'shared-contracts';
import { addressesApi, cartAtom, kasuwaStore, ordersApi, storeApi, transfersApi, usersApi } from 'shop-sdk';
import { signInShopper } from 'shop-sdk/testing/render';
import { quote, renderCheckoutPage, resetCheckout, saved, shirt } from '../../testing/checkout';
import { shopperProfile } from 'shared-contracts/testing/fixtures';
import CartPage from './cart';
import CheckoutPage from './checkout';

jest.mock('shop-sdk/endpoints');

const renderCheckout = () => renderCheckoutPage(<CheckoutPage />, <CartPage />);

beforeEach(resetCheckout);

it('applies a promo code to the quote and places the order with it', async () => {
  const WAIT = 'Too many codes tried. Try again in 42 minutes.';
  signInShopper();
  kasuwaStore.set(cartAtom, [shirt]);
  jest.mocked(ordersApi.quote).mockImplementation(async (query = {}) =>
    query.promo_code === 'BLACKFRIDAY'
      ? quote({
          discount: 4000,
          total: 18500,
          promo_code: { code: 'BLACKFRIDAY', applied: true, message: null },
        })
      : query.promo_code === 'GUESS11'
        ? quote({ promo_code: { code: 'GUESS11', applied: false, message: WAIT } })
        : query.promo_code
          ? quote({
              promo_code: { code: query.promo_code, applied: false, message: 'This code is not valid' },
            })
          : quote(),
  );
  jest.mocked(ordersApi.checkout).mockResolvedValue({ id: 42, number: 'KSW-20261127-ABCDEF' } as Order);
  const { user } = renderCheckout();
  expect(await screen.findByTestId('checkout-total')).toHaveTextContent('₦22,500.00');

  await user.type(screen.getByLabelText('Promo code'), 'oldcode');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('This code is not valid')).toBeInTheDocument();
  expect(ordersApi.quote).toHaveBeenLastCalledWith({ promo_code: 'OLDCODE' });
  // Past the limit on codes tried, the quote says how long to wait, where the code's answer goes.
  await user.clear(screen.getByLabelText('Promo code'));
  await user.type(screen.getByLabelText('Promo code'), 'guess11');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText(WAIT)).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Promo code'));
  await user.type(screen.getByLabelText('Promo code'), 'blackfriday');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('BLACKFRIDAY')).toBeInTheDocument();
  expect(screen.getByText('BLACKFRIDAY').closest('p')).toHaveTextContent('Code BLACKFRIDAY applied');
  await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₦18,500.00'));

  await user.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(ordersApi.checkout).toHaveBeenCalledTimes(1));
  expect(jest.mocked(ordersApi.checkout).mock.calls[0]?.[0]).toMatchObject({
    promo_code: 'BLACKFRIDAY',
    expected_total: 18500,
  });
});

describe('checkout on a phone', () => {
  const station = (id: number, name: string, fee: number) => ({
    id,
    name,
    state: 'Lagos' as const,
    address: `${id} Broad Street, Lagos`,
    opening_hours: 'Mon–Sat 9:00–18:00',
    fee,
    active: true,
  });
  const lagosStations = [station(5, 'Yaba Hub', 1200), station(6, 'Ikeja Hub', 1500)];

  it('puts the promo code box before Place order', async () => {
    signInShopper();
    kasuwaStore.set(cartAtom, [shirt]);
    jest.mocked(ordersApi.quote).mockResolvedValue(quote());
    renderCheckout();
    const box = await screen.findByLabelText('Promo code');
    const place = screen.getByRole('button', { name: 'Place order' });
    expect(box.compareDocumentPosition(place) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByRole('form', { name: 'Checkout' })).getByLabelText('Promo code')).toBe(box);
  });

  it('names each promotion and code with its discount in the summary', async () => {
    signInShopper();
    kasuwaStore.set(cartAtom, [shirt]);
    jest.mocked(ordersApi.quote).mockResolvedValue(
      quote({
        discount: 6000,
        total: 16500,
        promotions: [
          { id: 1, name: 'Black Friday', code: null, kind: 'percentage', discount: 4000 },
          { id: 2, name: 'Welcome', code: 'WELCOME', kind: 'fixed', discount: 2000 },
        ],
      }),
    );
    renderCheckout();
    const rows = await screen.findAllByTestId('checkout-promotion');
    expect(rows.map((r) => r.textContent)).toEqual(['−₦4,000.00', '−₦2,000.00']);
    expect(screen.getByText('Black Friday')).toBeInTheDocument();
    expect(screen.getByText('Welcome (code WELCOME)')).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-discount')).not.toBeInTheDocument();
  });

  it('shows each delivery option with its own fee, home delivery beside pickup', async () => {
    signInShopper();
    kasuwaStore.set(cartAtom, [shirt]);
    jest.mocked(storeApi.delivery).mockResolvedValue({ zones: [], stations: lagosStations });
    jest.mocked(ordersApi.quote).mockResolvedValue(
      quote({
        delivery_options: [
          { method: 'home', station_id: null, listed_fee: 2500, fee: 2500 },
          { method: 'pickup', station_id: 5, listed_fee: 1200, fee: 1200 },
          { method: 'pickup', station_id: 6, listed_fee: 1500, fee: 1500 },
        ],
      }),
    );
    const { user } = renderCheckout();
    expect(await screen.findByRole('radio', { name: /^Home delivery · ₦2,500\.00/ })).toBeChecked();
    const pickup = await screen.findByRole('radio', { name: /^Pickup station · from ₦1,200\.00/ });
    await user.click(pickup);
    expect(await screen.findByRole('radio', { name: /^Yaba Hub · ₦1,200\.00/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Ikeja Hub · ₦1,500\.00/ })).toBeInTheDocument();
    // Home delivery keeps its fee while a station is chosen, so the two compare.
    expect(screen.getByRole('radio', { name: /^Home delivery · ₦2,500\.00/ })).not.toBeChecked();
  });

  it('tells a shopper signed in with a phone alone that the pickup code comes by SMS', async () => {
    signInShopper();
    kasuwaStore.set(cartAtom, [shirt]);
    jest.mocked(usersApi.me).mockResolvedValue({ ...shopperProfile([shirt]), email: null });
    jest.mocked(storeApi.delivery).mockResolvedValue({ zones: [], stations: lagosStations });
    jest.mocked(ordersApi.quote).mockResolvedValue(
      quote({
        delivery_options: [
          { method: 'home', station_id: null, listed_fee: 2500, fee: 2500 },
          { method: 'pickup', station_id: 5, listed_fee: 1200, fee: 1200 },
          { method: 'pickup', station_id: 6, listed_fee: 1500, fee: 1500 },
        ],
      }),
    );
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /^Pickup station/ }));
    expect(
      await screen.findByText('We will text you a pickup code when your order is ready to collect.'),
    ).toBeInTheDocument();
  });

  it('says a free-delivery order is free on every option', async () => {
    signInShopper();
    kasuwaStore.set(cartAtom, [shirt]);
    jest.mocked(storeApi.delivery).mockResolvedValue({ zones: [], stations: lagosStations });
    jest.mocked(ordersApi.quote).mockResolvedValue(
      quote({
        delivery_options: [
          { method: 'home', station_id: null, listed_fee: 2500, fee: 0 },
          { method: 'pickup', station_id: 5, listed_fee: 1200, fee: 0 },
          { method: 'pickup', station_id: 6, listed_fee: 1500, fee: 0 },
        ],
      }),
    );
    const { user } = renderCheckout();
    expect(await screen.findByRole('radio', { name: /^Home delivery · Free/ })).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /^Pickup station · Free/ }));
    expect(await screen.findByRole('radio', { name: /^Yaba Hub · Free/ })).toBeChecked();
  });
});

describe('checkout with the address book', () => {
  const book = [
    saved(3, { full_name: 'Tunde Bakare', street: '3 Garki Close', lga: 'AMAC', state: 'FCT' }),
    saved(1, { is_default: true, landmark: 'Opposite Falomo bus stop', second_phone: '+2348091234567' }),
  ];

  it('preselects the default address, quotes its state and sends it as the order’s address', async () => {
    signInShopper();
    kasuwaStore.set(cartAtom, [shirt]);
    jest.mocked(addressesApi.list).mockResolvedValue(book);
    jest.mocked(ordersApi.quote).mockResolvedValue(quote({ last_address: null }));
    jest.mocked(ordersApi.checkout).mockResolvedValue({ id: 42, number: 'KSW-20261127-ABCDEF' } as Order);
    const { user } = renderCheckout();
    expect(await screen.findByRole('radio', { name: /^Ngozi Eze \(default\)/ })).toBeChecked();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    expect(ordersApi.quote).toHaveBeenCalledWith({ state: 'Lagos' });

    await user.click(screen.getByRole('radio', { name: /^Tunde Bakare/ }));
    await waitFor(() => expect(ordersApi.quote).toHaveBeenLastCalledWith({ state: 'FCT' }));
    await user.click(screen.getByRole('radio', { name: /^Ngozi Eze/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(ordersApi.checkout).toHaveBeenCalledTimes(1));
    expect(jest.mocked(ordersApi.checkout).mock.calls[0]?.[0]).toMatchObject({
      shipping_address: {
        full_name: 'Ngozi Eze',
        phone: '+2348031234567',
        second_phone: '+2348091234567',
        street: '14 Awolowo Road (Opposite Falomo bus stop)',
        city: 'Eti-Osa',
        state: 'Lagos',
      },
    });
    expect(addressesApi.create).not.toHaveBeenCalled();
  });

  it('"Use a new address" shows today’s form and keeps the address in the book when asked', async () => {
    signInShopper();
    kasuwaStore.set(cartAtom, [shirt]);
    jest.mocked(addressesApi.list).mockResolvedValue(book);
    jest.mocked(ordersApi.quote).mockResolvedValue(quote({ last_address: null }));
    jest.mocked(ordersApi.checkout).mockResolvedValue({ id: 42, number: 'KSW-20261127-ABCDEF' } as Order);
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Use a new address' }));
    await user.type(screen.getByLabelText('Full name'), 'Bola Ade');
    await user.type(screen.getByLabelText('Phone'), '08051234567');
    await user.type(screen.getByLabelText('Street address'), '7 Ring Road');
    await user.type(screen.getByLabelText('City'), 'Ibadan North');
    await user.selectOptions(screen.getByLabelText('State', { exact: true }), 'Oyo');
    const keep = screen.getByRole('checkbox', { name: 'Save this address to my address book' });
    expect(keep).not.toBeChecked();
    await user.click(keep);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(addressesApi.create).toHaveBeenCalledWith({
        full_name: 'Bola Ade',
        phone: '08051234567',
        second_phone: '',
        street: '7 Ring Road',
        lga: 'Ibadan North',
        state: 'Oyo',
        is_default: false,
      }),
    );
  });
});

it('offers bank transfer to the shopper’s own account where the quote does; placing it gets their account number, then the order', async () => {
  signInShopper();
  kasuwaStore.set(cartAtom, [shirt]);
  const offered = (available: boolean) =>
    quote({
      payment_methods: [
        { method: 'pay_on_delivery', available: true, reason: null },
        { method: 'pay_later', available: true, reason: null },
        { method: 'pay_now', available: true, reason: null },
        {
          method: 'account_transfer',
          available,
          reason: available ? null : 'Bank transfer to your Kasuwa account is not available right now.',
        },
      ],
    });
  jest.mocked(ordersApi.quote).mockResolvedValue(offered(true));
  jest.mocked(ordersApi.checkout).mockResolvedValue({
    id: 46,
    number: 'KSW-20261206-TRF001',
    payment_method: 'account_transfer',
  } as Order);
  jest.mocked(transfersApi.openBankAccount).mockResolvedValue({
    bank_name: 'Test Bank',
    account_number: '9900000042',
    account_name: 'KASUWA/NGOZI EZE',
    created_at: '2026-12-06T08:00:00.000Z',
  });
  const { user, currentPath } = renderCheckout();
  const choice = await screen.findByRole('radio', { name: /Bank transfer to my Kasuwa account/ });
  await user.click(choice);
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  expect(await screen.findByText('order page')).toBeInTheDocument();
  expect(currentPath()).toBe('/orders/46');
  expect(jest.mocked(ordersApi.checkout).mock.calls[0]?.[0]).toMatchObject({
    payment_method: 'account_transfer',
  });
  expect(transfersApi.openBankAccount).toHaveBeenCalledTimes(1);
});

it('leaves bank transfer to the shopper’s account out where the shop does not offer it', async () => {
  signInShopper();
  kasuwaStore.set(cartAtom, [shirt]);
  jest.mocked(ordersApi.quote).mockResolvedValue(
    quote({
      payment_methods: [
        { method: 'pay_on_delivery', available: true, reason: null },
        { method: 'account_transfer', available: false, reason: 'Not now.' },
      ],
    }),
  );
  renderCheckout();
  expect(await screen.findByRole('radio', { name: /Pay on delivery/ })).toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: /Bank transfer to my Kasuwa account/ })).not.toBeInTheDocument();
});
