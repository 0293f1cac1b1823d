import { inflateSync } from 'node:zlib';

/**
 * The text a PDF draws, read back: each content stream inflated, each string shown (pdf-lib writes the standard
 * fonts' text as hex strings, `<…> Tj`) decoded as the font's Windows-1252 encoding.
 */
export function pdfText(pdf: Buffer): string[] {
  const shown: string[] = [];
  const source = pdf.toString('latin1');
  // Each stream's bytes are as many as its dictionary's /Length says: compressed bytes may end in a carriage return
  // or hold a line feed, so the `endstream` after them does not tell where they end.
  const streams = /\/Length (\d+)\b[^>]*>>\s*stream\r?\n/g;
  for (const match of source.matchAll(streams)) {
    const start = match.index + match[0].length;
    const body = source.slice(start, start + Number(match[1]));
    let content: string;
    try {
      content = inflateSync(Buffer.from(body, 'latin1')).toString('latin1');
    } catch {
      content = body;
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      shown.push(new TextDecoder('windows-1252').decode(Buffer.from(hex ?? '', 'hex')));
  }
  return shown;
}
