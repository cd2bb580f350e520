import { evaluationStatusLabels, partyLabels, questionKindLabels } from '@saram/shared/evaluations/evaluations';
import type { CycleResults } from '@saram/shared/evaluations/results.schemas';
import type { Evaluation } from '@saram/shared/evaluations/answers.schemas';
import { a4, a4Document, dotted, koreanDate, pdfColors, wrapText, type Doc } from '../../lib/documents/pdf';

/** The Korean PDF reports: the cycle report (/eval/cycles/{id}/report) and one evaluation's report. */

const margin = 48;
const width = a4.width - margin * 2;
const bottom = a4.height - margin;
const { ink } = pdfColors;
const muted = '#6b7280';
const line = '#d1d5db';

type Cursor = { doc: Doc; y: number };
const fmt = (n: number | null) => (n === null ? '-' : n.toFixed(1));

function ensure(c: Cursor, height: number) {
  if (c.y + height > bottom) {
    c.doc.addPage();
    c.y = margin;
  }
}

function heading(c: Cursor, title: string, subtitle: string) {
  c.doc.font('bold').fontSize(20).fillColor(ink).text(title, margin, c.y, { width, align: 'center', lineBreak: false });
  c.y += 32;
  c.doc.font('regular').fontSize(10.5).fillColor(muted).text(subtitle, margin, c.y, { width, align: 'center', lineBreak: false });
  c.y += 30;
}

function section(c: Cursor, title: string) {
  ensure(c, 40);
  c.y += 8;
  c.doc.font('bold').fontSize(13).fillColor(ink).text(title, margin, c.y, { lineBreak: false });
  c.y += 20;
  c.doc.moveTo(margin, c.y).lineTo(margin + width, c.y).lineWidth(0.8).stroke(line);
  c.y += 8;
}

/** A table: fixed column widths, cells wrapped at spaces, a header repeated on each new page. */
function table(c: Cursor, columns: { title: string; width: number; align?: 'left' | 'right' | 'center' }[], rows: string[][]) {
  const pad = 4;
  const header = () => {
    ensure(c, 24);
    let x = margin;
    c.doc.rect(margin, c.y, width, 20).fill('#f3f4f6');
    c.doc.font('bold').fontSize(9.5).fillColor(ink);
    for (const col of columns) {
      c.doc.text(col.title, x + pad, c.y + 5, { width: col.width - pad * 2, align: col.align ?? 'left', lineBreak: false });
      x += col.width;
    }
    c.y += 20;
  };
  header();
  c.doc.font('regular').fontSize(9.5);
  for (const row of rows) {
    const cells = row.map((text, i) => wrapText(c.doc, text, columns[i]!.width - pad * 2));
    const height = Math.max(...cells.map((l) => l.length)) * 13 + pad * 2;
    if (c.y + height > bottom) {
      c.doc.addPage();
      c.y = margin;
      header();
      c.doc.font('regular').fontSize(9.5);
    }
    let x = margin;
    cells.forEach((lines, i) => {
      lines.forEach((l, j) => c.doc.fillColor(ink).text(l, x + pad, c.y + pad + j * 13, { width: columns[i]!.width - pad * 2, align: columns[i]!.align ?? 'left', lineBreak: false }));
      x += columns[i]!.width;
    });
    c.y += height;
    c.doc.moveTo(margin, c.y).lineTo(margin + width, c.y).lineWidth(0.4).stroke(line);
  }
  c.y += 10;
}

function paragraph(c: Cursor, text: string, size = 10.5) {
  c.doc.font('regular').fontSize(size).fillColor(ink);
  for (const l of wrapText(c.doc, text, width)) {
    ensure(c, 16);
    c.doc.text(l, margin, c.y, { lineBreak: false });
    c.y += size + 5;
  }
}

export async function renderCycleReport(r: CycleResults, issuedOn: string): Promise<Buffer> {
  const { doc, done } = a4Document({ title: `평가 결과 보고서 - ${r.cycle.name}`, margin, bufferPages: true });
  const c: Cursor = { doc, y: margin + 10 };
  heading(c, `${r.cycle.name} 평가 결과 보고서`, `평가 기간 ${dotted(r.cycle.periodStart)} ~ ${dotted(r.cycle.periodEnd)} · 템플릿 ${r.cycle.templateName} · 작성일 ${koreanDate(issuedOn)}`);

  section(c, '요약');
  const confirmed = r.data.filter((d) => d.status === 'confirmed').length;
  paragraph(c, `대상자 ${r.data.length}명, 확정 ${confirmed}명, 평균 점수 ${fmt(r.averageScore)}점. 등급 조정 ${r.data.filter((d) => d.calibrated).length}건.`);

  section(c, '등급 분포');
  table(
    c,
    [
      { title: '등급', width: 160 },
      { title: '인원', width: 110, align: 'right' },
      { title: '비율(%)', width: 110, align: 'right' },
      { title: '권장 비율(%)', width: width - 380, align: 'right' },
    ],
    r.distribution.map((d) => [d.name, String(d.count), d.percent.toFixed(1), d.recommendedPercent === null ? '-' : String(d.recommendedPercent)]),
  );

  section(c, '대상자별 결과');
  table(
    c,
    [
      { title: '사번', width: 62 },
      { title: '성명', width: 62 },
      { title: '소속', width: 96 },
      { title: '상태', width: 58 },
      { title: '본인', width: 40, align: 'right' },
      { title: '1차', width: 40, align: 'right' },
      { title: '2차', width: 40, align: 'right' },
      { title: '최종', width: 40, align: 'right' },
      { title: '등급', width: width - 438 },
    ],
    r.data.map((d) => [
      d.employee.employeeNo,
      d.employee.name,
      d.employee.unit ?? '',
      evaluationStatusLabels[d.status],
      fmt(d.selfScore),
      fmt(d.firstScore),
      fmt(d.secondScore),
      fmt(d.finalScore),
      d.calibrated ? `${d.grade ?? '-'} (조정)` : (d.grade ?? '-'),
    ]),
  );

  const calibrated = r.data.filter((d) => d.calibrated);
  if (calibrated.length) {
    section(c, '등급 조정 내역');
    table(
      c,
      [
        { title: '사번', width: 62 },
        { title: '성명', width: 70 },
        { title: '산출 등급', width: 60, align: 'center' },
        { title: '조정 등급', width: 60, align: 'center' },
        { title: '사유', width: width - 252 },
      ],
      calibrated.map((d) => [d.employee.employeeNo, d.employee.name, d.computedGrade ?? '-', d.grade ?? '-', d.calibrationReason ?? '']),
    );
  }
  footer(doc);
  doc.end();
  return done;
}

export async function renderEvaluationReport(e: Evaluation, issuedOn: string): Promise<Buffer> {
  const { doc, done } = a4Document({ title: `평가 보고서 - ${e.employee.name}`, margin, bufferPages: true });
  const c: Cursor = { doc, y: margin + 10 };
  heading(c, `${e.cycle.name} 개인 평가 보고서`, `${e.employee.name} (${e.employee.employeeNo}) · ${e.employee.unit ?? ''} · 작성일 ${koreanDate(issuedOn)}`);
  paragraph(
    c,
    `상태: ${evaluationStatusLabels[e.status]} · 1차 평가자: ${e.first?.name ?? '-'} · 2차 평가자: ${e.second?.name ?? '-'}` +
      (e.finalScore !== null || e.grade ? ` · 최종 점수 ${fmt(e.finalScore)} · 등급 ${e.grade ?? '-'}` : ''),
  );
  for (const part of e.parts) {
    section(c, `${partyLabels[part.party]} 평가 (점수 ${fmt(part.score)})`);
    const rows = e.template.sections.flatMap((s) =>
      s.questions
        .filter((q) => q.answeredBy.includes(part.party))
        .map((q) => {
          const a = part.answers[q.id];
          const value = q.kind === 'goal' ? (a?.achievement ?? null) !== null ? `${a?.achievement}%` : '-' : q.kind === 'text' ? '' : (a?.score ?? '-').toString();
          return [`${s.title} / ${q.title}`, questionKindLabels[q.kind], q.weight ? String(q.weight) : '', value, a?.text ?? ''];
        }),
    );
    table(
      c,
      [
        { title: '문항', width: 150 },
        { title: '유형', width: 70 },
        { title: '가중치', width: 45, align: 'right' },
        { title: '평가', width: 50, align: 'right' },
        { title: '의견', width: width - 315 },
      ],
      rows,
    );
    if (part.comment) paragraph(c, `종합 의견: ${part.comment}`);
  }
  footer(doc);
  doc.end();
  return done;
}

function footer(doc: Doc) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc.font('regular').fontSize(8.5).fillColor(muted).text(`${i + 1} / ${range.count}`, margin, a4.height - 30, { width, align: 'center', lineBreak: false });
  }
}
