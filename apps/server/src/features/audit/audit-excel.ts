import type { AccessEntry } from '@saram/shared/audit.schemas';
import { accessActionLabels, accessSubjectText } from '@saram/shared/audit';
import ExcelJS from 'exceljs';
import { formulaSafe } from '../../lib/spreadsheet';

const seoulDateTime = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', dateStyle: 'short', timeStyle: 'medium' });

export const accessColumns = [
  { key: 'at', header: '일시', width: 22, value: (e: AccessEntry) => seoulDateTime.format(new Date(e.at)) },
  { key: 'actor', header: '계정', width: 28, value: (e: AccessEntry) => e.actorLabel },
  { key: 'ip', header: '접속 주소', width: 18, value: (e: AccessEntry) => e.ip ?? '' },
  { key: 'subject', header: '정보주체', width: 28, value: accessSubjectText },
  { key: 'action', header: '처리', width: 10, value: (e: AccessEntry) => accessActionLabels[e.action as keyof typeof accessActionLabels] ?? e.action },
  { key: 'fields', header: '항목', width: 30, value: (e: AccessEntry) => e.fields.join(', ') },
  { key: 'reason', header: '사유', width: 30, value: (e: AccessEntry) => e.reason ?? '' },
] as const;

/** 개인정보 접속기록 as one sheet, header frozen (the same library as the employees export). */
export async function accessWorkbook(entries: AccessEntry[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Saram';
  const ws = wb.addWorksheet('접속기록', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = accessColumns.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const entry of entries) ws.addRow(Object.fromEntries(accessColumns.map((c) => [c.key, formulaSafe(c.value(entry))])));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
