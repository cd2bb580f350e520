import { corporateTypeLabels, employerTypeLabels, hrAuthorityLabels } from '@saram/shared/corporate-structure/corporate-structure';
import type { Corporation } from '@saram/shared/corporate-structure/corporate-structure.schemas';
import { useQuery } from '@tanstack/react-query';
import { Building2, Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../components/ui/table';
import { corporationsQueryOptions } from '../../api';
import { CorporationFormDialog } from './corporation-form-dialog';

type Row = { corporation: Corporation; child: boolean };

/** 법인 구조 tab: holding companies with their operating companies below, create and edit. */
export function CorporationsTab() {
  const { data, isPending } = useQuery(corporationsQueryOptions());
  const [editing, setEditing] = useState<Corporation | null>(null);
  const [creating, setCreating] = useState(false);
  const rows: Row[] = data
    ? [
        ...data.data.flatMap(({ operatingCompanies, ...holding }) => [
          { corporation: holding, child: false },
          ...operatingCompanies.map((corporation) => ({ corporation, child: true })),
        ]),
        ...data.unassigned.map((corporation) => ({ corporation, child: false })),
      ]
    : [];
  const holdings: Corporation[] = data?.data.map(({ operatingCompanies: _, ...holding }) => holding) ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-600">지주회사 아래에 사업회사가 표시됩니다. 행을 누르면 수정합니다.</p>
        <Button onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden="true" />
          법인 등록
        </Button>
      </div>
      {isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="법인 목록 불러오는 중">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <EmptyState icon={Building2} title="등록된 법인이 없습니다" description="지주회사나 사업회사를 등록하세요." action={<Button onClick={() => setCreating(true)}>법인 등록</Button>} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead pinned>법인명</TableHead>
              <TableHead>유형</TableHead>
              <TableHead>사업자등록번호</TableHead>
              <TableHead>법인등록번호</TableHead>
              <TableHead>고용주 유형</TableHead>
              <TableHead>인사 권한</TableHead>
              <TableHead numeric>직원</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(({ corporation, child }) => (
              <TableRow key={corporation.id} onClick={() => setEditing(corporation)}>
                <TableCell pinned>
                  <button type="button" className={child ? 'pl-5 text-left text-gray-900 hover:underline' : 'text-left font-semibold text-gray-900 hover:underline'} onClick={() => setEditing(corporation)}>
                    {child ? `└ ${corporation.name}` : corporation.name}
                  </button>
                  {!corporation.isActive && (
                    <Badge tone="neutral" className="ml-2">
                      비활성
                    </Badge>
                  )}
                </TableCell>
                <TableCell>
                  <Badge tone={corporation.corporateType === 'HQ_HOLDINGS' ? 'brand' : 'info'}>{corporateTypeLabels[corporation.corporateType]}</Badge>
                </TableCell>
                <TableCell className="tabular-nums">{corporation.businessRegistrationNumber ?? '-'}</TableCell>
                <TableCell className="tabular-nums">{corporation.corporateRegistrationNumber ?? '-'}</TableCell>
                <TableCell>{employerTypeLabels[corporation.employerType]}</TableCell>
                <TableCell>{hrAuthorityLabels[corporation.hrAuthority]}</TableCell>
                <TableCell numeric>{`${corporation.employeeCount.toLocaleString('ko-KR')}명`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <CorporationFormDialog open={creating} onOpenChange={setCreating} holdings={holdings} />
      <CorporationFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} corporation={editing ?? undefined} holdings={holdings} />
    </div>
  );
}
