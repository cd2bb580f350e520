import { certificateKindLabels, certificateStatements } from '@saram/shared/certificates/certificates';
import type { CertificateContent } from '@saram/shared/certificates/certificates.schemas';
import { a4, a4Document, drawLabelledRows, drawSignature, koreanDate, pdfColors } from '../../lib/documents/pdf';

/** 재직증명서 / 경력증명서: one A4 page with the chosen items, the statement, the corporation's name, representative and seal. */

const margin = 60;
const contentWidth = a4.width - margin * 2;
const { ink, muted, border } = pdfColors;
const labelWidth = 110;
const rowPad = 8;
const sealSize = 64;

export type CertificatePrint = { content: CertificateContent; code: string; verifyUrl: string; seal: Buffer | undefined };

export async function renderCertificate({ content, code, verifyUrl, seal }: CertificatePrint): Promise<Buffer> {
  const title = certificateKindLabels[content.kind];
  const { doc, done } = a4Document({ title: `${title} - ${content.name}`, margin });
  let y = margin;

  doc.font('regular').fontSize(9).fillColor(muted).text(`발급번호 ${content.number}`, margin, y, { lineBreak: false });
  y += 36;
  doc.font('bold').fontSize(26).fillColor(ink).text([...title].join(' '), margin, y, { width: contentWidth, align: 'center', lineBreak: false });
  y += 80;

  const rows: [string, string][] = [['성명', content.name], ...content.lines.map((l): [string, string] => [l.label, l.value || '-'])];
  if (content.purpose) rows.push(['용도', content.purpose]);
  y = drawLabelledRows(doc, rows, { x: margin, y, width: contentWidth, labelWidth, pad: rowPad, fontSize: 11.5, lineHeight: 16 });

  y = Math.max(y + 60, 470);
  doc.font('regular').fontSize(13).fillColor(ink);
  doc.text(certificateStatements[content.kind], margin, y, { width: contentWidth, align: 'center', lineBreak: false });
  y += 50;
  doc.text(koreanDate(content.issuedOn), margin, y, { width: contentWidth, align: 'center', lineBreak: false });
  y += 70;

  drawSignature(doc, { corporation: content.corporation, representative: content.representative, seal }, { x: margin, y, width: contentWidth, sealSize });

  const footer = a4.height - margin - 30;
  doc.moveTo(margin, footer - 10).lineTo(margin + contentWidth, footer - 10).lineWidth(0.5).stroke(border);
  doc.font('regular').fontSize(9).fillColor(muted);
  doc.text(`진위 확인: ${verifyUrl}  ·  발급번호 ${content.number}  ·  확인 코드 ${code}`, margin, footer, { width: contentWidth, align: 'center', lineBreak: false });
  doc.text('이 증명서에는 신청인이 요청한 항목만 기재하였습니다 (근로기준법 제39조).', margin, footer + 14, { width: contentWidth, align: 'center', lineBreak: false });

  doc.end();
  return done;
}
