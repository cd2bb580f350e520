import { appointmentTypeLabels, appointmentTypes, batchColumns, batchMaxRows, changeFromTo, type AppointmentType } from '@saram/shared/appointments/appointments';
import { a4, a4Document, dotted, drawSignature, koreanDate, pdfColors, wrapText, type Signatory } from '../../lib/documents/pdf';
import { addGuideSheet, addListValidation, addTableSheet, createWorkbook, workbookBuffer } from '../../lib/documents/spreadsheet';

/** The appointments' files: the 일괄 발령 Excel template, and the printable 인사발령 notice (PDF). */

// ---------------------------------------------------------------------------------------------
// The template

const sheetName = '일괄 발령';
const widths: Record<(typeof batchColumns)[number]['key'], number> = { employeeNo: 14, type: 14, effectiveDate: 14, unit: 24, jobGrade: 12, jobTitle: 12, jobFunction: 16, reason: 36 };
const example = { employeeNo: 'A001', type: '승진', effectiveDate: '2027-01-01', unit: '', jobGrade: '과장', jobTitle: '', jobFunction: '', reason: '2027년 정기 승진' };

/** GET batches/template: Korean headers (required ones red), one example row, the type list in the cell, a guide sheet. */
export async function buildBatchTemplate(): Promise<Buffer> {
  const wb = createWorkbook();
  const ws = addTableSheet(
    wb,
    sheetName,
    batchColumns.map((c) => ({ header: c.header, key: c.key, width: widths[c.key], numFmt: '@' })),
    { header: 'form' },
  );
  batchColumns.forEach((c, i) => {
    if ('required' in c) ws.getCell(1, i + 1).font = { bold: true, color: { argb: 'FFB42318' } };
  });
  ws.addRow(example).font = { color: { argb: 'FF6B7280' } };
  const typeLabels = appointmentTypes.map((t) => appointmentTypeLabels[t]);
  addListValidation(ws, 'type', batchMaxRows + 1, typeLabels, { title: '발령 유형', error: '목록에서 발령 유형을 선택해주세요.' });
  addGuideSheet(wb, '일괄 발령 양식 작성 안내', [
    `· '${sheetName}' 시트의 1행(머리글)은 바꾸지 마세요. 2행은 예시이므로 지우고 입력하세요.`,
    '· 사번, 발령 유형, 발령일은 필수입니다. 발령일은 YYYY-MM-DD 형식(예: 2027-01-01)입니다.',
    `· 발령 유형: ${typeLabels.join(', ')}`,
    '· 입사·전보·겸직에는 발령 조직(조직명 또는 조직 코드)이 필요합니다. 같은 이름의 조직이 여럿이면 조직 코드를 입력하세요.',
    '· 승진에는 직급이, 직책 임면에는 직책이 필요합니다(직책을 비우면 해임). 직급·직책·직무는 공통 코드에 등록된 이름으로 입력하세요.',
    `· 한 번에 ${batchMaxRows.toLocaleString('ko-KR')}행까지 올릴 수 있습니다. 한 행이라도 오류가 있으면 아무것도 등록되지 않고 오류 목록이 표시됩니다.`,
  ], 110);
  return workbookBuffer(wb);
}

// ---------------------------------------------------------------------------------------------
// The notice

export type NoticeRow = {
  name: string;
  employeeNo: string;
  type: AppointmentType;
  effectiveDate: string;
  content: Parameters<typeof changeFromTo>[0];
};
export type Notice = { number: string | null; date: string; rows: NoticeRow[]; signatory: Signatory };

const margin = 50;
const contentWidth = a4.width - margin * 2;
const { ink, muted, border } = pdfColors;
const pad = 6;
const lineHeight = 14;
/** 성명, 사번, 발령 구분, 발령 내용, 발령일 */
const columns = [
  { header: '성명', width: 64 },
  { header: '사번', width: 64 },
  { header: '발령 구분', width: 62 },
  { header: '발령 내용', width: contentWidth - 64 - 64 - 62 - 72 },
  { header: '발령일', width: 72 },
] as const;

/** The 인사발령 notice: title, corporation, number and date, the table, '대표이사 ○○○ (인)'. */
export async function renderNotice(notice: Notice): Promise<Buffer> {
  const { doc, done } = a4Document({ title: `인사발령 ${notice.number ?? ''}`.trim(), margin });
  let y = margin;
  doc.font('bold').fontSize(26).fillColor(ink).text('인 사 발 령', margin, y, { width: contentWidth, align: 'center', lineBreak: false });
  y += 50;
  doc.font('regular').fontSize(10.5).fillColor(muted);
  doc.text(notice.signatory.corporation || '회사', margin, y, { lineBreak: false });
  doc.text([notice.number ? `발령번호 ${notice.number}` : '', `발령 일자 ${dotted(notice.date)}`].filter(Boolean).join('  ·  '), margin, y, { width: contentWidth, align: 'right', lineBreak: false });
  y += 22;
  doc.font('regular').fontSize(11).fillColor(ink).text('아래와 같이 인사발령합니다.', margin, y, { lineBreak: false });
  y += 24;

  const header = () => {
    let x = margin;
    doc.rect(margin, y, contentWidth, 24).fill('#f3f4f6');
    doc.font('bold').fontSize(10).fillColor(ink);
    for (const c of columns) {
      doc.rect(x, y, c.width, 24).lineWidth(0.6).stroke(border);
      doc.text(c.header, x, y + 7, { width: c.width, align: 'center', lineBreak: false });
      x += c.width;
    }
    y += 24;
  };
  header();
  for (const row of notice.rows) {
    doc.font('regular').fontSize(9.5);
    const content = changeFromTo(row.content).flatMap((line) => wrapText(doc, line, columns[3].width - pad * 2));
    const cells = [wrapText(doc, row.name, columns[0].width - pad * 2), [row.employeeNo], [appointmentTypeLabels[row.type]], content, [dotted(row.effectiveDate)]];
    const height = Math.max(...cells.map((c) => c.length)) * lineHeight + pad * 2;
    if (y + height > a4.height - margin - 140) {
      doc.addPage();
      y = margin;
      header();
      doc.font('regular').fontSize(9.5);
    }
    let x = margin;
    cells.forEach((lines, i) => {
      const c = columns[i]!;
      doc.rect(x, y, c.width, height).lineWidth(0.6).stroke(border);
      doc.fillColor(ink);
      lines.forEach((line, n) => doc.text(line, x + pad, y + pad + n * lineHeight, { width: c.width - pad * 2, align: i === 3 ? 'left' : 'center', lineBreak: false }));
      x += c.width;
    });
    y += height;
  }

  y += 40;
  if (y + 120 > a4.height - margin) {
    doc.addPage();
    y = margin;
  }
  doc.font('regular').fontSize(12).fillColor(ink).text(koreanDate(notice.date), margin, y, { width: contentWidth, align: 'center', lineBreak: false });
  drawSignature(doc, notice.signatory, { x: margin, y: y + 34, width: contentWidth });
  doc.end();
  return done;
}
