import type { ChecklistTemplate } from '@saram/shared/checklists/checklists.schemas';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataCard, DataTable, type DataColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/labels/format';
import { assignmentLabel, authorLabel } from './labels';

export const templateHref = (id: string) => `/checklist-templates?id=${encodeURIComponent(id)}`;
export const builderHref = (id?: string) => (id ? `/checklist-builder/${encodeURIComponent(id)}` : '/checklist-builder/new');

type Props = {
  templates: readonly ChecklistTemplate[];
  corporationName: (id: string) => string;
  canWrite: boolean;
  onOpen: (id: string) => void;
};

const itemCounts = (t: ChecklistTemplate) => `${t.items.length}개 · 필수 ${t.items.filter((i) => i.required).length}`;
const updated = (t: ChecklistTemplate) => `${formatDateTime(t.updated_at)} · ${authorLabel(t.updated_by ?? t.created_by)}`;

function NameCell({ template }: { template: ChecklistTemplate }) {
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-1.5">
        <Link to={templateHref(template.id)} onClick={(event) => event.stopPropagation()} className="font-semibold text-gray-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500">
          {template.name}
        </Link>
        {template.deleted_at && <Badge tone="neutral">삭제됨</Badge>}
      </div>
      {template.description && <p className="mt-0.5 text-xs text-gray-600">{template.description}</p>}
    </div>
  );
}

function EditLink({ template }: { template: ChecklistTemplate }) {
  return (
    <Button asChild size="sm" variant="ghost" onClick={(event) => event.stopPropagation()}>
      <Link to={builderHref(template.id)} aria-label={`${template.name} 편집`}>
        <Pencil className="size-4" aria-hidden="true" />
        편집
      </Link>
    </Button>
  );
}

/** The templates: a table from md up (a row click opens one), one card per template on a phone. */
export function TemplateList({ templates, corporationName, canWrite, onOpen }: Props) {
  const assignment = (t: ChecklistTemplate) => assignmentLabel(t.assignment, corporationName);
  const columns: DataColumn<ChecklistTemplate>[] = [
    { header: '템플릿', pinned: true, wrap: true, cell: (t) => <NameCell template={t} /> },
    { header: '적용 대상', wrap: true, cell: assignment },
    { header: '버전', cell: (t) => <Badge tone="brand">{`v${t.version}`}</Badge> },
    { header: '항목', numeric: true, cell: itemCounts },
    { header: '최근 변경', wrap: true, cell: (t) => t.change_summary || '-' },
    { header: '수정', className: 'tabular-nums', cell: updated },
  ];
  return (
    <DataTable
      label="체크리스트 템플릿 목록"
      rows={templates}
      rowKey={(t) => t.id}
      columns={columns}
      onRowClick={(t) => onOpen(t.id)}
      actionsClassName=""
      actions={canWrite ? (t) => !t.deleted_at && <EditLink template={t} /> : undefined}
      card={(t) => (
        <DataCard
          title={<NameCell template={t} />}
          aside={
            <Badge tone="brand" className="shrink-0">{`v${t.version}`}</Badge>
          }
          fields={[
            ['적용 대상', assignment(t)],
            ['항목', itemCounts(t)],
            ['최근 변경', t.change_summary || '-'],
            ['수정', <span className="tabular-nums">{updated(t)}</span>],
          ]}
          footer={canWrite && !t.deleted_at && <EditLink template={t} />}
        />
      )}
    />
  );
}
