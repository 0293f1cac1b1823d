import { productInputSchema, validate, type Product } from 'shared-contracts';
import { draftFromProduct, emptyDraft, emptyVariant, inputFromDraft, newKey } from './product-draft';

const attributes = [
  { id: 5, name: 'Size' },
  { id: 6, name: 'Colour' },
];

const product: Product = {
  id: 9,
  name: 'Ankara Shirt',
  slug: 'ankara-shirt',
  category: { id: 3, name: 'Fashion', slug: 'fashion' },
  type: 'variable',
  published: false,
  subscribers: 0,
  created_by: 1,
  last_modified_by: 1,
  created_at: '2026-11-01T00:00:00Z',
  last_modified_at: '2026-11-01T00:00:00Z',
  image: null,
  description: 'Bright cotton shirt',
  images: [],
  variants: [
    {
      id: 40,
      sku: 'ANK-M',
      sale_price: 0,
      regular_price: 12500,
      stock: 4,
      attributes: [
        { attribute: 'Size', value: 'M' },
        { attribute: 'Colour', value: 'Blue' },
      ],
    },
    {
      id: 41,
      sku: 'ANK-L',
      sale_price: 9999.99,
      regular_price: 13000,
      stock: 0,
      attributes: [{ attribute: 'Fit', value: 'Loose' }],
    },
  ],
  price: 9999.99,
  in_stock: true,
};

it('gives each new variant a key of its own', () => {
  const keys = new Set([newKey(), newKey(), emptyVariant().key, emptyVariant().key]);
  expect(keys.size).toBe(4);
});

it('starts a new product as a published simple product with one empty variant', () => {
  const draft = emptyDraft();
  expect(draft).toMatchObject({ name: '', category_id: '', type: 'simple', published: true });
  expect(draft.variants).toHaveLength(1);
  expect(draft.variants[0]).toMatchObject({ sku: '', regular_price: '', sale_price: '', stock: '0' });
});

it('turns a product into a draft: numbers as text, no sale price as empty, attribute names as ids', () => {
  const draft = draftFromProduct(product, attributes);
  expect(draft).toMatchObject({
    name: 'Ankara Shirt',
    description: 'Bright cotton shirt',
    category_id: '3',
    type: 'variable',
    published: false,
  });
  expect(draft.variants[0]).toMatchObject({
    id: 40,
    sku: 'ANK-M',
    regular_price: '12500',
    sale_price: '',
    stock: '4',
    attribute_values: [
      { attribute_id: 5, value: 'M' },
      { attribute_id: 6, value: 'Blue' },
    ],
  });
  expect(draft.variants[1]).toMatchObject({ sale_price: '9999.99', stock: '0' });
  // An attribute that no longer exists stays visible, with no attribute chosen.
  expect(draft.variants[1]?.attribute_values).toEqual([{ attribute_id: '', value: 'Loose' }]);
});

it('turns a draft back into the payload the API takes, round trip included', () => {
  const input = inputFromDraft(
    draftFromProduct({ ...product, variants: product.variants.slice(0, 1) }, attributes),
  );
  expect(input).toEqual({
    name: 'Ankara Shirt',
    description: 'Bright cotton shirt',
    category_id: 3,
    type: 'variable',
    published: false,
    variants: [
      {
        id: 40,
        sku: 'ANK-M',
        regular_price: 12500,
        sale_price: 0,
        stock: 4,
        attribute_values: [
          { attribute_id: 5, value: 'M' },
          { attribute_id: 6, value: 'Blue' },
        ],
      },
    ],
  });
  expect(validate(productInputSchema, input).success).toBe(true);
});

it('leaves blank numbers missing so the schema says they are required, and sends no id for a new variant', () => {
  const draft = emptyDraft();
  const input = inputFromDraft({ ...draft, name: 'Fila cap', variants: [{ ...emptyVariant(), stock: ' ' }] });
  expect(input.category_id).toBeUndefined();
  const [variant] = input.variants as Record<string, unknown>[];
  expect(variant).not.toHaveProperty('id');
  expect(variant).toMatchObject({ regular_price: undefined, sale_price: 0, stock: undefined });
  const checked = validate(productInputSchema, input);
  expect(checked.success).toBe(false);
  if (!checked.success) {
    expect(checked.errors.category_id).toEqual(['Category is required']);
    expect(checked.errors['variants.0.regular_price']).toBeDefined();
  }
});

it('keeps half-typed numbers as numbers for the schema to judge', () => {
  const input = inputFromDraft({
    ...emptyDraft(),
    variants: [{ ...emptyVariant(), regular_price: '10.123', stock: '1.5' }],
  });
  const [variant] = input.variants as Record<string, unknown>[];
  expect(variant).toMatchObject({ regular_price: 10.123, stock: 1.5 });
});
