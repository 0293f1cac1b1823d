import { screen, waitFor, within } from '@testing-library/react';
import type {
  DeliveryZone,
  PaymentWays,
  PickupStation,
  PublicHoliday,
  ShopDetails,
} from 'shared-contracts/schemas/settings';
import { settingsApi } from 'shop-sdk/admin';
import { renderAdmin } from '../../../testing/render';
import { HolidaysSection } from './holidays-section';
import { PaymentWaysForm } from './payment-ways-form';
import { ShopDetailsForm } from './shop-details-form';
import { StationsSection } from './stations-section';
import { ZonesSection } from './zones-section';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin', () => ({
  ...jest.requireActual('shop-sdk/admin'),
  settingsApi: {
    shop: jest.fn(),
    createZone: jest.fn(),
    updateZone: jest.fn(),
    createStation: jest.fn(),
    updateStation: jest.fn(),
    moveState: jest.fn(),
    addHoliday: jest.fn(),
    removeHoliday: jest.fn(),
    paymentWays: jest.fn(),
  },
}));

const shop: ShopDetails = {
  name: 'Kasuwa',
  support_email: 'support@kasuwa.ng',
  support_phone: '+2348012345678',
  support_hours: 'Mon–Sat 8:00–18:00',
  address: '12 Admiralty Way, Lekki Phase 1, Lagos',
  return_window_days: 7,
};

const lagos: DeliveryZone = {
  id: 1,
  name: 'Lagos',
  fee: 2500,
  free_from: 50000,
  min_days: 1,
  max_days: 2,
  states: ['Lagos'],
};

const ikeja: PickupStation = {
  id: 4,
  name: 'Ikeja City Mall',
  state: 'Lagos',
  address: 'Obafemi Awolowo Way, Ikeja',
  opening_hours: 'Mon–Sat 9:00–18:00',
  fee: 1000,
  active: true,
};

const ways: PaymentWays = {
  pay_on_delivery: true,
  pay_on_delivery_max: 200000,
  pay_later: true,
  pay_now: true,
  pay_now_available: true,
  account_transfer: false,
  account_transfer_hold_hours: 24,
  account_transfer_bank: 'test-bank',
};

beforeEach(() => jest.clearAllMocks());

test('shop details: each field shows its own error, nothing is sent until they are right, then the typed values are', async () => {
  jest.mocked(settingsApi.shop).mockResolvedValue(shop);
  const { user } = renderAdmin(<ShopDetailsForm shop={shop} />);
  const phone = screen.getByLabelText('Support phone');
  expect(phone).toHaveValue('+234 801 234 5678');
  await user.clear(phone);
  await user.type(phone, '12345');
  await user.clear(screen.getByLabelText('Shop name'));
  await user.click(screen.getByRole('button', { name: 'Save shop details' }));
  expect(
    await screen.findByText('Phone must be +234 followed by 10 digits, or 0 followed by 10 digits'),
  ).toBeInTheDocument();
  expect(screen.getByText('Shop name is required')).toBeInTheDocument();
  expect(settingsApi.shop).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('Shop name'), 'Kasuwa Lekki');
  await user.clear(phone);
  await user.type(phone, '08031234567');
  const hours = screen.getByLabelText('Support hours');
  expect(hours).toHaveValue('Mon–Sat 8:00–18:00');
  await user.clear(hours);
  await user.type(hours, 'Every day 7:00–21:00');
  await user.click(screen.getByRole('button', { name: 'Save shop details' }));
  await waitFor(() => expect(settingsApi.shop).toHaveBeenCalledTimes(1));
  expect(jest.mocked(settingsApi.shop).mock.calls[0]?.[0]).toEqual({
    ...shop,
    name: 'Kasuwa Lekki',
    support_phone: '+2348031234567',
    support_hours: 'Every day 7:00–21:00',
  });
  expect(screen.queryByText('Shop name is required')).not.toBeInTheDocument();
});

test('a zone is edited with its own values, and a fee typed wrong is refused with its field named', async () => {
  jest.mocked(settingsApi.updateZone).mockResolvedValue({ ...lagos, fee: 3000 });
  const { user } = renderAdmin(<ZonesSection zones={[lagos]} />);
  await user.click(screen.getByRole('button', { name: 'Edit Lagos' }));
  const form = screen.getByRole('form', { name: 'Edit Lagos' });
  const fee = within(form).getByLabelText('Delivery fee (₦)');
  expect(fee).toHaveValue(2500);
  await user.clear(fee);
  await user.type(fee, '-5');
  await user.click(within(form).getByRole('button', { name: 'Save zone' }));
  expect(await within(form).findByText('Fee cannot be negative')).toBeInTheDocument();
  expect(settingsApi.updateZone).not.toHaveBeenCalled();
  await user.clear(fee);
  await user.type(fee, '3000');
  await user.click(within(form).getByRole('button', { name: 'Save zone' }));
  await waitFor(() => expect(settingsApi.updateZone).toHaveBeenCalledTimes(1));
  expect(jest.mocked(settingsApi.updateZone).mock.calls[0]).toEqual([
    1,
    { name: 'Lagos', fee: 3000, free_from: 50000, min_days: 1, max_days: 2 },
  ]);
});

test('a new pickup station takes its state from the list and its fee as a number', async () => {
  jest.mocked(settingsApi.createStation).mockResolvedValue({ ...ikeja, id: 9, state: 'Borno' });
  const { user } = renderAdmin(<StationsSection stations={[ikeja]} />);
  await user.click(screen.getByRole('button', { name: /Add pickup station/ }));
  const form = screen.getByRole('form', { name: 'Add pickup station' });
  await user.type(within(form).getByLabelText('Station name'), 'Maiduguri Post Office');
  await user.selectOptions(within(form).getByLabelText('State'), 'Borno');
  await user.type(within(form).getByLabelText('Address'), 'Sir Kashim Ibrahim Way, Maiduguri');
  await user.type(within(form).getByLabelText('Pickup fee (₦)'), '1500');
  await user.click(within(form).getByRole('button', { name: 'Add station' }));
  await waitFor(() => expect(settingsApi.createStation).toHaveBeenCalledTimes(1));
  expect(jest.mocked(settingsApi.createStation).mock.calls[0]?.[0]).toEqual({
    name: 'Maiduguri Post Office',
    state: 'Borno',
    address: 'Sir Kashim Ibrahim Way, Maiduguri',
    opening_hours: 'Mon–Sat 9:00–18:00',
    fee: 1500,
    active: true,
  });
});

test('public holidays: the coming ones listed with their weekday, a new one added, one removed', async () => {
  const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-12-02T10:00:00Z'));
  const holidays: PublicHoliday[] = [
    { id: 1, date: '2026-10-01', name: 'Independence Day' },
    { id: 2, date: '2026-12-25', name: 'Christmas Day' },
    { id: 3, date: '2026-12-28', name: 'Boxing Day (observed)' },
  ];
  jest.mocked(settingsApi.addHoliday).mockResolvedValue({ id: 4, date: '2026-12-31', name: 'Year end' });
  jest.mocked(settingsApi.removeHoliday).mockResolvedValue(null);
  const { user } = renderAdmin(<HolidaysSection holidays={holidays} />);
  const table = screen.getByRole('table', { name: 'Public holidays' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(rows[1]).toHaveTextContent('Fri 25 Dec 2026');
  expect(rows[1]).toHaveTextContent('Christmas Day');
  expect(table).not.toHaveTextContent('Independence Day');
  await user.click(screen.getByRole('button', { name: 'Show 1 past holiday' }));
  expect(screen.getByRole('table', { name: 'Public holidays' })).toHaveTextContent('Independence Day');

  const form = screen.getByRole('form', { name: 'Add public holiday' });
  await user.click(within(form).getByRole('button', { name: 'Add holiday' }));
  expect(await within(form).findByText('Choose the day')).toBeInTheDocument();
  expect(within(form).getByText('Name the holiday')).toBeInTheDocument();
  expect(settingsApi.addHoliday).not.toHaveBeenCalled();
  await user.type(within(form).getByLabelText('Date'), '2026-12-31');
  await user.type(within(form).getByLabelText('Holiday'), 'Year end');
  await user.click(within(form).getByRole('button', { name: 'Add holiday' }));
  await waitFor(() => expect(settingsApi.addHoliday).toHaveBeenCalledTimes(1));
  expect(jest.mocked(settingsApi.addHoliday).mock.calls[0]?.[0]).toEqual({
    date: '2026-12-31',
    name: 'Year end',
  });

  await user.click(screen.getByRole('button', { name: 'Remove Christmas Day (2026-12-25)' }));
  await waitFor(() => expect(settingsApi.removeHoliday).toHaveBeenCalledWith(2));
  now.mockRestore();
});

test('payment ways: bank transfer to the account number, its hours and its bank are sent, hours out of range refused', async () => {
  jest.mocked(settingsApi.paymentWays).mockResolvedValue(ways);
  const { user } = renderAdmin(<PaymentWaysForm ways={ways} />);
  const form = screen.getByRole('form', { name: 'Payment ways' });
  const transfer = within(form).getByLabelText("Bank transfer to the shopper's own account number");
  expect(transfer).not.toBeChecked();
  const hours = within(form).getByLabelText('Hold the stock for (hours)');
  expect(hours).toHaveValue(24);
  const bank = within(form).getByLabelText('Bank for account numbers (Paystack slug)');
  expect(bank).toHaveValue('test-bank');
  expect(
    within(form).getByText('test-bank in test mode; wema-bank or titan-paystack live'),
  ).toBeInTheDocument();

  await user.click(transfer);
  await user.clear(hours);
  await user.type(hours, '200');
  await user.click(within(form).getByRole('button', { name: 'Save payment ways' }));
  expect(
    await within(form).findByText('An order waits at most 168 hours (a week) for a transfer'),
  ).toBeInTheDocument();
  expect(settingsApi.paymentWays).not.toHaveBeenCalled();

  await user.clear(hours);
  await user.type(hours, '48');
  await user.clear(bank);
  await user.type(bank, 'wema-bank');
  await user.click(within(form).getByRole('button', { name: 'Save payment ways' }));
  await waitFor(() => expect(settingsApi.paymentWays).toHaveBeenCalledTimes(1));
  expect(jest.mocked(settingsApi.paymentWays).mock.calls[0]?.[0]).toEqual({
    pay_on_delivery: true,
    pay_on_delivery_max: 200000,
    pay_later: true,
    pay_now: true,
    account_transfer: true,
    account_transfer_hold_hours: 48,
    account_transfer_bank: 'wema-bank',
  });
});

test('payment ways: without Paystack, bank transfer to the account number cannot be turned on, as pay now', () => {
  renderAdmin(<PaymentWaysForm ways={{ ...ways, pay_now: false, pay_now_available: false }} />);
  expect(screen.getByLabelText('Pay now (card, bank transfer, USSD)')).toBeDisabled();
  expect(screen.getByLabelText("Bank transfer to the shopper's own account number")).toBeDisabled();
  expect(screen.getByLabelText('Hold the stock for (hours)')).toBeDisabled();
  expect(screen.getByLabelText('Bank for account numbers (Paystack slug)')).toBeDisabled();
});
