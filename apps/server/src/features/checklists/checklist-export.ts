import { automaticSourceLabels, verificationMethodLabels } from '@saram/shared/checklists/checklists';
import type { ChecklistItem, ChecklistTemplate } from '@saram/shared/checklists/checklists.schemas';
import { seoulDateStamp } from '../../lib/seoul-time';
import { addTableSheet, createWorkbook, formulaSafe, workbookBuffer, xlsxContentType } from '../../lib/documents/spreadsheet';

/** Export files of templates (current versions): JSON as the API shows them, or one Excel sheet of items. */

export type ExportFile = { filename: string; contentType: string; body: Buffer | string };

const columns = [
  { header: '템플릿', key: 'template', width: 20 },
  { header: '버전', key: 'version', width: 8 },
  { header: '구역', key: 'section', width: 16 },
  { header: '순서', key: 'order', width: 8 },
  { header: '항목 ID', key: 'id', width: 16 },
  { header: '항목명', key: 'title', width: 28 },
  { header: '설명', key: 'description', width: 40 },
  { header: '필수', key: 'required', width: 8 },
  { header: '확인 방법', key: 'method', width: 12 },
  { header: '확인자·출처', key: 'by', width: 18 },
] as const;

function verifier(item: ChecklistItem): string {
  const v = item.verification;
  if (v.method === 'sign_off') return v.by === 'manager' ? '관리자' : `역할: ${v.role ?? ''}`;
  if (v.method === 'automatic') return automaticSourceLabels[v.source];
  return '';
}

async function workbook(templates: readonly ChecklistTemplate[]): Promise<Buffer> {
  const wb = createWorkbook();
  const ws = addTableSheet(wb, '체크리스트 항목', columns);
  for (const t of templates) {
    const sections = new Map(t.sections.map((s) => [s.id, s.title]));
    for (const item of t.items) {
      ws.addRow({
        template: formulaSafe(t.name),
        version: t.version,
        section: formulaSafe(item.sectionId ? (sections.get(item.sectionId) ?? '') : ''),
        order: item.order,
        id: item.id,
        title: formulaSafe(item.title),
        description: formulaSafe(item.description),
        required: item.required ? '예' : '아니오',
        method: verificationMethodLabels[item.verification.method],
        by: formulaSafe(verifier(item)),
      });
    }
  }
  return workbookBuffer(wb);
}

export async function exportFile(templates: readonly ChecklistTemplate[], format: 'json' | 'xlsx', baseName: string): Promise<ExportFile> {
  const stem = `${baseName}_${seoulDateStamp()}`;
  if (format === 'xlsx') return { filename: `${stem}.xlsx`, contentType: xlsxContentType, body: await workbook(templates) };
  const body = JSON.stringify({ exported_at: new Date().toISOString(), templates }, null, 2);
  return { filename: `${stem}.json`, contentType: 'application/json; charset=utf-8', body };
}
