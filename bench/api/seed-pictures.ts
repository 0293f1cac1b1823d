/**
 * The seeded products' drawn pictures (src/seed/illustrations.ts): writes each as SVG and a contact sheet of all
 * of them (PNG) to a folder to look at, and prints how long drawing and writing them takes, as the seeder does on
 * every start (median of 15 runs). `npm run bench:seed-pictures -- [folder]`, default /tmp/kasuwa-seed-pictures.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildCatalogue } from '../../api/src/seed/catalogue.js';
import { illustrationSvg } from '../../api/src/seed/illustrations.js';
import { seedImagePath, writeSeedImages } from '../../api/src/seed/index.js';

const folder = process.argv[2] ?? '/tmp/kasuwa-seed-pictures';
const catalogue = buildCatalogue();

const times: number[] = [];
for (let run = 0; run < 15; run += 1) {
  await rm(folder, { recursive: true, force: true });
  const started = performance.now();
  await writeSeedImages(folder, catalogue);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;

const size = 160;
const columns = 10;
const tiles = await Promise.all(
  catalogue.map((product) =>
    sharp(Buffer.from(illustrationSvg(product.name, product.categoryName, product.colour)))
      .resize(size, size)
      .png()
      .toBuffer(),
  ),
);
const sheet = join(folder, 'contact-sheet.png');
await sharp({
  create: {
    width: columns * size,
    height: Math.ceil(tiles.length / columns) * size,
    channels: 3,
    background: '#ffffff',
  },
})
  .composite(
    tiles.map((input, i) => ({ input, left: (i % columns) * size, top: Math.floor(i / columns) * size })),
  )
  .png()
  .toFile(sheet);

console.log(`${catalogue.length} pictures in ${join(folder, seedImagePath({ slug: '*' }))}`);
console.log(`drawing and writing them: median ${median.toFixed(1)} ms (15 runs)`);
console.log(`contact sheet: ${sheet}`);
