// The shop's words compiled to ICU's syntax tree at build time, so that no browser downloads or runs a message
// parser (react-intl formats a compiled message as it is; config/webpack/common.mjs points the parser at FormatJS's
// `no-parser` build in the browsers' bundles):
// - a `*.messages.ts` file (the only place messages are declared: eslint.config.mjs) has its English
//   `defaultMessage`s compiled by FormatJS's TypeScript transformer;
// - a language's catalogue (`src/messages/<locale>.json`) has each of its messages compiled.
const path = require('node:path');
const ts = require('typescript');
const { transform } = require('@formatjs/ts-transformer');
const { parse } = require('@formatjs/icu-messageformat-parser');

/** @this {import('webpack').LoaderContext<unknown>} */
module.exports = function messageAst(source) {
  if (this.resourcePath.endsWith('.json')) {
    const messages = JSON.parse(source);
    const compiled = Object.fromEntries(
      Object.entries(messages).map(([id, message]) => {
        if (typeof message !== 'string') throw new Error(`${this.resourcePath}: ${id} is not a message`);
        return [id, parse(message)];
      }),
    );
    return JSON.stringify(compiled);
  }
  const { outputText, diagnostics } = ts.transpileModule(source, {
    fileName: path.basename(this.resourcePath),
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      verbatimModuleSyntax: false,
      sourceMap: false,
    },
    transformers: { before: [transform({ ast: true, preserveWhitespace: true })] },
  });
  const [error] = diagnostics ?? [];
  if (error)
    throw new Error(`${this.resourcePath}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  return outputText;
};
