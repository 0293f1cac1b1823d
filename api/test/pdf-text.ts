import { inflateSync } from 'node:zlib';

/**
 * The text a PDF draws, read back: each content stream inflated, each string shown (pdf-lib writes the standard
 * fonts' text as hex strings, `<…> Tj`) decoded as the font's Windows-1252 encoding.
 */
export function pdfText(pdf: Buffer): string[] {
  const shown: string[] = [];
  const source = pdf.toString('latin1');
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (const [, body] of source.matchAll(streams)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body ?? '', 'latin1')).toString('latin1');
    } catch {
      content = body ?? '';
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      shown.push(new TextDecoder('windows-1252').decode(Buffer.from(hex ?? '', 'hex')));
  }
  return shown;
}
