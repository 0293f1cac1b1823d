import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ContactMessage } from 'shared-contracts';
import { usersApi } from 'shop-sdk';
import { adminApi } from 'shop-sdk/admin';
import { apiError } from 'shop-sdk/testing/render';
import AdminRoutes from '../../../app/admin-routes';
import { adminProfile } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin');

const message = (over: Partial<ContactMessage> = {}): ContactMessage => ({
  id: 1,
  name: 'Ngozi Eze',
  email: 'ngozi@example.ng',
  inquiry_type: 'Order Support',
  subject: 'Where is my order?',
  message: 'Ordered last week.\nStill waiting.',
  user_id: 2,
  created_at: '2026-11-20T10:00:00Z',
  handled_at: null,
  ...over,
});
const page = (results: ContactMessage[], count = results.length) => ({
  results,
  count,
  page: 1,
  page_size: 20,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
});

it('shows each message with its type, sender, text and whether it is handled', async () => {
  jest.mocked(adminApi.contactMessages).mockResolvedValue(
    page([
      message(),
      message({
        id: 2,
        name: '',
        email: '',
        user_id: null,
        subject: 'Hello',
        handled_at: '2026-11-21T09:00:00Z',
      }),
    ]),
  );
  renderAdmin(<AdminRoutes />, { url: '/admin/support' });
  const first = await screen.findByRole('article', { name: 'Where is my order?' });
  expect(first).toHaveTextContent('Order Support · Ngozi Eze');
  expect(within(first).getByRole('link', { name: 'ngozi@example.ng' })).toHaveAttribute(
    'href',
    'mailto:ngozi@example.ng',
  );
  expect(first).toHaveTextContent('Waiting');
  expect(within(first).getByRole('button', { name: 'Mark handled' })).toBeInTheDocument();
  const second = screen.getByRole('article', { name: 'Hello' });
  expect(second).toHaveTextContent('Anonymous visitor');
  expect(second).toHaveTextContent('not signed in');
  expect(second).toHaveTextContent('Handled');
  expect(within(second).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
});

it('marks a message handled once, however often the button is clicked, and refreshes the list', async () => {
  jest.mocked(adminApi.contactMessages).mockResolvedValue(page([message()]));
  let finish: (value: ContactMessage) => void = () => undefined;
  jest
    .mocked(adminApi.setContactMessageHandled)
    .mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  renderAdmin(<AdminRoutes />, { url: '/admin/support' });
  const user = userEvent.setup();
  await user.dblClick(await screen.findByRole('button', { name: 'Mark handled' }));
  expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  expect(adminApi.setContactMessageHandled).toHaveBeenCalledTimes(1);
  expect(adminApi.setContactMessageHandled).toHaveBeenCalledWith(1, true);
  jest
    .mocked(adminApi.contactMessages)
    .mockResolvedValue(page([message({ handled_at: '2026-11-23T10:00:00Z' })]));
  finish(message({ handled_at: '2026-11-23T10:00:00Z' }));
  expect(await screen.findByText('"Where is my order?" marked handled')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
});

it('filters by handled and by type of inquiry', async () => {
  jest.mocked(adminApi.contactMessages).mockResolvedValue(page([message()], 30));
  renderAdmin(<AdminRoutes />, { url: '/admin/support' });
  const user = userEvent.setup();
  await screen.findByRole('article', { name: 'Where is my order?' });
  await user.click(screen.getByRole('tab', { name: 'Waiting' }));
  await waitFor(() =>
    expect(adminApi.contactMessages).toHaveBeenLastCalledWith({ handled: 'false', page: 1, page_size: 20 }),
  );
  await user.selectOptions(screen.getByLabelText('Type of inquiry'), 'Returns & Refunds');
  await waitFor(() =>
    expect(adminApi.contactMessages).toHaveBeenLastCalledWith({
      handled: 'false',
      inquiry_type: 'Returns & Refunds',
      page: 1,
      page_size: 20,
    }),
  );
  await user.click(screen.getByRole('button', { name: /next/i }));
  await waitFor(() =>
    expect(adminApi.contactMessages).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })),
  );
});

it('shows the loading, empty and error states', async () => {
  jest.mocked(adminApi.contactMessages).mockReturnValueOnce(new Promise(() => undefined));
  const loading = renderAdmin(<AdminRoutes />, { url: '/admin/support' });
  expect(await screen.findByText('Loading messages…')).toBeInTheDocument();
  loading.unmount();

  jest.mocked(adminApi.contactMessages).mockResolvedValueOnce(page([]));
  const empty = renderAdmin(<AdminRoutes />, { url: '/admin/support' });
  expect(await screen.findByText('No messages here.')).toBeInTheDocument();
  empty.unmount();

  jest
    .mocked(adminApi.contactMessages)
    .mockRejectedValue(apiError(503, { message: 'Server busy, try again.' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/support' });
  expect(await screen.findByText('Server busy, try again.')).toBeInTheDocument();
});

it('reopens a handled message, so it waits again', async () => {
  jest
    .mocked(adminApi.contactMessages)
    .mockResolvedValue(page([message({ handled_at: '2026-11-23T10:00:00Z' })]));
  jest.mocked(adminApi.setContactMessageHandled).mockResolvedValue(message());
  renderAdmin(<AdminRoutes />, { url: '/admin/support' });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Reopen' }));
  expect(adminApi.setContactMessageHandled).toHaveBeenCalledWith(1, false);
  expect(await screen.findByText('"Where is my order?" is waiting again')).toBeInTheDocument();
});
