import type { OnboardingStatus } from '@saram/shared/onboarding/onboarding.schemas';
import { a4, a4Document, drawLabelledRows, dotted, koreanDate, pdfColors, wrapText } from '../../lib/documents/pdf';
import { seoulToday } from '../../lib/seoul-time';

/** 수습 완료 확인서: one A4 page (items beyond it continue on the next) for a completed onboarding. */

const margin = 60;
const contentWidth = a4.width - margin * 2;
const bottom = a4.height - margin;
const { ink } = pdfColors;
const labelWidth = 110;
const rowPad = 7;

export type CertificateInput = {
  status: OnboardingStatus;
  /** 직위: the grade, else the title. */
  position: string;
  completedItems: string[];
  issuedOn: string;
};

export async function renderCertificate({ status, position, completedItems, issuedOn }: CertificateInput): Promise<Buffer> {
  const e = status.employee;
  const { doc, done } = a4Document({ title: `수습 완료 확인서 - ${e.name}`, margin });
  let y = margin + 20;

  doc.font('bold').fontSize(24).fillColor(ink).text('수습 완료 확인서', margin, y, { width: contentWidth, align: 'center', lineBreak: false });
  y += 70;

  const completedOn = status.completed_at ? seoulToday(new Date(status.completed_at)) : '';
  const rows: [string, string][] = [
    ['성명', e.name],
    ['사번', e.employee_no],
    ['소속', [e.corporation, e.unit].filter(Boolean).join(' · ')],
    ['직위', position],
    ['입사일', e.hire_date ? dotted(e.hire_date) : ''],
    ['수습 기간', e.hire_date && e.probation_end_date ? `${dotted(e.hire_date)} ~ ${dotted(e.probation_end_date)}` : ''],
    ['수습 완료일', dotted(completedOn)],
  ];
  y = drawLabelledRows(doc, rows, { x: margin, y, width: contentWidth, labelWidth, pad: rowPad, fontSize: 11, lineHeight: 15 });

  y += 24;
  doc.font('bold').fontSize(12).text(`온보딩 체크리스트: ${status.template_name ?? ''}`, margin, y, { lineBreak: false });
  y += 22;
  doc.font('regular').fontSize(10.5);
  for (const [n, item] of completedItems.entries()) {
    for (const [i, line] of wrapText(doc, item, contentWidth - 24).entries()) {
      if (y + 16 > bottom - 140) {
        doc.addPage();
        y = margin;
      }
      doc.font('regular').fontSize(10.5).fillColor(ink).text(i === 0 ? `${n + 1}. ${line}` : line, margin + (i === 0 ? 8 : 24), y, { lineBreak: false });
      y += 16;
    }
  }

  y = Math.max(y + 40, 560);
  doc.font('regular').fontSize(12);
  for (const line of wrapText(doc, '위 사람은 당사의 수습 기간을 마치고 온보딩 필수 항목을 모두 이행하였음을 확인합니다.', contentWidth)) {
    doc.text(line, margin, y, { width: contentWidth, align: 'center', lineBreak: false });
    y += 20;
  }
  y += 30;
  doc.fontSize(13).text(koreanDate(issuedOn), margin, y, { width: contentWidth, align: 'center', lineBreak: false });
  y += 50;
  doc.font('bold').fontSize(15).text(`${e.corporation || '회사'}  대표이사  (인)`, margin, y, { width: contentWidth, align: 'right', lineBreak: false });

  doc.end();
  return done;
}
