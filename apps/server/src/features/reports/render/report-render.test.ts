import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../../../../../e2e/support/pdf-text.mjs';
import { reportExcel } from './report-excel';
import { reportPdf } from './report-pdf';
import { sampleReport } from './report-sample';
import { filtersLine, reportFilename, seoulDateTime } from './report-text';

describe('report PDF', () => {
  it('prints title, filters, time in Seoul, figures, charts with their Korean labels, tables over several pages, missing data and notes', async () => {
    const pdf = await reportPdf(sampleReport());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(2);
    // Every page carries its footer, and the footers add no pages.
    pages.forEach((page, i) => expect(page).toContain(`경영진 요약 · ${i + 1} / ${pages.length}`));
    expect(pages.at(-1)).toContain('3명 미만 그룹은 표시하지 않았습니다.');
    const text = pages.join('\n');
    for (const expected of [
      '경영진 요약',
      '기간 2026.01.01 ~ 2026.12.31',
      '생성 2026.12.31 14:00',
      '재직 인원',
      '1,234명',
      '12.5%',
      '4,200만원',
      '월별 인원',
      '지난 12개월 동안 월말 재직 인원의 변화입니다.',
      '조직별 입사·퇴사',
      '검색팀',
      '조직 120',
      '외 3행은 생략했습니다.',
      '역량 정보',
      '3명 미만 그룹은 표시하지 않았습니다.',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
  });

  it('repeats the table header on every page the table runs onto', async () => {
    const pages = (await pdfPages(await reportPdf({ ...sampleReport(200), charts: [], figures: [] }))).filter((p) => p.includes('조직 1'));
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) expect(page).toContain('이직률');
  });
});

describe('report workbook', () => {
  it('has a summary sheet, a sheet per table and, with raw data, the charts\' rows; numbers stay numbers, formulas stay text', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await reportExcel(sampleReport(5), { rawData: true })) as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['요약', '조직별 현황', '데이터 월별 인원', '데이터 조직별 입사·퇴사']);
    const summary = wb.getWorksheet('요약')!;
    expect(summary.getCell('A1').value).toBe('경영진 요약');
    expect(summary.getCell('A6').value).toBe('재직 인원');
    expect(summary.getCell('B6').value).toBe(1234);
    expect(summary.getCell('B6').numFmt).toBe('#,##0"명"');
    const notes = summary.getColumn(1).values.filter((v): v is string => typeof v === 'string');
    expect(notes).toContain("'=SUM(A1) 수식처럼 보이는 글도 글자로 남습니다.");
    const table = wb.getWorksheet('조직별 현황')!;
    expect(table.getRow(1).values).toEqual([undefined, '조직', '인원', '이직률', '신설일']);
    expect(table.rowCount).toBe(1 + 5 + 1);
    const raw = wb.getWorksheet('데이터 조직별 입사·퇴사')!;
    expect(raw.getRow(2).values).toEqual([undefined, '검색팀', 5, 2]);
  });

  it('leaves the charts\' rows out without raw data', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await reportExcel(sampleReport(5), { rawData: false })) as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['요약', '조직별 현황']);
  });
});

describe('report text', () => {
  it('writes times in Seoul, filters and file names as people read them', () => {
    expect(seoulDateTime('2026-12-31T15:30:00Z')).toBe('2027.01.01 00:30');
    expect(filtersLine({ ...sampleReport().filters, unitNames: [], corporationName: '사람 주식회사' })).toBe('기간 2026.01.01 ~ 2026.12.31 · 조직 전체 · 법인 사람 주식회사');
    expect(reportFilename('월간 보고/인사', '2026-12-31T15:30:00Z', 'pdf')).toBe('월간 보고_인사_20270101.pdf');
  });
});
