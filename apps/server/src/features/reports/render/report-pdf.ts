import SVGtoPDF from 'svg-to-pdfkit';
import { chartSvg } from '@saram/charts/svg';
import { formatValue } from '@saram/charts/format';
import type { ReportResult, ReportTable } from '@saram/shared/reports/report-result.schemas';
import { a4, a4Document, wrapText, type Doc } from '../../../lib/documents/pdf';
import { filtersLine, seoulDateTime } from './report-text';

/**
 * A report as an A4 PDF (Pretendard): title, filters, when it was made, the figures, each chart drawn
 * from the very component the screen uses (@saram/charts → SVG → svg-to-pdfkit) with its description,
 * the tables (the header repeated after a page break), what Saram does not record yet, and the notes.
 */

const margin = 40;
const width = a4.width - margin * 2;
const bottom = a4.height - margin - 14;
const color = { text: '#111827', muted: '#6b7280', line: '#e5e7eb', head: '#f3f4f6', accent: '#2563eb', warn: '#fffbeb', warnLine: '#f59e0b' };
const chartHeight = 240;

export async function reportPdf(result: ReportResult): Promise<Buffer> {
  const { doc, done } = a4Document({ title: result.title, margin, bufferPages: true });
  let y = margin;

  const ensure = (needed: number) => {
    if (y + needed <= bottom) return;
    doc.addPage();
    y = margin;
  };
  const lines = (text: string, size: number, font: 'regular' | 'bold', fill: string, w = width, x = margin) => {
    doc.font(font).fontSize(size).fillColor(fill);
    const height = size * 1.45;
    for (const line of wrapText(doc, text, w)) {
      ensure(height);
      doc.text(line, x, y, { lineBreak: false });
      y += height;
    }
  };
  const heading = (text: string) => {
    ensure(40);
    y += 10;
    lines(text, 13, 'bold', color.text);
    y += 4;
  };

  lines(result.title, 20, 'bold', color.text);
  y += 2;
  lines(filtersLine(result.filters), 9.5, 'regular', color.muted);
  lines(`생성 ${seoulDateTime(result.generatedAt)}`, 9.5, 'regular', color.muted);
  doc.moveTo(margin, y + 4).lineTo(margin + width, y + 4).strokeColor(color.line).lineWidth(1).stroke();
  y += 14;

  y = figures(doc, result, y);

  for (const chart of result.charts) {
    ensure(chartHeight + 60);
    heading(chart.title);
    SVGtoPDF(doc, chartSvg(chart, Math.round(width), chartHeight), margin, y, {
      width,
      height: chartHeight,
      // The chart is laid out in points already: no px → pt shrink.
      assumePt: true,
      fontCallback: (_family: string, bold: boolean) => (bold ? 'bold' : 'regular'),
    });
    y += chartHeight + 6;
    lines(chart.description, 9, 'regular', color.muted);
  }

  for (const table of result.tables) {
    heading(table.title);
    y = tableRows(doc, table, y, () => {
      doc.addPage();
      return margin;
    });
  }

  if (result.missing.length) {
    heading('기록되지 않은 자료');
    for (const item of result.missing) {
      doc.font('regular').fontSize(9.5);
      const body = [...wrapText(doc, item.description, width - 20), ...wrapText(doc, `기록 방법: ${item.how}`, width - 20)];
      const boxHeight = 22 + body.length * 14 + 8;
      ensure(boxHeight + 6);
      doc.rect(margin, y, width, boxHeight).fillAndStroke(color.warn, color.warnLine);
      doc.font('bold').fontSize(10.5).fillColor(color.text).text(item.title, margin + 10, y + 8, { lineBreak: false });
      doc.font('regular').fontSize(9.5).fillColor(color.text);
      body.forEach((line, i) => doc.text(line, margin + 10, y + 26 + i * 14, { lineBreak: false }));
      y += boxHeight + 6;
    }
  }

  if (result.notes.length) {
    heading('참고');
    for (const note of result.notes) lines(`• ${note}`, 9.5, 'regular', color.muted);
  }

  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    // Below the bottom margin pdfkit would start a new page for the footer.
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(color.muted);
    doc.text(`${result.title} · ${i + 1} / ${pages.count}`, margin, a4.height - margin + 6, { width, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}

/** The figures, three to a row, each a box: label, value, hint. */
function figures(doc: Doc, result: ReportResult, top: number): number {
  if (!result.figures.length) return top;
  const perRow = 3;
  const gap = 8;
  const boxWidth = (width - gap * (perRow - 1)) / perRow;
  const boxHeight = 58;
  let y = top;
  result.figures.forEach((figure, i) => {
    const column = i % perRow;
    if (column === 0 && i > 0) y += boxHeight + gap;
    if (column === 0 && y + boxHeight > bottom) {
      doc.addPage();
      y = margin;
    }
    const x = margin + column * (boxWidth + gap);
    doc.roundedRect(x, y, boxWidth, boxHeight, 4).strokeColor(color.line).lineWidth(1).stroke();
    doc.font('regular').fontSize(8.5).fillColor(color.muted).text(clip(doc, figure.label, boxWidth - 16), x + 8, y + 7, { lineBreak: false });
    doc.font('bold').fontSize(15).fillColor(color.text).text(formatValue(figure.value, figure.format), x + 8, y + 21, { lineBreak: false });
    if (figure.hint) doc.font('regular').fontSize(8).fillColor(color.muted).text(clip(doc, figure.hint, boxWidth - 16), x + 8, y + 42, { lineBreak: false });
  });
  return y + boxHeight + gap + 4;
}

/** The rows of a table, wrapped per cell; on a new page the header comes again. */
function tableRows(doc: Doc, table: ReportTable, top: number, newPage: () => number): number {
  const columns = table.columns;
  if (!columns.length) return top;
  const colWidth = width / columns.length;
  const pad = 4;
  const size = columns.length > 6 ? 7.5 : 8.5;
  const lineHeight = size * 1.4;
  let y = top;
  const cellLines = (texts: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(size);
    return texts.map((t) => wrapText(doc, t, colWidth - pad * 2));
  };
  const drawRow = (cells: string[][], font: 'regular' | 'bold', fill?: string) => {
    const h = Math.max(...cells.map((c) => c.length)) * lineHeight + pad * 2;
    if (fill) doc.rect(margin, y, width, h).fill(fill);
    doc.moveTo(margin, y + h).lineTo(margin + width, y + h).strokeColor(color.line).lineWidth(0.5).stroke();
    doc.font(font).fontSize(size).fillColor(color.text);
    cells.forEach((cell, i) => {
      const numeric = columns[i]!.format !== 'text' && columns[i]!.format !== 'date';
      cell.forEach((line, j) =>
        doc.text(line, margin + i * colWidth + pad, y + pad + j * lineHeight, { width: colWidth - pad * 2, align: numeric ? 'right' : 'left', lineBreak: false }),
      );
    });
    y += h;
    return h;
  };
  const header = cellLines(columns.map((c) => c.label), 'bold');
  const headerHeight = Math.max(...header.map((c) => c.length)) * lineHeight + pad * 2;
  if (y + headerHeight + lineHeight * 2 > bottom) y = newPage();
  drawRow(header, 'bold', color.head);
  if (!table.rows.length) {
    doc.font('regular').fontSize(size).fillColor(color.muted).text('자료가 없습니다.', margin + pad, y + pad, { lineBreak: false });
    y += lineHeight + pad * 2;
  }
  for (const row of table.rows) {
    const cells = cellLines(columns.map((c) => formatValue(row[c.key], c.format)), 'regular');
    const h = Math.max(...cells.map((c) => c.length)) * lineHeight + pad * 2;
    if (y + h > bottom) {
      y = newPage();
      drawRow(header, 'bold', color.head);
    }
    drawRow(cells, 'regular');
  }
  if (table.omitted > 0) {
    doc.font('regular').fontSize(8).fillColor(color.muted).text(`외 ${table.omitted.toLocaleString('ko-KR')}행은 생략했습니다.`, margin, y + 4, { lineBreak: false });
    y += 16;
  }
  return y + 6;
}

function clip(doc: Doc, text: string, w: number): string {
  if (doc.widthOfString(text) <= w) return text;
  let cut = text.length;
  while (cut > 1 && doc.widthOfString(`${text.slice(0, cut)}…`) > w) cut--;
  return `${text.slice(0, cut)}…`;
}
