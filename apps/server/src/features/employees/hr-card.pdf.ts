import { retirementDateOf } from '@saram/shared/employees';
import type { Employee, HrMetrics } from '@saram/shared/employees.schemas';
import { a4, a4Document, dotted, wrapText, type Doc } from '../../lib/pdf';

/** The 인사기록카드 as an A4 PDF, laid out like the printable sheet of the web app. */

const margin = 40;
const pageWidth = a4.width;
const contentWidth = pageWidth - margin * 2;
const bottom = a4.height - margin - 10;
const pad = 3;
const fontSize = 8.5;
const lineHeight = 11.5;
const border = '#9ca3af';
const labelFill = '#f3f4f6';

/** The closing attestation: a gap, the sentence and the date. */
const attestationHeight = 50;

type Cell = { text: string; width: number; fill?: string; bold?: boolean; align?: 'left' | 'center' };

const period = (from: string, to: string) => (from || to ? `${from ? dotted(from) : '?'} ~ ${to ? dotted(to) : '현재'}` : '');

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
      doc.fillColor('#111827').font(c.bold ? 'bold' : 'regular').fontSize(fontSize);
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
      doc.fillColor('#111827').font('regular').fontSize(fontSize);
      chunk.forEach((line, i) => doc.text(line, this.x0 + pad, this.y + pad + 2 + i * lineHeight, { lineBreak: false }));
      this.y += height;
    } while (lines.length);
  }

  /** A section title, kept with the first rows that follow it. */
  title(text: string) {
    this.ensure(80);
    this.y += 10;
    this.doc.font('bold').fontSize(10.5).fillColor('#111827').text(`■ ${text}`, this.x0, this.y, { lineBreak: false });
    this.y += 16;
  }

  /** Label-value pairs, two per row; a pair marked wide takes a row of its own. */
  pairs(items: [string, string, 'wide'?][], x = this.x0, width = contentWidth) {
    const label = width * 0.17;
    const value = width * 0.33;
    const rows: [string, string, 'wide'?][][] = [];
    for (const item of items) {
      const last = rows.at(-1);
      if (item[2] || !last || last.length === 2 || last[0]![2]) rows.push([item]);
      else last.push(item);
    }
    for (const r of rows) {
      this.row(
        r.flatMap(([name, text, wide]) => [
          { text: name, width: label, fill: labelFill, bold: true },
          { text, width: wide ? width - label : value },
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
  const { doc, done } = a4Document({ title: `인사기록카드 - ${e.personal.nameKor}`, margin, bufferPages: true });

  const p = e.personal;
  const o = e.organization;
  const m = p.militaryService;
  const a = p.addressInfo;
  const s = new Sheet(doc);

  doc.font('bold').fontSize(20).fillColor('#111827').text('인 사 기 록 카 드', margin, s.y, { width: contentWidth, align: 'center', lineBreak: false });
  s.y += 30;
  doc.font('regular').fontSize(8.5).fillColor('#4b5563');
  doc.text(`${o.insuranceCorp || 'Saram'} · 발급일 ${dotted(issuedOn)}`, margin, s.y, { width: contentWidth, align: 'right', lineBreak: false });
  s.y += 8;

  s.title('인적사항');
  const photo = 80;
  const top = s.y;
  const address = [a.zipcode && `(${a.zipcode})`, a.address || p.address, a.addressDetail, a.extraAddress].filter(Boolean).join(' ');
  s.pairs(
    [
      ['성명(한글)', p.nameKor],
      ['성명(영문)', p.nameEng],
      ['사번', p.employeeNo],
      ['주민등록번호', p.rrn],
      ['생년월일', dotted(p.birthDate)],
      ['성별', p.gender],
      ['국적', p.nationality],
      ['휴대전화', p.phone],
      ['개인 이메일', p.emailPersonal],
      ['회사 이메일', e.accounts.email],
      ['주소', address, 'wide'],
    ],
    margin + photo + 6,
    contentWidth - photo - 6,
  );
  // The photo box spans the personal rows beside it.
  doc.rect(margin, top, photo, s.y - top).lineWidth(0.6).stroke(border);
  doc.font('regular').fontSize(9).fillColor('#6b7280').text('사진', margin, (top + s.y) / 2 - 5, { width: photo, align: 'center', lineBreak: false });

  s.title('소속·근무');
  s.pairs([
    ['법인', o.insuranceCorp],
    ['사업부', o.division],
    ['본부', o.headquarters],
    ['팀 / 파트', [o.team, o.part].filter(Boolean).join(' / ')],
    ['직급', o.jobGrade],
    ['직책', o.jobTitle],
    ['직무', o.jobFunction],
    ['고용형태', o.employmentType],
    ['입사일', dotted(metrics.hireDate)],
    ['최초 입사일', dotted(o.firstJoinDate)],
    ['재직상태', o.employmentStatus],
    ['근속', metrics.tenure?.label ?? ''],
    ...(e.resignation ? ([['퇴직일', dotted(retirementDateOf(e.resignation))]] as [string, string][]) : []),
  ]);

  s.title('학력');
  const education = e.educationRecords?.length
    ? e.educationRecords.map((r) => [period(r.startDate, r.endDate), r.schoolName, r.major, r.degree, r.graduationStatus])
    : e.educationInfo.finalSchoolName
      ? [['', e.educationInfo.finalSchoolName, e.educationInfo.majorCategory, e.educationInfo.degreeName, e.educationInfo.finalEducationLevel]]
      : [];
  s.list(
    ['기간', '학교명', '전공', '학위', '구분'],
    [0.26, 0.24, 0.26, 0.12, 0.12],
    education,
  );

  s.title('경력');
  s.list(
    ['기간', '회사명', '부서', '직위', '담당 업무'],
    [0.26, 0.2, 0.15, 0.12, 0.27],
    e.career.previousCompanies.map((c) => [period(c.startDate, c.endDate), c.companyName, c.department, c.position, c.duties]),
  );

  s.title('자격·어학');
  s.list(
    ['취득일', '자격·시험명', '발급 기관·점수', '번호·등급'],
    [0.18, 0.3, 0.3, 0.22],
    [
      ...(e.certifications ?? []).map((c) => [dotted(c.acquiredDate), c.name, c.issuer, c.number]),
      ...(e.languageSkills ?? []).map((l) => [dotted(l.acquiredDate), [l.language, l.testName].filter(Boolean).join(' '), l.score, l.level]),
    ],
  );

  s.title('병역');
  s.list(
    ['구분', '계급', '복무 기간', '전역 구분', '면제 사유'],
    [0.14, 0.14, 0.32, 0.16, 0.24],
    m.type || m.rank || m.startedAt ? [[m.type, m.rank, period(m.startedAt, m.endedAt), m.dischargeType, m.exemptionReason]] : [],
    1,
  );

  s.title('가족');
  s.list(
    ['관계', '성명', '생년월일'],
    [0.25, 0.35, 0.4],
    p.dependentDetails.map((d) => [d.relationship, d.name, dotted(d.birthDate)]),
  );

  // The closing attestation never stands alone on a page: 비고 (title 26, box, attestation 50) goes with it when it can.
  const closing = 26 + s.textBlockHeight(e.notes) + attestationHeight;
  if (closing <= bottom - margin) s.ensure(closing);
  s.title('비고');
  s.textBlock(e.notes);

  s.ensure(attestationHeight);
  s.y += 20;
  doc.font('regular').fontSize(10).fillColor('#111827');
  doc.text('위 기재 사항이 인사 기록과 다름없음을 확인합니다.', margin, s.y, { width: contentWidth, align: 'center', lineBreak: false });
  doc.text(dotted(issuedOn), margin, s.y + 16, { width: contentWidth, align: 'center', lineBreak: false });

  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(7.5).fillColor('#6b7280');
    doc.text(`${p.nameKor} 인사기록카드 · ${i + 1} / ${pages.count}`, margin, a4.height - margin + 4, { width: contentWidth, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}
