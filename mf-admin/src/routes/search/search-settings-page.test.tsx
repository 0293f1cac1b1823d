import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SynonymGroup } from 'shared-contracts';
import { usersApi } from 'shop-sdk';
import { request } from 'shop-sdk/testing/request';
import { apiError } from 'shop-sdk/testing/render';
import AdminRoutes from '../../app/admin-routes';
import { adminProfile } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/render';

jest.mock('shop-sdk/endpoints');

let groups: SynonymGroup[];

beforeEach(() => {
  jest.clearAllMocks();
  groups = [
    { id: 1, terms: ['tv', 'television'] },
    { id: 2, terms: ['ac', 'aircon', 'air conditioner'] },
  ];
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
  jest.mocked(request.get).mockImplementation(async (url: string) => {
    if (url === 'admin/search-synonyms') return groups as never;
    throw new Error(`unexpected GET ${url}`);
  });
});

it('lists the synonym groups with their words, from the Search section of the admin', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin/search' });
  expect(await screen.findByRole('heading', { name: 'Search synonyms' })).toBeInTheDocument();
  const rows = await screen.findAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(rows[1]).toHaveTextContent('tvtelevision');
  expect(rows[2]).toHaveTextContent('acairconair conditioner');
  expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/admin/search');
});

it('adds a group from words separated by commas, blanks left out', async () => {
  jest.mocked(request.post).mockImplementation(async (_url: string, body?: unknown) => {
    const added = { id: 3, terms: (body as { terms: string[] }).terms };
    groups = [...groups, added];
    return added as never;
  });
  renderAdmin(<AdminRoutes />, { url: '/admin/search' });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Add synonyms' });
  await user.type(
    within(form).getByLabelText('Words that mean the same thing'),
    ' gen, , generator,I pass my neighbour ',
  );
  await user.click(within(form).getByRole('button', { name: 'Add synonyms' }));
  await waitFor(() =>
    expect(request.post).toHaveBeenCalledWith('admin/search-synonyms', {
      terms: ['gen', 'generator', 'I pass my neighbour'],
    }),
  );
  expect(await screen.findByText('Synonyms added!')).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: /generator/ })).toBeInTheDocument();
  expect(within(form).getByLabelText('Words that mean the same thing')).toHaveValue('');
});

it('refuses a single word before sending, and shows the server’s refusal', async () => {
  jest
    .mocked(request.post)
    .mockRejectedValue(
      apiError(400, { message: 'Give at least two different words with letters or digits' }),
    );
  renderAdmin(<AdminRoutes />, { url: '/admin/search' });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Add synonyms' });
  const box = within(form).getByLabelText('Words that mean the same thing');
  await user.type(box, 'telly');
  await user.click(within(form).getByRole('button', { name: 'Add synonyms' }));
  expect(
    await within(form).findByText('Give at least two words that mean the same thing'),
  ).toBeInTheDocument();
  expect(request.post).not.toHaveBeenCalled();
  await user.type(box, ', TELLY');
  await user.click(within(form).getByRole('button', { name: 'Add synonyms' }));
  expect(
    await within(form).findByText('Give at least two different words with letters or digits'),
  ).toBeInTheDocument();
});

it('edits a group’s words and deletes a group', async () => {
  jest.mocked(request.put).mockResolvedValue({ id: 1, terms: ['tv', 'television', 'telly'] } as never);
  jest.mocked(request.del).mockResolvedValue(null as never);
  renderAdmin(<AdminRoutes />, { url: '/admin/search' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit tv, television' }));
  const form = screen.getByRole('form', { name: 'Edit synonyms' });
  const box = within(form).getByLabelText('Words that mean the same thing');
  expect(box).toHaveValue('tv, television');
  await user.type(box, ', telly');
  await user.click(within(form).getByRole('button', { name: 'Save synonyms' }));
  await waitFor(() =>
    expect(request.put).toHaveBeenCalledWith('admin/search-synonyms/1', {
      terms: ['tv', 'television', 'telly'],
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Delete ac, aircon, air conditioner' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete ac, aircon, air conditioner?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete synonym group' }));
  await waitFor(() => expect(request.del).toHaveBeenCalledWith('admin/search-synonyms/2'));
});
