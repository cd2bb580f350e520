import { evaluationStatuses, evaluationStatusLabels } from '@saram/shared/evaluations/evaluations';
import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { QueryErrorState } from '../../../../components/feedback/query-error-state';
import { Button } from '../../../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../components/ui/table';
import { useCan } from '../../../../lib/auth/use-can';
import { cycleStatusQuery } from '../api';
import { CycleFrame, LoadingBlock } from './cycle-parts';
import { RemindDialog } from './remind-dialog';

const percent = (done: number, total: number) => (total ? Math.round((done / total) * 100) : 0);

function ProgressCell({ done, total }: { done: number; total: number }) {
  const value = percent(done, total);
  return (
    <div className="flex items-center gap-2">
      <div className="h-2 w-24 overflow-hidden rounded-full bg-gray-100" role="progressbar" aria-valuenow={value} aria-valuemin={0} aria-valuemax={100} aria-label={`완료율 ${value}%`}>
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${value}%` }} />
      </div>
      <span className="text-xs text-gray-700 tabular-nums">{value}%</span>
    </div>
  );
}

function StatusTable({ cycleId }: { cycleId: string }) {
  const status = useQuery(cycleStatusQuery(cycleId));
  if (status.isPending) return <LoadingBlock />;
  if (status.isError) return <QueryErrorState error={status.error} title="진행 현황을 불러오지 못했습니다" onRetry={() => void status.refetch()} />;
  const report = status.data;
  const rows = [{ unitId: 'total', unit: '전체', total: report.total, byStatus: report.byStatus }, ...report.byUnit];
  return (
    <Table aria-label="조직별·단계별 진행 현황">
      <TableHeader>
        <TableRow>
          <TableHead>조직</TableHead>
          <TableHead numeric>대상</TableHead>
          {evaluationStatuses.map((s) => (
            <TableHead key={s} numeric>
              {evaluationStatusLabels[s]}
            </TableHead>
          ))}
          <TableHead>완료(2차 검토 이상)</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const done = (row.byStatus.second_reviewed ?? 0) + (row.byStatus.confirmed ?? 0);
          return (
            <TableRow key={row.unitId ?? row.unit} className={row.unitId === 'total' ? 'bg-gray-50 font-semibold' : undefined}>
              <TableCell>{row.unit}</TableCell>
              <TableCell numeric>{row.total}</TableCell>
              {evaluationStatuses.map((s) => (
                <TableCell key={s} numeric>
                  {row.byStatus[s] ?? 0}
                </TableCell>
              ))}
              <TableCell>
                <ProgressCell done={done} total={row.total} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** /eval/cycles/:cycleId/status (평가 진행 현황): progress per unit and stage; reminders. */
export function CycleStatusPage() {
  const canManage = useCan('evaluations:manage');
  const [reminding, setReminding] = useState<string | null>(null);
  return (
    <CycleFrame
      title="평가 진행 현황"
      current="status"
      actions={(cycle) =>
        canManage &&
        cycle.status === 'open' && (
          <Button variant="outline" onClick={() => setReminding(cycle.id)}>
            <BellRing aria-hidden="true" />
            독촉 알림 보내기
          </Button>
        )
      }
    >
      {(cycle) => (
        <>
          <StatusTable cycleId={cycle.id} />
          {reminding && <RemindDialog cycleId={reminding} onClose={() => setReminding(null)} />}
        </>
      )}
    </CycleFrame>
  );
}
