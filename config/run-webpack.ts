import webpack from 'webpack';

/** Runs one webpack build for a test and closes the compiler; rejects if webpack itself failed. */
export function runWebpack(config: webpack.Configuration): Promise<webpack.Stats> {
  const compiler = webpack(config);
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) =>
      compiler.close(() =>
        error || !stats ? reject(error ?? new Error('webpack gave no stats')) : resolve(stats),
      ),
    ),
  );
}
