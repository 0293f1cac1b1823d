import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Copies the shell's public files that no other plugin emits (the web app manifest and its icons) into the build,
 * where the service worker's precache list finds them.
 */
export class EmitPublicFilesPlugin {
  constructor(dir, files) {
    this.dir = dir;
    this.files = files;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitPublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of this.files) {
            const from = path.join(this.dir, file);
            compilation.fileDependencies.add(from);
            compilation.emitAsset(file, new sources.RawSource(readFileSync(from)));
          }
        },
      );
    });
  }
}
