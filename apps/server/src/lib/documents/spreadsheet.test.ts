import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addTableSheet, createWorkbook, formulaSafe, workbookBuffer } from './spreadsheet';

describe('spreadsheet helper', () => {
  it('writes a sheet of columns with a styled, frozen header, widths and formats, read back the same', async () => {
    const wb = createWorkbook({ created: new Date('2026-03-02T00:00:00Z') });
    const ws = addTableSheet(wb, '목록', [
      { header: '이름', key: 'name', width: 12 },
      { header: '입사일', key: 'hired', width: 14, numFmt: 'yyyy.mm.dd' },
      { header: '인원', key: 'count', width: 8, numFmt: '#,##0"명"' },
    ]);
    ws.addRow({ name: formulaSafe('=1+1'), hired: new Date('2026-03-02T00:00:00Z'), count: 1234 });
    addTableSheet(wb, '분포', [{ header: '등급', width: 10 }], { header: 'shaded', frozenHeader: false });
    addTableSheet(wb, '양식', [{ header: '사번', key: 'no', width: 10, numFmt: '@' }], { header: 'form' });

    const back = new ExcelJS.Workbook();
    await back.xlsx.load((await workbookBuffer(wb)) as unknown as Parameters<typeof back.xlsx.load>[0]);
    expect(back.creator).toBe('Saram');
    const list = back.getWorksheet('목록')!;
    expect(list.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(list.getRow(1).values).toEqual([undefined, '이름', '입사일', '인원']);
    expect(list.getCell('A1').font).toMatchObject({ bold: true });
    expect(list.getColumn(2).width).toBe(14);
    expect(list.getCell('A2').value).toBe("'=1+1");
    expect(list.getCell('B2').numFmt).toBe('yyyy.mm.dd');
    expect(list.getCell('C2').numFmt).toBe('#,##0"명"');
    const shaded = back.getWorksheet('분포')!;
    expect(shaded.views ?? []).not.toContainEqual(expect.objectContaining({ state: 'frozen' }));
    expect(shaded.getCell('A1').fill).toMatchObject({ pattern: 'solid', fgColor: { argb: 'FFF3F4F6' } });
    const form = back.getWorksheet('양식')!;
    expect(form.getCell('A1').fill).toMatchObject({ fgColor: { argb: 'FFE8EEF9' } });
    expect(form.getCell('A1').alignment).toMatchObject({ horizontal: 'center' });
  });
});
