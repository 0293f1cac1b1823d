import { queryKeys, shopQueryClient } from 'shop-sdk';
import { product } from '../testing/fixtures';
import { preloadPage } from './route-table';

jest.mock('shop-sdk/endpoints');

/** How many times "Notify me"'s form was loaded: its factory runs when the module is first required. */
let mockLoads = 0;
jest.mock('../features/back-in-stock/components/notify-me', () => {
  mockLoads += 1;
  return jest.requireActual<object>('../features/back-in-stock/components/notify-me');
});

afterEach(() => shopQueryClient.clear());

it('fetches a product page\'s "Notify me" before hydration when the server\'s product is out of stock', async () => {
  await preloadPage('/products/41');
  shopQueryClient.setQueryData(queryKeys.products.detail(41), product({ id: 41, in_stock: true }));
  await preloadPage('/products/41');
  await preloadPage('/products');
  expect(mockLoads).toBe(0);

  shopQueryClient.setQueryData(queryKeys.products.detail(41), product({ id: 41, in_stock: false }));
  await preloadPage('/products/41');
  expect(mockLoads).toBe(1);
});
