import { productFixture } from 'shared-contracts/testing/fixtures';
import { product, variant } from '../../testing/fixtures';
import { homeMeta, listingMeta, productMeta, structuredDataImages } from './page-meta';

describe('a listing’s canonical URL', () => {
  it('keeps only the parameters that change what the listing shows, in a fixed order', () => {
    const meta = listingMeta(
      'All Products',
      undefined,
      '/products?utm_source=news&page=2&fbclid=abc&sort=price_asc&in_stock=true&gclid=1',
      '',
    );
    expect(meta.canonical).toBe('/products?in_stock=true&sort=price_asc&page=2');
  });

  it('is the path alone when no parameter changes the content', () => {
    expect(listingMeta('Fashion', undefined, '/products/category/Fashion?utm_campaign=x', '').canonical).toBe(
      '/products/category/Fashion',
    );
  });
});

describe('the pictures in a product’s structured data', () => {
  it('offers each stored photo as JPEG in several widths, widest first', () => {
    const product = productFixture({
      id: 7,
      images: [{ id: 1, url: '/api/uploads/products/a.webp', alt: 'Front' }],
    });
    expect(structuredDataImages(product)).toEqual([
      '/api/images/products/a.webp?w=1080&format=jpeg',
      '/api/images/products/a.webp?w=768&format=jpeg',
      '/api/images/products/a.webp?w=480&format=jpeg',
    ]);
  });

  it('offers the share image, a JPEG, for a product shown with drawings', () => {
    const product = productFixture({ id: 9, images: [{ id: 1, url: '/api/uploads/seed/9.svg', alt: '' }] });
    const [data] = productMeta(product).structuredData ?? [];
    expect(data?.image).toEqual(['/api/products/9/share-image.jpg']);
    expect(JSON.stringify(data)).not.toMatch(/\.svg/);
  });

  it('offers no picture for a product without any', () => {
    expect(structuredDataImages(productFixture({ images: [] }))).toEqual([]);
  });
});

const productData = (meta: ReturnType<typeof productMeta>) =>
  (meta.structuredData ?? []).find((data) => data['@type'] === 'Product');

it("names the product's own brand in its structured data", () => {
  expect(productData(productMeta(product({ brand: 'Tecno' })))?.brand).toEqual({
    '@type': 'Brand',
    name: 'Tecno',
  });
});

it('names no brand for unbranded goods, rather than the shop', () => {
  expect(productData(productMeta(product({ brand: null })))).not.toHaveProperty('brand');
});

describe('link-preview pictures', () => {
  it("names a product's picture by the product, not by the uploaded file", () => {
    const meta = productMeta(
      product({
        id: 5,
        name: 'Aso-Oke Gele',
        images: [{ id: 1, url: '/api/uploads/p/a.webp', alt: 'IMG_2041.jpg' }],
      }),
    );
    expect(meta.image).toEqual({
      url: '/api/products/5/share-image.jpg',
      width: 1200,
      height: 630,
      alt: 'Aso-Oke Gele',
    });
  });

  it('gives a product without a photo its drawn card', () => {
    expect(productMeta(product({ id: 6, name: 'New kettle', images: [], image: null })).image?.url).toBe(
      '/api/products/6/share-image.jpg',
    );
  });

  it("gives the home page and all products the shop's picture, and a category its own", () => {
    expect(homeMeta().image?.url).toBe('/api/products/share-image.jpg');
    expect(listingMeta('All Products', undefined, '/products', '').image?.url).toBe(
      '/api/products/share-image.jpg',
    );
    const fashion = listingMeta(
      'Home & Garden',
      'Pots',
      '/products/category/Home%20%26%20Garden',
      '',
      'home-garden',
    );
    expect(fashion.image).toMatchObject({
      url: '/api/products/category/home-garden/share-image.jpg',
      alt: 'Home & Garden at Kasuwa',
    });
  });
});

it('offers a product in an automatic promotion at its promotion price, valid until its Lagos date', () => {
  const data = productData(
    productMeta(
      product({
        variants: [variant({ id: 71, regular_price: 25_000 })],
        promotion: {
          name: 'Black Friday',
          price: 20_000,
          ends_at: '2026-11-30T23:30:00.000Z',
          variant_prices: [{ variant_id: 71, price: 20_000 }],
        },
      }),
    ),
  );
  // 23:30 UTC is 00:30 the next day in Lagos.
  expect(data?.offers).toMatchObject({ price: '20000.00', priceValidUntil: '2026-12-01' });
  expect(productData(productMeta(product({})))?.offers).not.toHaveProperty('priceValidUntil');
});

describe("a product's reviews in its structured data", () => {
  const review = {
    id: 1,
    rating: 4,
    title: 'Good </script><script>alert(1)</script>',
    body: 'Fits well & "true" to size',
    author: 'Ada O.',
    verified_purchase: true,
    helpful: 0,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
  };

  it('names nothing while the product has no reviews', () => {
    const data = productData(productMeta(product({}), []));
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
  });

  it('gives the rating and the reviews the page shows, their text as written (the head escapes it)', () => {
    const data = productData(productMeta(product({ rating: { average: 4.5, count: 12 } }), [review]));
    expect(data?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data?.review).toEqual([
      {
        '@type': 'Review',
        name: review.title,
        reviewBody: review.body,
        datePublished: '2026-11-20',
        author: { '@type': 'Person', name: 'Ada O.' },
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
  });
});
