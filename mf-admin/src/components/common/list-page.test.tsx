import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { renderInShop } from 'shop-sdk/testing/render';
import { useListParams } from '../../hooks/use-list-params';
import { FilterSelect, ListFilters, PagedResults } from './list-page';

type Fruit = { id: number; name: string };
type FruitPage = { results: Fruit[]; count: number; page: number; page_size: number };

const fetchFruit = jest.fn<Promise<FruitPage>, [Record<string, string | number>]>();

const COLOURS = [
  { value: 'red' as const, label: 'Red' },
  { value: 'green' as const, label: 'Green' },
];

/** A list page as the admin builds them: filters in the URL, one query, the results paginated. */
function FruitList({ empty }: { empty?: string }) {
  const params = useListParams<'ripe' | 'colour' | 'search'>();
  const filters = { ripe: params.get('ripe'), colour: params.get('colour'), search: params.get('search') };
  const fruit = useQuery({
    queryKey: ['fruit', filters, params.page],
    queryFn: () => fetchFruit({ ...filters, page: params.page }),
  });
  const ripe = params.get('ripe') === 'yes' ? 'yes' : '';
  const colour = COLOURS.find((c) => c.value === params.get('colour'))?.value ?? '';
  return (
    <>
      <ListFilters
        params={params}
        search="Search fruit"
        tabs={{
          param: 'ripe',
          label: 'Ripeness',
          options: [
            { value: '', label: 'All' },
            { value: 'yes', label: 'Ripe' },
          ],
          value: ripe,
        }}
      >
        <FilterSelect
          label="Colour"
          all="All colours"
          options={COLOURS}
          value={colour}
          onChange={(value) => params.set('colour', value)}
        />
      </ListFilters>
      <PagedResults query={fruit} params={params} loading="Loading fruit…" {...(empty ? { empty } : {})}>
        {(page) => (
          <ul>
            {page.results.map((f) => (
              <li key={f.id}>{f.name}</li>
            ))}
            {page.results.length === 0 ? <li>an empty page</li> : null}
          </ul>
        )}
      </PagedResults>
    </>
  );
}

const page = (over: Partial<FruitPage> = {}): FruitPage => ({
  results: [{ id: 1, name: 'Mango' }],
  count: 45,
  page: 1,
  page_size: 20,
  ...over,
});

beforeEach(() => {
  fetchFruit.mockReset();
  fetchFruit.mockImplementation(async (query) => page({ page: Number(query.page) }));
});

it('moves through the pages with the kit’s pagination, keeping the filters in the address', async () => {
  const { user, currentPath } = renderInShop(<FruitList />, { url: '/fruit?colour=red' });
  expect(await screen.findByText('Mango')).toBeInTheDocument();
  expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Page 3' }));
  await waitFor(() => expect(currentPath()).toBe('/fruit?colour=red&page=3'));
  expect(await screen.findByText('41–45 of 45')).toBeInTheDocument();
  expect(fetchFruit).toHaveBeenLastCalledWith({ ripe: '', colour: 'red', search: '', page: 3 });
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

it('goes back to the first page when a tab, a filter or the search changes', async () => {
  const { user, currentPath } = renderInShop(<FruitList />, { url: '/fruit?page=2' });
  await screen.findByText('Mango');

  await user.click(screen.getByRole('tab', { name: 'Ripe' }));
  await waitFor(() => expect(currentPath()).toBe('/fruit?ripe=yes'));
  expect(screen.getByRole('tab', { name: 'Ripe' })).toHaveAttribute('aria-selected', 'true');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'Green');
  await waitFor(() => expect(currentPath()).toBe('/fruit?ripe=yes&colour=green'));

  await user.type(screen.getByRole('searchbox', { name: 'Search fruit' }), 'man');
  await waitFor(() => expect(currentPath()).toBe('/fruit?ripe=yes&colour=green&search=man'));

  await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'All colours');
  await user.click(screen.getByRole('tab', { name: 'All' }));
  await waitFor(() => expect(currentPath()).toBe('/fruit?search=man'));
});

it('says what it is loading, then what the server refused, and loads again on request', async () => {
  let fail: (error: Error) => void = () => undefined;
  fetchFruit.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
  const { user } = renderInShop(<FruitList />, { url: '/fruit' });
  expect(await screen.findByRole('status')).toHaveTextContent('Loading fruit…');
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

  fail(new Error('offline'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this section.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Mango')).toBeInTheDocument();
});

it('says the empty text instead of an empty list, or leaves an empty page to the list', async () => {
  fetchFruit.mockResolvedValue(page({ results: [], count: 0 }));
  const first = renderInShop(<FruitList empty="No fruit matches." />, { url: '/fruit' });
  expect(await screen.findByText('No fruit matches.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  first.unmount();

  renderInShop(<FruitList />, { url: '/fruit' });
  expect(await screen.findByText('an empty page')).toBeInTheDocument();
  expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
});
