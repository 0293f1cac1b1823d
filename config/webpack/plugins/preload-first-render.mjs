import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * `<link rel="preload">` in the shell's page for every script its first render needs: the chunks of the entry's
 * `import('./bootstrap')` and, transitively, the chunks of the shared libraries they consume (react-dom, the
 * router, the query client…). Without it the browser learns of them only after `main.js` has run, one round trip
 * later. The shell provides every shared library itself and the share scope prefers what is loaded first, so a
 * shared library comes from the chunk its *provided* module loads, not its consume fallback (the two are separate
 * files of the same code). Lazy pages and libraries (toasts, dialogs) are not followed.
 */
export class PreloadFirstRenderPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadFirstRenderPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'PreloadFirstRenderPlugin',
        (data) => {
          const publicPath = compilation.outputOptions.publicPath;
          data.headTags.push(
            ...firstRenderScripts(compilation).map((file) => ({
              tagName: 'link',
              voidTag: true,
              meta: { plugin: 'PreloadFirstRenderPlugin' },
              attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
            })),
          );
          return data;
        },
      );
    });
  }
}

/** The script files of the bootstrap chunk group and of every shared library reachable from it, in load order. */
function firstRenderScripts(compilation) {
  const { chunkGraph } = compilation;
  const bootstrap = compilation.chunkGroups.find((group) =>
    group.origins.some((origin) => origin.request === './bootstrap'),
  );
  if (!bootstrap)
    throw new Error("PreloadFirstRenderPlugin: the shell's import('./bootstrap') was not found");
  const provided = new Map();
  for (const module of compilation.modules)
    if (module.constructor.name === 'ProvideSharedModule') provided.set(module._name, module);
  const lazyChunksOf = (module) =>
    module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
  const files = new Set();
  const seen = new Set();
  const queue = [bootstrap];
  while (queue.length > 0) {
    const group = queue.shift();
    if (seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk))
        if (module.constructor.name === 'ConsumeSharedModule')
          queue.push(...lazyChunksOf(provided.get(module.options.shareKey) ?? module));
    }
  }
  return [...files];
}
