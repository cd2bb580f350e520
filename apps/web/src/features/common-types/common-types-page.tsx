import { commonTypeGroupKeys, commonTypeGroups, isCommonTypeGroup, type CommonTypeGroup } from '@saram/shared/common-types/common-types';
import type { CommonType } from '@saram/shared/common-types/common-types.schemas';
import { josa } from '@saram/shared/hangul';
import { useQuery } from '@tanstack/react-query';
import { ListChecks, Plus, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { Alert, ErrorAlert } from '../../components/ui/alert';
import { ConfirmDialog } from '../../components/ui/overlays/alert-dialog';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/forms/input';
import { PageHeader } from '../../components/ui/layout/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api/form-errors';
import { showError, showSuccess } from '../../lib/toast';
import { commonTypeListQueryOptions, useDeactivateCommonType, useHardDeleteCommonType, useUpdateCommonType } from './api';
import { CodeDialog } from './components/code-dialog';
import { CodesTable, type CodeAction } from './components/codes-table';
import { GroupPicker } from './components/group-picker';

/** /common-types (공통 코드 관리): the groups on the left, the codes of the chosen group on the right. */
export function CommonTypesPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('group') ?? '';
  const group: CommonTypeGroup = isCommonTypeGroup(requested) ? requested : 'job_title';
  const { label, fixed } = commonTypeGroups[group];
  const list = useQuery(commonTypeListQueryOptions({}));
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ code?: CommonType } | null>(null);
  const [deleting, setDeleting] = useState<CommonType | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const update = useUpdateCommonType();
  const deactivate = useDeactivateCommonType();
  const hardDelete = useHardDeleteCommonType();

  const all = useMemo(() => list.data?.data ?? [], [list.data]);
  const counts = useMemo(() => Object.fromEntries(commonTypeGroupKeys.map((g) => [g, all.filter((c) => c.group_type === g).length])), [all]);
  const codes = all.filter((c) => c.group_type === group && c.type_name.toLowerCase().includes(search.trim().toLowerCase()));

  const pick = (next: CommonTypeGroup) => {
    setSearch('');
    setParams({ group: next }, { replace: true });
  };

  function act(action: CodeAction, code: CommonType) {
    if (action === 'edit') setEditing({ code });
    if (action === 'delete') {
      setDeleteError(null);
      setDeleting(code);
    }
    if (action === 'deactivate') {
      deactivate.mutate(code, {
        onSuccess: () => showSuccess(`${josa(code.type_name, '을/를')} 비활성화했습니다.`, '이 코드는 선택 목록에 더 보이지 않습니다. 이미 입력된 직원 정보는 그대로입니다.'),
        onError: (error) => showError('비활성화하지 못했습니다', errorMessage(error)),
      });
    }
    if (action === 'reactivate') {
      update.mutate(
        { id: code.id, version: code.version, is_active: true },
        {
          onSuccess: () => showSuccess(`${josa(code.type_name, '을/를')} 다시 활성화했습니다.`),
          onError: (error) => showError('다시 활성화하지 못했습니다', errorMessage(error)),
        },
      );
    }
  }

  function confirmDelete() {
    if (!deleting) return;
    hardDelete.mutate(deleting, {
      onSuccess: () => {
        showSuccess(`${josa(deleting.type_name, '을/를')} 삭제했습니다.`);
        setDeleting(null);
      },
      onError: (error) => setDeleteError(errorMessage(error)),
    });
  }

  return (
    <div>
      <PageHeader
        title="공통 코드 관리"
        description="직원 정보의 선택 목록(직책, 직급, 고용형태 등)에 쓰이는 코드를 관리합니다."
        actions={
          !fixed && (
            <Button onClick={() => setEditing({})}>
              <Plus aria-hidden="true" />
              코드 추가
            </Button>
          )
        }
      />
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:gap-6">
        <GroupPicker group={group} counts={list.data ? counts : undefined} onPick={pick} />
        <section aria-labelledby="codes-title" className="min-w-0 flex-1 space-y-3">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <h2 id="codes-title" className="text-lg font-semibold text-gray-900">
              {label}
              {list.data && <span className="ml-2 text-sm font-normal text-gray-500 tabular-nums">{counts[group]}개</span>}
            </h2>
            <div className="relative sm:w-64">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" aria-hidden="true" />
              <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder="코드 이름 검색" aria-label={`${label} 코드 검색`} className="pl-9" />
            </div>
          </div>
          {fixed && (
            <Alert tone="info">
              {label}는 시스템이 상태 변경에 쓰는 고정 코드입니다. 순서와 설명만 바꿀 수 있고 추가·비활성화·삭제는 할 수 없습니다.
            </Alert>
          )}
          {list.isPending ? (
            <div className="space-y-2" aria-busy="true" aria-label="불러오는 중">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-10 w-full" />
              ))}
            </div>
          ) : list.isError ? (
            <QueryErrorState error={list.error} title="공통 코드를 불러오지 못했습니다" onRetry={() => list.refetch()} />
          ) : codes.length ? (
            <CodesTable codes={codes} onAction={act} />
          ) : (
            <EmptyState
              icon={ListChecks}
              title={search ? '검색어와 맞는 코드가 없습니다' : `${label} 코드가 없습니다`}
              description={search ? '다른 이름으로 검색해 보세요.' : '코드를 추가하면 직원 정보의 선택 목록에 나타납니다.'}
              action={!search && !fixed && <Button onClick={() => setEditing({})}>코드 추가</Button>}
            />
          )}
        </section>
      </div>
      <CodeDialog group={group} code={editing?.code} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="코드를 완전히 삭제할까요?"
        description={
          <span className="block space-y-3">
            <span className="block">
              {label} 코드 {deleting ? josa(deleting.type_name, '이/가') : ''} 목록에서 영구히 지워집니다. 되돌릴 수 없습니다. 직원 정보에 쓰인 코드는 삭제할 수 없으니 비활성화하세요.
            </span>
            <ErrorAlert message={deleteError} />
          </span>
        }
        confirmLabel="완전 삭제"
        destructive
        pending={hardDelete.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
