import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersApi } from 'shop-sdk';
import type { ReleaseOverview, RemoteRelease } from 'shared-contracts/schemas/releases';
import { apiError } from 'shop-sdk/testing/render';
import AdminRoutes from '../../../app/admin-routes';
import { adminApi } from 'shop-sdk/admin';
import { adminProfile } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin');

const counts = (loads: number, failures: number) => ({
  loads,
  failures,
  failureRate: loads ? failures / loads : 0,
});
const channel = (version: string, percent: number) => ({
  version,
  percent,
  rolloutId: '5b0c7c7e-4a7e-4c36-9d8e-2f0f3c1a9e11',
  startedAt: new Date(Date.now() - 3_600_000).toISOString(),
});
const empty = (remote: RemoteRelease['remote']): RemoteRelease => ({
  remote,
  revision: 0,
  stable: null,
  canary: null,
  versions: [],
  history: [],
});
const catalog: RemoteRelease = {
  remote: 'catalog',
  revision: 7,
  stable: channel('aaaaaaaaaaaa', 100),
  canary: channel('bbbbbbbbbbbb', 10),
  versions: [
    {
      version: 'bbbbbbbbbbbb',
      publishedAt: '2026-11-26T06:00:00Z',
      publishedBy: 'ci@kasuwa.test',
      removed: false,
      lastHour: counts(40, 2),
      lastDay: counts(120, 3),
    },
    {
      version: 'aaaaaaaaaaaa',
      publishedAt: '2026-11-25T06:00:00Z',
      publishedBy: 'ci@kasuwa.test',
      removed: false,
      lastHour: counts(400, 1),
      lastDay: counts(9000, 12),
    },
  ],
  history: [
    {
      id: 3,
      remote: 'catalog',
      action: 'canary',
      version: 'bbbbbbbbbbbb',
      previousStable: null,
      percent: 10,
      actor: 'ci@kasuwa.test',
      reason: 'new search box',
      automatic: false,
      revision: 7,
      createdAt: '2026-11-26T06:01:00Z',
    },
    {
      id: 2,
      remote: 'catalog',
      action: 'pin',
      version: 'aaaaaaaaaaaa',
      previousStable: '1234567',
      percent: null,
      actor: 'ci@kasuwa.test',
      reason: 'weekly release',
      automatic: false,
      revision: 6,
      createdAt: '2026-11-25T06:01:00Z',
    },
  ],
};
const overview = (cart: RemoteRelease = empty('cart')): ReleaseOverview => ({
  remotes: [catalog, cart, empty('account'), empty('admin')],
  rule: { minBrowsers: 50, ratio: 2, floor: 0.01, browsersPerAddress: 5 },
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
});

it("shows each remote's channels and each version's failure rate, and promotes only after asking why", async () => {
  jest.mocked(adminApi.releases).mockResolvedValue(overview());
  jest.mocked(adminApi.releaseAction).mockResolvedValue({ ...catalog, canary: null });
  renderAdmin(<AdminRoutes />, { url: '/admin/releases' });
  const user = userEvent.setup();
  const card = await screen.findByRole('region', { name: 'Catalog (mf-catalog)' });
  expect(card).toHaveTextContent('bbbbbbbbbbbb on 10% of shoppers');
  const rows = within(card).getAllByRole('row');
  expect(rows[1]).toHaveTextContent(/bbbbbbbbbbbb\s*canary.*5\.0% of 40.*2\.5% of 120/);
  expect(rows[2]).toHaveTextContent(/aaaaaaaaaaaa\s*stable.*0\.3% of 400/);
  // Nothing to promote or roll back where nothing was released.
  expect(
    within(screen.getByRole('region', { name: 'Cart and checkout (mf-cart)' })).queryByRole('button'),
  ).toBeNull();

  await user.click(within(card).getByRole('button', { name: 'Promote canary' }));
  const dialog = screen.getByRole('alertdialog', {
    name: 'Make bbbbbbbbbbbb the stable catalog for everyone?',
  });
  await user.click(within(dialog).getByRole('button', { name: 'Promote canary' }));
  expect(within(dialog).getByText('Say why: every change is recorded with its reason.')).toBeInTheDocument();
  expect(adminApi.releaseAction).not.toHaveBeenCalled();

  await user.type(within(dialog).getByLabelText('Why?'), 'no errors in a day');
  await user.click(within(dialog).getByRole('button', { name: 'Promote canary' }));
  expect(adminApi.releaseAction).toHaveBeenCalledWith('catalog', {
    action: 'promote',
    reason: 'no errors in a day',
    expectedRevision: 7,
  });
  expect(await screen.findByText('Canary promoted')).toBeInTheDocument();
});

it('says when a canary was stopped automatically, and what the registry refused', async () => {
  const stopped: RemoteRelease = {
    ...empty('cart'),
    revision: 4,
    stable: channel('cccccccccccc', 100),
    history: [
      {
        id: 9,
        remote: 'cart',
        action: 'stop',
        version: 'dddddddddddd',
        previousStable: null,
        percent: 0,
        actor: 'automatic canary check',
        reason:
          '12.0% of 250 loads of canary dddddddddddd failed, against 0.4% of 2000 for stable cccccccccccc',
        automatic: true,
        revision: 4,
        createdAt: new Date().toISOString(),
      },
    ],
  };
  jest.mocked(adminApi.releases).mockResolvedValue(overview(stopped));
  jest
    .mocked(adminApi.releaseAction)
    .mockRejectedValue(
      apiError(409, { message: 'The catalog release changed meanwhile (it is at revision 8).' }),
    );
  renderAdmin(<AdminRoutes />, { url: '/admin/releases' });
  const user = userEvent.setup();
  expect(await screen.findByText(/The cart canary dddddddddddd was stopped automatically/)).toHaveTextContent(
    '12.0% of 250 loads',
  );
  const card = screen.getByRole('region', { name: 'Catalog (mf-catalog)' });
  await user.click(within(card).getByRole('button', { name: 'Roll back' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Roll the catalog back from aaaaaaaaaaaa?' });
  await user.type(within(dialog).getByLabelText('Why?'), 'checkout broke');
  await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
  expect(
    await screen.findByText('The catalog release changed meanwhile (it is at revision 8).'),
  ).toBeInTheDocument();
});
