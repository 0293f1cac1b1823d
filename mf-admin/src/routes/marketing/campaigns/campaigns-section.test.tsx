import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersApi } from 'shop-sdk';
import type { Campaign } from 'shared-contracts/schemas/campaigns';
import { apiError } from 'shop-sdk/testing/render';
import AdminRoutes from '../../../app/admin-routes';
import { adminApi } from 'shop-sdk/admin';
import { adminProfile } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin');

const campaign = (over: Partial<Campaign>): Campaign => ({
  id: 1,
  subject: 'Black Friday',
  body: 'Up to 40% off https://kasuwa.ng/deals',
  status: 'draft',
  created_by: 'Ada Obi',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  send_started_at: null,
  sent_at: null,
  counts: { recipients: 0, queued: 0, sent: 0, failed: 0, unsubscribed: 0 },
  ...over,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
});

it('lists campaigns with their counts and sends a draft only after asking', async () => {
  jest.mocked(adminApi.campaigns).mockResolvedValue({
    confirmed_subscribers: 120,
    campaigns: [
      campaign({}),
      campaign({
        id: 2,
        subject: 'October news',
        status: 'sent',
        send_started_at: '2026-10-01T09:00:00Z',
        counts: { recipients: 118, queued: 0, sent: 115, failed: 3, unsubscribed: 4 },
      }),
    ],
  });
  jest.mocked(adminApi.sendCampaign).mockResolvedValue(campaign({ status: 'sending' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/marketing' });
  const user = userEvent.setup();
  const section = await screen.findByRole('region', { name: 'Campaigns' });
  const sent = await within(section).findByRole('row', { name: /October news/ });
  expect(section).toHaveTextContent('120 confirmed subscribers');
  expect(
    within(sent)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(expect.arrayContaining(['115 of 118', '3', '4']));
  // A sent campaign can only be previewed.
  expect(within(sent).queryByRole('button', { name: /^Send/ })).not.toBeInTheDocument();

  await user.click(within(section).getByRole('button', { name: 'Send Black Friday' }));
  const ask = screen.getByRole('alertdialog', { name: 'Send “Black Friday” to 120 confirmed subscribers?' });
  expect(adminApi.sendCampaign).not.toHaveBeenCalled();
  await user.click(within(ask).getByRole('button', { name: 'Send campaign' }));
  expect(adminApi.sendCampaign).toHaveBeenCalledWith(1);
  expect(
    await screen.findByText('“Black Friday” is on its way to 120 confirmed subscribers.'),
  ).toBeInTheDocument();
});

it('checks a new campaign before saving it and shows the server refusing a test', async () => {
  jest.mocked(adminApi.campaigns).mockResolvedValue({ confirmed_subscribers: 0, campaigns: [campaign({})] });
  jest.mocked(adminApi.createCampaign).mockResolvedValue(campaign({ id: 3, subject: 'New one' }));
  jest
    .mocked(adminApi.testCampaign)
    .mockRejectedValue(
      apiError(429, { message: 'You can send 10 test mails an hour. Please try again later.' }),
    );
  renderAdmin(<AdminRoutes />, { url: '/admin/marketing' });
  const user = userEvent.setup();
  const section = await screen.findByRole('region', { name: 'Campaigns' });
  // Nobody to send to: the send stays off.
  expect(await within(section).findByRole('button', { name: 'Send Black Friday' })).toBeDisabled();

  await user.click(within(section).getByRole('button', { name: 'New campaign' }));
  const editor = screen.getByRole('dialog', { name: 'New campaign' });
  await user.click(within(editor).getByRole('button', { name: 'Save draft' }));
  expect(within(editor).getByText('Subject is required')).toBeInTheDocument();
  expect(adminApi.createCampaign).not.toHaveBeenCalled();
  await user.type(within(editor).getByLabelText('Subject'), 'New one');
  await user.type(within(editor).getByLabelText('Message'), 'Hello');
  await user.click(within(editor).getByRole('button', { name: 'Save draft' }));
  expect(adminApi.createCampaign).toHaveBeenCalledWith({ subject: 'New one', body: 'Hello' });
  expect(await screen.findByText('Campaign saved as a draft.')).toBeInTheDocument();

  await user.click(within(section).getByRole('button', { name: 'Send a test of Black Friday' }));
  expect(
    await screen.findByText('You can send 10 test mails an hour. Please try again later.'),
  ).toBeInTheDocument();
});
