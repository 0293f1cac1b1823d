import HtmlWebpackPlugin from 'html-webpack-plugin';

/** Adds `<script defer src=file>` ahead of the page's own scripts (defer keeps document order). */
export class PrependScriptPlugin {
  constructor(file) {
    this.file = file;
  }
  apply(compiler) {
    compiler.hooks.compilation.tap('PrependScriptPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'PrependScriptPlugin',
        (data) => {
          data.headTags.unshift({
            tagName: 'script',
            voidTag: false,
            meta: { plugin: 'PrependScriptPlugin' },
            attributes: { defer: true, src: this.file },
          });
          return data;
        },
      );
    });
  }
}
