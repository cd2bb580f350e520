import { corporationLegacyType, legacyOrganizationTypes, unitTypeLabels } from '@saram/shared/organization/organization';
import type { HierarchyMapping } from '@saram/shared/organization/organization.schemas';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/overlays/alert-dialog';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../components/ui/table';
import { showSuccess } from '../../../../lib/toast';
import { mappingsQueryOptions, useDeleteMapping } from '../../tools-api';
import { useCanManageOrganization } from '../../use-can-manage';
import { MappingFormDialog } from './mapping-form-dialog';

/** The types the employee record uses: the server keeps them (it refuses their deletion). */
const builtIn = new Set<string>(legacyOrganizationTypes.filter((type) => type !== corporationLegacyType));

/** 레거시 유형 → 레벨: the table behind the mongo/organizations view, with add, edit (row click) and delete. */
export function MappingsCard() {
  const canManage = useCanManageOrganization();
  const { data, isPending } = useQuery(mappingsQueryOptions());
  const remove = useDeleteMapping();
  const [editing, setEditing] = useState<HierarchyMapping | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<HierarchyMapping | null>(null);

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <CardTitle>레거시 유형 매핑</CardTitle>
          <CardDescription>레거시 조직 API의 유형(division, team ...)이 어느 레벨의 조직인지 정합니다.</CardDescription>
        </div>
        {canManage && (
          <Button size="sm" className="shrink-0" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            매핑 추가
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {isPending || !data ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <Table aria-label="레거시 유형 매핑">
            <TableHeader>
              <TableRow>
                <TableHead pinned>레거시 유형</TableHead>
                <TableHead>레벨</TableHead>
                <TableHead>표시명</TableHead>
                <TableHead numeric>조직 수</TableHead>
                {canManage && <TableHead className="w-12">
                  <span className="sr-only">삭제</span>
                </TableHead>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.data.map((mapping) => (
                <TableRow key={mapping.legacyType} onClick={canManage ? () => setEditing(mapping) : undefined}>
                  <TableCell pinned>
                    {canManage ? (
                      <button type="button" className="font-mono text-[13px] font-medium text-gray-900 hover:underline" onClick={() => setEditing(mapping)}>
                        {mapping.legacyType}
                      </button>
                    ) : (
                      <span className="font-mono text-[13px]">{mapping.legacyType}</span>
                    )}
                  </TableCell>
                  <TableCell className="tabular-nums">{`${mapping.level} · ${unitTypeLabels[mapping.unitType]}`}</TableCell>
                  <TableCell>{mapping.label}</TableCell>
                  <TableCell numeric>{`${mapping.unitCount}개`}</TableCell>
                  {canManage && (
                    <TableCell className="py-0">
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`${mapping.legacyType} 매핑 삭제`}
                        title={builtIn.has(mapping.legacyType) ? '기본 매핑은 직원 정보가 사용하므로 삭제할 수 없습니다.' : undefined}
                        disabled={builtIn.has(mapping.legacyType)}
                        onClick={(event) => {
                          event.stopPropagation();
                          setDeleting(mapping);
                        }}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <MappingFormDialog open={adding} onOpenChange={setAdding} />
      <MappingFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} mapping={editing ?? undefined} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="매핑 삭제"
        description={
          deleting
            ? `'${deleting.legacyType}' → 레벨 ${deleting.level}(${deleting.label}) 매핑이 삭제됩니다. 레거시 조직 API에서 이 유형의 조직 ${deleting.unitCount}개가 더 이상 보이지 않습니다.`
            : ''
        }
        confirmLabel="삭제"
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.legacyType, {
            onSuccess: () => {
              showSuccess('매핑을 삭제했습니다.', deleting.legacyType);
              setDeleting(null);
            },
            onError: () => setDeleting(null),
          });
        }}
      />
    </Card>
  );
}
