import { unitTypeLabels } from '@saram/shared/organization/organization';
import type { MigrateExistingResult } from '@saram/shared/organization/organization-tools.schemas';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { DryRunReport, type ReportFact } from './dry-run-report';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../components/ui/table';

const number = new Intl.NumberFormat('ko-KR');

export const migrationIssueLabels: Record<MigrateExistingResult['issues'][number]['kind'], string> = {
  level_gap: '레벨 건너뜀',
  unknown_corporation: '법인 없음',
  name_too_long: '조직명 길이 초과',
};

/** What migrate-existing did, or (dry run) exactly what it would do: counts, problems, the units it creates. */
export function MigrateExistingReport({ report }: { report: MigrateExistingResult }) {
  const facts: ReportFact[] = [
    [report.dryRun ? '만들 조직' : '만든 조직', `${number.format(report.unitsCreated.length)}개`],
    ['기존 조직 재사용', `${number.format(report.unitsReused)}개`],
    [report.dryRun ? '연결할 직원' : '연결한 직원', `${number.format(report.employees.linked)}명`],
    ['변경 없는 직원', `${number.format(report.employees.unchanged)}명`],
    ['조직 정보 없는 직원', `${number.format(report.employees.withoutOrganization)}명`],
    ['소속 배치', `${number.format(report.membershipsCreated)}건`],
  ];
  const outcome = report.dryRun ? (
    <Alert tone={report.blocked ? 'warning' : 'info'} title={report.blocked ? '문제가 있어 이대로는 실행할 수 없습니다' : '미리 보기 결과'}>
      {report.blocked
        ? '아래 문제를 확인하세요. 그대로 진행하려면 검증 건너뛰기를 선택하고 다시 미리 보세요.'
        : `재직 직원 ${number.format(report.employees.total)}명 기준입니다. 아직 아무것도 바뀌지 않았습니다.`}
    </Alert>
  ) : (
    <Alert tone="success" title="이관을 마쳤습니다">
      {`재직 직원 ${number.format(report.employees.total)}명 기준으로 실행했습니다.`}
    </Alert>
  );
  return (
    <DryRunReport label={report.dryRun ? '미리 보기 결과' : '이관 결과'} outcome={outcome} facts={facts} factsClassName="sm:grid-cols-3">
      {report.issues.length > 0 && (
        <div>
          <p className="mb-1.5 text-sm font-medium text-gray-900">{`확인할 문제 ${report.issues.length}건`}</p>
          <Table containerClassName="max-h-60" aria-label="이관 문제">
            <TableHeader>
              <TableRow>
                <TableHead pinned>유형</TableHead>
                <TableHead>내용</TableHead>
                <TableHead numeric>직원</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.issues.map((issue) => (
                <TableRow key={`${issue.kind}|${issue.path}`}>
                  <TableCell pinned>
                    <Badge tone="warning">{migrationIssueLabels[issue.kind]}</Badge>
                  </TableCell>
                  <TableCell wrap>
                    <p>{issue.message}</p>
                    <p className="text-xs text-gray-600">{issue.path}</p>
                  </TableCell>
                  <TableCell numeric>{`${number.format(issue.employees)}명`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {report.unitsCreated.length > 0 && (
        <div>
          <p className="mb-1.5 text-sm font-medium text-gray-900">{report.dryRun ? '만들 조직 목록' : '만든 조직 목록'}</p>
          <Table containerClassName="max-h-60" aria-label={report.dryRun ? '만들 조직 목록' : '만든 조직 목록'}>
            <TableHeader>
              <TableRow>
                <TableHead pinned>조직명</TableHead>
                <TableHead>유형</TableHead>
                <TableHead>경로</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.unitsCreated.map((unit) => (
                <TableRow key={unit.path}>
                  <TableCell pinned className="font-medium">
                    {unit.name}
                  </TableCell>
                  <TableCell>{`${unitTypeLabels[unit.unitType]} (${unit.level})`}</TableCell>
                  <TableCell className="text-gray-600">{unit.path}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </DryRunReport>
  );
}
