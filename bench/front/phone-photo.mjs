// The photos `npm run bench:pictures` uploads: what a shop owner's phone sends, drawn by sharp (librsvg) so that the
// figure does not depend on files kept in the repository. Each is a 3,000 px square JPEG of quality 94, as a phone
// saves it (2 to 2.5 MB): a product standing on a wooden table against a plastered wall, lit from the upper left.
// What a photo's bytes are made of is there at every scale: the light's gradients and the object's shading (which
// survive any resizing), the cloth's printed pattern and the object's edges (which decide the small widths), the
// wood's grain and the wall's plaster (fractal noise, `feTurbulence`), and the sensor's grain (Gaussian noise at
// full size, which a phone's JPEG keeps and a resized variant averages away). A product is one of three shapes (a
// bag, a jar, a bowl) in one of many colourings, by its number.
import { createRequire } from 'node:module';
import path from 'node:path';

const sharp = createRequire(path.resolve(import.meta.dirname, '../../api/package.json'))('sharp');

export const PHOTO_SIZE = 3000;
const S = PHOTO_SIZE;

/** The wall and the table, the same in every photo: their fractal noise takes librsvg seconds, so it is drawn once. */
let room;
const drawRoom = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}"><defs>
<linearGradient id="wall" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#e4ddd6"/><stop offset="1" stop-color="#a69d94"/></linearGradient>
<filter id="plaster" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="4" seed="3"/><feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0.9 0 0 0 -0.25"/></filter>
<filter id="wood" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.0025 0.06" numOctaves="5" seed="7"/><feColorMatrix type="matrix" values="0.45 0 0 0 0.25  0.3 0 0 0 0.13  0.15 0 0 0 0.05  0 0 0 0 1"/></filter>
</defs><rect width="100%" height="100%" fill="url(#wall)"/><rect width="100%" height="${S * 0.67}" filter="url(#plaster)" opacity="0.35"/><rect y="${S * 0.67}" width="100%" height="${S * 0.33}" filter="url(#wood)"/></svg>`),
  )
    .raw()
    .toBuffer({ resolveWithObject: true });

/** The outline of product `n`, standing on the table at `x` (its handle, for a bag, apart). */
function outline(n, x) {
  const floor = 2450;
  switch (n % 3) {
    case 0: // a bag
      return {
        body: `M${x - 800} ${floor} C ${x - 900} 1500, ${x - 700} 900, ${x} 850 C ${x + 700} 900, ${x + 900} 1500, ${x + 800} ${floor} Z`,
        extra: `<path d="M${x - 350} 900 C ${x - 350} 450, ${x + 350} 450, ${x + 350} 900" fill="none" stroke="#2b2118" stroke-width="70"/>`,
        width: 1800,
      };
    case 1: // a jar with its lid
      return {
        body: `M${x - 550} ${floor} Q ${x - 650} ${floor} ${x - 650} ${floor - 120} L ${x - 650} 1250 Q ${x - 650} 1000 ${x - 400} 950 L ${x + 400} 950 Q ${x + 650} 1000 ${x + 650} 1250 L ${x + 650} ${floor - 120} Q ${x + 650} ${floor} ${x + 550} ${floor} Z`,
        extra: `<rect x="${x - 430}" y="700" width="860" height="260" rx="40" fill="#c9a227"/><rect x="${x - 430}" y="700" width="860" height="260" rx="40" fill="url(#shade)"/>`,
        width: 1300,
      };
    default: // a bowl
      return {
        body: `M${x - 1000} 1500 L ${x + 1000} 1500 C ${x + 980} 2100, ${x + 500} ${floor}, ${x} ${floor} C ${x - 500} ${floor}, ${x - 980} 2100, ${x - 1000} 1500 Z`,
        extra: `<ellipse cx="${x}" cy="1500" rx="1000" ry="170" fill="#3b2a1e"/><ellipse cx="${x}" cy="1510" rx="930" ry="135" fill="#5a4030"/>`,
        width: 2000,
      };
  }
}

/** The product, its shadow on the table and its shading, over a transparent background. */
function productSvg(n) {
  const hue = (n * 47) % 360;
  const x = 1500 + ((n * 137) % 400) - 200;
  const { body, extra, width } = outline(n, x);
  const colour = (turn, saturation, lightness) => `hsl(${(hue + turn) % 360},${saturation}%,${lightness}%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}"><defs>
<pattern id="cloth" width="120" height="120" patternUnits="userSpaceOnUse" patternTransform="rotate(${(n * 13) % 45})">
<rect width="120" height="120" fill="${colour(0, 70, 38)}"/><circle cx="30" cy="30" r="22" fill="${colour(150, 75, 55)}"/><circle cx="30" cy="30" r="9" fill="${colour(60, 80, 70)}"/>
<path d="M90 60 L120 90 L90 120 L60 90 Z" fill="${colour(200, 60, 30)}"/><path d="M60 0 L75 15 L60 30 L45 15Z" fill="#f4e9d8"/></pattern>
<radialGradient id="shade" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>
<radialGradient id="shadow"><stop offset="0.5" stop-color="#000" stop-opacity="0.5"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs><ellipse cx="${x + 60}" cy="2450" rx="${width * 0.6}" ry="200" fill="url(#shadow)"/>
<path d="${body}" fill="url(#cloth)"/><path d="${body}" fill="url(#shade)"/>${extra}</svg>`;
}

/** Product `n`'s photo: a JPEG of PHOTO_SIZE × PHOTO_SIZE px. */
export async function phonePhoto(n) {
  room ??= drawRoom();
  const { data, info } = await room;
  const [product, grain] = await Promise.all([
    sharp(Buffer.from(productSvg(n)))
      .png({ compressionLevel: 0 })
      .toBuffer(),
    sharp({
      create: {
        width: S,
        height: S,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 12 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer(),
  ]);
  return sharp(data, { raw: info })
    .composite([{ input: product }, { input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 94 })
    .toBuffer();
}
