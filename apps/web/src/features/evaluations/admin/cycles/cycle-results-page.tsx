import { evaluationStatusLabels } from '@saram/shared/evaluations/evaluations';
import type { CycleResults, ResultRow } from '@saram/shared/evaluations/results.schemas';
import type { EvaluationCycle } from '@saram/shared/evaluations/cycles.schemas';
import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { QueryErrorState } from '../../../../components/feedback/query-error-state';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../components/ui/table';
import { orDash } from '../../../../lib/labels/format';
import { useCan } from '../../../../lib/auth/use-can';
import { cycleResultsQuery } from '../api';
import { CalibrateDialog } from './calibrate-dialog';
import { CycleFrame, LoadingBlock } from './cycle-parts';
import { distributionNotes } from '../logic';
import { ReleaseButton } from './release-button';

/** The server takes calibrations of evaluations past 2차 검토 only. */
const calibratable = (row: ResultRow) => row.status === 'second_reviewed' || row.status === 'confirmed';
const score = (v: number | null) => (v === null ? '—' : v.toFixed(1));

/** Grade distribution against the recommended ratios (guidance only, never enforced). */
export function Distribution({ results }: { results: CycleResults }) {
  // Nothing graded yet: no gap to speak of.
  const notes = results.distribution.some((d) => d.count > 0) ? distributionNotes(results.distribution) : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>등급 분포</CardTitle>
        <p className="text-sm text-gray-600">
          평균 점수 {score(results.averageScore)} · 권장 비율은 참고용이며 강제하지 않습니다.
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        <ul className="space-y-2" aria-label="등급별 인원">
          {results.distribution.map((d) => (
            <li key={d.grade} className="grid grid-cols-[4.5rem_1fr_auto] items-center gap-2 text-sm">
              <span className="font-medium text-gray-900">{d.name}</span>
              <span className="relative h-3 rounded-full bg-gray-100">
                <span className="absolute inset-y-0 left-0 rounded-full bg-brand-600" style={{ width: `${Math.min(100, d.percent)}%` }} />
                {d.recommendedPercent !== null && (
                  <span className="absolute inset-y-[-3px] w-0.5 bg-gray-700" style={{ left: `${Math.min(100, d.recommendedPercent)}%` }} aria-hidden="true" />
                )}
              </span>
              <span className="text-right text-gray-700 tabular-nums">
                {d.count}명 ({d.percent}%){d.recommendedPercent !== null && <span className="text-gray-500"> / 권장 {d.recommendedPercent}%</span>}
              </span>
            </li>
          ))}
        </ul>
        {notes.length > 0 && (
          <Alert tone="info" title="권장 분포와 차이">
            <ul className="list-disc pl-4">
              {notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

function ResultsTable({ cycle, results, canCalibrate, onCalibrate }: { cycle: EvaluationCycle; results: CycleResults; canCalibrate: boolean; onCalibrate: (row: ResultRow) => void }) {
  return (
    <Table aria-label={`${cycle.name} 결과`}>
      <TableHeader>
        <TableRow>
          <TableHead>대상자</TableHead>
          <TableHead>조직</TableHead>
          <TableHead>상태</TableHead>
          <TableHead numeric>본인</TableHead>
          <TableHead numeric>1차</TableHead>
          <TableHead numeric>2차</TableHead>
          <TableHead numeric>최종 점수</TableHead>
          <TableHead>산정 등급</TableHead>
          <TableHead>최종 등급</TableHead>
          {canCalibrate && <TableHead>조정</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {results.data.map((row) => (
          <TableRow key={row.evaluationId}>
            <TableCell className="font-medium text-gray-900">
              {row.employee.name} <span className="font-normal text-gray-500 tabular-nums">({row.employee.employeeNo})</span>
            </TableCell>
            <TableCell>{orDash(row.employee.unit)}</TableCell>
            <TableCell>{evaluationStatusLabels[row.status]}</TableCell>
            <TableCell numeric>{score(row.selfScore)}</TableCell>
            <TableCell numeric>{score(row.firstScore)}</TableCell>
            <TableCell numeric>{score(row.secondScore)}</TableCell>
            <TableCell numeric className="font-semibold">
              {score(row.finalScore)}
            </TableCell>
            <TableCell>{orDash(row.computedGrade)}</TableCell>
            <TableCell>
              <span className="font-semibold text-gray-900">{orDash(row.grade)}</span>
              {row.calibrated && (
                <Badge tone="warning" className="ml-1" title={row.calibrationReason ?? undefined}>
                  조정됨
                </Badge>
              )}
              {row.calibrated && row.calibrationReason && <p className="mt-0.5 max-w-56 text-xs text-gray-600">사유: {row.calibrationReason}</p>}
            </TableCell>
            {canCalibrate && (
              <TableCell>
                <Button variant="ghost" size="sm" aria-label={`${row.employee.name} 등급 조정`} disabled={!calibratable(row)}
                  title={calibratable(row) ? undefined : '2차 검토 이후에 조정할 수 있습니다.'} onClick={() => onCalibrate(row)}>
                  <SlidersHorizontal aria-hidden="true" />
                  조정
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Results({ cycle }: { cycle: EvaluationCycle }) {
  const canManage = useCan('evaluations:manage');
  const results = useQuery(cycleResultsQuery(cycle.id));
  const [target, setTarget] = useState<ResultRow | null>(null);
  if (results.isPending) return <LoadingBlock />;
  if (results.isError) return <QueryErrorState error={results.error} title="평가 결과를 불러오지 못했습니다" onRetry={() => void results.refetch()} />;
  // Calibration: while the cycle is open or closed (not once released), of evaluations past 2차 검토.
  const canCalibrate = canManage && (cycle.status === 'open' || cycle.status === 'closed');
  return (
    <div className="space-y-6">
      {cycle.status === 'open' && <Alert tone="info">평가가 진행 중입니다. 2차 검토를 마친 평가는 지금 등급을 조정할 수 있고, 결과 공개는 마감 후에 합니다.</Alert>}
      {cycle.status === 'released' && <Alert tone="success">결과가 공개되었습니다. 공개된 결과의 등급은 조정할 수 없습니다.</Alert>}
      <Distribution results={results.data} />
      <ResultsTable cycle={cycle} results={results.data} canCalibrate={canCalibrate} onCalibrate={setTarget} />
      {target && <CalibrateDialog cycleId={cycle.id} row={target} grades={results.data.distribution} onClose={() => setTarget(null)} />}
    </div>
  );
}

/** /eval/cycles/:cycleId/results (평가 결과): scores, grade distribution, calibration, release. */
export function CycleResultsPage() {
  const canManage = useCan('evaluations:manage');
  return (
    <CycleFrame title="평가 결과" current="results" actions={(cycle) => canManage && cycle.status === 'closed' && <ReleaseButton cycle={cycle} />}>
      {(cycle) => <Results cycle={cycle} />}
    </CycleFrame>
  );
}
