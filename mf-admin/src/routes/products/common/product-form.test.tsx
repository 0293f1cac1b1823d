import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersApi } from 'shop-sdk';
import { adminApi } from 'shop-sdk/admin';
import { apiError } from 'shop-sdk/testing/render';
import AdminRoutes from '../../../app/admin-routes';
import {
  adminProfile,
  attributesFixture,
  categoriesFixture,
  productFixture,
} from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';
import { translationsDraftOf } from '../../../components/common/translations-fields';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin');

const product = productFixture();

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
  await user.type(screen.getByLabelText('Brand'), ' Aba Looms ');
  await user.selectOptions(screen.getByLabelText('Category'), 'Fashion');
  await user.type(screen.getByLabelText('SKU'), 'ANK-M');
  await user.type(screen.getByLabelText('Regular price (₦)'), '12500');
  await user.type(screen.getByLabelText('Sale price (₦)'), '9999.99');
  await user.clear(screen.getByLabelText('Stock'));
  await user.type(screen.getByLabelText('Stock'), '4');
  await user.click(screen.getByRole('button', { name: 'Add attribute value' }));
  await user.type(screen.getByLabelText('Value'), 'M');
  expect(screen.getByLabelText('VAT')).toHaveValue('');
  await user.selectOptions(screen.getByLabelText('VAT'), 'Zero-rated (0%)');
  await user.click(screen.getByRole('button', { name: 'Create product' }));

  await waitFor(() =>
    expect(adminApi.createProduct).toHaveBeenCalledWith({
      name: 'Ankara Shirt',
      brand: 'Aba Looms',
      description: '',
      category_id: 1,
      type: 'simple',
      published: true,
      vat_class: 'zero',
      variants: [
        {
          sku: 'ANK-M',
          regular_price: 12500,
          sale_price: 9999.99,
          stock: 4,
          attribute_values: [{ attribute_id: 5, value: 'M' }],
        },
      ],
      translations: translationsDraftOf(),
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

describe('the edit page', () => {
  it('says "Loading product…" until the product and the form choices arrive', async () => {
    jest.mocked(adminApi.attributes).mockReturnValueOnce(new Promise(() => undefined));
    renderAdmin(<AdminRoutes />, { url: '/admin/products/edit-product/9' });
    expect(await screen.findByText('Loading product…')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Product' })).not.toBeInTheDocument();
  });

  it("shows the server's message for a product that does not exist", async () => {
    jest.mocked(adminApi.product).mockRejectedValueOnce(apiError(404, { message: 'Product not found.' }));
    renderAdmin(<AdminRoutes />, { url: '/admin/products/edit-product/9' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found.');
    expect(screen.queryByRole('form', { name: 'Product' })).not.toBeInTheDocument();
  });

  it('goes back to the product’s page on Cancel without saving', async () => {
    renderAdmin(<AdminRoutes />, { url: '/admin/products/edit-product/9' });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Product' });
    await user.type(within(form).getByLabelText('Name'), ' (old)');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Ankara Shirt' })).toBeInTheDocument();
    expect(adminApi.updateProduct).not.toHaveBeenCalled();
  });

  it('deletes an image with a toast', async () => {
    jest.mocked(adminApi.deleteImage).mockResolvedValue(null);
    renderAdmin(<AdminRoutes />, { url: '/admin/products/edit-product/9' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete image front' }));
    expect(adminApi.deleteImage).toHaveBeenCalledWith(9, 31);
    expect(await screen.findByText('Image deleted!')).toBeInTheDocument();
  });
});

it('says so when the categories cannot load for a new product, and tries again on request', async () => {
  jest
    .mocked(adminApi.categories)
    .mockRejectedValueOnce(apiError(503, { message: 'Categories are unavailable.' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/products/add-product' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Categories are unavailable.');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Create product' })).toBeInTheDocument();
});

it('puts each error from the server beside its own field, the second variant’s beside the second variant', async () => {
  jest.mocked(adminApi.product).mockResolvedValue(
    productFixture({
      variants: [
        { ...product.variants[0]!, id: 40 },
        { ...product.variants[0]!, id: 41, sku: 'ANK-L', attributes: [{ attribute: 'Size', value: 'L' }] },
      ],
    }),
  );
  jest.mocked(adminApi.updateProduct).mockRejectedValue(
    apiError(400, {
      message: 'Please correct the errors below.',
      errors: {
        name: ['A product with this name already exists.'],
        category_id: ['This category no longer exists.'],
        'variants.1.regular_price': ['The price is too high.'],
      },
    }),
  );
  renderAdmin(<AdminRoutes />, { url: '/admin/products/edit-product/9' });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Product' });
  await user.click(within(form).getByRole('button', { name: 'Save changes' }));

  expect(await within(form).findByLabelText('Name')).toHaveAccessibleDescription(
    'A product with this name already exists.',
  );
  expect(within(form).getByLabelText('Category')).toHaveAccessibleDescription(
    'This category no longer exists.',
  );
  const [first, second] = within(form).getAllByLabelText('Regular price (₦)');
  expect(first).not.toHaveAccessibleDescription('The price is too high.');
  expect(second).toHaveAccessibleDescription('The price is too high.');
  expect(within(form).getByText('Please correct the errors below.')).toBeInTheDocument();
});

it('removes a variant and sends only the ones left', async () => {
  jest.mocked(adminApi.product).mockResolvedValue(
    productFixture({
      variants: [
        { ...product.variants[0]!, id: 40 },
        { ...product.variants[0]!, id: 41, sku: 'ANK-L', attributes: [{ attribute: 'Size', value: 'L' }] },
      ],
    }),
  );
  jest.mocked(adminApi.updateProduct).mockResolvedValue(product);
  renderAdmin(<AdminRoutes />, { url: '/admin/products/edit-product/9' });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Product' });
  await user.click(within(form).getByRole('button', { name: 'Remove variant 1' }));
  expect(
    within(form)
      .getAllByLabelText('SKU')
      .map((input) => (input as HTMLInputElement).value),
  ).toEqual(['ANK-L']);
  // The last variant cannot be removed.
  expect(within(form).queryByRole('button', { name: /^Remove variant/ })).not.toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Save changes' }));
  await waitFor(() =>
    expect(adminApi.updateProduct).toHaveBeenCalledWith(
      9,
      expect.objectContaining({ variants: [expect.objectContaining({ id: 41, sku: 'ANK-L' })] }),
    ),
  );
});

it('shows "Saving…" on the button and saves once, however often it is clicked', async () => {
  let finish: (saved: typeof product) => void = () => undefined;
  jest.mocked(adminApi.updateProduct).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  renderAdmin(<AdminRoutes />, { url: '/admin/products/edit-product/9' });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Product' });
  await user.dblClick(within(form).getByRole('button', { name: 'Save changes' }));
  expect(await within(form).findByRole('button', { name: 'Saving…' })).toBeDisabled();
  expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  expect(adminApi.updateProduct).toHaveBeenCalledTimes(1);
  finish(product);
  expect(await screen.findByRole('heading', { name: 'Ankara Shirt' })).toBeInTheDocument();
});

it('leaves out an image taken off the list before the product is created', async () => {
  const URLs = URL as unknown as { createObjectURL?: unknown; revokeObjectURL?: unknown };
  URLs.createObjectURL = jest.fn(() => `blob:${Math.random()}`);
  URLs.revokeObjectURL = jest.fn();
  jest.mocked(adminApi.createProduct).mockResolvedValue(product);
  jest.mocked(adminApi.uploadImage).mockResolvedValue({ id: 32, url: '/media/b.webp', alt: 'side' });
  renderAdmin(<AdminRoutes />, { url: '/admin/products/add-product' });
  const user = userEvent.setup();
  const keep = new File(['a'], 'side.webp', { type: 'image/webp' });
  const drop = new File(['b'], 'blurry.webp', { type: 'image/webp' });
  await user.upload(await screen.findByLabelText('Choose images'), [keep, drop]);
  await user.click(screen.getByRole('button', { name: 'Remove blurry.webp' }));
  expect(screen.queryByRole('img', { name: 'blurry.webp' })).not.toBeInTheDocument();

  await user.type(screen.getByLabelText('Name'), 'Ankara Shirt');
  await user.selectOptions(screen.getByLabelText('Category'), 'Fashion');
  await user.type(screen.getByLabelText('SKU'), 'ANK-M');
  await user.type(screen.getByLabelText('Regular price (₦)'), '12500');
  await user.click(screen.getByRole('button', { name: 'Create product' }));
  await waitFor(() => expect(adminApi.uploadImage).toHaveBeenCalledWith(9, keep, 'side'));
  expect(adminApi.uploadImage).toHaveBeenCalledTimes(1);
});

it('takes an attribute off a variant, naming which one each Remove button takes off', async () => {
  jest.mocked(adminApi.updateProduct).mockResolvedValue(product);
  renderAdmin(<AdminRoutes />, { url: '/admin/products/edit-product/9' });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Product' });
  await user.click(within(form).getByRole('button', { name: 'Remove Size from variant 1' }));
  expect(within(form).queryByLabelText('Value')).not.toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Save changes' }));
  await waitFor(() =>
    expect(adminApi.updateProduct).toHaveBeenCalledWith(
      9,
      expect.objectContaining({ variants: [expect.objectContaining({ id: 40, attribute_values: [] })] }),
    ),
  );
});

it("edits a product's own VAT class, and sets it back to its category's", async () => {
  jest.mocked(adminApi.product).mockResolvedValue(productFixture({ vat_class: 'exempt' }));
  jest.mocked(adminApi.updateProduct).mockResolvedValue(productFixture());
  renderAdmin(<AdminRoutes />, { url: '/admin/products/edit-product/9' });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Product' });
  await waitFor(() => expect(within(form).getByLabelText('VAT')).toHaveValue('exempt'));
  await user.selectOptions(within(form).getByLabelText('VAT'), 'As its category');
  await user.click(within(form).getByRole('button', { name: 'Save changes' }));
  await waitFor(() =>
    expect(adminApi.updateProduct).toHaveBeenCalledWith(9, expect.objectContaining({ vat_class: null })),
  );
});

it('sends the name and description typed for each language, and shows the stored ones when editing', async () => {
  const stored = productFixture({ translations: { yo: { name: 'Ẹ̀wù Ankara', description: 'Aṣọ òwú' } } });
  jest.mocked(adminApi.product).mockResolvedValue(stored);
  jest.mocked(adminApi.updateProduct).mockResolvedValue(stored);
  renderAdmin(<AdminRoutes />, { url: '/admin/products/edit-product/9' });
  const user = userEvent.setup();
  const translations = await screen.findByRole('region', { name: 'Translations' });
  expect(within(translations).getByLabelText('Yorùbá name')).toHaveValue('Ẹ̀wù Ankara');
  expect(within(translations).getByLabelText('Yorùbá description')).toHaveValue('Aṣọ òwú');
  expect(within(translations).getByLabelText('Naijá (Pidgin) name')).toHaveValue('');
  expect(within(translations).getByLabelText('Yorùbá name')).toHaveAttribute('lang', 'yo');

  await user.type(within(translations).getByLabelText('Hausa name'), 'Rigar Ankara');
  await user.type(within(translations).getByLabelText('Igbo description'), 'Uwe owu');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  // A description without its name is refused, under the name.
  expect(
    await screen.findByText('Give the name in this language too, or leave its description empty'),
  ).toBeVisible();
  expect(adminApi.updateProduct).not.toHaveBeenCalled();

  await user.clear(within(translations).getByLabelText('Igbo description'));
  await user.clear(within(translations).getByLabelText('Yorùbá name'));
  await user.clear(within(translations).getByLabelText('Yorùbá description'));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() =>
    expect(adminApi.updateProduct).toHaveBeenCalledWith(
      9,
      expect.objectContaining({
        name: 'Ankara Shirt',
        // The Yoruba emptied: its translation goes.
        translations: {
          pcm: { name: '', description: '' },
          ha: { name: 'Rigar Ankara', description: '' },
          yo: { name: '', description: '' },
          ig: { name: '', description: '' },
        },
      }),
    ),
  );
});
