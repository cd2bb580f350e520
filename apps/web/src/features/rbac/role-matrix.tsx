import { permissionCatalogue, type Permission } from '@saram/shared/permissions';
import { permissionAreas } from '@saram/shared/rbac/rbac';
import type { Role } from '@saram/shared/rbac/rbac.schemas';
import { useQuery } from '@tanstack/react-query';
import { Lock, MoreHorizontal, Plus, ShieldOff } from 'lucide-react';
import { Fragment, useState } from 'react';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { ConfirmDialog } from '../../components/ui/overlays/alert-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/forms/checkbox';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../components/ui/overlays/dropdown-menu';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { showSuccess } from '../../lib/toast';
import { rolesQueryOptions, useSetRolePermissions } from './api';
import { matrixChanges, permissionsOf, toggleCell, type MatrixDraft } from './matrix-draft';
import { DeleteRoleDialog, RoleFormDialog } from './role-dialogs';

const areas = permissionAreas();

function RoleHead({ role, onRename, onDelete }: { role: Role; onRename: () => void; onDelete: () => void }) {
  return (
    <TableHead className="min-w-28 text-center align-bottom whitespace-normal">
      <div className="flex flex-col items-center gap-1 py-2">
        <span className="text-[13px] font-semibold text-gray-900">{role.label}</span>
        <span className="flex items-center gap-1">
          {role.isSystem ? (
            <Badge tone="neutral">
              <Lock className="size-3" aria-hidden="true" />
              기본
            </Badge>
          ) : (
            <Badge tone="brand">사용자 정의</Badge>
          )}
          {!role.isSystem && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon-sm" aria-label={`${role.label} 역할 메뉴`}>
                  <MoreHorizontal className="size-4" aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={onRename}>이름 변경</DropdownMenuItem>
                <DropdownMenuItem variant="danger" onSelect={onDelete}>
                  삭제
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </span>
        <span className="text-xs font-normal text-gray-600 tabular-nums">{role.accountCount}개 계정</span>
      </div>
    </TableHead>
  );
}

export type RoleMatrixProps = {
  /** The unsaved cells, kept by the page so that switching tabs does not lose them. */
  draft: MatrixDraft;
  setDraft: (draft: MatrixDraft) => void;
};

/** 역할·권한 매트릭스: roles as columns, permissions by area as rows; custom roles editable, saved together. */
export function RoleMatrix({ draft, setDraft }: RoleMatrixProps) {
  const roles = useQuery(rolesQueryOptions());
  const save = useSetRolePermissions();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);

  if (roles.isPending) return <Skeleton className="h-96 rounded-xl" aria-label="역할 불러오는 중" />;
  if (roles.isError) return <QueryErrorState error={roles.error} icon={ShieldOff} title="역할을 불러오지 못했습니다" onRetry={() => roles.refetch()} />;

  const list = roles.data.data;
  const changes = matrixChanges(draft, list);
  const saveAll = async () => {
    try {
      for (const change of changes) await save.mutateAsync({ name: change.name, permissions: change.permissions });
      showSuccess('권한을 저장했습니다', `${changes.map((c) => c.label).join(', ')} 역할의 권한이 바뀌었습니다. 다음 요청부터 적용됩니다.`);
      setDraft({});
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-600">기본 역할의 권한은 고정되어 있습니다. 다른 조합이 필요하면 역할을 새로 만드세요.</p>
        <div className="flex flex-wrap gap-2">
          {changes.length > 0 && (
            <>
              <Button variant="outline" onClick={() => setDraft({})}>
                변경 취소
              </Button>
              <Button onClick={() => setConfirming(true)}>변경 저장 ({changes.length})</Button>
            </>
          )}
          <Button variant={changes.length ? 'outline' : 'primary'} onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            역할 만들기
          </Button>
        </div>
      </div>
      {/* The scrolling box is focusable, so keyboard users can scroll a matrix of read-only cells. */}
      <div
        tabIndex={0}
        role="region"
        aria-label="역할·권한 매트릭스"
        className="max-h-[calc(100dvh-280px)] min-h-80 overflow-auto rounded-xl border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <Table containerClassName="overflow-visible rounded-none border-0">
          <TableHeader>
            <TableRow>
              <TableHead pinned className="min-w-44 align-bottom">
                권한
              </TableHead>
              {list.map((role) => (
                <RoleHead key={role.name} role={role} onRename={() => setEditing(role)} onDelete={() => setDeleting(role)} />
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {areas.map((area) => (
              <Fragment key={area.area}>
                <TableRow className="hover:bg-transparent">
                  <TableCell pinned className="bg-gray-50 text-xs font-semibold text-gray-700">
                    {area.label}
                  </TableCell>
                  <TableCell colSpan={list.length} className="bg-gray-50" />
                </TableRow>
                {area.permissions.map((permission: Permission) => (
                  <TableRow key={permission}>
                    <TableCell pinned>
                      <span className="block text-[13px] text-gray-900">{permissionCatalogue[permission]}</span>
                      <span className="block text-xs text-gray-500">{permission}</span>
                    </TableCell>
                    {list.map((role) => {
                      const checked = permissionsOf(draft, role).includes(permission);
                      const changed = checked !== role.permissions.includes(permission);
                      return (
                        <TableCell key={role.name} className={changed ? 'bg-amber-50 text-center' : 'text-center'}>
                          <Checkbox
                            checked={checked}
                            disabled={role.isSystem}
                            aria-label={`${role.label}: ${permissionCatalogue[permission]}`}
                            onCheckedChange={() => setDraft(toggleCell(draft, role, permission))}
                          />
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="권한 변경 저장"
        description={
          <span className="block space-y-1">
            {changes.map((c) => (
              <span key={c.name} className="block">
                <strong>{c.label}</strong> ({list.find((r) => r.name === c.name)?.accountCount ?? 0}개 계정):{' '}
                {[c.added.length ? `${c.added.length}개 추가` : '', c.removed.length ? `${c.removed.length}개 제거` : ''].filter(Boolean).join(', ')}
              </span>
            ))}
            <span className="block">이 역할을 가진 계정에는 다음 요청부터 적용됩니다.</span>
          </span>
        }
        confirmLabel="저장"
        pending={save.isPending}
        onConfirm={() => void saveAll()}
      />
      <RoleFormDialog open={editing !== null} role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
