import { createWebpackConfig } from '../config/webpack.mjs';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'catalog',
  portKey: 'catalog',
  title: 'Kasuwa catalog (standalone)',
  exposes: {
    './HomePage': './src/app/routes/home.tsx',
    './ProductsPage': './src/app/routes/products.tsx',
    './ProductPage': './src/app/routes/product.tsx',
  },
});
