/**
 * Drawn pictures of the demo products: flat vector illustrations in one style (the object on a soft disc of its
 * category's colour, a shadow beneath, light from the top left), one drawing per kind of product (a phone, a TV, a
 * bag of rice…), coloured per product. Plain SVG, written by the seeder on every start (a few milliseconds), so the
 * pictures are regenerated with the catalogue; `npm run bench:seed-pictures` writes them, with a contact
 * sheet, to a folder to look at.
 */
import { hashString } from './images.js';
import { escapeMarkup } from '../lib/escape-markup.js';

/** `#rrggbb` mixed toward white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) =>
    Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)),
  );
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Colours a product's object takes, chosen by its name: bright, as market goods are. */
const PALETTE = ['#0f7b3f', '#1d4ed8', '#be185d', '#ea580c', '#7c3aed', '#0e7490', '#b45309', '#dc2626'];

interface Look {
  /** The product's own colour and its darker and lighter shades. */
  main: string;
  dark: string;
  light: string;
  /** A second colour, for patterns and labels. */
  second: string;
  /** A word printed on a package (a brand), or empty. */
  label: string;
}

const INK = '#1f2937';
const METAL = '#cbd5e1';
const WHITE = '#ffffff';
const highlight = (d: string) =>
  `<path d="${d}" fill="none" stroke="${WHITE}" stroke-opacity="0.45" stroke-width="10" stroke-linecap="round"/>`;

type Drawing = (look: Look) => string;

const phone: Drawing = ({ main, dark, light }) =>
  `<rect x="210" y="110" width="180" height="350" rx="30" fill="${INK}"/>` +
  `<rect x="222" y="130" width="156" height="310" rx="18" fill="${main}"/>` +
  `<path d="M222 330 Q300 250 378 300 V422 a18 18 0 0 1 -18 18 H240 a18 18 0 0 1 -18 -18 z" fill="${light}" opacity="0.6"/>` +
  `<circle cx="300" cy="142" r="5" fill="${INK}"/>` +
  `<rect x="150" y="140" width="80" height="110" rx="22" fill="${dark}"/>` +
  `<circle cx="178" cy="172" r="16" fill="${INK}" stroke="${METAL}" stroke-width="4"/>` +
  `<circle cx="178" cy="220" r="16" fill="${INK}" stroke="${METAL}" stroke-width="4"/>` +
  `<circle cx="212" cy="196" r="6" fill="#fde68a"/>` +
  highlight('M240 160 V220');

const featurePhone: Drawing = ({ main, light }) =>
  `<rect x="225" y="110" width="150" height="350" rx="40" fill="${main}"/>` +
  `<rect x="248" y="140" width="104" height="110" rx="10" fill="${INK}"/>` +
  `<rect x="256" y="148" width="88" height="94" rx="6" fill="${light}"/>` +
  Array.from({ length: 12 }, (_, i) => {
    const x = 258 + (i % 3) * 34;
    const y = 290 + Math.floor(i / 3) * 36;
    return `<rect x="${x}" y="${y}" width="26" height="22" rx="8" fill="${WHITE}" opacity="0.85"/>`;
  }).join('') +
  highlight('M240 150 V240');

const tablet: Drawing = ({ main, light }) =>
  `<rect x="140" y="130" width="320" height="330" rx="26" fill="${INK}"/>` +
  `<rect x="156" y="146" width="288" height="298" rx="12" fill="${main}"/>` +
  `<circle cx="250" cy="260" r="70" fill="${light}" opacity="0.6"/>` +
  `<rect x="300" y="320" width="110" height="90" rx="10" fill="${WHITE}" opacity="0.35"/>` +
  highlight('M176 170 V250');

const powerBank: Drawing = ({ main, dark }) =>
  `<rect x="180" y="140" width="240" height="330" rx="36" fill="${main}"/>` +
  `<path d="M300 140 H384 a36 36 0 0 1 36 36 V434 a36 36 0 0 1 -36 36 H300 z" fill="${dark}" opacity="0.25"/>` +
  `<rect x="270" y="120" width="60" height="26" rx="6" fill="${INK}"/>` +
  [0, 1, 2, 3]
    .map((i) => `<circle cx="${255 + i * 30}" cy="410" r="8" fill="${i < 3 ? '#86efac' : WHITE}"/>`)
    .join('') +
  `<path d="M300 220 l-30 60 h30 l-10 60 l40 -75 h-30 l10 -45 z" fill="${WHITE}"/>` +
  highlight('M205 180 V300');

const earbuds: Drawing = ({ main, light }) =>
  `<rect x="170" y="250" width="260" height="190" rx="90" fill="${main}"/>` +
  `<path d="M170 330 H430" stroke="${INK}" stroke-opacity="0.3" stroke-width="6"/>` +
  `<circle cx="300" cy="385" r="8" fill="#86efac"/>` +
  [215, 385]
    .map(
      (x) =>
        `<g transform="translate(${x} 180)"><rect x="-12" y="0" width="24" height="90" rx="12" fill="${WHITE}"/><circle cx="0" cy="0" r="34" fill="${WHITE}"/><circle cx="0" cy="0" r="16" fill="${light}"/></g>`,
    )
    .join('') +
  highlight('M200 300 Q210 270 240 265');

const tv: Drawing = ({ main, light }) =>
  `<rect x="90" y="130" width="420" height="270" rx="14" fill="${INK}"/>` +
  `<rect x="104" y="144" width="392" height="242" rx="6" fill="${main}"/>` +
  `<path d="M104 330 Q220 230 330 300 T496 250 V386 H104 z" fill="${light}" opacity="0.7"/>` +
  `<circle cx="410" cy="210" r="30" fill="#fde68a"/>` +
  `<path d="M230 400 L200 470 M370 400 L400 470" stroke="${INK}" stroke-width="14" stroke-linecap="round"/>` +
  highlight('M124 170 V250');

const fan: Drawing = ({ main, dark }) =>
  `<rect x="288" y="300" width="24" height="160" fill="${METAL}"/>` +
  `<ellipse cx="300" cy="465" rx="110" ry="24" fill="${dark}"/>` +
  `<circle cx="300" cy="220" r="140" fill="${WHITE}" stroke="${METAL}" stroke-width="10"/>` +
  [0, 120, 240]
    .map(
      (angle) =>
        `<path d="M300 220 C270 160 290 110 330 100 C360 140 340 190 300 220 z" fill="${main}" transform="rotate(${angle} 300 220)"/>`,
    )
    .join('') +
  `<circle cx="300" cy="220" r="22" fill="${dark}"/>` +
  Array.from(
    { length: 6 },
    (_, i) => `<circle cx="300" cy="220" r="${30 + i * 20}" fill="none" stroke="${METAL}" stroke-width="2"/>`,
  ).join('');

const blender: Drawing = ({ main, dark, light }) =>
  `<path d="M215 120 H385 L360 340 H240 z" fill="${light}" opacity="0.75" stroke="${METAL}" stroke-width="8"/>` +
  `<path d="M240 250 H360 L352 330 H248 z" fill="#f97316" opacity="0.8"/>` +
  `<rect x="205" y="100" width="190" height="30" rx="10" fill="${INK}"/>` +
  `<path d="M385 160 h30 v120 h-40" fill="none" stroke="${METAL}" stroke-width="12"/>` +
  `<path d="M225 340 H375 L395 470 H205 z" fill="${main}"/>` +
  `<circle cx="300" cy="405" r="24" fill="${dark}"/><circle cx="300" cy="405" r="8" fill="${WHITE}"/>` +
  highlight('M235 140 L255 300');

const chestFreezer: Drawing = ({ main }) =>
  `<rect x="90" y="210" width="420" height="250" rx="16" fill="${WHITE}" stroke="${METAL}" stroke-width="8"/>` +
  `<rect x="80" y="180" width="440" height="50" rx="14" fill="${WHITE}" stroke="${METAL}" stroke-width="8"/>` +
  `<rect x="250" y="236" width="100" height="20" rx="8" fill="${INK}"/>` +
  `<rect x="120" y="400" width="120" height="30" rx="6" fill="${main}"/>` +
  `<circle cx="460" cy="415" r="8" fill="#22c55e"/>` +
  highlight('M120 270 V360');

const airConditioner: Drawing = ({ main }) =>
  `<rect x="80" y="180" width="440" height="160" rx="40" fill="${WHITE}" stroke="${METAL}" stroke-width="8"/>` +
  `<path d="M110 300 H490" stroke="${METAL}" stroke-width="6"/>` +
  `<path d="M120 320 H480" stroke="${METAL}" stroke-width="6"/>` +
  `<rect x="400" y="215" width="70" height="30" rx="8" fill="${INK}"/>` +
  `<text x="435" y="238" text-anchor="middle" font-size="22" font-family="sans-serif" fill="#7dd3fc">18°</text>` +
  [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${200 + i * 100} 370 q-20 40 0 80" fill="none" stroke="${main}" stroke-width="10" stroke-linecap="round" opacity="0.6"/>`,
    )
    .join('');

const gasCooker: Drawing = ({ main, dark }) =>
  `<rect x="150" y="200" width="300" height="270" rx="14" fill="${METAL}"/>` +
  `<path d="M150 200 L190 130 H410 L450 200 z" fill="#e2e8f0"/>` +
  [
    [240, 150],
    [360, 150],
    [225, 182],
    [375, 182],
  ]
    .map(
      ([x, y]) =>
        `<ellipse cx="${x}" cy="${y}" rx="34" ry="12" fill="${INK}"/><ellipse cx="${x}" cy="${(y ?? 0) - 4}" rx="16" ry="6" fill="#60a5fa"/>`,
    )
    .join('') +
  `<rect x="175" y="250" width="250" height="190" rx="10" fill="${INK}"/>` +
  `<rect x="195" y="290" width="210" height="120" rx="8" fill="${main}" opacity="0.5"/>` +
  `<rect x="230" y="262" width="140" height="12" rx="6" fill="${dark}"/>` +
  [0, 1, 2, 3].map((i) => `<circle cx="${200 + i * 66}" cy="225" r="9" fill="${INK}"/>`).join('');

const lantern: Drawing = ({ main, dark }) =>
  `<path d="M250 130 Q300 70 350 130" fill="none" stroke="${INK}" stroke-width="12"/>` +
  `<rect x="220" y="130" width="160" height="40" rx="12" fill="${main}"/>` +
  `<rect x="235" y="170" width="130" height="210" rx="20" fill="#fef3c7"/>` +
  `<circle cx="300" cy="275" r="70" fill="#fde047" opacity="0.8"/>` +
  `<path d="M235 230 H365 M235 320 H365" stroke="${dark}" stroke-width="6" opacity="0.4"/>` +
  `<rect x="210" y="380" width="180" height="80" rx="16" fill="${main}"/>` +
  `<rect x="250" y="405" width="100" height="14" rx="7" fill="${dark}"/>`;

const inverter: Drawing = ({ main }) =>
  `<rect x="110" y="260" width="190" height="200" rx="14" fill="${INK}"/>` +
  `<rect x="130" y="240" width="30" height="24" rx="4" fill="#ef4444"/><rect x="250" y="240" width="30" height="24" rx="4" fill="${METAL}"/>` +
  `<rect x="320" y="140" width="180" height="320" rx="18" fill="${WHITE}" stroke="${METAL}" stroke-width="8"/>` +
  `<rect x="350" y="180" width="120" height="70" rx="8" fill="${main}"/>` +
  `<text x="410" y="226" text-anchor="middle" font-size="30" font-family="sans-serif" font-weight="700" fill="${WHITE}">220V</text>` +
  `<circle cx="375" cy="290" r="10" fill="#22c55e"/><circle cx="410" cy="290" r="10" fill="#f59e0b"/>` +
  Array.from(
    { length: 4 },
    (_, i) => `<rect x="350" y="${330 + i * 24}" width="120" height="10" rx="5" fill="${METAL}"/>`,
  ).join('') +
  `<path d="M175 330 l-25 50 h25 l-10 45 l35 -60 h-25 l10 -35 z" fill="#fde047"/>`;

const speaker: Drawing = ({ main, light }) =>
  `<rect x="190" y="110" width="220" height="360" rx="30" fill="${INK}"/>` +
  `<circle cx="300" cy="200" r="58" fill="#374151"/><circle cx="300" cy="200" r="26" fill="${main}"/>` +
  `<circle cx="300" cy="350" r="86" fill="#374151"/><circle cx="300" cy="350" r="40" fill="${main}"/>` +
  `<circle cx="300" cy="350" r="100" fill="none" stroke="${light}" stroke-width="6" opacity="0.9"/>` +
  `<circle cx="300" cy="200" r="70" fill="none" stroke="${light}" stroke-width="5" opacity="0.9"/>`;

const kettle: Drawing = ({ main, dark }) =>
  `<path d="M200 200 Q300 150 400 200 L420 430 H180 z" fill="${main}"/>` +
  `<path d="M400 230 Q470 250 450 360 L420 380" fill="none" stroke="${dark}" stroke-width="24" stroke-linecap="round"/>` +
  `<path d="M205 250 L140 200" stroke="${main}" stroke-width="28" stroke-linecap="round"/>` +
  `<ellipse cx="300" cy="180" rx="70" ry="18" fill="${dark}"/>` +
  `<rect x="280" y="150" width="40" height="24" rx="8" fill="${INK}"/>` +
  `<rect x="160" y="430" width="280" height="40" rx="14" fill="${INK}"/>` +
  `<rect x="250" y="260" width="26" height="120" rx="13" fill="#bfdbfe" opacity="0.8"/>` +
  highlight('M225 240 L215 380');

/** A folded length of cloth with a printed pattern (Ankara: circles and waves; aso-oke: stripes). */
const fabric =
  (pattern: 'wax' | 'stripes' | 'tiedye'): Drawing =>
  ({ main, dark, light, second }) => {
    const id = `p${pattern}`;
    const tile =
      pattern === 'wax'
        ? `<rect width="60" height="60" fill="${main}"/><circle cx="30" cy="30" r="18" fill="${second}"/><circle cx="30" cy="30" r="8" fill="${light}"/><circle cx="0" cy="0" r="10" fill="${light}"/><circle cx="60" cy="60" r="10" fill="${light}"/>`
        : pattern === 'stripes'
          ? `<rect width="60" height="60" fill="${main}"/><rect width="60" height="14" fill="${second}"/><rect y="30" width="60" height="6" fill="${light}"/>`
          : `<rect width="60" height="60" fill="${main}"/><circle cx="30" cy="30" r="24" fill="none" stroke="${light}" stroke-width="6" stroke-dasharray="8 6"/><circle cx="30" cy="30" r="8" fill="${WHITE}" opacity="0.7"/>`;
    return (
      `<defs><pattern id="${id}" width="60" height="60" patternUnits="userSpaceOnUse">${tile}</pattern></defs>` +
      [0, 1, 2]
        .map((i) => {
          const y = 360 - i * 70;
          return `<path d="M120 ${y} H440 Q480 ${y} 480 ${y + 40} Q480 ${y + 80} 440 ${y + 80} H120 z" fill="url(#${id})"/><path d="M440 ${y} Q480 ${y} 480 ${y + 40} Q480 ${y + 80} 440 ${y + 80}" fill="${dark}" opacity="0.35"/>`;
        })
        .join('') +
      `<path d="M160 150 Q300 110 440 150 L430 220 Q300 190 170 220 z" fill="url(#${id})"/>`
    );
  };

/** A flowing robe (boubou, kaftan) or a wrapper, in patterned cloth. */
const robe =
  (pattern: 'tiedye' | 'wax'): Drawing =>
  (look) => {
    const defs = fabric(pattern)(look).match(/<defs>.*?<\/defs>/)?.[0] ?? '';
    return (
      defs +
      `<path d="M250 110 Q300 140 350 110 L480 190 L440 260 L400 240 L420 470 H180 L200 240 L160 260 L120 190 z" fill="url(#p${pattern})"/>` +
      `<path d="M250 110 Q300 170 350 110" fill="none" stroke="${look.dark}" stroke-width="10"/>` +
      `<path d="M300 150 V260" stroke="${look.second}" stroke-width="8"/>`
    );
  };

const necklace: Drawing = ({ main }) =>
  Array.from({ length: 17 }, (_, i) => {
    const angle = Math.PI * (0.1 + (0.8 * i) / 16);
    const x = 300 - Math.cos(angle) * 170;
    const y = 150 + Math.sin(angle) * 230;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${i % 4 === 0 ? 22 : 16}" fill="${i % 4 === 0 ? '#fbbf24' : '#dc2626'}"/><circle cx="${(x - 5).toFixed(1)}" cy="${(y - 5).toFixed(1)}" r="5" fill="${WHITE}" opacity="0.6"/>`;
  }).join('') +
  `<circle cx="300" cy="410" r="34" fill="${main}"/><circle cx="292" cy="400" r="9" fill="${WHITE}" opacity="0.6"/>`;

const pot: Drawing = ({ main, dark }) =>
  `<path d="M150 250 H450 V420 Q450 470 400 470 H200 Q150 470 150 420 z" fill="${main}"/>` +
  `<rect x="100" y="270" width="60" height="24" rx="12" fill="${INK}"/><rect x="440" y="270" width="60" height="24" rx="12" fill="${INK}"/>` +
  `<path d="M140 250 Q300 170 460 250 z" fill="${dark}"/>` +
  `<rect x="270" y="180" width="60" height="26" rx="12" fill="${INK}"/>` +
  `<path d="M240 160 q-10 -30 10 -50 M300 150 q-10 -30 10 -50 M360 160 q-10 -30 10 -50" fill="none" stroke="${METAL}" stroke-width="8" stroke-linecap="round"/>` +
  highlight('M180 300 V400');

const cookware: Drawing = ({ main, dark }) =>
  `<path d="M110 300 H330 V420 Q330 460 290 460 H150 Q110 460 110 420 z" fill="${main}"/>` +
  `<path d="M100 300 Q220 240 340 300 z" fill="${dark}"/><rect x="200" y="250" width="40" height="20" rx="8" fill="${INK}"/>` +
  `<ellipse cx="410" cy="330" rx="100" ry="30" fill="${INK}"/><path d="M310 330 Q320 400 410 400 Q500 400 510 330" fill="${dark}"/>` +
  `<rect x="470" y="250" width="24" height="90" rx="12" fill="${INK}" transform="rotate(50 482 295)"/>` +
  highlight('M140 330 V420');

const cooler: Drawing = ({ main }) =>
  `<path d="M200 170 Q300 90 400 170" fill="none" stroke="${INK}" stroke-width="16"/>` +
  `<rect x="130" y="170" width="340" height="70" rx="20" fill="${WHITE}" stroke="${METAL}" stroke-width="6"/>` +
  `<rect x="140" y="240" width="320" height="220" rx="24" fill="${main}"/>` +
  `<rect x="240" y="300" width="120" height="40" rx="10" fill="${WHITE}" opacity="0.85"/>` +
  highlight('M165 270 V420');

const mattress: Drawing = ({ main, light }) =>
  `<path d="M80 300 L200 200 H520 L400 300 z" fill="${WHITE}" stroke="${METAL}" stroke-width="6"/>` +
  `<path d="M80 300 H400 V400 H80 z" fill="${light}"/><path d="M400 300 L520 200 V300 L400 400 z" fill="${main}"/>` +
  Array.from({ length: 5 }, (_, i) => `<circle cx="${130 + i * 60}" cy="350" r="6" fill="${main}"/>`).join(
    '',
  ) +
  `<path d="M80 325 H400 M80 375 H400" stroke="${main}" stroke-width="4" stroke-dasharray="10 8"/>`;

const pillows: Drawing = ({ main, light }) =>
  `<path d="M110 290 Q100 200 190 200 H370 Q440 200 430 290 Q440 380 370 380 H190 Q100 380 110 290 z" fill="${light}"/>` +
  `<path d="M170 340 Q160 250 250 250 H430 Q500 250 490 340 Q500 430 430 430 H250 Q160 430 170 340 z" fill="${main}"/>` +
  highlight('M210 290 Q300 270 420 285');

const chair: Drawing = ({ main, dark }) =>
  `<path d="M200 110 H400 Q420 110 415 140 L395 300 H205 L185 140 Q180 110 200 110 z" fill="${main}"/>` +
  [150, 190, 230]
    .map((y) => `<path d="M215 ${y} H385" stroke="${dark}" stroke-width="10" stroke-linecap="round"/>`)
    .join('') +
  `<path d="M170 300 H430 L420 340 H180 z" fill="${main}"/>` +
  `<path d="M190 340 L170 470 M410 340 L430 470 M250 340 L245 450 M350 340 L355 450" stroke="${dark}" stroke-width="20" stroke-linecap="round"/>` +
  `<path d="M170 240 H190 M410 240 H430" stroke="${dark}" stroke-width="18" stroke-linecap="round"/>`;

const mosquitoNet: Drawing = ({ main }) =>
  `<defs><pattern id="net" width="16" height="16" patternUnits="userSpaceOnUse"><path d="M0 0 L16 16 M16 0 L0 16" stroke="${main}" stroke-width="2"/></pattern></defs>` +
  `<path d="M300 90 Q170 200 130 460 H470 Q430 200 300 90 z" fill="${WHITE}" opacity="0.9"/>` +
  `<path d="M300 90 Q170 200 130 460 H470 Q430 200 300 90 z" fill="url(#net)" opacity="0.6"/>` +
  `<path d="M300 90 Q260 300 250 460 M300 90 Q340 300 350 460" fill="none" stroke="${main}" stroke-width="4"/>` +
  `<circle cx="300" cy="86" r="12" fill="${INK}"/>` +
  `<path d="M130 460 Q300 440 470 460" fill="none" stroke="${main}" stroke-width="10"/>`;

const hose: Drawing = ({ main, dark }) =>
  [150, 120, 90, 60]
    .map((r) => `<circle cx="290" cy="300" r="${r}" fill="none" stroke="${main}" stroke-width="26"/>`)
    .join('') +
  [150, 120, 90, 60]
    .map(
      (r) =>
        `<circle cx="290" cy="300" r="${r}" fill="none" stroke="${dark}" stroke-width="4" opacity="0.4"/>`,
    )
    .join('') +
  `<path d="M440 300 Q480 380 450 450" fill="none" stroke="${main}" stroke-width="26" stroke-linecap="round"/>` +
  `<rect x="420" y="440" width="60" height="36" rx="8" fill="#f59e0b"/>`;

const jersey: Drawing = ({ main, second }) =>
  `<path d="M230 110 Q300 150 370 110 L490 170 L450 270 L410 250 V470 H190 V250 L150 270 L110 170 z" fill="${main}"/>` +
  `<path d="M230 110 Q300 170 370 110" fill="none" stroke="${second}" stroke-width="14"/>` +
  `<path d="M110 170 L150 270 M490 170 L450 270" stroke="${second}" stroke-width="14"/>` +
  `<path d="M190 330 L410 290 V330 L190 370 z" fill="${second}" opacity="0.85"/>` +
  `<circle cx="360" cy="190" r="18" fill="${second}"/>`;

const football: Drawing = () =>
  `<circle cx="300" cy="290" r="170" fill="${WHITE}" stroke="${INK}" stroke-width="8"/>` +
  `<path d="M300 220 L350 256 L331 316 H269 L250 256 z" fill="${INK}"/>` +
  [
    [300, 130, 180],
    [445, 245, 252],
    [395, 420, 324],
    [205, 420, 36],
    [155, 245, 108],
  ]
    .map(
      ([x, y, angle]) =>
        `<path d="M${x} ${y} l30 22 l-12 36 h-36 l-12 -36 z" fill="${INK}" transform="rotate(${angle} ${x} ${y})"/>`,
    )
    .join('') +
  `<path d="M300 220 V150 M350 256 L420 240 M331 316 L380 380 M269 316 L220 380 M250 256 L180 240" stroke="${INK}" stroke-width="6"/>` +
  highlight('M190 200 Q220 160 260 145');

const boot: Drawing = ({ main, second }) =>
  `<path d="M150 200 H290 L300 320 Q420 330 470 380 Q490 420 450 430 H140 Q120 430 125 400 z" fill="${main}"/>` +
  `<path d="M200 230 L280 250 M205 260 L285 280 M210 290 L290 310" stroke="${WHITE}" stroke-width="8" stroke-linecap="round"/>` +
  `<path d="M300 360 Q380 360 440 400" fill="none" stroke="${second}" stroke-width="14" stroke-linecap="round"/>` +
  `<rect x="130" y="430" width="340" height="20" rx="8" fill="${INK}"/>` +
  [170, 240, 320, 400]
    .map((x) => `<rect x="${x}" y="450" width="24" height="24" rx="6" fill="${INK}"/>`)
    .join('');

const dumbbells: Drawing = ({ main }) =>
  [220, 360]
    .map(
      (y) =>
        `<rect x="170" y="${y - 10}" width="260" height="20" rx="10" fill="${METAL}"/>` +
        `<rect x="120" y="${y - 55}" width="50" height="110" rx="12" fill="${INK}"/><rect x="430" y="${y - 55}" width="50" height="110" rx="12" fill="${INK}"/>` +
        `<rect x="165" y="${y - 40}" width="30" height="80" rx="8" fill="${main}"/><rect x="405" y="${y - 40}" width="30" height="80" rx="8" fill="${main}"/>`,
    )
    .join('');

const rope: Drawing = ({ main }) =>
  `<path d="M170 160 Q120 420 300 440 Q480 420 430 160" fill="none" stroke="${main}" stroke-width="12"/>` +
  `<rect x="150" y="100" width="40" height="110" rx="18" fill="${INK}"/><rect x="410" y="100" width="40" height="110" rx="18" fill="${INK}"/>` +
  `<rect x="155" y="120" width="30" height="30" rx="6" fill="#86efac"/>`;

const yogaMat: Drawing = ({ main, dark }) =>
  `<path d="M120 380 L420 300 L480 380 L180 460 z" fill="${main}"/>` +
  `<ellipse cx="180" cy="330" rx="80" ry="80" fill="${dark}"/><ellipse cx="180" cy="330" rx="60" ry="60" fill="${main}"/>` +
  `<ellipse cx="180" cy="330" rx="40" ry="40" fill="${dark}" opacity="0.5"/><ellipse cx="180" cy="330" rx="20" ry="20" fill="${main}"/>`;

const tableTennis: Drawing = ({ main }) =>
  `<circle cx="250" cy="230" r="120" fill="${main}"/><circle cx="250" cy="230" r="120" fill="none" stroke="${INK}" stroke-width="8"/>` +
  `<rect x="300" y="310" width="40" height="140" rx="14" fill="#b45309" transform="rotate(-40 320 380)"/>` +
  `<circle cx="430" cy="200" r="30" fill="#fb923c"/><circle cx="420" cy="190" r="8" fill="${WHITE}" opacity="0.6"/>` +
  highlight('M170 200 Q190 150 240 130');

const jar =
  (contents: string): Drawing =>
  ({ main, dark, label }) =>
    `<rect x="180" y="140" width="240" height="60" rx="16" fill="${main}"/>` +
    `<path d="M170 200 H430 V430 Q430 470 390 470 H210 Q170 470 170 430 z" fill="${contents}"/>` +
    `<rect x="170" y="270" width="260" height="110" fill="${WHITE}"/>` +
    `<rect x="170" y="270" width="260" height="16" fill="${dark}"/>` +
    `<text x="300" y="345" text-anchor="middle" font-size="${fit(label, 230, 44)}" font-weight="700" font-family="sans-serif" fill="${dark}">${escapeMarkup(label)}</text>` +
    highlight('M195 220 V250 M195 400 V440');

const soap: Drawing = ({ main, label }) =>
  [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${150 + i * 20}" y="${360 - i * 90}" width="260" height="90" rx="30" fill="${i === 2 ? '#3f3f46' : '#27272a'}" stroke="${main}" stroke-width="${i === 2 ? 0 : 0}"/>`,
    )
    .join('') +
  `<rect x="220" y="200" width="160" height="40" rx="10" fill="${main}"/>` +
  `<text x="300" y="228" text-anchor="middle" font-size="${fit(label, 150, 22)}" font-weight="700" font-family="sans-serif" fill="${WHITE}">${escapeMarkup(label)}</text>` +
  `<circle cx="450" cy="200" r="24" fill="${WHITE}" opacity="0.7"/><circle cx="480" cy="160" r="14" fill="${WHITE}" opacity="0.6"/>`;

const bottle =
  (shape: 'tall' | 'squat' | 'rollOn' | 'oil'): Drawing =>
  ({ main, dark, light, label }) => {
    if (shape === 'oil')
      return (
        `<rect x="270" y="100" width="60" height="40" rx="8" fill="#dc2626"/>` +
        `<path d="M270 140 H330 L350 190 Q420 220 420 290 V440 Q420 470 390 470 H210 Q180 470 180 440 V290 Q180 220 250 190 z" fill="#fde047" opacity="0.9"/>` +
        `<rect x="180" y="300" width="240" height="100" fill="${main}"/>` +
        `<text x="300" y="362" text-anchor="middle" font-size="${fit(label, 220, 36)}" font-weight="700" font-family="sans-serif" fill="${WHITE}">${escapeMarkup(label)}</text>` +
        highlight('M205 300 V430')
      );
    if (shape === 'rollOn')
      return (
        `<rect x="240" y="100" width="120" height="120" rx="40" fill="${dark}"/>` +
        `<path d="M230 220 H370 V450 Q370 470 350 470 H250 Q230 470 230 450 z" fill="${main}"/>` +
        `<rect x="230" y="300" width="140" height="90" fill="${light}"/>` +
        highlight('M250 240 V440')
      );
    const top = shape === 'tall' ? 160 : 240;
    return (
      `<rect x="265" y="${top - 80}" width="70" height="80" rx="10" fill="${INK}"/>` +
      `<rect x="210" y="${top}" width="180" height="${470 - top}" rx="30" fill="#f5d0a9"/>` +
      `<rect x="210" y="${top + 70}" width="180" height="110" fill="${main}"/>` +
      `<text x="300" y="${top + 136}" text-anchor="middle" font-size="${fit(label, 165, 28)}" font-weight="700" font-family="sans-serif" fill="${WHITE}">${escapeMarkup(label)}</text>` +
      highlight(`M232 ${top + 20} V${top + 50}`)
    );
  };

const hair: Drawing = ({ main, dark }) =>
  Array.from({ length: 7 }, (_, i) => {
    const x = 200 + i * 34;
    return `<path d="M${x} 120 q-20 40 0 80 q20 40 0 80 q-20 40 0 80 q20 40 0 80" fill="none" stroke="${i % 2 ? main : dark}" stroke-width="26" stroke-linecap="round"/>`;
  }).join('') + `<rect x="180" y="100" width="240" height="40" rx="14" fill="#f59e0b"/>`;

const bpMonitor: Drawing = ({ main }) =>
  `<path d="M380 330 Q480 330 470 200 Q460 120 380 140" fill="none" stroke="${INK}" stroke-width="8"/>` +
  `<rect x="360" y="110" width="140" height="90" rx="30" fill="${main}"/>` +
  `<rect x="120" y="200" width="260" height="270" rx="30" fill="${WHITE}" stroke="${METAL}" stroke-width="8"/>` +
  `<rect x="150" y="230" width="200" height="130" rx="12" fill="#d1fae5"/>` +
  `<text x="250" y="295" text-anchor="middle" font-size="56" font-weight="700" font-family="sans-serif" fill="${INK}">120</text>` +
  `<text x="250" y="345" text-anchor="middle" font-size="34" font-family="sans-serif" fill="${INK}">80</text>` +
  `<circle cx="250" cy="415" r="26" fill="${main}"/>`;

const pills: Drawing = ({ main, label }) =>
  `<path d="M160 200 L220 150 H440 L380 200 z" fill="${main}"/>` +
  `<rect x="160" y="200" width="220" height="260" fill="${WHITE}" stroke="${METAL}" stroke-width="6"/>` +
  `<path d="M380 200 L440 150 V410 L380 460 z" fill="${main}"/>` +
  `<rect x="160" y="250" width="220" height="60" fill="${main}"/>` +
  `<text x="270" y="291" text-anchor="middle" font-size="${fit(label, 200, 30)}" font-weight="700" font-family="sans-serif" fill="${WHITE}">${escapeMarkup(label)}</text>` +
  `<text x="270" y="370" text-anchor="middle" font-size="36" font-weight="700" font-family="sans-serif" fill="${INK}">500mg</text>` +
  `<rect x="400" y="380" width="120" height="50" rx="25" fill="${WHITE}" stroke="${METAL}" stroke-width="4"/><path d="M460 380 V430" stroke="${METAL}" stroke-width="4"/>`;

const bonnet: Drawing = ({ main, dark }) =>
  `<path d="M140 300 Q140 130 300 130 Q460 130 460 300 Q380 340 300 340 Q220 340 140 300 z" fill="${main}"/>` +
  `<path d="M140 300 Q220 340 300 340 Q380 340 460 300" fill="none" stroke="${dark}" stroke-width="14"/>` +
  `<path d="M300 340 Q300 420 400 440 Q480 450 470 380" fill="none" stroke="${METAL}" stroke-width="28" stroke-linecap="round"/>` +
  `<rect x="420" y="330" width="110" height="70" rx="18" fill="${INK}"/>` +
  highlight('M190 230 Q220 170 290 160');

/** A woven sack or bag of a staple (rice, semolina, flour, sugar), with its brand on a label. */
const sack: Drawing = ({ main, dark, label, second }) =>
  `<path d="M170 150 Q180 120 210 130 Q300 150 390 130 Q420 120 430 150 L460 430 Q465 470 420 470 H180 Q135 470 140 430 z" fill="#f5f5f4" stroke="${METAL}" stroke-width="6"/>` +
  `<path d="M190 150 Q300 175 410 150" fill="none" stroke="${dark}" stroke-width="10" stroke-dasharray="16 10"/>` +
  `<rect x="180" y="230" width="240" height="150" rx="16" fill="${main}"/>` +
  `<circle cx="300" cy="275" r="30" fill="${second}"/>` +
  `<text x="300" y="350" text-anchor="middle" font-size="${fit(label, 220, 40)}" font-weight="700" font-family="sans-serif" fill="${WHITE}">${escapeMarkup(label)}</text>` +
  `<path d="M190 410 Q300 430 410 410" fill="none" stroke="${METAL}" stroke-width="6"/>`;

const tin: Drawing = ({ main, dark, label, second }) =>
  `<ellipse cx="300" cy="150" rx="130" ry="36" fill="${METAL}"/>` +
  `<path d="M170 150 V430 Q300 490 430 430 V150 Q300 200 170 150 z" fill="${main}"/>` +
  `<path d="M170 240 Q300 290 430 240 V340 Q300 390 170 340 z" fill="${second}"/>` +
  `<text x="300" y="318" text-anchor="middle" font-size="${fit(label, 240, 54)}" font-weight="700" font-family="sans-serif" fill="${dark}">${escapeMarkup(label)}</text>` +
  highlight('M195 180 V420');

const carton: Drawing = ({ main, dark, label, second }) =>
  `<path d="M120 220 L220 150 H500 L400 220 z" fill="${shade(main, 0.2)}"/>` +
  `<rect x="120" y="220" width="280" height="240" fill="${main}"/>` +
  `<path d="M400 220 L500 150 V390 L400 460 z" fill="${dark}"/>` +
  `<rect x="140" y="270" width="240" height="110" rx="12" fill="${second}"/>` +
  `<text x="260" y="340" text-anchor="middle" font-size="${fit(label, 220, 44)}" font-weight="700" font-family="sans-serif" fill="${dark}">${escapeMarkup(label)}</text>` +
  `<path d="M160 420 q20 -20 40 0 t40 0 t40 0 t40 0" fill="none" stroke="#fde68a" stroke-width="8"/>`;

const pack: Drawing = ({ main, dark, label }) =>
  `<path d="M200 130 H400 L420 470 H180 z" fill="${main}"/>` +
  `<path d="M200 130 L220 100 H380 L400 130 z" fill="${dark}"/>` +
  `<rect x="210" y="240" width="180" height="120" rx="14" fill="${WHITE}"/>` +
  `<text x="300" y="315" text-anchor="middle" font-size="${fit(label, 165, 38)}" font-weight="700" font-family="sans-serif" fill="${dark}">${escapeMarkup(label)}</text>` +
  highlight('M215 160 L205 440');

const cap: Drawing = ({ main, second }) =>
  `<path d="M160 360 Q150 180 300 170 Q450 180 440 360 z" fill="${main}"/>` +
  `<path d="M300 170 Q380 230 440 360" fill="none" stroke="${shade(main, -0.35)}" stroke-width="10"/>` +
  `<path d="M160 360 Q300 400 440 360 V390 Q300 430 160 390 z" fill="${second}"/>` +
  Array.from(
    { length: 5 },
    (_, i) =>
      `<circle cx="${210 + i * 45}" cy="${300 - (i % 2) * 30}" r="10" fill="${second}" opacity="0.8"/>`,
  ).join('');

const slippers: Drawing = ({ main, dark }) =>
  [170, 330]
    .map(
      (x) =>
        `<path d="M${x} 150 Q${x + 50} 100 ${x + 100} 150 L${x + 110} 440 Q${x + 50} 490 ${x - 10} 440 z" fill="#78350f"/>` +
        `<path d="M${x - 5} 260 Q${x + 50} 220 ${x + 105} 260 L${x + 108} 330 Q${x + 50} 300 ${x - 8} 330 z" fill="${main}"/>` +
        `<path d="M${x + 10} 280 Q${x + 50} 255 ${x + 90} 280" fill="none" stroke="${dark}" stroke-width="6"/>`,
    )
    .join('');

/** Which drawing each product gets, by words in its name (the first match). */
const KINDS: readonly [RegExp, Drawing][] = [
  [/feature phone/i, featurePhone],
  [/galaxy tab\b/i, tablet],
  [/power bank/i, powerBank],
  [/earbuds|freepods/i, earbuds],
  [/tecno|infinix|itel|galaxy|phone/i, phone],
  [/\btv\b/i, tv],
  [/fan\b/i, fan],
  [/blender/i, blender],
  [/freezer/i, chestFreezer],
  [/air conditioner/i, airConditioner],
  [/cooker/i, gasCooker],
  [/lantern/i, lantern],
  [/inverter/i, inverter],
  [/speaker/i, speaker],
  [/kettle/i, kettle],
  [/aso-oke|gele/i, fabric('stripes')],
  [/adire|tie-dye|boubou|agbada/i, robe('tiedye')],
  [/kaftan|gown/i, robe('wax')],
  [/fila|\bcap\b/i, cap],
  [/slippers|sandals/i, slippers],
  [/george|wrapper/i, robe('wax')],
  [/ankara|fabric/i, fabric('wax')],
  [/necklace|beaded/i, necklace],
  [/jollof|party pot/i, pot],
  [/cookware/i, cookware],
  [/cooler/i, cooler],
  [/mattress/i, mattress],
  [/pillow/i, pillows],
  [/bedsheet|duvet/i, fabric('stripes')],
  [/mortar/i, pot],
  [/chairs?\b/i, chair],
  [/mosquito net/i, mosquitoNet],
  [/hose/i, hose],
  [/jersey/i, jersey],
  [/football boots|boots/i, boot],
  [/football|ball\b/i, football],
  [/dumbbell/i, dumbbells],
  [/skipping rope|rope/i, rope],
  [/yoga mat|mat\b/i, yogaMat],
  [/table tennis|bat\b/i, tableTennis],
  [/shea butter/i, jar('#fef3c7')],
  [/black soap|soap/i, soap],
  [/foundation/i, bottle('tall')],
  [/braiding|extensions|hair braid/i, hair],
  [/roll-on/i, bottle('rollOn')],
  [/blood pressure/i, bpMonitor],
  [/paracetamol|tablets/i, pills],
  [/dryer|bonnet/i, bonnet],
  [/oil\b/i, bottle('oil')],
  [/milk|milo/i, tin],
  [/noodles|carton/i, carton],
  [/spice|yaji/i, jar('#b45309')],
  [/sugar|wheat meal/i, pack],
  [/rice|semovita|10kg|5kg/i, sack],
];

/** Where the mortar and pestle differ from the pot: drawn on their own, in wood. */
const mortar: Drawing = () =>
  `<path d="M170 230 H430 L390 430 Q380 470 340 470 H260 Q220 470 210 430 z" fill="#92400e"/>` +
  `<ellipse cx="300" cy="230" rx="130" ry="30" fill="#78350f"/><ellipse cx="300" cy="232" rx="105" ry="20" fill="#451a03"/>` +
  `<rect x="330" y="60" width="44" height="240" rx="22" fill="#b45309" transform="rotate(20 352 180)"/>` +
  `<path d="M200 300 H400 M210 360 H390" stroke="#78350f" stroke-width="8"/>`;

function drawingOf(name: string): Drawing {
  if (/mortar/i.test(name)) return mortar;
  return KINDS.find(([pattern]) => pattern.test(name))?.[1] ?? pack;
}

/** A label's font size: as large as `max`, small enough for `width`. */
const fit = (label: string, width: number, max: number) =>
  Math.min(max, Math.floor(width / (Math.max(label.length, 1) * 0.8)));

/** The brand or first word of a name, short enough for a package's label. */
function labelOf(name: string): string {
  const word = name
    .replace(/\(.*?\)/g, '')
    .split(/\s+/)
    .find((w) => /^\p{L}/u.test(w));
  return (word ?? '').toUpperCase().slice(0, 10);
}

/** A product's picture: 600×600 SVG, the drawing of its kind in its own colours, on its category's colour. */
export function illustrationSvg(name: string, category: string, colour: string): string {
  const hash = hashString(name);
  const main = PALETTE[hash % PALETTE.length] ?? colour;
  const second = ['#fde047', '#f59e0b', '#ffffff', '#86efac', '#fda4af'][(hash >>> 8) % 5] ?? '#fde047';
  const look: Look = {
    main,
    dark: shade(main, -0.35),
    light: shade(main, 0.55),
    second,
    label: labelOf(name),
  };
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img"',
    ` aria-label="${escapeMarkup(`${name} (${category})`)}">`,
    `<rect width="600" height="600" fill="${shade(colour, 0.88)}"/>`,
    `<circle cx="300" cy="290" r="230" fill="${shade(colour, 0.72)}"/>`,
    `<ellipse cx="300" cy="492" rx="190" ry="24" fill="${shade(colour, -0.3)}" opacity="0.22"/>`,
    drawingOf(name)(look),
    '</svg>',
  ].join('');
}
