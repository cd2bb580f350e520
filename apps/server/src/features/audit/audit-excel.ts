import type { AccessEntry } from '@saram/shared/audit/audit.schemas';
import { accessActionLabels, accessSubjectText } from '@saram/shared/audit/audit';
import { seoulFormat } from '../../lib/seoul-time';
import { addTableSheet, createWorkbook, formulaSafe, workbookBuffer } from '../../lib/documents/spreadsheet';

export const accessColumns = [
  { key: 'at', header: '일시', width: 22, value: (e: AccessEntry) => seoulFormat(e.at, 'yyyy-MM-dd HH:mm:ss') },
  { key: 'actor', header: '계정', width: 28, value: (e: AccessEntry) => e.actorLabel },
  { key: 'ip', header: '접속 주소', width: 18, value: (e: AccessEntry) => e.ip ?? '' },
  { key: 'subject', header: '정보주체', width: 28, value: accessSubjectText },
  { key: 'action', header: '처리', width: 10, value: (e: AccessEntry) => accessActionLabels[e.action as keyof typeof accessActionLabels] ?? e.action },
  { key: 'fields', header: '항목', width: 30, value: (e: AccessEntry) => e.fields.join(', ') },
  { key: 'reason', header: '사유', width: 30, value: (e: AccessEntry) => e.reason ?? '' },
] as const;

/** 개인정보 접속기록 as one sheet, header frozen (the same library as the employees export). */
export async function accessWorkbook(entries: AccessEntry[]): Promise<Buffer> {
  const wb = createWorkbook();
  const ws = addTableSheet(wb, '접속기록', accessColumns);
  for (const entry of entries) ws.addRow(Object.fromEntries(accessColumns.map((c) => [c.key, formulaSafe(c.value(entry))])));
  return workbookBuffer(wb);
}
