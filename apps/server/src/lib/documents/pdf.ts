import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * PDFs the server prints (인사기록카드, 수습 완료 확인서): A4 pdfkit documents with Pretendard
 * registered as 'regular' and 'bold' (Korean glyphs; pdfkit embeds subsets with ToUnicode maps, so
 * the text can be copied and searched), and line breaking that keeps Korean words whole.
 */

const require = createRequire(import.meta.url);
export const fontPath = (weight: 'Regular' | 'Bold') => require.resolve(`pretendard/dist/public/static/Pretendard-${weight}.otf`);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () => (fonts ??= { regular: readFileSync(fontPath('Regular')), bold: readFileSync(fontPath('Bold')) });

export type Doc = PDFKit.PDFDocument;
export const a4 = { width: 595.28, height: 841.89 } as const;
/** The printed documents' colours: text, secondary text, table rules, label cells. */
export const pdfColors = { ink: '#111827', muted: '#4b5563', border: '#9ca3af', labelFill: '#f3f4f6' } as const;

/** A new A4 document with the fonts registered, and the bytes once `doc.end()` is called. */
export function a4Document(info: { title: string; margin: number; bufferPages?: boolean }): { doc: Doc; done: Promise<Buffer> } {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: info.margin,
    bufferPages: info.bufferPages ?? false,
    info: { Title: info.title, Author: 'Saram', Creator: 'Saram' },
  });
  // Registered by name only: pdfkit re-parses a font opened under a second name on every switch.
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Lines that fit `width`, broken at spaces (pdfkit would break Korean words mid-word). */
export function wrapText(doc: Doc, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (doc.widthOfString(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      // A single word wider than the cell is the one case broken by characters.
      while (doc.widthOfString(line) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && doc.widthOfString(line.slice(0, cut)) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** 2026-11-24 → 2026.11.24 (other text as it is). */
export const dotted = (iso: string) => (/^\d{4}-\d{2}-\d{2}/.test(iso) ? `${iso.slice(0, 4)}.${iso.slice(5, 7)}.${iso.slice(8, 10)}` : iso);

/** 2026-11-24 → 2026년 11월 24일. */
export const koreanDate = (iso: string) => `${Number(iso.slice(0, 4))}년 ${Number(iso.slice(5, 7))}월 ${Number(iso.slice(8, 10))}일`;

/** Whether pdfkit can place this image (PNG or JPEG it can decode), checked before an upload is kept. */
export function isPrintableImage(data: Buffer): boolean {
  try {
    new PDFDocument({ size: [10, 10] }).image(data, 0, 0, { width: 1 });
    return true;
  } catch {
    return false;
  }
}

/**
 * A two-column table of labelled values (the certificates' body): grey label cells, values wrapped
 * to the width, each row as tall as its value. Answers the y below the table.
 */
export function drawLabelledRows(
  doc: Doc,
  rows: readonly (readonly [string, string])[],
  at: { x: number; y: number; width: number; labelWidth: number; pad: number; fontSize: number; lineHeight: number },
): number {
  const { x, width, labelWidth, pad, fontSize, lineHeight } = at;
  const { ink, border, labelFill } = pdfColors;
  let y = at.y;
  for (const [label, value] of rows) {
    doc.font('regular').fontSize(fontSize);
    const lines = wrapText(doc, value, width - labelWidth - pad * 2);
    const height = lines.length * lineHeight + pad * 2;
    doc.rect(x, y, labelWidth, height).fill(labelFill);
    doc.rect(x, y, labelWidth, height).lineWidth(0.6).stroke(border);
    doc.rect(x + labelWidth, y, width - labelWidth, height).lineWidth(0.6).stroke(border);
    doc.font('bold').fontSize(fontSize).fillColor(ink).text(label, x + pad, y + pad + 1, { lineBreak: false });
    doc.font('regular');
    lines.forEach((line, i) => doc.text(line, x + labelWidth + pad, y + pad + 1 + i * lineHeight, { lineBreak: false }));
    y += height;
  }
  return y;
}

/** Who signs a document: the corporation, its representative, and its seal image (if uploaded). */
export type Signatory = { corporation: string; representative: string; seal: Buffer | undefined };

/**
 * The corporation's name centred at `y`, and under it '대표이사 홍길동 (인)' with the seal over
 * '(인)' (certificates, the 인사발령 notice). Answers the y below the signature.
 */
export function drawSignature(doc: Doc, { corporation, representative, seal }: Signatory, at: { x: number; y: number; width: number; sealSize?: number }): number {
  const sealSize = at.sealSize ?? 64;
  let y = at.y;
  doc.font('bold').fontSize(16).text(corporation || '회사', at.x, y, { width: at.width, align: 'center', lineBreak: false });
  y += 34;
  const signer = `대표이사  ${representative}`.trim();
  doc.font('bold').fontSize(15);
  const signerWidth = doc.widthOfString(`${signer}   (인)`);
  const x = at.x + (at.width - signerWidth) / 2;
  doc.text(`${signer}   (인)`, x, y, { lineBreak: false });
  if (seal) {
    const sealX = x + signerWidth - doc.widthOfString('(인)') / 2 - sealSize / 2;
    doc.image(seal, sealX, y + 8 - sealSize / 2, { fit: [sealSize, sealSize], align: 'center', valign: 'center' });
  }
  return y + 30;
}
