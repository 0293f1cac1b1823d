import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersApi } from 'shop-sdk';
import { adminApi } from 'shop-sdk/admin';
import { apiError } from 'shop-sdk/testing/render';
import AdminRoutes from '../../../app/admin-routes';
import { adminProfile, attributesFixture, productFixture } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';
import { translationsDraftOf } from '../../../components/common/translations-fields';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin');

const product = productFixture({
  type: 'simple',
  subscribers: 3,
  last_modified_at: '2026-11-02T00:00:00Z',
  variants: [
    {
      id: 40,
      sku: 'ANK-M',
      sale_price: 10000,
      regular_price: 12500,
      stock: 0,
      attributes: [{ attribute: 'Size', value: 'M' }],
    },
  ],
  price: 10000,
  in_stock: false,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
  jest.mocked(adminApi.attributes).mockResolvedValue(attributesFixture);
  jest.mocked(adminApi.product).mockResolvedValue(product);
});

it('shows the details, images and variants, with links to edit and to the shop', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin/products/view-product/9' });
  expect(await screen.findByRole('heading', { name: 'Ankara Shirt' })).toBeInTheDocument();
  expect(screen.getByText('Published')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'front' })).toHaveAttribute('src', '/media/a.webp');
  const row = screen.getAllByRole('row')[1]!;
  expect(row).toHaveTextContent('ANK-M');
  expect(row).toHaveTextContent('Size: M');
  expect(within(row).getAllByText('₦10,000.00')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'Open in shop' })).toHaveAttribute('href', '/products/9');
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    '/admin/products/edit-product/9',
  );
  expect(screen.queryByText(/was created/)).not.toBeInTheDocument();
});

it('asks before unpublishing, then sends the product as it is with published false', async () => {
  jest.mocked(adminApi.updateProduct).mockResolvedValue({ ...product, published: false });
  renderAdmin(<AdminRoutes />, { url: '/admin/products/view-product/9' });
  const user = userEvent.setup();
  const unpublish = await screen.findByRole('button', { name: 'Unpublish' });
  await waitFor(() => expect(unpublish).toBeEnabled());
  await user.click(unpublish);
  const dialog = screen.getByRole('alertdialog', { name: 'Unpublish Ankara Shirt?' });
  expect(dialog).toHaveTextContent('Shoppers will no longer find it');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(adminApi.updateProduct).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Unpublish' }));
  await user.click(screen.getByRole('button', { name: 'Yes, unpublish' }));
  await waitFor(() =>
    expect(adminApi.updateProduct).toHaveBeenCalledWith(9, {
      name: 'Ankara Shirt',
      brand: null,
      description: 'Bright cotton shirt',
      category_id: 1,
      type: 'simple',
      published: false,
      vat_class: null,
      variants: [
        {
          id: 40,
          sku: 'ANK-M',
          regular_price: 12500,
          sale_price: 10000,
          stock: 0,
          attribute_values: [{ attribute_id: 5, value: 'M' }],
        },
      ],
      translations: translationsDraftOf(),
    }),
  );
  expect(await screen.findByText('Ankara Shirt is unpublished')).toBeInTheDocument();
});

it('publishes a draft without asking', async () => {
  jest.mocked(adminApi.product).mockResolvedValue({ ...product, published: false });
  jest.mocked(adminApi.updateProduct).mockResolvedValue(product);
  renderAdmin(<AdminRoutes />, { url: '/admin/products/view-product/9' });
  const publish = await screen.findByRole('button', { name: 'Publish' });
  await waitFor(() => expect(publish).toBeEnabled());
  await userEvent.setup().click(publish);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await waitFor(() =>
    expect(adminApi.updateProduct).toHaveBeenCalledWith(9, expect.objectContaining({ published: true })),
  );
});

it('shows the loading and error states', async () => {
  jest.mocked(adminApi.product).mockReturnValueOnce(new Promise(() => undefined));
  const loading = renderAdmin(<AdminRoutes />, { url: '/admin/products/view-product/9' });
  expect(await screen.findByText('Loading product…')).toBeInTheDocument();
  loading.unmount();

  jest.mocked(adminApi.product).mockRejectedValue(apiError(404, { message: 'Product not found.' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/products/view-product/9' });
  expect(await screen.findByText('Product not found.')).toBeInTheDocument();
});

it('says when a draft has no images, and shows dashes for a variant without attributes or sale price', async () => {
  jest.mocked(adminApi.product).mockResolvedValue(
    productFixture({
      published: false,
      images: [],
      description: '',
      variants: [{ id: 40, sku: 'CAP-1', sale_price: 0, regular_price: 4500, stock: 7, attributes: [] }],
      price: 4500,
    }),
  );
  renderAdmin(<AdminRoutes />, { url: '/admin/products/view-product/9' });
  expect(await screen.findByText('No images.')).toBeInTheDocument();
  expect(screen.getByText('Draft')).toBeInTheDocument();
  const row = screen.getByRole('row', { name: /CAP-1/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['CAP-1', '—', '₦4,500.00', '—', '₦4,500.00', '7']);
});
