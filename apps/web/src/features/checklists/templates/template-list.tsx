import type { ChecklistTemplate } from '@saram/shared/checklists.schemas';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/format';
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
  return (
    <>
      <Table containerClassName="hidden md:block" aria-label="체크리스트 템플릿 목록">
        <TableHeader>
          <TableRow>
            <TableHead pinned>템플릿</TableHead>
            <TableHead>적용 대상</TableHead>
            <TableHead>버전</TableHead>
            <TableHead numeric>항목</TableHead>
            <TableHead>최근 변경</TableHead>
            <TableHead>수정</TableHead>
            {canWrite && (
              <TableHead>
                <span className="sr-only">작업</span>
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {templates.map((t) => (
            <TableRow key={t.id} onClick={() => onOpen(t.id)}>
              <TableCell pinned wrap>
                <NameCell template={t} />
              </TableCell>
              <TableCell wrap>{assignmentLabel(t.assignment, corporationName)}</TableCell>
              <TableCell>
                <Badge tone="brand">{`v${t.version}`}</Badge>
              </TableCell>
              <TableCell numeric>{itemCounts(t)}</TableCell>
              <TableCell wrap>{t.change_summary || '-'}</TableCell>
              <TableCell className="tabular-nums">{updated(t)}</TableCell>
              {canWrite && <TableCell>{!t.deleted_at && <EditLink template={t} />}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul className="space-y-3 md:hidden" aria-label="체크리스트 템플릿 목록">
        {templates.map((t) => (
          <li key={t.id} className="rounded-xl border border-gray-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <NameCell template={t} />
              <Badge tone="brand" className="shrink-0">{`v${t.version}`}</Badge>
            </div>
            <dl className="mt-3 grid grid-cols-[5rem_minmax(0,1fr)] gap-x-2 gap-y-1 text-sm">
              <dt className="text-gray-600">적용 대상</dt>
              <dd className="text-gray-900">{assignmentLabel(t.assignment, corporationName)}</dd>
              <dt className="text-gray-600">항목</dt>
              <dd className="text-gray-900">{itemCounts(t)}</dd>
              <dt className="text-gray-600">최근 변경</dt>
              <dd className="text-gray-900">{t.change_summary || '-'}</dd>
              <dt className="text-gray-600">수정</dt>
              <dd className="text-gray-900 tabular-nums">{updated(t)}</dd>
            </dl>
            {canWrite && !t.deleted_at && (
              <div className="mt-3">
                <EditLink template={t} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
