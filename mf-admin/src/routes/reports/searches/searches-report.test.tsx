import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersApi } from 'shop-sdk';
import { request } from 'shop-sdk/testing/request';
import type { SearchReport } from 'shared-contracts/schemas/admin-reports';
import { apiError } from 'shop-sdk/testing/render';
import { adminProfile } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';
import { SearchesReport } from './searches-report';

jest.mock('shop-sdk/endpoints');

const report: SearchReport = {
  periods: [
    {
      days: 7,
      searches: 40,
      clicks: 13,
      click_through: 0.325,
      top_queries: [
        { query: 'samsng', searches: 12, results: 9 },
        { query: 'aircon', searches: 8, results: 2 },
      ],
      no_results: [{ query: 'pure water', searches: 5 }],
    },
    {
      days: 30,
      searches: 120,
      clicks: 0,
      click_through: 0,
      top_queries: [{ query: 'garri', searches: 50, results: 4 }],
      no_results: [],
    },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
});

it('shows the top searches, those that found nothing and the click-through, for 7 or 30 days', async () => {
  jest.mocked(request.get).mockResolvedValue(report as never);
  renderAdmin(<SearchesReport />);
  const user = userEvent.setup();
  const card = await screen.findByLabelText('Searches');
  expect(await within(card).findByText('32.5%')).toBeInTheDocument();
  expect(request.get).toHaveBeenCalledWith('admin/reports/searches');
  const top = within(card).getByRole('table', { name: 'Top searches' });
  expect(
    within(top)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual(['SearchSearchesProducts found', 'samsng129', 'aircon82']);
  const nothing = within(card).getByRole('table', { name: 'Searches that found nothing' });
  expect(
    within(nothing)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual(['SearchSearches', 'pure water5']);

  await user.click(within(card).getByRole('tab', { name: 'Last 30 days' }));
  expect(within(card).getByText('120')).toBeInTheDocument();
  expect(within(card).getByText('0%')).toBeInTheDocument();
  expect(within(card).getByText('Every search found something.')).toBeInTheDocument();
  expect(within(card).getByRole('table', { name: 'Top searches' })).toHaveTextContent('garri504');
});

it('says when the report cannot be loaded, and tries again', async () => {
  jest.mocked(request.get).mockRejectedValueOnce(apiError(503, { message: 'Database unavailable.' }));
  jest.mocked(request.get).mockResolvedValueOnce(report as never);
  renderAdmin(<SearchesReport />);
  const user = userEvent.setup();
  expect(await screen.findByText('Database unavailable.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /try again|retry/i }));
  expect(await screen.findByText('32.5%')).toBeInTheDocument();
});
