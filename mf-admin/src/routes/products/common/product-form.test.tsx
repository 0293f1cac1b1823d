import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi, usersApi, type Product } from 'shared-contracts';
import { apiError } from 'shared-contracts/testing/render';
import AdminRoutes from '../../../admin-routes';
import { adminProfile, attributesFixture, categoriesFixture } from '../../../test/fixtures';
import { renderAdmin } from '../../../test/render';

jest.mock('shared-contracts/endpoints');

const product: Product = {
  id: 9,
  name: 'Ankara Shirt',
  slug: 'ankara-shirt',
  category: { id: 1, name: 'Fashion', slug: 'fashion' },
  type: 'variable',
  published: true,
  subscribers: 0,
  created_by: 1,
  last_modified_by: 1,
  created_at: '2026-11-01T00:00:00Z',
  last_modified_at: '2026-11-01T00:00:00Z',
  image: null,
  description: 'Bright cotton shirt',
  images: [{ id: 31, url: '/media/a.webp', alt: 'front' }],
  variants: [
    {
      id: 40,
      sku: 'ANK-M',
      sale_price: 0,
      regular_price: 12500,
      stock: 4,
      attributes: [{ attribute: 'Size', value: 'M' }],
    },
  ],
  price: 12500,
  in_stock: true,
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
  jest.mocked(adminApi.categories).mockResolvedValue(categoriesFixture);
  jest.mocked(adminApi.attributes).mockResolvedValue(attributesFixture);
  jest.mocked(adminApi.product).mockResolvedValue(product);
});

it('shows the schema messages under the fields and does not submit', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin/products/add-product' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Create product' }));
  expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Category is required')).toBeInTheDocument();
  expect(screen.getByText('SKU is required')).toBeInTheDocument();
  expect(screen.getByText('Price must be a number')).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

  await user.type(screen.getByLabelText('Stock'), '.5');
  await user.type(screen.getByLabelText('Regular price (₦)'), '10.123');
  await user.click(screen.getByRole('button', { name: 'Create product' }));
  expect(await screen.findByText('Price has at most two decimals')).toBeInTheDocument();
  expect(screen.getByText('Stock must be a whole number')).toBeInTheDocument();
  expect(adminApi.createProduct).not.toHaveBeenCalled();
});

it('creates a valid product and lands on its page with a link to the shop', async () => {
  jest.mocked(adminApi.createProduct).mockResolvedValue(product);
  renderAdmin(<AdminRoutes />, { url: '/admin/products/add-product' });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Name'), 'Ankara Shirt');
  await user.selectOptions(screen.getByLabelText('Category'), 'Fashion');
  await user.type(screen.getByLabelText('SKU'), 'ANK-M');
  await user.type(screen.getByLabelText('Regular price (₦)'), '12500');
  await user.type(screen.getByLabelText('Sale price (₦)'), '9999.99');
  await user.clear(screen.getByLabelText('Stock'));
  await user.type(screen.getByLabelText('Stock'), '4');
  await user.click(screen.getByRole('button', { name: 'Add attribute value' }));
  await user.type(screen.getByLabelText('Value'), 'M');
  await user.click(screen.getByRole('button', { name: 'Create product' }));

  await waitFor(() =>
    expect(adminApi.createProduct).toHaveBeenCalledWith({
      name: 'Ankara Shirt',
      description: '',
      category_id: 1,
      type: 'simple',
      published: true,
      variants: [
        {
          sku: 'ANK-M',
          regular_price: 12500,
          sale_price: 9999.99,
          stock: 4,
          attribute_values: [{ attribute_id: 5, value: 'M' }],
        },
      ],
    }),
  );
  expect(await screen.findByRole('heading', { name: 'Ankara Shirt' })).toBeInTheDocument();
  expect(await screen.findByText('Product created!')).toBeInTheDocument();
  expect(screen.getByText(/was created and is in the shop/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See it in the shop' })).toHaveAttribute('href', '/products/9');
});

it('shows field errors the server sends back', async () => {
  jest
    .mocked(adminApi.updateProduct)
    .mockRejectedValue(
      apiError(400, { message: 'SKU already in use', errors: { 'variants.0.sku': ['SKU already in use'] } }),
    );
  renderAdmin(<AdminRoutes />, { url: '/admin/products/edit-product/9' });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Product' });
  expect(within(form).getByLabelText('SKU')).toHaveValue('ANK-M');
  expect(within(form).getByLabelText('Value')).toHaveValue('M');
  await user.click(within(form).getByRole('button', { name: 'Save changes' }));
  expect(await within(form).findAllByText('SKU already in use')).toHaveLength(2);
  expect(adminApi.updateProduct).toHaveBeenCalledWith(
    9,
    expect.objectContaining({ name: 'Ankara Shirt', variants: [expect.objectContaining({ id: 40 })] }),
  );
});

it('refuses several variants on a simple product', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin/products/add-product' });
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByLabelText('Type'), 'variable');
  await user.click(screen.getByRole('button', { name: 'Add variant' }));
  expect(screen.getAllByLabelText('SKU')).toHaveLength(2);
  await user.selectOptions(screen.getByLabelText('Type'), 'simple');
  await user.click(screen.getByRole('button', { name: 'Create product' }));
  expect(await screen.findByText('A simple product has exactly one variant')).toBeInTheDocument();
});

it('uploads the chosen images once the product exists', async () => {
  const URLs = URL as unknown as { createObjectURL?: unknown; revokeObjectURL?: unknown };
  URLs.createObjectURL = jest.fn(() => 'blob:preview');
  URLs.revokeObjectURL = jest.fn();
  jest.mocked(adminApi.createProduct).mockResolvedValue(product);
  jest.mocked(adminApi.uploadImage).mockResolvedValue({ id: 32, url: '/media/b.webp', alt: 'side' });
  renderAdmin(<AdminRoutes />, { url: '/admin/products/add-product' });
  const user = userEvent.setup();
  const file = new File(['webp-bytes'], 'side.webp', { type: 'image/webp' });
  await user.upload(await screen.findByLabelText('Choose images'), file);
  expect(screen.getByRole('img', { name: 'side.webp' })).toBeInTheDocument();
  expect(adminApi.uploadImage).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('Name'), 'Ankara Shirt');
  await user.selectOptions(screen.getByLabelText('Category'), 'Fashion');
  await user.type(screen.getByLabelText('SKU'), 'ANK-M');
  await user.type(screen.getByLabelText('Regular price (₦)'), '12500');
  await user.click(screen.getByRole('button', { name: 'Create product' }));
  await waitFor(() => expect(adminApi.uploadImage).toHaveBeenCalledWith(9, file, 'side'));
  expect(await screen.findByText('Image uploaded!')).toBeInTheDocument();
});

it('uploads an image on the edit page and says when the server refuses it', async () => {
  jest
    .mocked(adminApi.uploadImage)
    .mockRejectedValueOnce(apiError(400, { message: 'The image is larger than 5 MB.' }))
    .mockResolvedValueOnce({ id: 32, url: '/media/b.webp', alt: 'back' });
  renderAdmin(<AdminRoutes />, { url: '/admin/products/edit-product/9' });
  const user = userEvent.setup();
  const input = await screen.findByLabelText('Upload images');
  await user.upload(input, new File(['x'], 'huge.png', { type: 'image/png' }));
  expect(await screen.findByText('The image is larger than 5 MB.')).toBeInTheDocument();
  await user.upload(input, new File(['y'], 'back.png', { type: 'image/png' }));
  expect(await screen.findByText('Image uploaded!')).toBeInTheDocument();
  expect(adminApi.uploadImage).toHaveBeenLastCalledWith(9, expect.any(File), 'back');
});

it('asks before unpublishing a product from its edit form', async () => {
  jest.mocked(adminApi.updateProduct).mockResolvedValue({ ...product, published: false });
  renderAdmin(<AdminRoutes />, { url: '/admin/products/edit-product/9' });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Product' });
  await user.click(within(form).getByLabelText('Published (visible in the shop)'));
  await user.click(within(form).getByRole('button', { name: 'Save changes' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Unpublish Ankara Shirt?' });
  expect(adminApi.updateProduct).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(adminApi.updateProduct).not.toHaveBeenCalled();

  await user.click(within(form).getByRole('button', { name: 'Save changes' }));
  await user.click(screen.getByRole('button', { name: 'Unpublish and save' }));
  await waitFor(() =>
    expect(adminApi.updateProduct).toHaveBeenCalledWith(9, expect.objectContaining({ published: false })),
  );
});

it('adds a variant beside the existing one and sends both', async () => {
  jest.mocked(adminApi.updateProduct).mockResolvedValue(product);
  renderAdmin(<AdminRoutes />, { url: '/admin/products/edit-product/9' });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Product' });
  await user.click(within(form).getByRole('button', { name: 'Add variant' }));
  const skus = within(form).getAllByLabelText('SKU');
  expect(skus).toHaveLength(2);
  await user.type(skus[1]!, 'ANK-L');
  await user.type(within(form).getAllByLabelText('Regular price (₦)')[1]!, '13000');
  await user.click(within(form).getByRole('button', { name: 'Save changes' }));
  await waitFor(() =>
    expect(adminApi.updateProduct).toHaveBeenCalledWith(
      9,
      expect.objectContaining({
        variants: [
          expect.objectContaining({ id: 40, sku: 'ANK-M' }),
          expect.objectContaining({ sku: 'ANK-L', regular_price: 13000, stock: 0 }),
        ],
      }),
    ),
  );
});
