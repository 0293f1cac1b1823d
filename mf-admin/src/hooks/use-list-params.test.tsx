import { screen } from '@testing-library/react';
import { renderInShop } from 'shop-sdk/testing/render';
import { useListParams } from './use-list-params';

function Probe() {
  const params = useListParams<'status'>();
  return (
    <>
      <output aria-label="page">{params.page}</output>
      <output aria-label="status">{params.get('status') || '(none)'}</output>
      <button onClick={() => params.set('page', 1)}>first page</button>
      <button onClick={() => params.set('page', 4)}>page 4</button>
      <button onClick={() => params.set('status', '')}>any status</button>
    </>
  );
}

it.each([
  ['/list', 1],
  ['/list?page=3', 3],
  ['/list?page=0', 1],
  ['/list?page=-2', 1],
  ['/list?page=2.5', 1],
  ['/list?page=abc', 1],
])('reads the page of %s as %i', (url, expected) => {
  renderInShop(<Probe />, { url });
  expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent(String(expected));
});

it('leaves page 1 and empty filters out of the address, and keeps the others', async () => {
  const { user, currentPath } = renderInShop(<Probe />, { url: '/list?status=shipped&page=2' });
  expect(screen.getByRole('status', { name: 'status' })).toHaveTextContent('shipped');
  await user.click(screen.getByRole('button', { name: 'page 4' }));
  expect(currentPath()).toBe('/list?status=shipped&page=4');
  await user.click(screen.getByRole('button', { name: 'first page' }));
  expect(currentPath()).toBe('/list?status=shipped');
  await user.click(screen.getByRole('button', { name: 'page 4' }));
  await user.click(screen.getByRole('button', { name: 'any status' }));
  expect(currentPath()).toBe('/list');
});
