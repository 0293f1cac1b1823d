import { createWebpackConfig } from '../config/webpack.mjs';

const dir = import.meta.dirname;

export default createWebpackConfig({
  dir,
  name: 'shell',
  portKey: 'shell',
  title: 'Kasuwa — shop online in Nigeria',
  runtimePlugins: [`${dir}/src/federation/retry-plugin.ts`, `${dir}/src/federation/log-plugin.ts`],
  server: { entry: './src/server/index.ts' },
});
