import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PayLaterPlan } from 'shared-contracts';
import { usersApi } from 'shop-sdk';
import { adminApi } from 'shop-sdk/admin';
import AdminRoutes from '../../../app/admin-routes';
import { adminProfile } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';
import { apiError } from 'shop-sdk/testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin');

const plan = (over: Partial<PayLaterPlan>): PayLaterPlan => ({
  id: 1,
  order_id: 7,
  order_number: 'KSW-000007',
  customer: { id: 2, email: 'shopper@kasuwa.test', name: 'Chioma Obi' },
  instalments: 3,
  paid_instalments: 0,
  instalment_amount: 10000,
  amount_paid: 0,
  total: 30000,
  status: 'pending',
  created_at: '2026-11-20T10:00:00Z',
  ...over,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
});

it('filters by status and approves a pending plan', async () => {
  jest.mocked(adminApi.payLaterPlans).mockResolvedValue([plan({})]);
  jest.mocked(adminApi.approvePlan).mockResolvedValue(plan({ status: 'approved' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/pay-later' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Approve KSW-000007' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Approve the pay-later plan for KSW-000007?' });
  expect(dialog).toHaveTextContent('Chioma Obi pays ₦30,000.00 in 3 instalments of ₦10,000.00');
  expect(adminApi.approvePlan).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Approve plan' }));
  expect(adminApi.approvePlan).toHaveBeenCalledWith(1);
  expect(await screen.findByText('Plan for KSW-000007 approved!')).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Approved' }));
  await waitFor(() => expect(adminApi.payLaterPlans).toHaveBeenLastCalledWith({ status: 'approved' }));
});

it('records an instalment on an approved plan and asks before rejecting', async () => {
  jest
    .mocked(adminApi.payLaterPlans)
    .mockResolvedValue([plan({ status: 'approved' }), plan({ id: 2, order_number: 'KSW-000008' })]);
  jest.mocked(adminApi.recordInstalment).mockResolvedValue(plan({ status: 'approved', paid_instalments: 1 }));
  jest.mocked(adminApi.rejectPlan).mockResolvedValue(plan({ id: 2, status: 'rejected' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/pay-later' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Record instalment for KSW-000007' }));
  const dialog = screen.getByRole('alertdialog', {
    name: 'Record an instalment of ₦10,000.00 for KSW-000007?',
  });
  expect(dialog).toHaveTextContent('Instalment 1 of 3');
  await user.click(within(dialog).getByRole('button', { name: 'Record instalment' }));
  expect(adminApi.recordInstalment).toHaveBeenCalledWith(1, undefined);
  expect(await screen.findByText('Instalment of ₦10,000.00 recorded!')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Reject KSW-000008' }));
  await user.click(screen.getByRole('button', { name: 'Reject plan' }));
  expect(adminApi.rejectPlan).toHaveBeenCalledWith(2);
});

it('keeps the plan as it was when the admin backs out, and sends an approval once on a double click', async () => {
  jest.mocked(adminApi.payLaterPlans).mockResolvedValue([plan({})]);
  let finish: (value: PayLaterPlan) => void = () => undefined;
  jest.mocked(adminApi.approvePlan).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  renderAdmin(<AdminRoutes />, { url: '/admin/pay-later' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Reject KSW-000007' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(adminApi.rejectPlan).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Approve KSW-000007' }));
  await user.dblClick(screen.getByRole('button', { name: 'Approve plan' }));
  expect(await screen.findByRole('button', { name: 'Approving…' })).toBeDisabled();
  expect(adminApi.approvePlan).toHaveBeenCalledTimes(1);
  finish(plan({ status: 'approved' }));
  expect(await screen.findByText('Plan for KSW-000007 approved!')).toBeInTheDocument();
});

it('shows the error the server gives when recording fails', async () => {
  jest.mocked(adminApi.payLaterPlans).mockResolvedValue([plan({ status: 'approved' })]);
  jest
    .mocked(adminApi.recordInstalment)
    .mockRejectedValue(apiError(409, { message: 'Cannot record an instalment: the order was cancelled.' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/pay-later' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Record instalment for KSW-000007' }));
  await user.click(screen.getByRole('button', { name: 'Record instalment' }));
  expect(
    await screen.findByText('Cannot record an instalment: the order was cancelled.'),
  ).toBeInTheDocument();
});

it('shows the loading, empty and error states', async () => {
  jest.mocked(adminApi.payLaterPlans).mockReturnValueOnce(new Promise(() => undefined));
  const { unmount } = renderAdmin(<AdminRoutes />, { url: '/admin/pay-later' });
  expect(await screen.findByText('Loading plans…')).toBeInTheDocument();
  unmount();

  jest.mocked(adminApi.payLaterPlans).mockResolvedValueOnce([]);
  const empty = renderAdmin(<AdminRoutes />, { url: '/admin/pay-later' });
  expect(await screen.findByText('No pay-later plans here.')).toBeInTheDocument();
  empty.unmount();

  jest.mocked(adminApi.payLaterPlans).mockRejectedValueOnce(apiError(503, { message: 'Server unavailable' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/pay-later' });
  expect(await screen.findByText('Server unavailable')).toBeInTheDocument();
});

it('says what rejecting does before it happens, and keeps the plan when the server refuses', async () => {
  jest.mocked(adminApi.payLaterPlans).mockResolvedValue([plan({})]);
  jest
    .mocked(adminApi.rejectPlan)
    .mockRejectedValue(apiError(409, { message: 'This plan was approved a moment ago.' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/pay-later' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Reject KSW-000007' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Reject the pay-later plan for KSW-000007?' });
  expect(dialog).toHaveTextContent('The order is cancelled and its items go back into stock.');
  await user.click(within(dialog).getByRole('button', { name: 'Reject plan' }));
  expect(adminApi.rejectPlan).toHaveBeenCalledWith(1);
  expect(await screen.findByText('This plan was approved a moment ago.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Approve KSW-000007' })).toBeInTheDocument();
});
