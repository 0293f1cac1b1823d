import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Customer } from 'shared-contracts';
import { returnsApi, usersApi } from 'shop-sdk';
import { adminApi } from 'shop-sdk/admin';
import { adminTransfersApi } from 'shop-sdk/admin-transfers';
import { apiError } from 'shop-sdk/testing/render';
import AdminRoutes from '../../../app/admin-routes';
import { adminProfile, orderSummary } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin');
jest.mock('shop-sdk/admin-transfers');
jest.mock('shop-sdk/returns');

const customer: Customer = {
  id: 2,
  email: 'shopper@kasuwa.test',
  username: 'chioma',
  first_name: 'Chioma',
  last_name: 'Obi',
  phone: '+2348012345678',
  date_joined: '2026-10-01T00:00:00Z',
  orders_count: 1,
  total_spent: 27500,
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
  jest
    .mocked(adminApi.customers)
    .mockResolvedValue({ results: [customer], count: 45, page: 1, page_size: 20 });
  jest.mocked(adminApi.customer).mockResolvedValue({ ...customer, orders: [orderSummary()] });
  jest
    .mocked(adminTransfersApi.customer)
    .mockResolvedValue({ account: null, credit: { balance: 0, lines: [] } });
});

it('searches, pages and opens a customer with their orders', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin/customers' });
  const user = userEvent.setup();
  expect(await screen.findByText('Chioma Obi')).toBeInTheDocument();
  expect(screen.getByText('1–20 of 45')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(adminApi.customers).toHaveBeenLastCalledWith({ page: 2, page_size: 20 }));

  await user.type(screen.getByRole('searchbox'), 'chioma');
  await waitFor(() =>
    expect(adminApi.customers).toHaveBeenLastCalledWith({ search: 'chioma', page: 1, page_size: 20 }),
  );

  await user.click(screen.getByRole('button', { name: 'Details of Chioma Obi' }));
  const drawer = await screen.findByRole('dialog', { name: 'Chioma Obi' });
  expect(await within(drawer).findByRole('link', { name: 'KSW-000007' })).toHaveAttribute(
    'href',
    '/admin/orders/7',
  );
  expect(within(drawer).getAllByText('₦27,500.00').length).toBeGreaterThan(0);
  // Stored as +2348012345678; shown in groups, in the list and the drawer alike.
  expect(within(drawer).getByText('+234 801 234 5678')).toBeInTheDocument();
  expect(screen.getAllByText('+234 801 234 5678').length).toBe(2);
});

it('shows a customer who signs in with a phone alone as having no email, with no mail link', async () => {
  // The API sends the number where the email goes for an account made with a phone number alone.
  const phoneOnly = { ...customer, email: '+2348012345678' };
  jest
    .mocked(adminApi.customers)
    .mockResolvedValue({ results: [phoneOnly], count: 1, page: 1, page_size: 20 });
  jest.mocked(adminApi.customer).mockResolvedValue({ ...phoneOnly, orders: [] });
  renderAdmin(<AdminRoutes />, { url: '/admin/customers' });
  const user = userEvent.setup();
  expect(await screen.findByText('No email')).toBeInTheDocument();
  expect(screen.queryByText('+2348012345678')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Details of Chioma Obi' }));
  const drawer = await screen.findByRole('dialog', { name: 'Chioma Obi' });
  expect(await within(drawer).findByText('None (signs in with a phone)')).toBeInTheDocument();
  expect(within(drawer).queryByRole('link', { name: /\+234/ })).not.toBeInTheDocument();
  expect(within(drawer).getByText('+234 801 234 5678')).toBeInTheDocument();
});

it('says "Loading customers…" until the list arrives', async () => {
  jest.mocked(adminApi.customers).mockReturnValueOnce(new Promise(() => undefined));
  renderAdmin(<AdminRoutes />, { url: '/admin/customers' });
  expect(await screen.findByText('Loading customers…')).toBeInTheDocument();
});

it('says when no customer matches the search', async () => {
  jest.mocked(adminApi.customers).mockResolvedValueOnce({ results: [], count: 0, page: 1, page_size: 20 });
  renderAdmin(<AdminRoutes />, { url: '/admin/customers?search=nobody' });
  expect(await screen.findByText('No customers match.')).toBeInTheDocument();
  expect(adminApi.customers).toHaveBeenCalledWith({ search: 'nobody', page: 1, page_size: 20 });
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
});

it("shows the server's message when the customers cannot load, and tries again on request", async () => {
  jest
    .mocked(adminApi.customers)
    .mockRejectedValueOnce(apiError(503, { message: 'Customers are unavailable.' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/customers' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Customers are unavailable.');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Chioma Obi')).toBeInTheDocument();
});

it('names a customer without a name by their username, and shows a dash for a missing phone', async () => {
  jest.mocked(adminApi.customers).mockResolvedValueOnce({
    results: [{ ...customer, first_name: '', last_name: '', phone: null }],
    count: 1,
    page: 1,
    page_size: 20,
  });
  renderAdmin(<AdminRoutes />, { url: '/admin/customers' });
  const row = (await screen.findByText('chioma')).closest('tr')!;
  expect(within(row).getByText('—')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Details of chioma' })).toBeInTheDocument();
});

it("keeps the drawer open with the server's message when a customer cannot load, and closes it", async () => {
  jest.mocked(adminApi.customer).mockRejectedValueOnce(apiError(404, { message: 'Customer not found.' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/customers' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Details of Chioma Obi' }));
  const drawer = await screen.findByRole('dialog', { name: 'Customer' });
  expect(await within(drawer).findByRole('alert')).toHaveTextContent('Customer not found.');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('says when a customer has no orders yet', async () => {
  jest.mocked(adminApi.customer).mockResolvedValueOnce({ ...customer, orders_count: 0, orders: [] });
  renderAdmin(<AdminRoutes />, { url: '/admin/customers' });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Details of Chioma Obi' }));
  const drawer = await screen.findByRole('dialog', { name: 'Chioma Obi' });
  expect(await within(drawer).findByText('No orders yet.')).toBeInTheDocument();
});

it("opens from another page's link with its account number, store credit and ledger", async () => {
  jest.mocked(adminTransfersApi.customer).mockResolvedValue({
    account: {
      bank_name: 'Test Bank',
      account_number: '9912345678',
      account_name: 'KASUWA/CHIOMA OBI',
      created_at: '2026-11-01T09:00:00Z',
    },
    credit: {
      balance: 2500,
      lines: [
        {
          id: 12,
          kind: 'order',
          amount: -27500,
          balance: 2500,
          order_id: 7,
          note: null,
          created_at: '2026-11-20T10:00:01Z',
        },
        {
          id: 11,
          kind: 'transfer',
          amount: 30000,
          balance: 30000,
          order_id: null,
          note: 'From OBI CHIOMA ADAEZE',
          created_at: '2026-11-20T10:00:00Z',
        },
      ],
    },
  });
  renderAdmin(<AdminRoutes />, { url: '/admin/customers?open=2' });
  const drawer = await screen.findByRole('dialog', { name: 'Chioma Obi' });
  const card = await within(drawer).findByRole('region', { name: 'Account number and store credit' });
  expect(await within(card).findByText('9912345678')).toBeInTheDocument();
  expect(card).toHaveTextContent('Test Bank');
  expect(card).toHaveTextContent('KASUWA/CHIOMA OBI');
  expect(adminTransfersApi.customer).toHaveBeenCalledWith(2);
  const ledger = within(card).getByRole('table', { name: 'Store credit ledger' });
  const rows = within(ledger).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(within(rows[1]!).getByRole('link', { name: 'Paid order' })).toHaveAttribute(
    'href',
    '/admin/orders/7',
  );
  expect(rows[1]).toHaveTextContent('20 Nov 2026, 11:00 WAT');
  expect(rows[1]).toHaveTextContent('-₦27,500.00');
  expect(rows[1]).toHaveTextContent('₦2,500.00');
  expect(rows[2]).toHaveTextContent('Transfer in');
  expect(rows[2]).toHaveTextContent('+₦30,000.00');
  expect(rows[2]).toHaveTextContent('From OBI CHIOMA ADAEZE');

  await userEvent.setup().keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('says when a customer has no account number yet', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin/customers' });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Details of Chioma Obi' }));
  const drawer = await screen.findByRole('dialog', { name: 'Chioma Obi' });
  expect(await within(drawer).findByText('No account number yet')).toBeInTheDocument();
  expect(within(drawer).getByText('No store credit yet.')).toBeInTheDocument();
});

describe('refunding store credit to their bank', () => {
  const withCredit = {
    account: null,
    credit: {
      balance: 2500,
      lines: [
        {
          id: 11,
          kind: 'transfer' as const,
          amount: 2500,
          balance: 2500,
          order_id: null,
          note: 'From OBI CHIOMA ADAEZE',
          created_at: '2026-11-20T10:00:00Z',
        },
      ],
    },
  };

  beforeEach(() => {
    jest.mocked(adminTransfersApi.customer).mockResolvedValue(withCredit);
    jest.mocked(returnsApi.banks).mockResolvedValue([
      { id: 9, code: '058', name: 'Guaranty Trust Bank' },
      { id: 1, code: '044', name: 'Access Bank' },
    ]);
  });

  /** Opens the customer's drawer and the refund dialog; answers the dialog, the user and the card. */
  async function openRefund() {
    renderAdmin(<AdminRoutes />, { url: '/admin/customers?open=2' });
    const user = userEvent.setup();
    const drawer = await screen.findByRole('dialog', { name: 'Chioma Obi' });
    const card = await within(drawer).findByRole('region', { name: 'Account number and store credit' });
    await user.click(await within(card).findByRole('button', { name: 'Refund credit to their bank' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund credit to their bank' });
    // The banks arrive before the form is filled.
    await within(dialog).findByRole('option', { name: 'Guaranty Trust Bank' });
    return { dialog, user, card };
  }

  async function fill(
    dialog: HTMLElement,
    user: ReturnType<typeof userEvent.setup>,
    { amount, reference = 'FT2611200001' }: { amount?: string; reference?: string } = {},
  ) {
    if (amount !== undefined) {
      await user.clear(within(dialog).getByLabelText('Amount (₦)'));
      await user.type(within(dialog).getByLabelText('Amount (₦)'), amount);
    }
    await user.selectOptions(within(dialog).getByLabelText('Bank'), 'Guaranty Trust Bank');
    await user.type(within(dialog).getByLabelText('Account number'), '0123456789');
    await user.type(within(dialog).getByLabelText('Transfer reference'), reference);
  }

  it('is offered only while the customer holds credit', async () => {
    jest
      .mocked(adminTransfersApi.customer)
      .mockResolvedValue({ account: null, credit: { balance: 0, lines: withCredit.credit.lines } });
    renderAdmin(<AdminRoutes />, { url: '/admin/customers?open=2' });
    const drawer = await screen.findByRole('dialog', { name: 'Chioma Obi' });
    const card = await within(drawer).findByRole('region', { name: 'Account number and store credit' });
    expect(await within(card).findByText('₦0.00')).toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: 'Refund credit to their bank' }),
    ).not.toBeInTheDocument();
  });

  it('explains itself, offers the whole balance and checks the form before sending', async () => {
    const { dialog, user } = await openRefund();
    expect(dialog).toHaveTextContent(
      "Send the money from the shop's bank first, then record it here with the transfer's reference. The shopper's credit goes down by the amount.",
    );
    expect(within(dialog).getByLabelText('Amount (₦)')).toHaveValue('2500');
    expect(returnsApi.banks).toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Amount (₦)'));
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    const described = (label: string) => within(dialog).getByLabelText(label);
    expect(described('Amount (₦)')).toHaveAccessibleDescription(/Enter the amount to refund$/);
    expect(described('Bank')).toHaveAccessibleDescription('Choose the bank');
    expect(described('Account number')).toHaveAccessibleDescription(/An account number is 10 digits$/);
    expect(described('Transfer reference')).toHaveAccessibleDescription(/Enter the transfer reference$/);
    expect(described('Account number')).toHaveAttribute('aria-invalid', 'true');

    // More than the credit, or no amount of Naira, is refused in the same words.
    await user.type(within(dialog).getByLabelText('Amount (₦)'), '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(described('Amount (₦)')).toHaveAccessibleDescription(/Enter an amount up to ₦2,500\.00$/);
    await user.clear(within(dialog).getByLabelText('Amount (₦)'));
    await user.type(within(dialog).getByLabelText('Amount (₦)'), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(described('Amount (₦)')).toHaveAccessibleDescription(/Enter an amount up to ₦2,500\.00$/);
    expect(adminTransfersApi.refundCredit).not.toHaveBeenCalled();
  });

  it("shows the API's field errors beside their fields, its message in a banner, and a 409's message", async () => {
    jest.mocked(adminTransfersApi.refundCredit).mockRejectedValueOnce(
      apiError(400, {
        message: 'Check the account and try again.',
        errors: {
          account_number: ['We could not find that account number at that bank. Check both and try again.'],
        },
      }),
    );
    const { dialog, user } = await openRefund();
    await fill(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    const accountNumber = within(dialog).getByLabelText('Account number');
    await waitFor(() => expect(accountNumber).toHaveAttribute('aria-invalid', 'true'));
    expect(accountNumber).toHaveAccessibleDescription(
      /We could not find that account number at that bank\. Check both and try again\.$/,
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Check the account and try again.');

    jest
      .mocked(adminTransfersApi.refundCredit)
      .mockRejectedValueOnce(apiError(409, { message: 'The customer has only ₦1,000.00 of store credit.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'The customer has only ₦1,000.00 of store credit.',
      ),
    );
    expect(accountNumber).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('dialog', { name: 'Refund credit to their bank' })).toBeInTheDocument();
  });

  it('records the refund: posts the form, says so, closes and shows the new balance and ledger', async () => {
    const after = {
      account: null,
      credit: {
        balance: 1000,
        lines: [
          {
            id: 12,
            kind: 'refund' as const,
            amount: -1500,
            balance: 1000,
            order_id: null,
            note: 'To Guaranty Trust Bank 0123456789 (CHIOMA ADAEZE OBI), ref FT2611200001',
            created_at: '2026-11-21T09:00:00Z',
          },
          ...withCredit.credit.lines,
        ],
      },
    };
    jest.mocked(adminTransfersApi.refundCredit).mockImplementationOnce(async () => {
      jest.mocked(adminTransfersApi.customer).mockResolvedValue(after);
      return after;
    });
    const { dialog, user, card } = await openRefund();
    await fill(dialog, user, { amount: '1,500', reference: '  FT2611200001 ' });
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));

    expect(await screen.findByText('Refund of ₦1,500.00 recorded')).toBeInTheDocument();
    expect(adminTransfersApi.refundCredit).toHaveBeenCalledTimes(1);
    expect(adminTransfersApi.refundCredit).toHaveBeenCalledWith(2, {
      amount: 1500,
      bank_code: '058',
      account_number: '0123456789',
      transfer_reference: 'FT2611200001',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Refund credit to their bank' })).not.toBeInTheDocument(),
    );
    expect(await within(card).findByText('₦1,000.00', { selector: 'strong' })).toBeInTheDocument();
    const rows = within(within(card).getByRole('table', { name: 'Store credit ledger' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Refunded to their bank');
    expect(rows[1]).toHaveTextContent('-₦1,500.00');
    expect(rows[1]).toHaveTextContent('CHIOMA ADAEZE OBI');
    // Credit is left: the button stays for another refund.
    expect(within(card).getByRole('button', { name: 'Refund credit to their bank' })).toBeInTheDocument();
  });
});
