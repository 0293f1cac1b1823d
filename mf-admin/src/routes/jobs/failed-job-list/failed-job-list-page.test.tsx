import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersApi } from 'shop-sdk';
import type { FailedJob } from 'shared-contracts/schemas/jobs';
import { apiError } from 'shop-sdk/testing/render';
import AdminRoutes from '../../../app/admin-routes';
import { adminApi } from 'shop-sdk/admin';
import { adminProfile } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin');

const job = (over: Partial<FailedJob> = {}): FailedJob => ({
  id: '6f1c2b1e-8a4d-4c57-9d7e-0b5a1f2c3d4e',
  queue: 'mail',
  summary: '{"kind":"order-placed","orderId":12,"queuedAt":"2026-12-01T10:00:00.000Z"}',
  error: 'connect ECONNREFUSED 127.0.0.1:587',
  attempts: 6,
  created_at: '2026-12-01T10:00:00Z',
  failed_at: '2026-12-01T10:31:00Z',
  ...over,
});
const page = (results: FailedJob[], count = results.length) => ({ results, count, page: 1, page_size: 20 });

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
});

it('lists each failed job with its queue, what it is about, its error and attempts, linked from the menu', async () => {
  jest
    .mocked(adminApi.failedJobs)
    .mockResolvedValue(
      page([job(), job({ id: 'a1b2c3d4-0000-4000-8000-000000000001', queue: 'refund', attempts: 3 })]),
    );
  renderAdmin(<AdminRoutes />, { url: '/admin' });
  const user = userEvent.setup();
  await user.click((await screen.findAllByRole('link', { name: 'Failed jobs' }))[0]!);
  expect(await screen.findByRole('heading', { name: 'Failed jobs' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Failed jobs' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(rows[1]).toHaveTextContent('Mail');
  expect(rows[1]).toHaveTextContent('"kind":"order-placed","orderId":12');
  expect(rows[1]).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:587');
  expect(rows[1]).toHaveTextContent('6');
  expect(rows[2]).toHaveTextContent('Refund');
  expect(screen.getByText('2 failed jobs')).toBeInTheDocument();
  expect(adminApi.failedJobs).toHaveBeenLastCalledWith({ page: 1, page_size: 20 });
});

it('retries a job once, however often its button is clicked, says so and refreshes the list', async () => {
  jest.mocked(adminApi.failedJobs).mockResolvedValue(page([job()]));
  let finish: (value: { id: string; retried: true }) => void = () => undefined;
  jest.mocked(adminApi.retryJob).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  renderAdmin(<AdminRoutes />, { url: '/admin/failed-jobs' });
  const user = userEvent.setup();
  await user.dblClick(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Retrying…' })).toBeDisabled();
  expect(adminApi.retryJob).toHaveBeenCalledTimes(1);
  expect(adminApi.retryJob).toHaveBeenCalledWith(job().id);
  jest.mocked(adminApi.failedJobs).mockResolvedValue(page([]));
  finish({ id: job().id, retried: true });
  expect(await screen.findByText('Mail job queued again')).toBeInTheDocument();
  expect(
    await screen.findByText('No failed jobs. Everything in the background went through.'),
  ).toBeInTheDocument();
});

it('says why a retry was refused', async () => {
  jest.mocked(adminApi.failedJobs).mockResolvedValue(page([job()]));
  jest
    .mocked(adminApi.retryJob)
    .mockRejectedValue(
      apiError(409, { message: 'This job has not failed: only a failed job can be retried.' }),
    );
  renderAdmin(<AdminRoutes />, { url: '/admin/failed-jobs' });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry' }));
  expect(
    await screen.findByText('This job has not failed: only a failed job can be retried.'),
  ).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
});

it('pages through the failed jobs', async () => {
  jest.mocked(adminApi.failedJobs).mockResolvedValue(page([job()], 45));
  renderAdmin(<AdminRoutes />, { url: '/admin/failed-jobs' });
  await screen.findByRole('table', { name: 'Failed jobs' });
  await userEvent.setup().click(screen.getByRole('button', { name: /next/i }));
  await waitFor(() => expect(adminApi.failedJobs).toHaveBeenLastCalledWith({ page: 2, page_size: 20 }));
});

it('shows the loading, empty and error states', async () => {
  jest.mocked(adminApi.failedJobs).mockReturnValueOnce(new Promise(() => undefined));
  const loading = renderAdmin(<AdminRoutes />, { url: '/admin/failed-jobs' });
  expect(await screen.findByText('Loading failed jobs…')).toBeInTheDocument();
  loading.unmount();

  jest.mocked(adminApi.failedJobs).mockResolvedValueOnce(page([]));
  const empty = renderAdmin(<AdminRoutes />, { url: '/admin/failed-jobs' });
  expect(
    await screen.findByText('No failed jobs. Everything in the background went through.'),
  ).toBeInTheDocument();
  empty.unmount();

  jest.mocked(adminApi.failedJobs).mockRejectedValue(apiError(503, { message: 'Server busy, try again.' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/failed-jobs' });
  expect(await screen.findByText('Server busy, try again.')).toBeInTheDocument();
});
