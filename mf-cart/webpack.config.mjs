import { createWebpackConfig } from '../config/webpack.mjs';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'cart',
  portKey: 'cart',
  title: 'Kasuwa cart (standalone)',
  exposes: {
    './CartPage': './src/app/routes/cart.tsx',
    './WishlistPage': './src/app/routes/wishlist.tsx',
    './CheckoutPage': './src/app/routes/checkout.tsx',
  },
});
