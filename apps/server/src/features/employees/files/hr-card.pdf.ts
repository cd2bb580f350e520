import { hrCardAttestation, hrCardNotesTitle, hrCardPhotoLabel, hrCardSections, hrCardPairRows, hrCardTitle, type HrCardPair } from '@saram/shared/employees/hr-card';
import type { Employee } from '@saram/shared/employees/employee-record.schemas';
import type { HrMetrics } from '@saram/shared/employees/employees.schemas';
import { a4, a4Document, dotted, pdfColors, wrapText, type Doc } from '../../../lib/documents/pdf';

/** The 인사기록카드 as an A4 PDF, laid out like the printable sheet of the web app. */

const margin = 40;
const pageWidth = a4.width;
const contentWidth = pageWidth - margin * 2;
const bottom = a4.height - margin - 10;
const pad = 3;
const fontSize = 8.5;
const lineHeight = 11.5;
const { ink, muted, border } = pdfColors;
const labelFill = '#f3f4f6';

/** The closing attestation: a gap, the sentence and the date. */
const attestationHeight = 50;

type Cell = { text: string; width: number; fill?: string; bold?: boolean; align?: 'left' | 'center' };

class Sheet {
  y = margin;
  constructor(
    readonly doc: Doc,
    readonly x0 = margin,
  ) {}

  newPage() {
    this.doc.addPage();
    this.y = margin;
  }

  /** Starts a new page unless `height` still fits on this one; true when it did. */
  ensure(height: number) {
    if (this.y + height <= bottom) return false;
    this.newPage();
    return true;
  }

  /** One table row; its height follows the tallest wrapped cell. */
  row(cells: Cell[], x = this.x0, minHeight = 17, onNewPage?: () => void) {
    const { doc } = this;
    const wrapped = cells.map((c) => {
      doc.font(c.bold ? 'bold' : 'regular').fontSize(fontSize);
      return wrapText(doc, c.text, c.width - pad * 2);
    });
    const height = Math.max(minHeight, ...wrapped.map((l) => l.length * lineHeight + pad * 2));
    if (this.ensure(height)) onNewPage?.();
    let cx = x;
    cells.forEach((c, i) => {
      if (c.fill) doc.rect(cx, this.y, c.width, height).fill(c.fill);
      doc.rect(cx, this.y, c.width, height).lineWidth(0.6).stroke(border);
      doc.fillColor(ink).font(c.bold ? 'bold' : 'regular').fontSize(fontSize);
      const lines = wrapped[i]!;
      let ty = this.y + (height - lines.length * lineHeight) / 2 + 2;
      for (const line of lines) {
        const w = doc.widthOfString(line);
        const tx = c.align === 'center' ? cx + (c.width - w) / 2 : cx + pad;
        doc.text(line, tx, ty, { lineBreak: false });
        ty += lineHeight;
      }
      cx += c.width;
    });
    this.y += height;
  }

  /** The height textBlock(text) takes on one page. */
  textBlockHeight(text: string): number {
    this.doc.font('regular').fontSize(fontSize);
    return Math.max(40, wrapText(this.doc, text, contentWidth - pad * 2).length * lineHeight + pad * 2);
  }

  /** Free text in a box, continued on the next page when it does not fit. */
  textBlock(text: string) {
    const { doc } = this;
    doc.font('regular').fontSize(fontSize);
    let lines = wrapText(doc, text, contentWidth - pad * 2);
    do {
      if (bottom - this.y < lineHeight * 2 + pad * 2) this.newPage();
      const fit = Math.max(1, Math.floor((bottom - this.y - pad * 2) / lineHeight));
      const chunk = lines.slice(0, fit);
      lines = lines.slice(fit);
      const height = Math.max(40, chunk.length * lineHeight + pad * 2);
      doc.rect(this.x0, this.y, contentWidth, height).lineWidth(0.6).stroke(border);
      doc.fillColor(ink).font('regular').fontSize(fontSize);
      chunk.forEach((line, i) => doc.text(line, this.x0 + pad, this.y + pad + 2 + i * lineHeight, { lineBreak: false }));
      this.y += height;
    } while (lines.length);
  }

  /** A section title, kept with the first rows that follow it. */
  title(text: string) {
    this.ensure(80);
    this.y += 10;
    this.doc.font('bold').fontSize(10.5).fillColor(ink).text(`■ ${text}`, this.x0, this.y, { lineBreak: false });
    this.y += 16;
  }

  /** Label-value pairs, two per row; a pair marked wide takes a row of its own. */
  pairs(pairs: HrCardPair[], x = this.x0, width = contentWidth) {
    const label = width * 0.17;
    const value = width * 0.33;
    for (const r of hrCardPairRows(pairs)) {
      this.row(
        r.flatMap((pair) => [
          { text: pair.label, width: label, fill: labelFill, bold: true },
          { text: pair.value, width: pair.wide ? width - label : value },
        ]),
        x,
      );
    }
  }

  /** A list with a header row (names and width shares) and at least `minRows` rows. */
  list(names: string[], shares: number[], rows: string[][], minRows = 1) {
    const widths = shares.map((share) => contentWidth * share);
    const header = () => this.row(names.map((name, i) => ({ text: name, width: widths[i]!, fill: labelFill, bold: true, align: 'center' })));
    header();
    const padded = [...rows, ...Array.from({ length: Math.max(0, minRows - rows.length) }, () => names.map(() => ''))];
    for (const r of padded) {
      this.row(
        r.map((text, i) => ({ text, width: widths[i]!, align: 'center' })),
        this.x0,
        17,
        header,
      );
    }
  }
}

/** Renders the card for a record already masked for the caller. */
export async function renderHrCard(e: Employee, metrics: HrMetrics, issuedOn: string): Promise<Buffer> {
  const { doc, done } = a4Document({ title: `${hrCardTitle} - ${e.personal.nameKor}`, margin, bufferPages: true });

  const p = e.personal;
  const s = new Sheet(doc);

  doc.font('bold').fontSize(20).fillColor(ink).text([...hrCardTitle].join(' '), margin, s.y, { width: contentWidth, align: 'center', lineBreak: false });
  s.y += 30;
  doc.font('regular').fontSize(8.5).fillColor(muted);
  doc.text(`${e.organization.insuranceCorp || 'Saram'} · 발급일 ${dotted(issuedOn)}`, margin, s.y, { width: contentWidth, align: 'right', lineBreak: false });
  s.y += 8;

  const photo = 80;
  hrCardSections(e, metrics).forEach((section, index) => {
    s.title(section.title);
    if (section.kind === 'list') {
      s.list(section.columns.map((c) => c.name), section.columns.map((c) => c.share), section.rows, section.minRows);
      return;
    }
    if (index > 0) {
      s.pairs(section.pairs);
      return;
    }
    // The photo box spans the personal rows beside it.
    const top = s.y;
    s.pairs(section.pairs, margin + photo + 6, contentWidth - photo - 6);
    doc.rect(margin, top, photo, s.y - top).lineWidth(0.6).stroke(border);
    doc.font('regular').fontSize(9).fillColor('#6b7280').text(hrCardPhotoLabel, margin, (top + s.y) / 2 - 5, { width: photo, align: 'center', lineBreak: false });
  });

  // The closing attestation never stands alone on a page: 비고 (title 26, box, attestation 50) goes with it when it can.
  const closing = 26 + s.textBlockHeight(e.notes) + attestationHeight;
  if (closing <= bottom - margin) s.ensure(closing);
  s.title(hrCardNotesTitle);
  s.textBlock(e.notes);

  s.ensure(attestationHeight);
  s.y += 20;
  doc.font('regular').fontSize(10).fillColor(ink);
  doc.text(hrCardAttestation, margin, s.y, { width: contentWidth, align: 'center', lineBreak: false });
  doc.text(dotted(issuedOn), margin, s.y + 16, { width: contentWidth, align: 'center', lineBreak: false });

  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(7.5).fillColor('#6b7280');
    doc.text(`${p.nameKor} ${hrCardTitle} · ${i + 1} / ${pages.count}`, margin, a4.height - margin + 4, { width: contentWidth, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}
