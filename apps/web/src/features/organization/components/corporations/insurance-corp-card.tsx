import type { InsuranceCorpMigration, MigrationRollback } from '@saram/shared/corporate-structure/corporate-structure.schemas';
import { useQuery } from '@tanstack/react-query';
import { Eye, Play, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { ConfirmDialog } from '../../../../components/ui/overlays/alert-dialog';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../components/ui/table';
import { isApiError } from '../../../../lib/api/api-client';
import { showSuccess } from '../../../../lib/toast';
import { corporationsQueryOptions } from '../../api';
import { DryRunReport, type ReportFact } from '../tools/dry-run-report';
import { errorMessage } from '../../../../lib/api/form-errors';
import { describeRollback, rollbackTarget } from '../../migration-logic';
import { useMigrateInsuranceCorp, useRollbackInsuranceCorp } from '../../tools-api';

const number = new Intl.NumberFormat('ko-KR');

type Problem = { message: string; conflicts: string[] };

function problemOf(error: unknown): Problem {
  const details = isApiError(error) ? (error.details as { conflicts?: unknown } | undefined) : undefined;
  const conflicts = Array.isArray(details?.conflicts) ? details.conflicts.filter((c): c is string => typeof c === 'string') : [];
  return { message: errorMessage(error), conflicts };
}

function MigrationReport({ report }: { report: InsuranceCorpMigration }) {
  const facts: ReportFact[] = [
    [report.dryRun ? '만들 법인' : '만든 법인', `${number.format(report.corporationsCreated.length)}곳`],
    [report.dryRun ? '연결할 직원' : '연결한 직원', `${number.format(report.employeesLinked)}명`],
    ['이미 연결된 직원', `${number.format(report.skipped.alreadyLinked)}명`],
    ['보험 법인 없는 직원', `${number.format(report.skipped.withoutInsuranceCorp)}명`],
  ];
  const outcome = report.dryRun ? (
    <Alert title="미리 보기 결과">{report.links.length ? '아직 아무것도 바뀌지 않았습니다.' : '이관할 직원이 없습니다.'}</Alert>
  ) : (
    <Alert tone="success" title="법인 이관을 마쳤습니다">
      마지막 이관 되돌리기로 이 결과를 그대로 되돌릴 수 있습니다.
    </Alert>
  );
  return (
    <DryRunReport label={report.dryRun ? '법인 이관 미리 보기 결과' : '법인 이관 결과'} outcome={outcome} facts={facts}>
      {report.links.length > 0 && (
        <Table containerClassName="max-h-60" aria-label="법인별 연결 직원">
          <TableHeader>
            <TableRow>
              <TableHead pinned>법인</TableHead>
              <TableHead>구분</TableHead>
              <TableHead numeric>직원</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.links.map((link) => (
              <TableRow key={link.corporationName}>
                <TableCell pinned className="font-medium">
                  {link.corporationName}
                </TableCell>
                <TableCell>{link.created ? <Badge tone="brand">신규</Badge> : <Badge>기존</Badge>}</TableCell>
                <TableCell numeric>{`${number.format(link.employeeCount)}명`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </DryRunReport>
  );
}

/**
 * migrate-insurance-corp (preview, then run) and rollback-migration: corporations from the
 * employees' insurance corporation names, and the exact undo of the last such migration.
 */
export function InsuranceCorpCard() {
  const titleId = useId();
  const corporations = useQuery(corporationsQueryOptions());
  const migrate = useMigrateInsuranceCorp();
  const rollback = useRollbackInsuranceCorp();
  const [report, setReport] = useState<InsuranceCorpMigration | null>(null);
  const [lastRun, setLastRun] = useState<InsuranceCorpMigration | null>(null);
  const [undone, setUndone] = useState<MigrationRollback | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [confirm, setConfirm] = useState<'run' | 'rollback' | null>(null);

  const target = rollbackTarget(lastRun, corporations.data);
  const send = async (dryRun: boolean) => {
    setProblem(null);
    try {
      const result = await migrate.mutateAsync({ dryRun });
      setReport(result);
      setUndone(null);
      if (!dryRun) {
        setLastRun(result);
        showSuccess('법인 이관을 마쳤습니다.', `법인 ${result.corporationsCreated.length}곳 생성, 직원 ${result.employeesLinked}명 연결`);
      }
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setConfirm(null);
    }
  };
  const undo = async () => {
    setProblem(null);
    try {
      const result = await rollback.mutateAsync(undefined);
      setUndone(result);
      setReport(null);
      setLastRun(null);
      showSuccess('마지막 법인 이관을 되돌렸습니다.', `법인 ${result.corporationsDeleted.length}곳 삭제, 직원 ${result.employeesUnlinked}명 연결 해제`);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setConfirm(null);
    }
  };

  const canRun = report?.dryRun === true && report.links.length > 0;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>보험 법인 이관</CardTitle>
        <CardDescription>직원 정보의 보험 법인 이름으로 법인을 만들고 직원을 연결합니다. 마지막 이관은 그대로 되돌릴 수 있습니다.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" loading={migrate.isPending && migrate.variables.dryRun} disabled={migrate.isPending} onClick={() => void send(true)}>
            <Eye aria-hidden="true" />
            미리 보기
          </Button>
          <Button disabled={!canRun || migrate.isPending} onClick={() => setConfirm('run')}>
            <Play aria-hidden="true" />
            이관 실행
          </Button>
          <Button variant="outline" disabled={rollback.isPending} onClick={() => setConfirm('rollback')}>
            <Undo2 aria-hidden="true" />
            마지막 이관 되돌리기
          </Button>
        </div>
        {problem && (
          <Alert tone="danger" role="alert" title={problem.message}>
            {problem.conflicts.length > 0 && (
              <ul className="mt-1 list-disc space-y-0.5 pl-4">
                {problem.conflicts.map((conflict) => (
                  <li key={conflict}>{conflict}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
        {undone && (
          <Alert tone="success" title="마지막 이관을 되돌렸습니다">
            {`법인 ${undone.corporationsDeleted.length}곳${undone.corporationsDeleted.length ? `(${undone.corporationsDeleted.map((c) => c.name).join(', ')})` : ''}을 삭제하고 직원 ${number.format(undone.employeesUnlinked)}명의 법인 연결을 해제했습니다.`}
          </Alert>
        )}
        {report && <MigrationReport report={report} />}
      </CardContent>
      <ConfirmDialog
        open={confirm === 'run'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="보험 법인 이관 실행"
        description={
          report
            ? `법인 ${report.corporationsCreated.length}곳을 만들고 직원 ${report.employeesLinked}명을 법인에 연결합니다. 미리 보기와 같은 내용으로 실행됩니다.`
            : ''
        }
        confirmLabel="실행"
        pending={migrate.isPending}
        onConfirm={() => void send(false)}
      />
      <ConfirmDialog
        open={confirm === 'rollback'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="마지막 보험 법인 이관 되돌리기"
        description={describeRollback(target)}
        confirmLabel="되돌리기"
        destructive
        pending={rollback.isPending}
        onConfirm={() => void undo()}
      />
    </Card>
  );
}
