import { createHostConfig } from '../config/webpack/host.mjs';

const dir = import.meta.dirname;

export default createHostConfig({
  dir,
  name: 'shell',
  portKey: 'shell',
  title: 'Kasuwa — shop online in Nigeria',
  runtimePlugins: [`${dir}/src/federation/retry-plugin.ts`, `${dir}/src/federation/log-plugin.ts`],
  server: { entry: './src/server/index.ts' },
});
