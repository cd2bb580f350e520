import type { ValidationReport } from '@saram/shared/organization/organization-tools.schemas';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { validateQueryOptions } from '../../api';
import { formatDateTime } from '../../../../lib/labels/format';

type IssueKind = Exclude<keyof ValidationReport, 'valid' | 'checkedAt' | 'counts'>;
/** Every kind of issue the report lists (a new kind in the schema must be named here), in display order. */
const issueLabels: Record<IssueKind, string> = {
  orphans: '상위 조직 없음',
  cycles: '순환 참조',
  levelGaps: '레벨 건너뜀',
  levelViolations: '레벨 위반',
  inactiveParents: '비활성 상위 조직',
  corporationMismatches: '법인 불일치',
};
const issueKinds = (Object.keys(issueLabels) as IssueKind[]).map((key) => ({ key, label: issueLabels[key] }));

/** GET validate: orphans, cycles, level gaps and violations, inactive parents, corporation mismatches. */
export function ValidateCard() {
  const { data, isPending, refetch, isFetching } = useQuery(validateQueryOptions());
  return (
    <Card>
      <CardHeader>
        <CardTitle>조직 구조 검증</CardTitle>
        <CardDescription>상위 조직이 없는 조직, 순환, 레벨 건너뜀, 비활성 상위 조직을 찾습니다.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {isPending || !data ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <>
            {data.valid ? (
              <Alert tone="success" title="문제가 없습니다">
                {`${formatDateTime(data.checkedAt)} 기준`}
              </Alert>
            ) : (
              <Alert tone="warning" title="확인이 필요한 조직이 있습니다">
                {`${formatDateTime(data.checkedAt)} 기준`}
              </Alert>
            )}
            <ul className="space-y-2">
              {issueKinds.map(({ key, label }) => (
                <li key={key}>
                  <div className="flex items-center justify-between text-sm">
                    <span>{label}</span>
                    <Badge tone={data.counts[key] > 0 ? 'warning' : 'success'}>{`${data.counts[key]}건`}</Badge>
                  </div>
                  {data[key].length > 0 && (
                    <ul className="mt-1 ml-3 list-disc pl-3 text-sm text-gray-700">
                      {data[key].slice(0, 10).map((issue) => (
                        <li key={issue.id}>{`${issue.unitName}: ${issue.message}`}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
        <Button variant="outline" size="sm" loading={isFetching} onClick={() => void refetch()}>
          <CheckCircle2 className="size-4" aria-hidden="true" />
          다시 검증
        </Button>
      </CardContent>
    </Card>
  );
}
