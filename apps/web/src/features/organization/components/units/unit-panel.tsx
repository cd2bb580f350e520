import { unitTypeLabels } from '@saram/shared/organization/organization';
import { useQuery } from '@tanstack/react-query';
import { MoveRight, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/overlays/alert-dialog';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { showSuccess } from '../../../../lib/toast';
import { unitQueryOptions, useDeleteUnit } from '../../api';
import { MoveUnitDialog } from './move-unit-dialog';
import { LazyUnitFormDialog as UnitFormDialog } from './lazy-unit-form-dialog';
import { UnitUpcomingAppointments } from './unit-upcoming-appointments';

type UnitPanelProps = { unitId: string; onClose: () => void; onSelect: (id: string) => void };

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-gray-100 py-2 text-sm last:border-0">
      <dt className="shrink-0 text-gray-600">{label}</dt>
      <dd className="min-w-0 text-right text-gray-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** The selected unit: details, create a child, edit, delete. */
export function UnitPanel({ unitId, onClose, onSelect }: UnitPanelProps) {
  const { data: unit, isPending, refetch } = useQuery(unitQueryOptions(unitId));
  const remove = useDeleteUnit();
  const [editing, setEditing] = useState(false);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [moving, setMoving] = useState(false);

  if (isPending || !unit) {
    return (
      <div className="space-y-3 p-4" aria-busy="true" aria-label="조직 정보 불러오는 중">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }

  return (
    <div className="flex h-full flex-col">
      <div className="flex items-start gap-2 border-b border-gray-200 p-4">
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-semibold text-gray-900" title={unit.unitName}>
            {unit.unitName}
          </h2>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge tone="brand">{`${unitTypeLabels[unit.unitType]} · 레벨 ${unit.level}`}</Badge>
            <Badge tone={unit.isActive ? 'success' : 'neutral'} dot>
              {unit.isActive ? '활성' : '비활성'}
            </Badge>
            {unit.isTemporary && <Badge tone="warning">임시</Badge>}
          </div>
        </div>
        <Button variant="ghost" size="icon-sm" onClick={onClose} aria-label="패널 닫기" className="hidden md:inline-flex">
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <div className="flex-1 overflow-auto p-4">
        <dl>
          <Row label="상위 조직">{unit.parentName ?? '없음 (최상위)'}</Row>
          <Row label="법인">{unit.corporationName ?? '-'}</Row>
          <Row label="조직장">{unit.leaderName ?? (unit.leaderId ? '담당 범위 밖 직원' : '없음')}</Row>
          <Row label="조직 코드">{unit.code ?? '-'}</Row>
          <Row label="하위 조직">{`${unit.childCount}개`}</Row>
          <Row label="인원 (직속)">{`${unit.directHeadcount}명`}</Row>
          <Row label="인원 (하위 포함)">{`${unit.headcount}명`}</Row>
        </dl>
        {unit.description && <p className="mt-3 text-sm whitespace-pre-wrap text-gray-700">{unit.description}</p>}
        <UnitUpcomingAppointments unitId={unit.id} />
        <p className="mt-4 text-xs text-gray-600">조직도에서 카드를 다른 조직 위로 끌어다 놓거나 '이동'으로 상위 조직을 바꿀 수 있습니다.</p>
      </div>
      <div className="grid grid-cols-2 gap-2 border-t border-gray-200 p-4">
        <Button size="sm" onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden="true" />
          하위 조직 추가
        </Button>
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          <Pencil className="size-4" aria-hidden="true" />
          수정
        </Button>
        <Button size="sm" variant="outline" onClick={() => setMoving(true)}>
          <MoveRight className="size-4" aria-hidden="true" />
          이동
        </Button>
        <Button size="sm" variant="outline" className="text-red-700" onClick={() => setDeleting(true)}>
          <Trash2 className="size-4" aria-hidden="true" />
          삭제
        </Button>
      </div>
      <UnitFormDialog open={editing} onOpenChange={setEditing} unit={unit} onReload={() => void refetch()} />
      <UnitFormDialog open={creating} onOpenChange={setCreating} parent={unit} onCreated={onSelect} />
      <MoveUnitDialog unit={unit} open={moving} onOpenChange={setMoving} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="조직 삭제"
        description={`${unit.unitName} 조직을 삭제합니다. 되돌릴 수 없습니다.`}
        confirmLabel="삭제"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(unit.id, {
            onSuccess: () => {
              showSuccess('조직을 삭제했습니다.', unit.unitName);
              setDeleting(false);
              onClose();
            },
            onError: () => setDeleting(false),
          })
        }
      />
    </div>
  );
}
