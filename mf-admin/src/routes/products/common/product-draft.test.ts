import { productInputSchema, validate } from 'shared-contracts';
import { productFixture } from '../../../testing/fixtures';
import { draftFromProduct, emptyDraft, emptyVariant, inputFromDraft, newKey } from './product-draft';
import { translationsDraftOf } from '../../../components/common/translations-fields';

const attributes = [
  { id: 5, name: 'Size' },
  { id: 6, name: 'Colour' },
];

const product = productFixture({
  brand: 'Aba Looms',
  translations: { ha: { name: 'Rigar Ankara', description: 'Rigar auduga mai haske' } },
  category: { id: 3, name: 'Fashion', slug: 'fashion' },
  published: false,
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
});

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
    brand: 'Aba Looms',
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
    brand: 'Aba Looms',
    description: 'Bright cotton shirt',
    category_id: 3,
    type: 'variable',
    published: false,
    vat_class: null,
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
    translations: translationsDraftOf({
      ha: { name: 'Rigar Ankara', description: 'Rigar auduga mai haske' },
    }),
  });
  expect(input.translations).toMatchObject({ pcm: { name: '' }, yo: { name: '' }, ig: { name: '' } });
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

it('reads a price typed with spaces around it, and lets the schema refuse one that is not a number', () => {
  const input = inputFromDraft({
    ...emptyDraft(),
    name: 'Fila cap',
    category_id: '1',
    variants: [{ ...emptyVariant(), sku: 'FILA', regular_price: ' 4500 ', sale_price: 'cheap' }],
  });
  const [variant] = input.variants as Record<string, unknown>[];
  expect(variant?.regular_price).toBe(4500);
  expect(variant?.sale_price).toBeNaN();
  const checked = validate(productInputSchema, input);
  // A success has no errors, so it fails the second line too: neither assertion is skipped.
  expect(checked.success).toBe(false);
  expect(checked.success ? [] : Object.keys(checked.errors)).toEqual(['variants.0.sale_price']);
});

it('sends an attribute value with no attribute chosen as missing, for the schema to refuse', () => {
  const input = inputFromDraft({
    ...emptyDraft(),
    variants: [{ ...emptyVariant(), attribute_values: [{ attribute_id: '', value: 'Loose' }] }],
  });
  const [variant] = input.variants as { attribute_values: unknown[] }[];
  expect(variant?.attribute_values).toEqual([{ attribute_id: undefined, value: 'Loose' }]);
  const checked = validate(productInputSchema, input);
  expect(checked.success).toBe(false);
  expect(checked.success ? [] : Object.keys(checked.errors)).toContain(
    'variants.0.attribute_values.0.attribute_id',
  );
});

it('gives the variants of a product loaded twice new keys, so two forms never share one', () => {
  const first = draftFromProduct(product, attributes).variants.map((v) => v.key);
  const second = draftFromProduct(product, attributes).variants.map((v) => v.key);
  expect(new Set([...first, ...second]).size).toBe(4);
  expect(draftFromProduct(product, attributes).variants.map((v) => v.sku)).toEqual(['ANK-M', 'ANK-L']);
});
