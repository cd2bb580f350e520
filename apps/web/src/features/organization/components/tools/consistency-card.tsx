import type { ConsistencyReport } from '@saram/shared/corporate-structure/corporate-structure.schemas';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatDateTime } from '../../../../lib/labels/format';
import { consistencyQueryOptions } from '../../tools-api';
import { RecheckButton } from './recheck-button';

const fieldLabels = { businessRegistrationNumber: '사업자등록번호', corporateRegistrationNumber: '법인등록번호' } as const;
const shownPerKind = 10;

type Kind = { key: keyof ConsistencyReport['totals']; label: string; unit: '명' | '곳' | '건'; lines: (report: ConsistencyReport) => string[] };

/** Each finding of verify-consistency, its total and readable lines. */
const kinds: Kind[] = [
  {
    key: 'unmatchedEmployees',
    label: '법인이 없는 보험 법인명의 직원',
    unit: '명',
    lines: (r) => r.unmatchedInsuranceCorps.map((u) => `${u.insuranceCorp} (직원 ${u.employeeCount}명) · 법인 이관으로 만들 수 있습니다.`),
  },
  {
    key: 'unlinkedEmployees',
    label: '법인에 연결되지 않은 직원',
    unit: '명',
    lines: (r) => r.unlinkedInsuranceCorps.map((u) => `${u.insuranceCorp} (직원 ${u.employeeCount}명)`),
  },
  {
    key: 'mismatchedEmployees',
    label: '보험 법인명과 다른 법인에 연결된 직원',
    unit: '명',
    lines: (r) =>
      r.mismatchedEmployees.map((e) => `${e.nameKor ?? '직원'} ${e.employeeNo}: 보험 법인 ${e.insuranceCorp ?? '-'} / 연결 법인 ${e.corporationName ?? '-'}`),
  },
  { key: 'operatingWithoutHolding', label: '지주회사 없는 사업회사', unit: '곳', lines: (r) => r.operatingWithoutHolding.map((c) => c.name) },
  { key: 'invalidRelationships', label: '잘못된 지주 관계', unit: '곳', lines: (r) => r.invalidRelationships.map((c) => `${c.name}: ${c.reason}`) },
  {
    key: 'duplicateNumbers',
    label: '중복된 등록번호',
    unit: '건',
    lines: (r) => r.duplicateNumbers.map((d) => `${fieldLabels[d.field]} ${d.number}: ${d.corporations.map((c) => c.name).join(', ')}`),
  },
  {
    key: 'invalidNumbers',
    label: '잘못된 등록번호',
    unit: '건',
    lines: (r) => r.invalidNumbers.map((n) => `${n.name} ${fieldLabels[n.field]} ${n.value}: ${n.problem}`),
  },
];

/** GET verify-consistency (read-only): where corporations and employees' insurance corporations disagree. */
export function ConsistencyCard() {
  const query = useQuery(consistencyQueryOptions());
  const { data, isPending } = query;
  return (
    <Card>
      <CardHeader>
        <CardTitle>법인 정합성 점검</CardTitle>
        <CardDescription>법인과 직원의 보험 법인, 지주 관계, 등록번호를 대조합니다. 아무것도 바꾸지 않습니다.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {isPending || !data ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <>
            <Alert tone={data.consistent ? 'success' : 'warning'} title={data.consistent ? '일치합니다' : '확인이 필요한 항목이 있습니다'}>
              {`${formatDateTime(data.checkedAt)} 기준`}
            </Alert>
            <ul className="divide-y divide-gray-100" aria-label="정합성 점검 항목">
              {kinds.map((kind) => {
                const total = data.totals[kind.key];
                const lines = kind.lines(data);
                const badge = <Badge tone={total > 0 ? 'warning' : 'success'}>{`${total}${kind.unit}`}</Badge>;
                if (total === 0 || lines.length === 0) {
                  return (
                    <li key={kind.key} className="flex items-center justify-between gap-2 py-2 text-sm">
                      <span>{kind.label}</span>
                      {badge}
                    </li>
                  );
                }
                return (
                  <li key={kind.key} className="py-2 text-sm">
                    <details className="group">
                      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-brand-500">
                        <span className="flex items-center gap-1">
                          <ChevronRight className="size-4 text-gray-500 transition-transform group-open:rotate-90" aria-hidden="true" />
                          {kind.label}
                        </span>
                        {badge}
                      </summary>
                      <ul className="mt-1.5 ml-5 list-disc space-y-0.5 pl-3 text-gray-700">
                        {lines.slice(0, shownPerKind).map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                        {lines.length > shownPerKind && <li className="list-none text-gray-600">{`외 ${lines.length - shownPerKind}건`}</li>}
                      </ul>
                    </details>
                  </li>
                );
              })}
            </ul>
          </>
        )}
        <RecheckButton query={query} />
      </CardContent>
    </Card>
  );
}
