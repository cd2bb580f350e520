import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../e2e/support/pdf-text.mjs';
import { chartSvg } from './svg';
import { testSpecs } from './test-specs';

const require = createRequire(import.meta.url);
const pretendard = require.resolve('pretendard/dist/public/static/Pretendard-Regular.otf');

async function pdfWith(svgs: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40 });
  doc.registerFont('regular', pretendard);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  svgs.forEach((svg, i) => {
    if (i > 0) doc.addPage();
    SVGtoPDF(doc, svg, 40, 40, { width: 515, height: 260, fontCallback: () => 'regular' });
  });
  doc.end();
  return done;
}

describe('chartSvg', () => {
  it('is a standalone SVG document in Pretendard', () => {
    const svg = chartSvg(testSpecs.bar, 515, 260);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('font-family="Pretendard');
    expect(svg).toContain('viewBox="0 0 515 260"');
  });

  it('draws into a PDFKit document with svg-to-pdfkit, Hangul labels and all, for every kind', async () => {
    const pdf = await pdfWith(Object.values(testSpecs).map((spec) => chartSvg(spec, 515, 260)));
    const text = await pdfText(pdf);
    for (const label of ['경영지원본부', '1,234명', '12.5%', 'S등급', '입사', '퇴사', '사원', '42,000만원']) expect(text).toContain(label);
  }, 30_000);
});
