import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi, usersApi, type PayLaterPlan } from 'shared-contracts';
import AdminRoutes from '../../../admin-routes';
import { adminProfile } from '../../../test/fixtures';
import { renderAdmin } from '../../../test/render';

jest.mock('shared-contracts/endpoints');

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
  expect(adminApi.recordInstalment).toHaveBeenCalledWith(1, undefined);
  expect(await screen.findByText('Instalment of ₦10,000.00 recorded!')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Reject KSW-000008' }));
  await user.click(screen.getByRole('button', { name: 'Reject plan' }));
  expect(adminApi.rejectPlan).toHaveBeenCalledWith(2);
});
