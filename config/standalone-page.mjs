import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/** The page a remote serves on its own (its standalone harness): one file for every remote that takes it. */
export const STANDALONE_TEMPLATE = path.join(import.meta.dirname, 'standalone-index.html');

/**
 * A remote's webpack config (createWebpackConfig's result) with the shared standalone page in place of a
 * `public/index.html` of its own; every other option of the page stays as createWebpackConfig set it.
 */
export function withStandalonePage(createConfig) {
  const withPage = (config) => ({
    ...config,
    plugins: (config.plugins ?? []).map((plugin) =>
      plugin instanceof HtmlWebpackPlugin
        ? new HtmlWebpackPlugin({ ...plugin.userOptions, template: STANDALONE_TEMPLATE })
        : plugin,
    ),
  });
  // A remote's build is several configs (its own and its standalone federation runtime); only one has the page.
  return (env, argv) => {
    const config = createConfig(env, argv);
    return Array.isArray(config) ? config.map(withPage) : withPage(config);
  };
}
