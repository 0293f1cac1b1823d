// A webpack plugin of the production builds: see CompileHintsPlugin.

/** V8's file-wide compile hint (Chrome 136+): compile every function of this script eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+) at the top of every script, so that
 * the browser compiles a script's functions on the streaming thread while it downloads, instead of compiling each
 * function on the main thread the first time it is called. The shop's scripts are libraries and pages whose code
 * mostly runs as soon as they arrive (a lazy page's chunk is fetched when it is shown), so the main thread's
 * compile work on a first visit mostly goes away (docs/performance.md has the measurement). Other browsers read
 * a comment. It runs after minification (which drops comments) and before the source maps and the precompressed
 * copies are made, so both include it.
 */
export class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const file of Object.keys(assets))
            if (file.endsWith('.js'))
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source),
              );
        },
      );
    });
  }
}
