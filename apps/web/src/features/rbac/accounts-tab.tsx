import { scopeText } from '@saram/shared/rbac/rbac';
import { allPermissions, permissionCatalogue } from '@saram/shared/permissions';
import type { EmployeePermissionsRow } from '@saram/shared/rbac/rbac.schemas';
import { useQuery } from '@tanstack/react-query';
import { Search, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { QueryErrorState } from '../../components/feedback/query-error-state';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/forms/input';
import { Select, SelectContent, SelectItem, selectItems, SelectTrigger, SelectValue } from '../../components/ui/forms/select';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { treeQueryOptions } from '../organization/api';
import { employeePermissionsQueryOptions, rolesQueryOptions, summaryQueryOptions } from './api';
import { flattenUnits, useScopeNames } from './scope-picker';

const all = '__all';
const limit = 20;

type FilterSelectProps = { label: string; value: string; onChange: (v: string) => void; options: { value: string; label: string }[] };

function FilterSelect({ label, value, onChange, options }: FilterSelectProps) {
  return (
    <Select value={value || all} onValueChange={(v) => onChange(v === all ? '' : v)}>
      <SelectTrigger aria-label={label} className="w-full sm:w-44">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={all}>{`${label} 전체`}</SelectItem>
        {selectItems(options)}
      </SelectContent>
    </Select>
  );
}

/** 계정별 권한: employees with their account, roles and scopes; a row opens the account's grant editor. */
export function AccountsTab({ onEdit }: { onEdit: (row: EmployeePermissionsRow) => void }) {
  const [search, setSearch] = useState('');
  const [department, setDepartment] = useState('');
  const [role, setRole] = useState('');
  const [permission, setPermission] = useState('');
  const [page, setPage] = useState(1);
  const query = { search: search.trim() || undefined, department: department || undefined, role: role || undefined, permission: permission || undefined, page, limit };
  const people = useQuery(employeePermissionsQueryOptions(query));
  const roles = useQuery(rolesQueryOptions());
  const summary = useQuery(summaryQueryOptions());
  const tree = useQuery(treeQueryOptions());
  const nameOf = useScopeNames();
  const labelOf = (name: string) => roles.data?.data.find((r) => r.name === name)?.label ?? name;
  const filter = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPage(1);
  };
  const roleCounts = summary.data?.roles ?? [];
  const permissionCount = permission ? summary.data?.permissions.find((p) => p.permission === permission)?.accounts : undefined;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2" aria-label="역할별 계정 수">
        {roleCounts.map((r) => (
          <button
            key={r.role}
            type="button"
            onClick={() => filter(setRole)(role === r.role ? '' : r.role)}
            aria-pressed={role === r.role}
            className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <Badge tone={role === r.role ? 'brand' : 'neutral'}>
              {r.label} <span className="tabular-nums">{r.accounts}</span>
            </Badge>
          </button>
        ))}
        {permissionCount !== undefined && (
          <span className="text-sm text-gray-600">
            {permissionCatalogue[permission as keyof typeof permissionCatalogue]} 권한 보유 계정 <strong className="tabular-nums">{permissionCount}</strong>개
          </span>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <div className="relative sm:w-64">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" aria-hidden="true" />
          <Input className="pl-9" value={search} onChange={(e) => filter(setSearch)(e.target.value)} placeholder="이름, 사번, 로그인 ID" aria-label="직원 검색" />
        </div>
        <FilterSelect label="부서" value={department} onChange={filter(setDepartment)} options={flattenUnits(tree.data?.data ?? []).map((u) => ({ value: u.id, label: `${'· '.repeat(u.depth)}${u.name}` }))} />
        <FilterSelect label="역할" value={role} onChange={filter(setRole)} options={(roles.data?.data ?? []).map((r) => ({ value: r.name, label: r.label }))} />
        <FilterSelect label="권한" value={permission} onChange={filter(setPermission)} options={allPermissions.map((p) => ({ value: p, label: permissionCatalogue[p] }))} />
      </div>
      {people.isPending ? (
        <Skeleton className="h-80 rounded-xl" aria-label="목록 불러오는 중" />
      ) : people.isError ? (
        <QueryErrorState error={people.error} icon={UsersRound} title="계정별 권한을 불러오지 못했습니다" onRetry={() => people.refetch()} />
      ) : people.data.data.length === 0 ? (
        <EmptyState icon={UsersRound} title="조건에 맞는 직원이 없습니다" description="검색어나 필터를 바꿔 보세요." />
      ) : (
        <>
          <Table aria-label="계정별 권한" aria-busy={people.isFetching || undefined}>
            <TableHeader>
              <TableRow>
                <TableHead pinned>이름</TableHead>
                <TableHead>사번</TableHead>
                <TableHead>부서</TableHead>
                <TableHead>직책</TableHead>
                <TableHead>로그인 ID</TableHead>
                <TableHead>역할 (조회 범위)</TableHead>
                <TableHead>
                  <span className="sr-only">관리</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {people.data.data.map((row) => (
                <TableRow key={row.id} onClick={row.account ? () => onEdit(row) : undefined}>
                  <TableCell pinned className="font-medium text-gray-900">
                    {row.name}
                  </TableCell>
                  <TableCell className="tabular-nums">{row.employeeNo}</TableCell>
                  <TableCell>{row.department ?? '-'}</TableCell>
                  <TableCell>{row.jobTitle ?? '-'}</TableCell>
                  <TableCell>
                    {row.account ? (
                      <span className={row.account.isActive ? '' : 'text-gray-500'}>
                        {row.account.loginId}
                        {!row.account.isActive && ' (비활성)'}
                      </span>
                    ) : (
                      <span className="text-gray-500">계정 없음</span>
                    )}
                  </TableCell>
                  <TableCell wrap>
                    {row.grants.length === 0 ? (
                      <span className="text-gray-500">-</span>
                    ) : (
                      <ul className="space-y-0.5">
                        {row.grants.map((g) => (
                          <li key={g.role}>
                            <span className="font-medium">{labelOf(g.role)}</span> <span className="text-gray-600">({scopeText(g, nameOf)})</span>
                            {g.source === 'rule' && (
                              <Badge tone="info" className="ml-1">
                                규칙
                              </Badge>
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </TableCell>
                  <TableCell className="text-right">
                    {row.account && (
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={(e) => {
                          e.stopPropagation();
                          onEdit(row);
                        }}
                        aria-label={`${row.name} 권한 편집`}
                      >
                        권한 편집
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <div className="flex items-center justify-between text-sm text-gray-600">
            <span className="tabular-nums">
              총 {people.data.total.toLocaleString('ko-KR')}명 · {page}/{Math.max(1, Math.ceil(people.data.total / limit))}쪽
            </span>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
                이전
              </Button>
              <Button variant="outline" size="sm" disabled={!people.data.hasNext} onClick={() => setPage(page + 1)}>
                다음
              </Button>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
