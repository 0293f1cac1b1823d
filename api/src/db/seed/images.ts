/** Deterministic SVG pictures for the demo products: category colour, initials and the product name. */

const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Small stable hash so each product gets its own pattern and shade. */
export function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 0 && /\p{L}/u.test(w[0] ?? ''));
  const letters = words.slice(0, 2).map((w) => (w[0] ?? '').toUpperCase());
  return letters.join('') || '?';
}

function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && (current + ' ' + word).length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
    return kept;
  }
  return lines;
}

export function productSvg(name: string, category: string, colour: string, variant = 0): string {
  const hash = hashString(`${name}#${variant}`);
  const angle = hash % 360;
  const circles = Array.from({ length: 6 }, (_, i) => {
    const h = hashString(`${name}:${variant}:${i}`);
    const cx = h % 600;
    const cy = (h >>> 10) % 600;
    const r = 40 + ((h >>> 20) % 120);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${(0.05 + (i % 3) * 0.03).toFixed(2)}"/>`;
  }).join('');
  const lines = wrap(name, 22, 3)
    .map(
      (line, i) =>
        `<text x="300" y="${430 + i * 36}" text-anchor="middle" font-size="30" font-weight="600" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img"',
    ` aria-label="${escapeXml(name)}" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif">`,
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)">`,
    `<stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${colour}" stop-opacity="0.72"/></linearGradient></defs>`,
    '<rect width="600" height="600" fill="#111827"/><rect width="600" height="600" fill="url(#g)"/>',
    circles,
    '<circle cx="300" cy="230" r="120" fill="#ffffff" fill-opacity="0.18"/>',
    `<text x="300" y="268" text-anchor="middle" font-size="108" font-weight="700" fill="#ffffff">${escapeXml(initialsOf(name))}</text>`,
    lines,
    `<text x="300" y="572" text-anchor="middle" font-size="20" fill="#ffffff" fill-opacity="0.8">${escapeXml(category)} · Kasuwa</text>`,
    '</svg>',
  ].join('');
}
