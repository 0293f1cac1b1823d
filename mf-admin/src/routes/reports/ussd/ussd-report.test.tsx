import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersApi } from 'shop-sdk';
import { request } from 'shop-sdk/testing/request';
import type { UssdReport as Report } from 'shared-contracts/schemas/admin-reports';
import { adminProfile } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';
import { UssdReport } from './ussd-report';

jest.mock('shop-sdk/endpoints');

const report: Report = {
  periods: [
    {
      days: 7,
      sessions: 48,
      callers: 31,
      orders: 6,
      order_total: 74500,
      ended: { success: 20, incomplete: 25, failed: 1 },
      gave_up_on: [
        { screen: 'confirm', sessions: 9 },
        { screen: 'name', sessions: 4 },
        { screen: 'later-screen', sessions: 1 },
      ],
    },
    {
      days: 30,
      sessions: 160,
      callers: 90,
      orders: 21,
      order_total: 250000,
      ended: { success: 70, incomplete: 80, failed: 2 },
      gave_up_on: [],
    },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
});

it('shows the sessions, callers and orders by USSD, and the screens callers gave up on, for 7 or 30 days', async () => {
  jest.mocked(request.get).mockResolvedValue(report as never);
  renderAdmin(<UssdReport />);
  const user = userEvent.setup();
  const card = await screen.findByLabelText('USSD');
  expect(await within(card).findByText('48')).toBeInTheDocument();
  expect(request.get).toHaveBeenCalledWith('admin/reports/ussd');
  expect(within(card).getByText('31')).toBeInTheDocument();
  expect(within(card).getByText('₦74,500.00')).toBeInTheDocument();
  expect(
    within(card).getByText(/20 reached an end screen, 25 were left by the caller, 1 failed/),
  ).toBeInTheDocument();
  const gaveUp = within(card).getByRole('table', { name: 'Where callers gave up' });
  // Each screen in the admin's words; one the report does not know by its name.
  expect(
    within(gaveUp)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual(['ScreenSessions', 'Confirming the order9', 'Typing their name4', 'later-screen1']);

  await user.click(within(card).getByRole('tab', { name: 'Last 30 days' }));
  expect(within(card).getByText('160')).toBeInTheDocument();
  expect(within(card).getByText('₦250,000.00')).toBeInTheDocument();
  expect(within(card).getByText('No caller gave up in this period.')).toBeInTheDocument();
});
