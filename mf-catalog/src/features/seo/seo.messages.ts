import { defineMessage, defineMessages } from 'react-intl';

/** The catalog's page titles, descriptions and link previews (docs/storefront.md §9). */
export const seoMessages = defineMessages({
  /** The listing of all products: its heading, and its title's. */
  allProducts: { id: 'catalog.listing.allProducts', defaultMessage: 'All Products' },
  shopImageAlt: { id: 'catalog.seo.shopImageAlt', defaultMessage: 'Kasuwa: shop online in Nigeria' },
  homeTitle: { id: 'catalog.seo.homeTitle', defaultMessage: 'Kasuwa | Shop online in Nigeria' },
  homeDescription: {
    id: 'catalog.seo.homeDescription',
    defaultMessage:
      'Shop electronics, fashion, home and more online in Nigeria, with prices in Naira and delivery across all 36 states and the FCT.',
  },
  allProductsDescription: {
    id: 'catalog.seo.allProductsDescription',
    defaultMessage: 'Shop all products at Kasuwa: prices in Naira, delivery across Nigeria.',
  },
  productNotFound: { id: 'catalog.seo.productNotFound', defaultMessage: 'Product not found | Kasuwa' },
  categoryNotFound: { id: 'catalog.seo.categoryNotFound', defaultMessage: 'Category not found | Kasuwa' },
  product: { id: 'catalog.seo.product', defaultMessage: 'Product | Kasuwa' },
  home: { id: 'catalog.seo.home', defaultMessage: 'Home' },
});

export const categoryImageAlt = defineMessage<{ name: string }>({
  id: 'catalog.seo.categoryImageAlt',
  defaultMessage: '{name} at Kasuwa',
});

export const categoryDescription = defineMessage<{ category: string }>({
  id: 'catalog.seo.categoryDescription',
  defaultMessage: 'Shop {category} at Kasuwa: prices in Naira, delivery across Nigeria.',
});

/** A product without a description of its own. */
export const productDescription = defineMessage<{ name: string; price: string }>({
  id: 'catalog.seo.productDescription',
  defaultMessage: '{name} for {price} at Kasuwa, delivered across Nigeria.',
});
